/// `text`: findings grouped by file, for people.
public enum TextReporter: Reporter {
  public static let id = "text"
  public static let summary = "findings grouped by file, for people"
  public static let isStreaming = true

  public static func render(_ input: ReportInput) -> String {
    let color = input.useColor
    func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    var output = ""
    var groups: [(String, [Diagnostic])] = []
    for diagnostic in input.result.diagnostics {
      let file = diagnostic.location?.file ?? "(project)"
      if groups.last?.0 == file { groups[groups.count - 1].1.append(diagnostic) } else { groups.append((file, [diagnostic])) }
    }
    for (file, diagnostics) in groups {
      output += (output.isEmpty && !input.isContinuation ? "" : "\n") + paint(file, "1") + "\n"
      let places = diagnostics.map(place)
      let width = places.map(\.utf8.count).max() ?? 0
      let blank = String(repeating: " ", count: width)
      for (diagnostic, location) in zip(diagnostics, places) {
        let severity: String
        switch diagnostic.severity {
        case .error: severity = paint("error  ", "31")
        case .warning: severity = paint("warning", "33")
        case .note: severity = paint("note   ", "36")
        }
        output += "  "
        output += location
        output += blank.dropLast(location.utf8.count)
        output += "  "
        output += severity
        output += "  "
        output += diagnostic.message
        output += " "
        output += paint("[\(diagnostic.ruleID)]", "2")
        output += "\n"
        for note in diagnostic.notes {
          let at = note.location.map { " (\($0.file):\($0.start.line):\($0.start.column))" } ?? ""
          output += "  \(blank)           \(note.message)\(at)\n"
        }
      }
    }
    return output
  }

  static func place(_ diagnostic: Diagnostic) -> String {
    guard let start = diagnostic.location?.start else { return "-" }
    return "\(start.line):\(start.column)"
  }
}
