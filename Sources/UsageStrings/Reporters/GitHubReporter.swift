/// `github`: GitHub Actions workflow commands, which annotate the pull request's files.
public enum GitHubReporter: Reporter {
  public static let id = "github"
  public static let summary = "GitHub Actions workflow commands (::error file=…,line=…::…)"

  public static func start(_ context: ReportContext) -> any ReportStream {
    LineStream { diagnostics, _ in lines(diagnostics) }
  }

  static func lines(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { diagnostic in
      let command: String
      switch diagnostic.severity {
      case .error: command = "error"
      case .warning: command = "warning"
      case .note: command = "notice"
      }
      var properties: [String] = []
      if let location = diagnostic.location {
        properties += [
          "file=\(escape(DisplayText.line(location.file), property: true))",
          "line=\(location.start.line)",
          "col=\(location.start.column)",
          "endLine=\(location.end.line)",
          "endColumn=\(max(location.end.column, location.start.column))",
        ]
      }
      // The group in the title, so that annotations of one cause read as one.
      let title = "\(diagnostic.ruleID) (group \(FindingGroups.id(of: diagnostic)))"
      properties.append("title=\(escape(title, property: true))")
      return
        "::\(command) \(properties.joined(separator: ","))::\(escape(DisplayText.line(diagnostic.message), property: false))\n"
    }.joined()
  }

  /// The escaping of workflow commands: `%`, CR and LF always; `:` and `,` in properties. The
  /// checked files' text is on one line first (`DisplayText`), so no escape sequence or `##[`
  /// of theirs reaches the log.
  static func escape(_ text: String, property: Bool) -> String {
    text.replacingASCII { byte in
      switch byte {
      case 0x25: "%25"
      case 0x0D: "%0D"
      case 0x0A: "%0A"
      case 0x3A where property: "%3A"
      case 0x2C where property: "%2C"
      default: nil
      }
    }
  }
}
