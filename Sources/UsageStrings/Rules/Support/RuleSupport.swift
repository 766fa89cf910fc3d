/// Helpers the rules share: naming characters, and edits of values as their file writes them.
enum RuleSupport {
  /// `U+202E RIGHT-TO-LEFT OVERRIDE`.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    let name = scalar.properties.name ?? scalar.properties.nameAlias ?? ""
    return name.isEmpty ? code : "\(code) \(name)"
  }

  /// The scalars of a text with the UTF-16 offset of each.
  static func scalars(_ text: String) -> [(offset: Int, scalar: Unicode.Scalar)] {
    // Labelled like the result: an unlabelled array would be cast element by element.
    var result: [(offset: Int, scalar: Unicode.Scalar)] = []
    result.reserveCapacity(text.utf16.count)
    var offset = 0
    for scalar in text.unicodeScalars {
      result.append((offset: offset, scalar: scalar))
      offset += scalar.utf16.count
    }
    return result
  }

  /// An edit that deletes UTF-16 units of a value from its file, escapes and all.
  static func deletion(_ units: Range<Int>, in span: TextSpan) -> TextEdit? {
    guard let start = span.offset(ofUnit: units.lowerBound),
      let end = span.offset(ofUnit: units.upperBound),
      end > start
    else { return nil }
    return TextEdit(range: start..<end, replacement: "")
  }

  /// An edit that replaces UTF-16 units of an XML value with `text`, escaped as XML.
  static func xmlSubstitution(_ units: Range<Int>, in span: TextSpan, with text: String)
    -> TextEdit?
  {
    guard span.escaping == .xml, let file = span.file,
      let start = span.offset(ofUnit: units.lowerBound),
      let end = span.offset(ofUnit: units.upperBound), end > start
    else { return nil }
    // A line break as the file writes them: XML reads CR LF as one.
    let crlf = file.text[..<start].contains(0x0D)
    let written = text == "\n" && crlf ? "\r\n" : XMLEntities.escape(text)
    return TextEdit(range: start..<end, replacement: written)
  }

  /// An edit that replaces a whole value, written with its file's escapes.
  static func replacement(of span: TextSpan, with value: String) -> TextEdit? {
    guard let content = span.content, span.file != nil else { return nil }
    let written: String
    switch span.escaping {
    case .openStep: written = String(OpenStepEscapes.quoted(value).dropFirst().dropLast())
    case .xml: written = XMLEntities.escape(value)
    case .json: written = String(JSONPrinter.quoted(value).dropFirst().dropLast())
    case .none:
      guard value.utf8.allSatisfy(OpenStepLexer.isUnquotedCharacter) else { return nil }
      written = value
    }
    return TextEdit(range: content, replacement: written)
  }
}
