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
      let width = diagnostics.map { place($0).count }.max() ?? 0
      for diagnostic in diagnostics {
        let severity: String
        switch diagnostic.severity {
        case .error: severity = paint("error  ", "31")
        case .warning: severity = paint("warning", "33")
        case .note: severity = paint("note   ", "36")
        }
        let location = place(diagnostic)
        output += "  \(location)\(String(repeating: " ", count: width - location.count))  \(severity)  \(diagnostic.message) \(paint("[\(diagnostic.ruleID)]", "2"))\n"
        for note in diagnostic.notes {
          let at = note.location.map { " (\($0.file):\($0.start.line):\($0.start.column))" } ?? ""
          output += "  \(String(repeating: " ", count: width))           \(note.message)\(at)\n"
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
