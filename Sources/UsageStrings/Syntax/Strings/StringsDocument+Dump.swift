/// A readable dump of a parsed table: every comment, entry and issue with its `@line:col-line:col`
/// range, for golden-file tests of the parser.
extension StringsDocument {
  public func dump() -> String {
    func at(_ range: Range<Int>) -> String {
      let start = file.position(range.lowerBound)
      let end = file.position(range.upperBound)
      return "@\(start.line):\(start.column)-\(end.line):\(end.column)"
    }
    func quote(_ text: String) -> String { JSONPrinter.quoted(text) }
    var items: [(Int, String)] = []
    for comment in comments {
      items.append(
        (comment.range.lowerBound, "comment \(at(comment.range)) \(quote(comment.text))"))
    }
    for entry in entries {
      var line = "entry \(at(entry.range)) key \(quote(entry.key)) \(at(entry.keyToken.range))"
      switch entry.value {
      case .string(let value, let token): line += " value \(quote(value)) \(at(token.range))"
      case .shortcut: line += " shortcut"
      case .other(let value): line += " other \(at(value.range))"
      }
      if entry.semicolon == nil { line += " no-semicolon" }
      if let comment = entry.comment { line += " note \(quote(comment.text))" }
      if entry.isIgnoredBySystem { line += " ignored-by-system" }
      items.append((entry.range.lowerBound, line))
    }
    for issue in issues {
      let position = file.position(issue.offset)
      items.append(
        (
          issue.offset,
          "issue @\(position.line):\(position.column) \(issue.rejectsFile ? "rejects" : "stops") \(quote(issue.message))"
        ))
    }
    var output = "encoding \(file.encoding.rawValue)\n"
    for (_, line) in items.sorted(by: { $0.0 < $1.0 }) { output += line + "\n" }
    return output
  }
}
