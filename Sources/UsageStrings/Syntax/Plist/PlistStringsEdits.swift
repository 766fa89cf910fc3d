/// Edits of a `.strings` table in XML property-list form, against its bytes: a value's text
/// replaced inside its `<string>`, new keys added before the root dictionary's end, indented and
/// ended as the entries around them. Everything else — the prolog, comments, the layout, the
/// encoding — stays as it is.
public enum PlistStringsEdits {
  /// The edit that gives `key` the value `value`, where the table holds it as a string (the
  /// last entry of a repeated key, the one the system reads).
  public static func replacing(_ key: String, with value: String, in document: PlistDocument)
    -> TextEdit?
  {
    guard document.format == .xml,
      let member = document.root?.members?.last(where: { $0.key == key }),
      member.value.string != nil, let content = member.value.span.contentRange,
      let range = member.value.span.range
    else { return nil }
    // `<string/>`: the element is written whole.
    if content.isEmpty, range.count > 0, isSelfClosing(document, range) {
      return TextEdit(range: range, replacement: "<string>\(XMLEntities.escape(value))</string>")
    }
    return TextEdit(range: content, replacement: XMLEntities.escape(value))
  }

  /// The edit that adds `entries`, in order, at the end of the root dictionary; nil when there
  /// are none or the file has no root dictionary to add them to.
  public static func inserting(
    _ entries: [(key: String, value: String)], in document: PlistDocument
  ) -> TextEdit? {
    guard !entries.isEmpty, document.format == .xml, let file = document.file,
      let root = document.root, root.members != nil, let range = root.span.range
    else { return nil }
    let text = file.text
    let newline = text.contains(0x0D) && text.contains(0x0A) ? "\r\n" : "\n"
    let indent = indentation(of: root, in: text) ?? "\t"
    let lines = entries.map {
      "\(indent)<key>\(XMLEntities.escape($0.key))</key>\(newline)\(indent)<string>\(XMLEntities.escape($0.value))</string>\(newline)"
    }.joined()
    if isSelfClosing(document, range) {
      return TextEdit(range: range, replacement: "<dict>\(newline)\(lines)</dict>")
    }
    // Before the closing `</dict>`, at the start of its line when it has one of its own.
    var end = range.upperBound - "</dict>".utf8.count
    var start = end
    while start > range.lowerBound, text[start - 1] == 0x20 || text[start - 1] == 0x09 {
      start -= 1
    }
    if start > range.lowerBound, text[start - 1] == 0x0A {
      end = start
      return TextEdit(range: end..<end, replacement: lines)
    }
    return TextEdit(range: end..<end, replacement: newline + lines)
  }

  /// The white space before the root dictionary's first key on its line.
  static func indentation(of root: PlistValue, in text: [UInt8]) -> String? {
    guard let key = root.members?.first?.keyRange else { return nil }
    var start = key.lowerBound
    while start > 0, text[start - 1] == 0x20 || text[start - 1] == 0x09 { start -= 1 }
    return String(decoding: text[start..<key.lowerBound], as: UTF8.self)
  }

  static func isSelfClosing(_ document: PlistDocument, _ range: Range<Int>) -> Bool {
    guard let text = document.file?.text, range.upperBound >= 2 else { return false }
    return text[range.upperBound - 2] == UInt8(ascii: "/")
  }
}
