/// A JSON report whose one long array is written element by element, byte for byte as
/// `JSONPrinter` prints the whole document: the document is printed with a placeholder where the
/// array goes, and split there — what comes before it is written first, what comes after last.
struct StreamedJSONArray {
  static let placeholder = "\u{1}usage-strings:array\u{1}"

  /// The text before the array, and the indentation of its elements.
  let prefix: String
  let indent: Int
  private(set) var count = 0

  /// - Parameter document: the document, given the value to put where the array goes.
  init(_ document: (JSONValue) -> JSONValue) {
    let (before, _) = Self.split(document)
    prefix = before
    // The array's member line: its elements go one level deeper.
    let bytes = before.utf8
    let line = bytes.lastIndex(of: 0x0A).map { bytes.index(after: $0) } ?? bytes.startIndex
    indent = bytes[line...].prefix { $0 == 0x20 }.count + 2
  }

  /// The text of the next elements, each printed in `style` (`.compact`: one line each).
  mutating func append(_ elements: [JSONValue], style: JSONPrinter.Style = .report) -> String {
    var output = ""
    for element in elements {
      output += count == 0 ? "[\n" : ",\n"
      output += String(repeating: " ", count: indent)
      output += JSONPrinter.fragment(element, style: style, indent: indent)
      count += 1
    }
    return output
  }

  /// The array's end and what follows it in `document` (which may now hold the totals).
  func end(_ document: (JSONValue) -> JSONValue) -> String {
    let close = count == 0 ? "[]" : "\n" + String(repeating: " ", count: indent - 2) + "]"
    return close + Self.split(document).after
  }

  static func split(_ document: (JSONValue) -> JSONValue) -> (before: String, after: String) {
    // In bytes: the printed document (SARIF's with every rule's help) is long.
    let printed = Array(JSONPrinter.print(document(.string(placeholder)), style: .report).utf8)
    let marker = Array(JSONPrinter.quoted(placeholder).utf8)
    guard let start = ASCIISearch.offset(of: marker, in: printed) else {
      return (String(decoding: printed, as: UTF8.self), "")
    }
    return (
      String(decoding: printed[..<start], as: UTF8.self),
      String(decoding: printed[(start + marker.count)...], as: UTF8.self)
    )
  }
}
