/// The backslash escapes of old-style plist strings, decoded as CoreFoundation decodes them.
///
/// `\a \b \f \n \r \t \v` are controls; up to three octal digits give a byte in the NeXTSTEP
/// Latin encoding (wrapping at 8 bits, as CF's `uint8_t` does); `\U` takes up to four hex digits
/// and gives one UTF-16 code unit (none at all gives U+0000); any other escaped character is
/// itself.
public enum OpenStepEscapes {
  /// Decodes the content of a quoted string (without its quotes), straight to UTF-8: runs of
  /// plain text are copied, escapes decoded.
  public static func decode(_ text: ArraySlice<UInt8>) -> String {
    // Text without a backslash, the common case, needs no work.
    let first = text.withUnsafeBufferPointer { bytes in
      text.startIndex
        + ByteScan.firstIndex(of: backslash, or: backslash, in: bytes, from: 0, end: bytes.count)
    }
    guard first < text.endIndex else { return String(decoding: text, as: UTF8.self) }
    var output: [UInt8] = []
    output.reserveCapacity(text.count)
    output += text[text.startIndex..<first]
    // A \U escape may give the first half of a surrogate pair; the next escape may complete it.
    var high: UInt16?
    func flush() {
      if high != nil { output += [0xEF, 0xBF, 0xBD] }
      high = nil
    }
    func push(_ unit: UInt16) {
      if let pending = high {
        high = nil
        if UTF16Text.isLowSurrogate(unit) {
          UTF16Text.appendUTF8(UTF16Text.scalar(high: pending, low: unit), to: &output)
          return
        }
        output += [0xEF, 0xBF, 0xBD]
      }
      if UTF16Text.isHighSurrogate(unit) {
        high = unit
      } else if UTF16Text.isLowSurrogate(unit) {
        output += [0xEF, 0xBF, 0xBD]
      } else {
        UTF16Text.appendUTF8(UInt32(unit), to: &output)
      }
    }
    var index = first
    while index < text.endIndex {
      if text[index] == backslash, index + 1 < text.endIndex {
        switch escape(text, at: index) {
        case .unit(let unit, let end):
          push(unit)
          index = end
        case .literal(let range):
          flush()
          output += text[range]
          index = range.upperBound
        }
      } else {
        flush()
        let next = text[(index + 1)...].firstIndex(of: backslash) ?? text.endIndex
        output += text[index..<next]
        index = next
      }
    }
    flush()
    return String(decoding: output, as: UTF8.self)
  }

  private static let backslash = UInt8(ascii: "\\")

  /// The offset in `text` of the source of the UTF-16 unit at `unitIndex` of the decoded value.
  public static func sourceOffset(ofUnit unitIndex: Int, in text: ArraySlice<UInt8>) -> Int {
    sourceOffsets(ofUnits: unitIndex..<unitIndex, in: text).start
  }

  /// The offsets in `text` of the sources of the UTF-16 units at both ends of `units`, found in
  /// one pass (the end of the text where the value is shorter).
  public static func sourceOffsets(ofUnits units: Range<Int>, in text: ArraySlice<UInt8>) -> (
    start: Int, end: Int
  ) {
    text.withUnsafeBufferPointer { bytes in
      let base = text.startIndex
      var start = -1
      var count = 0
      var index = 0
      while index < bytes.count {
        // Eight bytes without a backslash whose units all come before the ends sought are
        // counted at once (a scalar cut by the word's end was counted by its lead byte).
        if index + 8 <= bytes.count, let wordUnits = ByteScan.utf16Units(in: bytes, at: index),
          count + wordUnits <= (start < 0 ? units.lowerBound : units.upperBound)
        {
          count += wordUnits
          index += 8
          while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
          continue
        }
        let from = index
        let produced: Int
        let lead = bytes[index]
        if lead < 0x80 && lead != backslash {
          // Most of a value: one byte, one unit.
          produced = 1
          index += 1
        } else if lead == backslash, index + 1 < bytes.count {
          switch escape(text, at: base + index) {
          case .unit(_, let end):
            produced = 1
            index = end - base
          case .literal(let range):
            produced = UTF8Scalar.decode(text, at: range.lowerBound).0 >= 0x10000 ? 2 : 1
            index = range.upperBound - base
          }
        } else {
          let (value, length) = UTF8Scalar.decode(bytes, at: index)
          produced = value >= 0x10000 ? 2 : 1
          index += length
        }
        if start < 0, units.lowerBound < count + produced { start = from }
        if units.upperBound < count + produced { return (base + start, base + from) }
        count += produced
      }
      return (start < 0 ? text.endIndex : base + start, text.endIndex)
    }
  }

  /// What an escape stands for: one UTF-16 unit (and where the text goes on), or the escaped
  /// character itself (the bytes of it).
  enum Escape {
    case unit(UInt16, end: Int)
    case literal(Range<Int>)
  }

  /// Decodes the escape whose backslash is at `start` (a character follows it).
  static func escape(_ text: ArraySlice<UInt8>, at start: Int) -> Escape {
    var index = start + 1
    let escaped = text[index]
    index += 1
    switch escaped {
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      var value = UInt8(escaped - UInt8(ascii: "0"))
      for _ in 0..<2 {
        guard index < text.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[index])
        else { break }
        value = value &<< 3 &+ (text[index] - UInt8(ascii: "0"))
        index += 1
      }
      return .unit(nextStepLatin(value), end: index)
    case UInt8(ascii: "U"):
      var value: UInt16 = 0
      // CF spends one of the four digits on every attempt, hex or not.
      for _ in 0..<4 {
        guard index < text.endIndex, let digit = hexValue(text[index]) else { continue }
        value = value << 4 | UInt16(digit)
        index += 1
      }
      return .unit(value, end: index)
    case UInt8(ascii: "a"): return .unit(0x07, end: index)
    case UInt8(ascii: "b"): return .unit(0x08, end: index)
    case UInt8(ascii: "f"): return .unit(0x0C, end: index)
    case UInt8(ascii: "n"): return .unit(0x0A, end: index)
    case UInt8(ascii: "r"): return .unit(0x0D, end: index)
    case UInt8(ascii: "t"): return .unit(0x09, end: index)
    case UInt8(ascii: "v"): return .unit(0x0B, end: index)
    default:
      // Any other escaped scalar stands for itself.
      let (_, length) = UTF8Scalar.decode(text, at: start + 1)
      return .literal((start + 1)..<(start + 1 + length))
    }
  }

  /// Calls `visit` with every decoded UTF-16 unit and the offset of the text it came from.
  @inline(__always)
  static func walk(_ text: ArraySlice<UInt8>, _ visit: (UInt16, Int) -> Void) {
    var index = text.startIndex
    while index < text.endIndex {
      let start = index
      if text[index] == backslash, index + 1 < text.endIndex {
        switch escape(text, at: index) {
        case .unit(let unit, let end):
          visit(unit, start)
          index = end
        case .literal(let range):
          let (value, _) = UTF8Scalar.decode(text, at: range.lowerBound)
          UTF16Text.forEachUnit(of: value) { visit($0, start) }
          index = range.upperBound
        }
      } else {
        let (value, length) = UTF8Scalar.decode(text, at: index)
        UTF16Text.forEachUnit(of: value) { visit($0, start) }
        index += length
      }
    }
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// The Unicode value of a byte in the NeXTSTEP Latin encoding (0 where it has none).
  static func nextStepLatin(_ byte: UInt8) -> UInt16 {
    byte < 0x80 ? UInt16(byte) : nextStepHigh[Int(byte - 0x80)]
  }

  /// NeXTSTEP Latin 0x80–0xFF (Unicode's NEXTSTEP.TXT; 0xFE and 0xFF are unassigned).
  static let nextStepHigh: [UInt16] = [
    0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7,
    0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,
    0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9,
    0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7,
    0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7,
    0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02,
    0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022,
    0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF,
    0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9,
    0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7,
    0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2,
    0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,
    0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1,
    0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5,
    0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD,
    0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0x0000, 0x0000,
  ]

  /// A `.strings` literal for `value` in double quotes, or in single quotes when `quote` is `'`,
  /// escaping only what must be escaped (that quote, `\`) and the line breaks and tabs that
  /// Xcode writes as escapes.
  public static func quoted(_ value: String, quote: Character = "\"") -> String {
    let (mark, byte): (String, UInt8) = quote == "'" ? ("'", 0x27) : ("\"", 0x22)
    return mark
      + value.replacingASCII {
        switch $0 {
        case byte: "\\" + mark
        case 0x5C: "\\\\"
        case 0x0A: "\\n"
        case 0x0D: "\\r"
        case 0x09: "\\t"
        default: nil
        }
      } + mark
  }
}
