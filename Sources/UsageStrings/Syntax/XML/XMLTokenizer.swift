/// An XML syntax error at a UTF-8 offset.
public struct XMLSyntaxError: Error, Sendable, Hashable {
  public var message: String
  public var offset: Int
}

/// A piece of an XML document, with the byte range it came from.
public enum XMLEvent: Sendable {
  public struct Attribute: Sendable, Hashable {
    public var name: String
    public var value: String
    public var range: Range<Int>
  }

  case start(name: String, attributes: [Attribute], selfClosing: Bool, range: Range<Int>)
  case end(name: String, range: Range<Int>)
  /// Character data with entities decoded; `range` is the raw text.
  case text(String, range: Range<Int>)
  case cdata(String, range: Range<Int>)
  case comment(range: Range<Int>)
  case processingInstruction(range: Range<Int>)
  /// A document type declaration; `internalSubset` is true when it declares anything itself.
  case doctype(internalSubset: Bool, range: Range<Int>)
}

/// A small pull parser for the XML the project reads (plists, XLIFF).
///
/// It never processes a DTD, never resolves an external entity and never expands a declared
/// entity: only the five predefined entities and character references are decoded, and any other
/// entity reference is an error. Nesting deeper than `maximumDepth` is an error too.
public struct XMLTokenizer {
  public static let maximumDepth = 512

  public let text: [UInt8]
  public private(set) var offset = 0
  private var openElements: [String] = []
  private var sawRoot = false

  public init(_ text: [UInt8]) { self.text = text }

  public var depth: Int { openElements.count }

  /// The next event, or nil at the end of a well-formed document.
  public mutating func next() throws -> XMLEvent? {
    guard offset < text.count else {
      if let open = openElements.last {
        throw XMLSyntaxError(
          message: "missing '</\(open)>' at the end of the file", offset: text.count)
      }
      if !sawRoot { throw XMLSyntaxError(message: "the file holds no XML element", offset: 0) }
      return nil
    }
    if text[offset] != UInt8(ascii: "<") { return try characterData() }
    if starts(with: "<!--") { return try comment() }
    if starts(with: "<![CDATA[") { return try cdata() }
    if starts(with: "<!DOCTYPE") { return try doctype() }
    if starts(with: "<?") { return try processingInstruction() }
    if starts(with: "</") { return try endTag() }
    return try startTag()
  }

  // A literal's UTF-8 view is read in place: no array is made for each event.
  private func starts(with prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard offset + count <= text.count else { return false }
    let bytes = UnsafeBufferPointer(start: prefix.utf8Start, count: count)
    return text[offset..<offset + count].elementsEqual(bytes)
  }

  private func find(_ terminator: StaticString, from start: Int) -> Int? {
    let count = terminator.utf8CodeUnitCount
    let bytes = UnsafeBufferPointer(start: terminator.utf8Start, count: count)
    var index = start
    while index + count <= text.count {
      if text[index] == bytes[0], text[index..<index + count].elementsEqual(bytes) {
        return index
      }
      index += 1
    }
    return nil
  }

  private mutating func characterData() throws -> XMLEvent {
    let start = offset
    while offset < text.count, text[offset] != UInt8(ascii: "<") { offset += 1 }
    let range = start..<offset
    let value = try XMLEntities.decode(text, range)
    if openElements.isEmpty,
      !value.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
    {
      throw XMLSyntaxError(message: "text outside the root element", offset: start)
    }
    return .text(value, range: range)
  }

  private mutating func comment() throws -> XMLEvent {
    let start = offset
    guard let end = find("-->", from: offset + 4) else {
      throw XMLSyntaxError(message: "unterminated comment ('<!--' without '-->')", offset: start)
    }
    offset = end + 3
    return .comment(range: start..<offset)
  }

  private mutating func cdata() throws -> XMLEvent {
    let start = offset
    guard let end = find("]]>", from: offset + 9) else {
      throw XMLSyntaxError(message: "unterminated CDATA section", offset: start)
    }
    guard !openElements.isEmpty else {
      throw XMLSyntaxError(message: "CDATA outside the root element", offset: start)
    }
    offset = end + 3
    return .cdata(String(decoding: text[(start + 9)..<end], as: UTF8.self), range: start..<offset)
  }

  private mutating func processingInstruction() throws -> XMLEvent {
    let start = offset
    guard let end = find("?>", from: offset + 2) else {
      throw XMLSyntaxError(message: "unterminated processing instruction", offset: start)
    }
    offset = end + 2
    return .processingInstruction(range: start..<offset)
  }

  /// Reads a DOCTYPE without processing it; an internal subset (`[...]`) is reported, never read.
  private mutating func doctype() throws -> XMLEvent {
    let start = offset
    var index = offset + 9
    var quote: UInt8?
    var internalSubset = false
    var bracketDepth = 0
    while index < text.count {
      let byte = text[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "[") {
        internalSubset = true
        bracketDepth += 1
      } else if byte == UInt8(ascii: "]") {
        bracketDepth -= 1
      } else if byte == UInt8(ascii: ">"), bracketDepth <= 0 {
        offset = index + 1
        return .doctype(internalSubset: internalSubset, range: start..<offset)
      }
      index += 1
    }
    throw XMLSyntaxError(message: "unterminated DOCTYPE declaration", offset: start)
  }

  private mutating func name() throws -> String {
    let start = offset
    while offset < text.count {
      let byte = text[offset]
      let isName =
        byte >= 0x80
        || OpenStepLexer.isUnquotedCharacter(byte) && byte != UInt8(ascii: "/")
          && byte != UInt8(ascii: "$")
      if !isName { break }
      offset += 1
    }
    guard offset > start else {
      throw XMLSyntaxError(message: "expected a name", offset: start)
    }
    return String(decoding: text[start..<offset], as: UTF8.self)
  }

  private mutating func skipSpace() {
    while offset < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[offset]) { offset += 1 }
  }

  private mutating func endTag() throws -> XMLEvent {
    let start = offset
    offset += 2
    let tag = try name()
    skipSpace()
    guard offset < text.count, text[offset] == UInt8(ascii: ">") else {
      throw XMLSyntaxError(message: "expected '>' to end '</\(tag)'", offset: offset)
    }
    offset += 1
    guard let open = openElements.popLast() else {
      throw XMLSyntaxError(message: "'</\(tag)>' closes no element", offset: start)
    }
    guard open == tag else {
      throw XMLSyntaxError(message: "'</\(tag)>' does not match '<\(open)>'", offset: start)
    }
    return .end(name: tag, range: start..<offset)
  }

  private mutating func startTag() throws -> XMLEvent {
    let start = offset
    offset += 1
    let tag = try name()
    var attributes: [XMLEvent.Attribute] = []
    while true {
      skipSpace()
      guard offset < text.count else {
        throw XMLSyntaxError(message: "unterminated tag '<\(tag)'", offset: start)
      }
      if text[offset] == UInt8(ascii: ">") || starts(with: "/>") { break }
      attributes.append(try attribute(besides: attributes))
    }
    let selfClosing = text[offset] == UInt8(ascii: "/")
    offset += selfClosing ? 2 : 1
    if openElements.isEmpty {
      if sawRoot {
        throw XMLSyntaxError(message: "a second root element '<\(tag)>'", offset: start)
      }
      sawRoot = true
    }
    if !selfClosing {
      guard openElements.count < Self.maximumDepth else {
        throw XMLSyntaxError(
          message: "elements nested more than \(Self.maximumDepth) deep", offset: start)
      }
      openElements.append(tag)
    }
    return .start(
      name: tag, attributes: attributes, selfClosing: selfClosing, range: start..<offset)
  }

  /// An attribute, `name="value"` or `name='value'`, its value decoded; one named like one of
  /// `earlier` is an error.
  private mutating func attribute(besides earlier: [XMLEvent.Attribute]) throws
    -> XMLEvent.Attribute
  {
    let attributeStart = offset
    let attribute = try name()
    skipSpace()
    guard offset < text.count, text[offset] == UInt8(ascii: "=") else {
      throw XMLSyntaxError(message: "expected '=' after attribute '\(attribute)'", offset: offset)
    }
    offset += 1
    skipSpace()
    guard offset < text.count,
      text[offset] == UInt8(ascii: "\"") || text[offset] == UInt8(ascii: "'")
    else {
      throw XMLSyntaxError(
        message: "expected a quoted value for attribute '\(attribute)'", offset: offset)
    }
    let quote = text[offset]
    let valueStart = offset + 1
    guard let valueEnd = text[valueStart...].firstIndex(of: quote) else {
      throw XMLSyntaxError(
        message: "unterminated value of attribute '\(attribute)'", offset: offset)
    }
    if text[valueStart..<valueEnd].contains(UInt8(ascii: "<")) {
      throw XMLSyntaxError(
        message: "'<' in the value of attribute '\(attribute)'", offset: valueStart)
    }
    let value = try XMLEntities.decode(text, valueStart..<valueEnd)
    if earlier.contains(where: { $0.name == attribute }) {
      throw XMLSyntaxError(
        message: "attribute '\(attribute)' appears twice", offset: attributeStart)
    }
    offset = valueEnd + 1
    return .init(name: attribute, value: value, range: attributeStart..<offset)
  }
}
