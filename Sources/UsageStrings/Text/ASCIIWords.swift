import CICU

/// The words of a text written in ASCII letters and digits — where Apple's names and the anchor
/// tokens of a source (NFC, HealthKit) are — found by byte, without grapheme breaking. A run
/// ends at any other character ("FaceIDを" holds "FaceID"), but a run joined to a Latin letter
/// with a diacritic is part of a longer word ("Iphoné") and is left out.
enum ASCIIWords {
  static func ranges(in text: String) -> [Range<String.Index>] {
    text.withUTF8Bytes(ranges(inBytes:)).map { text.range(utf8: $0) }
  }

  /// The same, as UTF-8 offsets.
  static func ranges(inBytes bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start: Int?
    var joined = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if isASCIIWordByte(byte) {
        if start == nil {
          start = index
          joined = index > 0 && isLatinLetter(scalarBefore(index, in: bytes))
        }
        index += 1
        continue
      }
      guard let begun = start else {
        // Outside a run only ASCII letters matter: other bytes are passed over undecoded.
        index += 1
        continue
      }
      let (value, length) = UTF8Scalar.decode(bytes, at: index)
      if !joined, !isLatinLetter(value) { ranges.append(begun..<index) }
      start = nil
      index += length
    }
    if let begun = start, !joined { ranges.append(begun..<bytes.count) }
    return ranges
  }

  @inline(__always)
  static func isASCIIWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
    default: return false
    }
  }

  /// The scalar that ends just before `index` (a lead byte, or ASCII).
  private static func scalarBefore(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var lead = index - 1
    while lead > 0, index - lead < 4, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
    let (value, length) = UTF8Scalar.decode(bytes, at: lead)
    return lead + length == index ? value : 0xFFFD
  }

  /// A non-ASCII Latin letter (é, ß, ł): part of the same word as ASCII letters beside it.
  static func isLatinLetter(_ value: UInt32) -> Bool {
    guard value >= 0x80, value < 0x250 || (0x1E00...0x1EFF).contains(value) else { return false }
    // No mark is in these blocks: a letter of a word there is an Alphabetic one.
    return usicu_word_scalar_lower(Int32(bitPattern: value)) >= 0
  }
}
