/// The words of a text written in ASCII letters and digits — where Apple's names and the anchor
/// tokens of a source (NFC, HealthKit) are — found by scalar, without grapheme breaking. A run
/// ends at any other character ("FaceIDを" holds "FaceID"), but a run joined to a Latin letter
/// with a diacritic is part of a longer word ("Iphoné") and is left out.
enum ASCIIWords {
  static func ranges(in text: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    let scalars = text.unicodeScalars
    var start: String.Index?
    var joined = false
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if isASCIIWordScalar(scalar) {
        if start == nil {
          start = index
          joined =
            index > scalars.startIndex && isLatinLetter(scalars[scalars.index(before: index)])
        }
      } else if let begun = start {
        if !joined, !isLatinLetter(scalar) { ranges.append(begun..<index) }
        start = nil
      }
      index = scalars.index(after: index)
    }
    if let begun = start, !joined { ranges.append(begun..<scalars.endIndex) }
    return ranges
  }

  @inline(__always)
  static func isASCIIWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
    default: return false
    }
  }

  /// A non-ASCII Latin letter (é, ß, ł): part of the same word as ASCII letters beside it.
  static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= 0x80, value < 0x250 || (0x1E00...0x1EFF).contains(value) else { return false }
    return scalar.properties.isAlphabetic
  }
}
