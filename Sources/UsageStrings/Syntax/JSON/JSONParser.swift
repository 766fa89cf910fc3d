/// A JSON syntax error at a UTF-8 offset.
public struct JSONSyntaxError: Error, Sendable, Hashable {
  public var message: String
  public var offset: Int
}

/// A strict RFC 8259 parser that keeps member order and source ranges.
public struct JSONParser {
  /// Deeper nesting is an error rather than a stack overflow.
  public static let maximumDepth = 512

  private let text: [UInt8]
  private var offset = 0

  private init(_ text: [UInt8]) { self.text = text }

  /// Parses a whole document.
  public static func parse(_ text: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(text)
    parser.skipSpace()
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.offset == text.count else {
      throw JSONSyntaxError(message: "unexpected text after the JSON value", offset: parser.offset)
    }
    return value
  }

  private mutating func skipSpace() {
    while offset < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[offset]) { offset += 1 }
  }

  private func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
    JSONSyntaxError(message: message, offset: offset ?? self.offset)
  }

  private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard depth < Self.maximumDepth else {
      throw error("values nested more than \(Self.maximumDepth) deep")
    }
    guard offset < text.count else { throw error("unexpected end of file; expected a value") }
    let start = offset
    switch text[offset] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string(), start..<offset)
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true, start..<offset)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false, start..<offset)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null(start..<offset)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default:
      throw error("unexpected \(describe(offset)); expected a value")
    }
  }

  private func describe(_ offset: Int) -> String {
    let (value, _) = UTF8Scalar.decode(text, at: offset)
    let scalar = Unicode.Scalar(value) ?? "?"
    return scalar.properties.generalCategory == .control
      ? "U+" + String(value, radix: 16, uppercase: true).leftPadded(to: 4) : "'\(scalar)'"
  }

  private mutating func literal(_ word: String) throws(JSONSyntaxError) {
    let bytes = Array(word.utf8)
    guard offset + bytes.count <= text.count,
      text[offset..<offset + bytes.count].elementsEqual(bytes)
    else { throw error("unexpected \(describe(offset)); expected a value") }
    offset += bytes.count
  }

  private mutating func number() throws(JSONSyntaxError) -> JSONValue {
    let start = offset
    func digits() -> Int {
      let from = offset
      while offset < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[offset]) {
        offset += 1
      }
      return offset - from
    }
    if text[offset] == UInt8(ascii: "-") { offset += 1 }
    let integerStart = offset
    guard digits() > 0 else { throw error("a number needs digits", at: start) }
    if text[integerStart] == UInt8(ascii: "0"), offset - integerStart > 1 {
      throw error("a number may not start with '0'", at: integerStart)
    }
    if offset < text.count, text[offset] == UInt8(ascii: ".") {
      offset += 1
      guard digits() > 0 else { throw error("a number needs digits after '.'") }
    }
    if offset < text.count, text[offset] == UInt8(ascii: "e") || text[offset] == UInt8(ascii: "E") {
      offset += 1
      if offset < text.count, text[offset] == UInt8(ascii: "+") || text[offset] == UInt8(ascii: "-")
      {
        offset += 1
      }
      guard digits() > 0 else { throw error("a number needs digits in its exponent") }
    }
    return .number(String(decoding: text[start..<offset], as: UTF8.self), start..<offset)
  }

  private mutating func string() throws(JSONSyntaxError) -> String {
    let start = offset
    offset += 1
    var units: [UInt16] = []
    var plainStart = offset
    var plain = true
    while true {
      guard offset < text.count else { throw error("unterminated string", at: start) }
      let byte = text[offset]
      if byte == UInt8(ascii: "\"") { break }
      if byte < 0x20 {
        throw error(
          "a control character (U+\(String(byte, radix: 16).leftPadded(to: 4))) must be escaped in a string"
        )
      }
      if byte != UInt8(ascii: "\\") {
        offset += 1
        continue
      }
      if plain {
        units = Array(String(decoding: text[plainStart..<offset], as: UTF8.self).utf16)
        plain = false
      } else {
        units += String(decoding: text[plainStart..<offset], as: UTF8.self).utf16
      }
      offset += 1
      guard offset < text.count else { throw error("unterminated string", at: start) }
      let escaped = text[offset]
      offset += 1
      switch escaped {
      case UInt8(ascii: "\""): units.append(0x22)
      case UInt8(ascii: "\\"): units.append(0x5C)
      case UInt8(ascii: "/"): units.append(0x2F)
      case UInt8(ascii: "b"): units.append(0x08)
      case UInt8(ascii: "f"): units.append(0x0C)
      case UInt8(ascii: "n"): units.append(0x0A)
      case UInt8(ascii: "r"): units.append(0x0D)
      case UInt8(ascii: "t"): units.append(0x09)
      case UInt8(ascii: "u"):
        // Exactly four hex digits: UInt16(_:radix:) alone would take a sign too.
        guard offset + 4 <= text.count, text[offset..<offset + 4].allSatisfy(ASCII.isHexDigit),
          let value = UInt16(String(decoding: text[offset..<offset + 4], as: UTF8.self), radix: 16)
        else { throw error("'\\u' needs four hex digits", at: offset - 2) }
        units.append(value)
        offset += 4
      default:
        throw error("unknown escape '\\\(Character(Unicode.Scalar(escaped)))'", at: offset - 2)
      }
      plainStart = offset
    }
    let end = offset
    offset += 1
    if plain { return String(decoding: text[plainStart..<end], as: UTF8.self) }
    units += String(decoding: text[plainStart..<end], as: UTF8.self).utf16
    return UTF16Text.string(units)
  }

  private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    let start = offset
    offset += 1
    var values: [JSONValue] = []
    skipSpace()
    if offset < text.count, text[offset] == UInt8(ascii: "]") {
      offset += 1
      return .array(values, start..<offset)
    }
    while true {
      skipSpace()
      values.append(try value(depth: depth + 1))
      skipSpace()
      guard offset < text.count else { throw error("missing ']' to end the array", at: start) }
      if text[offset] == UInt8(ascii: ",") {
        offset += 1
      } else if text[offset] == UInt8(ascii: "]") {
        offset += 1
        return .array(values, start..<offset)
      } else {
        throw error("expected ',' or ']' in the array, found \(describe(offset))")
      }
    }
  }

  private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    let start = offset
    offset += 1
    var members: [JSONValue.Member] = []
    skipSpace()
    if offset < text.count, text[offset] == UInt8(ascii: "}") {
      offset += 1
      return .object(members, start..<offset)
    }
    while true {
      skipSpace()
      guard offset < text.count, text[offset] == UInt8(ascii: "\"") else {
        throw error(
          offset < text.count
            ? "expected a member name in quotes, found \(describe(offset))"
            : "missing '}' to end the object", at: offset < text.count ? offset : start)
      }
      let keyStart = offset
      let key = try string()
      let keyRange = keyStart..<offset
      skipSpace()
      guard offset < text.count, text[offset] == UInt8(ascii: ":") else {
        throw error("expected ':' after member \"\(key)\"")
      }
      offset += 1
      skipSpace()
      members.append(.init(key: key, keyRange: keyRange, value: try value(depth: depth + 1)))
      skipSpace()
      guard offset < text.count else { throw error("missing '}' to end the object", at: start) }
      if text[offset] == UInt8(ascii: ",") {
        offset += 1
      } else if text[offset] == UInt8(ascii: "}") {
        offset += 1
        return .object(members, start..<offset)
      } else {
        throw error("expected ',' or '}' in the object, found \(describe(offset))")
      }
    }
  }
}

/// Mapping offsets of decoded JSON strings back to their source.
public enum JSONEscapes {
  /// The offset in `content` (a string's text between its quotes) of the source of the UTF-16
  /// unit at `unitIndex` of the decoded string.
  public static func sourceOffset(ofUnit unitIndex: Int, in content: ArraySlice<UInt8>) -> Int {
    var index = content.startIndex
    var unit = 0
    while index < content.endIndex {
      let start = index
      var produced = 1
      if content[index] == UInt8(ascii: "\\") {
        index += index + 1 < content.endIndex && content[index + 1] == UInt8(ascii: "u") ? 6 : 2
      } else {
        let (value, length) = UTF8Scalar.decode(content, at: index)
        produced = value >= 0x10000 ? 2 : 1
        index += length
      }
      if unitIndex < unit + produced { return start }
      unit += produced
    }
    return content.endIndex
  }
}
