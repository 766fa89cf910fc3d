/// A value of an old-style property list, with the byte range it came from.
public indirect enum OpenStepValue: Sendable {
  public struct Member: Sendable {
    public var key: String
    public var keyRange: Range<Int>
    public var value: OpenStepValue
  }

  case string(String, Range<Int>)
  case data([UInt8], Range<Int>)
  case array([OpenStepValue], Range<Int>)
  /// A dictionary's members in file order; a repeated key keeps both members.
  case dictionary([Member], Range<Int>)

  public var range: Range<Int> {
    switch self {
    case .string(_, let range), .data(_, let range), .array(_, let range),
      .dictionary(_, let range):
      range
    }
  }

  public var string: String? {
    if case .string(let value, _) = self { return value }
    return nil
  }

  public var array: [OpenStepValue]? {
    if case .array(let values, _) = self { return values }
    return nil
  }

  public var members: [Member]? {
    if case .dictionary(let members, _) = self { return members }
    return nil
  }

  /// The last value of `key` in a dictionary (the one Foundation keeps).
  public subscript(key: String) -> OpenStepValue? {
    members?.last { $0.key == key }?.value
  }
}

/// A syntax error in old-style plist text, at a UTF-8 offset.
public struct OpenStepSyntaxError: Error, Sendable, Hashable {
  public var message: String
  public var offset: Int
}

/// Parses old-style plist values with CoreFoundation's grammar, for `project.pbxproj` and for the
/// values of `.strings` entries that are not strings.
public struct OpenStepParser {
  /// Deeper nesting is an error rather than a stack overflow.
  public static let maximumDepth = 256

  var lexer: OpenStepLexer
  private var peeked: OpenStepToken?

  public init(_ lexer: OpenStepLexer) { self.lexer = lexer }

  /// Parses a whole file holding one value (such as `project.pbxproj`).
  public static func parseDocument(_ text: [UInt8]) -> Result<OpenStepValue, OpenStepSyntaxError> {
    var parser = OpenStepParser(OpenStepLexer(text))
    do {
      let value = try parser.parseValue(depth: 0)
      if let extra = parser.nextToken() {
        throw OpenStepSyntaxError(
          message: "unexpected \(describe(extra, in: text)) after the property list",
          offset: extra.range.lowerBound)
      }
      return .success(value)
    } catch let error as OpenStepSyntaxError {
      return .failure(error)
    } catch {
      return .failure(OpenStepSyntaxError(message: "\(error)", offset: 0))
    }
  }

  mutating func nextToken() -> OpenStepToken? {
    if let token = peeked {
      peeked = nil
      return token
    }
    return lexer.nextSignificant()
  }

  mutating func peekToken() -> OpenStepToken? {
    if peeked == nil { peeked = lexer.nextSignificant() }
    return peeked
  }

  var text: [UInt8] { lexer.text }

  /// A token as users should read it in a message.
  static func describe(_ token: OpenStepToken, in text: [UInt8]) -> String {
    // The token's first line, at most 24 bytes: enough to recognize it.
    let prefix = text[token.range.prefix(24)]
    let firstLine = prefix.prefix { $0 != 0x0A && $0 != 0x0D }
    let raw = String(decoding: firstLine.isEmpty ? prefix.prefix(1) : firstLine, as: UTF8.self)
    let visible = raw.unicodeScalars.map { scalar in
      scalar.properties.generalCategory == .control || scalar.value == 0xFEFF
        ? "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        : String(scalar)
    }.joined()
    return "'\(visible)'"
  }

  /// The decoded text of a string token.
  static func stringValue(_ token: OpenStepToken, in text: [UInt8]) -> String {
    if token.kind == .unquotedString {
      return String(decoding: text[token.range], as: UTF8.self)
    }
    let end = token.isTerminated ? token.range.upperBound - 1 : token.range.upperBound
    return OpenStepEscapes.decode(text[(token.range.lowerBound + 1)..<end])
  }

  /// Parses one value starting at the next token.
  mutating func parseValue(depth: Int) throws -> OpenStepValue {
    guard depth < Self.maximumDepth else {
      throw OpenStepSyntaxError(
        message: "values nested more than \(Self.maximumDepth) deep",
        offset: peekToken()?.range.lowerBound ?? text.count)
    }
    guard let token = nextToken() else {
      throw OpenStepSyntaxError(
        message: "unexpected end of file; expected a value", offset: text.count)
    }
    switch token.kind {
    case .quotedString:
      guard token.isTerminated else {
        throw OpenStepSyntaxError(
          message: "unterminated quoted string", offset: token.range.lowerBound)
      }
      return .string(Self.stringValue(token, in: text), token.range)
    case .unquotedString:
      return .string(Self.stringValue(token, in: text), token.range)
    case .data:
      return try parseData(token)
    case .openParen:
      return try parseArray(from: token, depth: depth)
    case .openBrace:
      return try parseDictionary(from: token, depth: depth)
    default:
      throw OpenStepSyntaxError(
        message: "unexpected \(Self.describe(token, in: text)); expected a value",
        offset: token.range.lowerBound)
    }
  }

  private func parseData(_ token: OpenStepToken) throws -> OpenStepValue {
    guard token.isTerminated else {
      throw OpenStepSyntaxError(
        message: "unterminated data ('<' without '>')", offset: token.range.lowerBound)
    }
    var bytes: [UInt8] = []
    var pending: UInt8?
    for index in (token.range.lowerBound + 1)..<(token.range.upperBound - 1) {
      let byte = text[index]
      if WhiteSpace.isASCIIBlank(byte) { continue }
      guard let digit = OpenStepEscapes.hexValue(byte) else {
        throw OpenStepSyntaxError(
          message: "data holds a character that is not a hex digit", offset: index)
      }
      if let high = pending {
        bytes.append(high << 4 | digit)
        pending = nil
      } else {
        pending = digit
      }
    }
    guard pending == nil else {
      throw OpenStepSyntaxError(
        message: "data with an odd number of hex digits", offset: token.range.lowerBound)
    }
    return .data(bytes, token.range)
  }

  private mutating func parseArray(from open: OpenStepToken, depth: Int) throws -> OpenStepValue {
    var values: [OpenStepValue] = []
    while let token = peekToken(), token.kind != .closeParen {
      values.append(try parseValue(depth: depth + 1))
      guard let separator = peekToken() else { break }
      if separator.kind == .comma { _ = nextToken() } else { break }
    }
    guard let close = nextToken(), close.kind == .closeParen else {
      throw OpenStepSyntaxError(
        message: "missing ')' to end the array", offset: open.range.lowerBound)
    }
    return .array(values, open.range.lowerBound..<close.range.upperBound)
  }

  private mutating func parseDictionary(from open: OpenStepToken, depth: Int) throws
    -> OpenStepValue
  {
    var members: [OpenStepValue.Member] = []
    while let token = peekToken(), token.kind != .closeBrace {
      guard token.kind == .quotedString || token.kind == .unquotedString else {
        throw OpenStepSyntaxError(
          message: "unexpected \(Self.describe(token, in: text)); expected a key",
          offset: token.range.lowerBound)
      }
      _ = nextToken()
      guard token.isTerminated else {
        throw OpenStepSyntaxError(
          message: "unterminated quoted string", offset: token.range.lowerBound)
      }
      let key = Self.stringValue(token, in: text)
      guard let equals = nextToken(), equals.kind == .equals || equals.kind == .semicolon else {
        throw OpenStepSyntaxError(
          message: "missing '=' after the key", offset: token.range.upperBound)
      }
      if equals.kind == .semicolon {
        // `key;` is CoreFoundation's shortcut for `key = key;`.
        members.append(.init(key: key, keyRange: token.range, value: .string(key, token.range)))
        continue
      }
      let value = try parseValue(depth: depth + 1)
      guard let semicolon = nextToken(), semicolon.kind == .semicolon else {
        throw OpenStepSyntaxError(
          message: "missing ';' after the value", offset: value.range.upperBound)
      }
      members.append(.init(key: key, keyRange: token.range, value: value))
    }
    guard let close = nextToken(), close.kind == .closeBrace else {
      throw OpenStepSyntaxError(
        message: "missing '}' to end the dictionary", offset: open.range.lowerBound)
    }
    return .dictionary(members, open.range.lowerBound..<close.range.upperBound)
  }
}
