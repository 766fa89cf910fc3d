/// The backslash escapes of old-style plist strings, decoded as CoreFoundation decodes them.
///
/// `\a \b \f \n \r \t \v` are controls; up to three octal digits give a byte in the NeXTSTEP
/// Latin encoding (wrapping at 8 bits, as CF's `uint8_t` does); `\U` takes up to four hex digits
/// and gives one UTF-16 code unit (none at all gives U+0000); any other escaped character is
/// itself.
public enum OpenStepEscapes {
  /// Decodes the content of a quoted string (without its quotes).
  public static func decode(_ text: ArraySlice<UInt8>) -> String {
    // Text without a backslash, the common case, needs no work.
    if !text.contains(UInt8(ascii: "\\")) { return String(decoding: text, as: UTF8.self) }
    var units: [UInt16] = []
    units.reserveCapacity(text.count)
    walk(text) { unit, _ in units.append(unit) }
    return UTF16Text.string(units)
  }

  /// The offset in `text` of the source of the UTF-16 unit at `unitIndex` of the decoded value.
  public static func sourceOffset(ofUnit unitIndex: Int, in text: ArraySlice<UInt8>) -> Int {
    // Up to the first backslash each scalar stands for itself: count without decoding escapes.
    var count = 0
    var index = text.startIndex
    while index < text.endIndex, text[index] != UInt8(ascii: "\\") {
      let (value, length) = UTF8Scalar.decode(text, at: index)
      let units = value >= 0x10000 ? 2 : 1
      if unitIndex < count + units { return index }
      count += units
      index += length
    }
    var result = text.endIndex
    walk(text[index...]) { _, offset in
      if count == unitIndex, result == text.endIndex { result = offset }
      count += 1
    }
    return result
  }

  /// Calls `visit` with every decoded UTF-16 unit and the offset of the text it came from.
  @inline(__always)
  static func walk(_ text: ArraySlice<UInt8>, _ visit: (UInt16, Int) -> Void) {
    var index = text.startIndex
    while index < text.endIndex {
      let start = index
      let byte = text[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < text.endIndex else {
        let (value, length) = UTF8Scalar.decode(text, at: index)
        UTF8Scalar.forEachUTF16(value) { visit($0, start) }
        index += length
        continue
      }
      index += 1
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
        visit(nextStepLatin(value), start)
      case UInt8(ascii: "U"):
        var value: UInt16 = 0
        // CF spends one of the four digits on every attempt, hex or not.
        for _ in 0..<4 {
          guard index < text.endIndex, let digit = hexValue(text[index]) else { continue }
          value = value << 4 | UInt16(digit)
          index += 1
        }
        visit(value, start)
      case UInt8(ascii: "a"): visit(0x07, start)
      case UInt8(ascii: "b"): visit(0x08, start)
      case UInt8(ascii: "f"): visit(0x0C, start)
      case UInt8(ascii: "n"): visit(0x0A, start)
      case UInt8(ascii: "r"): visit(0x0D, start)
      case UInt8(ascii: "t"): visit(0x09, start)
      case UInt8(ascii: "v"): visit(0x0B, start)
      default:
        // Any other escaped scalar stands for itself.
        let (value, length) = UTF8Scalar.decode(text, at: index - 1)
        UTF8Scalar.forEachUTF16(value) { visit($0, start) }
        index += length - 1
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

  /// A double-quoted `.strings` literal for `value`, escaping only what must be escaped
  /// (`"`, `\`) and the line breaks and tabs that Xcode writes as escapes.
  public static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
