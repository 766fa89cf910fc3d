/// XML's predefined entities and character references — the only ones the project decodes.
public enum XMLEntities {
  static let predefined: [String: UInt32] = [
    "lt": 0x3C, "gt": 0x3E, "amp": 0x26, "apos": 0x27, "quot": 0x22,
  ]

  /// Decodes the character data in `range` of `text`.
  public static func decode(_ text: [UInt8], _ range: Range<Int>) throws -> String {
    // Most text holds no reference.
    if !text[range].contains(UInt8(ascii: "&")) {
      return String(decoding: text[range], as: UTF8.self)
    }
    var units: [UInt16] = []
    units.reserveCapacity(range.count)
    try walk(text, range) { unit, _ in units.append(unit) }
    return UTF16Text.string(units)
  }

  /// The offset in `text` of the source of the UTF-16 unit at `unitIndex` of the decoded data.
  public static func sourceOffset(ofUnit unitIndex: Int, in text: [UInt8], _ range: Range<Int>)
    -> Int
  {
    var count = 0
    var result = range.upperBound
    try? walk(text, range) { _, offset in
      if count == unitIndex, result == range.upperBound { result = offset }
      count += 1
    }
    return result
  }

  /// Calls `visit` with every decoded UTF-16 unit and the offset it came from.
  static func walk(_ text: [UInt8], _ range: Range<Int>, _ visit: (UInt16, Int) -> Void) throws {
    var index = range.lowerBound
    while index < range.upperBound {
      let start = index
      guard text[index] == UInt8(ascii: "&") else {
        let (value, length) = UTF8Scalar.decode(text, at: index)
        UTF16Text.forEachUnit(of: value) { visit($0, start) }
        index += length
        continue
      }
      guard
        let semicolon = text[index..<min(range.upperBound, index + 32)].firstIndex(
          of: UInt8(ascii: ";"))
      else {
        throw XMLSyntaxError(
          message: "'&' that starts no entity reference (write '&amp;')", offset: index)
      }
      let name = String(decoding: text[(index + 1)..<semicolon], as: UTF8.self)
      let value: UInt32
      // Digits only: UInt32(_:radix:) alone would take a sign too (`&#+65;`).
      if name.hasPrefix("#x") || name.hasPrefix("#X"),
        name.utf8.dropFirst(2).allSatisfy(ASCII.isHexDigit),
        let number = UInt32(name.dropFirst(2), radix: 16)
      {
        value = number
      } else if name.hasPrefix("#"), name.utf8.dropFirst().allSatisfy(ASCII.isDigit),
        let number = UInt32(name.dropFirst(), radix: 10)
      {
        value = number
      } else if let known = predefined[name] {
        value = known
      } else {
        throw XMLSyntaxError(
          message:
            "undefined entity '&\(name);' (only XML's predefined entities are read; DTD entities are never expanded)",
          offset: index)
      }
      guard isXMLCharacter(value) else {
        throw XMLSyntaxError(
          message: "character reference '&\(name);' is not a character XML allows", offset: index)
      }
      UTF16Text.forEachUnit(of: value) { visit($0, start) }
      index = semicolon + 1
    }
  }

  /// Whether a character reference may name this value: as in XML 1.1, any character but NUL,
  /// so that an XLIFF another tool (or an older version of this one) wrote with `&#x1;` reads.
  static func isXMLCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0x1...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// Escapes text for XML character data or a double-quoted attribute value. Characters XML 1.0
  /// has no form for — controls other than tab and line breaks, U+FFFE, U+FFFF — are written
  /// visibly (`\u0001`): a reference to one (`&#x1;`) makes the document XML 1.1, which
  /// libxml2 and expat refuse whole. In a report a CI log may show (`inReport`), line breaks are
  /// references too and `##[` is broken (`#&#35;[`), so that no line of it is a runner's
  /// command.
  public static func escape(_ text: String, attribute: Bool = false, inReport: Bool = false)
    -> String
  {
    var escaped = text.replacingASCII { byte in
      switch byte {
      case 0x26: "&amp;"
      case 0x3C: "&lt;"
      case 0x3E: "&gt;"
      case 0x22 where attribute: "&quot;"
      case 0x0A where attribute || inReport: "&#10;"
      case 0x09 where attribute: "&#9;"
      case 0x0D: "&#13;"
      case 0x00..<0x20 where byte != 0x0A && byte != 0x09: DisplayText.visible(UInt32(byte))
      default: nil
      }
    }
    if escaped.unicodeScalars.contains(where: { $0.value == 0xFFFE || $0.value == 0xFFFF }) {
      escaped = escaped.replacingOccurrences(of: "\u{FFFE}", with: "\\uFFFE")
        .replacingOccurrences(of: "\u{FFFF}", with: "\\uFFFF")
    }
    return inReport && escaped.contains("##[")
      ? escaped.replacingOccurrences(of: "##[", with: "#&#35;[") : escaped
  }
}
