/// A token of Foundation's old-style ("OpenStep") property list syntax, which `.strings` files and
/// `project.pbxproj` share.
public struct OpenStepToken: Sendable, Hashable {
  public enum Kind: UInt8, Sendable {
    case whitespace, lineComment, blockComment
    case quotedString, unquotedString, data
    case equals, semicolon, comma, openBrace, closeBrace, openParen, closeParen
    /// A scalar that starts no token.
    case unexpected
  }

  public var kind: Kind
  /// The UTF-8 byte range in the decoded text.
  public var range: Range<Int>
  /// False for a quoted string, block comment or data that runs to the end of the file.
  public var isTerminated: Bool = true

  public var isTrivia: Bool {
    kind == .whitespace || kind == .lineComment || kind == .blockComment
  }
}

/// Splits old-style plist text into tokens that cover every byte, trivia included.
///
/// It follows CoreFoundation's `CFOldStylePList.c`: whitespace is U+0009–U+000D, space, U+2028
/// and U+2029; comments are `//` to the end of the line and `/* */` (an unterminated one runs to
/// the end); unquoted strings are made of `a-z A-Z 0-9 _ $ / : . -`.
public struct OpenStepLexer: Sendable {
  public let text: [UInt8]
  public private(set) var offset: Int

  public init(_ text: [UInt8], offset: Int = 0) {
    self.text = text
    self.offset = offset
  }

  /// Whether a byte may appear in an unquoted string.
  public static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
      UInt8(ascii: "."), UInt8(ascii: "-"):
      true
    default: false
    }
  }

  /// The length of the whitespace scalar at `index`, or 0.
  func whitespaceLength(at index: Int) -> Int {
    let byte = text[index]
    if WhiteSpace.isASCIIBlank(byte) { return 1 }
    if byte == 0xE2, index + 2 < text.count, text[index + 1] == 0x80,
      text[index + 2] == 0xA8 || text[index + 2] == 0xA9
    {
      return 3
    }
    return 0
  }

  /// The next token, or nil at the end of the text.
  public mutating func next() -> OpenStepToken? {
    guard offset < text.count else { return nil }
    let start = offset
    let byte = text[offset]
    func single(_ kind: OpenStepToken.Kind) -> OpenStepToken {
      offset += 1
      return OpenStepToken(kind: kind, range: start..<offset)
    }
    if whitespaceLength(at: offset) > 0 { return whitespace(from: start) }
    switch byte {
    case UInt8(ascii: "/") where offset + 1 < text.count && text[offset + 1] == UInt8(ascii: "/"):
      offset += 2
      while offset < text.count, !isLineEnd(at: offset) { offset += 1 }
      return OpenStepToken(kind: .lineComment, range: start..<offset)
    case UInt8(ascii: "/") where offset + 1 < text.count && text[offset + 1] == UInt8(ascii: "*"):
      return blockComment(from: start)
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      return quotedString(from: start, quote: byte)
    case UInt8(ascii: "<"):
      offset += 1
      while offset < text.count, text[offset] != UInt8(ascii: ">") { offset += 1 }
      let terminated = offset < text.count
      offset = terminated ? offset + 1 : text.count
      return OpenStepToken(kind: .data, range: start..<offset, isTerminated: terminated)
    case UInt8(ascii: "="): return single(.equals)
    case UInt8(ascii: ";"): return single(.semicolon)
    case UInt8(ascii: ","): return single(.comma)
    case UInt8(ascii: "{"): return single(.openBrace)
    case UInt8(ascii: "}"): return single(.closeBrace)
    case UInt8(ascii: "("): return single(.openParen)
    case UInt8(ascii: ")"): return single(.closeParen)
    default:
      if Self.isUnquotedCharacter(byte) {
        while offset < text.count, Self.isUnquotedCharacter(text[offset]) { offset += 1 }
        return OpenStepToken(kind: .unquotedString, range: start..<offset)
      }
      offset += 1
      while offset < text.count, text[offset] & 0xC0 == 0x80 { offset += 1 }
      return OpenStepToken(kind: .unexpected, range: start..<offset)
    }
  }

  /// A run of whitespace and line breaks.
  @inline(__always)
  private mutating func whitespace(from start: Int) -> OpenStepToken {
    var length = whitespaceLength(at: offset)
    while length > 0 {
      offset += length
      length = offset < text.count ? whitespaceLength(at: offset) : 0
    }
    return OpenStepToken(kind: .whitespace, range: start..<offset)
  }

  /// A `/* … */` comment (not nested), unterminated where the text ends first.
  @inline(__always)
  private mutating func blockComment(from start: Int) -> OpenStepToken {
    let from = offset + 2
    offset = text.withUnsafeBufferPointer { bytes in
      var index = from
      while case let star = ByteScan.firstIndex(
        of: UInt8(ascii: "*"), or: UInt8(ascii: "*"), in: bytes, from: index, end: bytes.count),
        star + 1 < bytes.count
      {
        if bytes[star + 1] == UInt8(ascii: "/") { return star }
        index = star + 1
      }
      return bytes.count
    }
    let terminated = offset + 1 < text.count
    offset = terminated ? offset + 2 : text.count
    return OpenStepToken(kind: .blockComment, range: start..<offset, isTerminated: terminated)
  }

  /// A string in `quote`s, unterminated where the text ends first.
  @inline(__always)
  private mutating func quotedString(from start: Int, quote: UInt8) -> OpenStepToken {
    let from = offset + 1
    offset = text.withUnsafeBufferPointer { bytes in
      var index = from
      while true {
        index = ByteScan.firstIndex(
          of: quote, or: UInt8(ascii: "\\"), in: bytes, from: index, end: bytes.count)
        guard index < bytes.count, bytes[index] != quote else { return index }
        // A backslash escapes the next byte; multi-byte scalars never contain a quote byte.
        index += 2
        if index >= bytes.count { return bytes.count }
      }
    }
    let terminated = offset < text.count
    offset = terminated ? offset + 1 : text.count
    return OpenStepToken(kind: .quotedString, range: start..<offset, isTerminated: terminated)
  }

  /// Whether a line comment ends at `index` (LF, CR, U+2028 or U+2029).
  private func isLineEnd(at index: Int) -> Bool {
    let byte = text[index]
    if byte == 0x0A || byte == 0x0D { return true }
    return byte == 0xE2 && index + 2 < text.count && text[index + 1] == 0x80
      && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9)
  }

  /// The next token that is not trivia; trivia tokens are passed to `trivia` when given.
  public mutating func nextSignificant(trivia: ((OpenStepToken) -> Void)? = nil) -> OpenStepToken? {
    while let token = next() {
      if !token.isTrivia { return token }
      trivia?(token)
    }
    return nil
  }
}
