/// `text`: findings grouped by file, for people.
public enum TextReporter: Reporter {
  public static let id = "text"
  public static let summary = "findings grouped by file, for people"

  public static func start(_ context: ReportContext) -> any ReportStream {
    LineStream { diagnostics, continuation in
      text(diagnostics, color: context.useColor, continuation: continuation)
    }
  }

  /// Findings by file; a continuation starts with the blank line between files.
  static func text(_ all: [Diagnostic], color: Bool, continuation: Bool) -> String {
    func paint(_ text: String, _ code: String) -> String {
      color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
    var output = ""
    // Runs of findings in one file (they come sorted), by index: a finding is not copied.
    var groupStart = 0
    while groupStart < all.count {
      let file = all[groupStart].location?.file ?? "(project)"
      var groupEnd = groupStart + 1
      while groupEnd < all.count, (all[groupEnd].location?.file ?? "(project)") == file {
        groupEnd += 1
      }
      output += (output.isEmpty && !continuation ? "" : "\n") + paint(file, "1") + "\n"
      let places = all[groupStart..<groupEnd].map(place)
      let width = places.map(\.utf8.count).max() ?? 0
      let blank = String(repeating: " ", count: width)
      for (index, location) in zip(groupStart..<groupEnd, places) {
        let severity: String
        switch all[index].severity {
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
        output += all[index].message
        output += " "
        output += paint("[\(all[index].ruleID)]", "2")
        output += "\n"
        for note in all[index].notes {
          let at = note.location.map { " (\($0.file):\($0.start.line):\($0.start.column))" } ?? ""
          output += "  \(blank)           \(note.message)\(at)\n"
        }
      }
      groupStart = groupEnd
    }
    return output
  }

  static func place(_ diagnostic: Diagnostic) -> String {
    guard let start = diagnostic.location?.start else { return "-" }
    return "\(start.line):\(start.column)"
  }
}
