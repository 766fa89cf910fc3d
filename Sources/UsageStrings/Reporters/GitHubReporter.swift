import Foundation

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
          "file=\(escape(location.file, property: true))", "line=\(location.start.line)",
          "col=\(location.start.column)",
          "endLine=\(location.end.line)",
          "endColumn=\(max(location.end.column, location.start.column))",
        ]
      }
      properties.append("title=\(escape(diagnostic.ruleID, property: true))")
      return
        "::\(command) \(properties.joined(separator: ","))::\(escape(diagnostic.message, property: false))\n"
    }.joined()
  }

  /// The escaping of workflow commands: `%`, CR and LF always; `:` and `,` in properties.
  static func escape(_ text: String, property: Bool) -> String {
    var result = text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(
      of: "\r", with: "%0D"
    )
    .replacingOccurrences(of: "\n", with: "%0A")
    if property {
      result = result.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
        of: ",", with: "%2C")
    }
    return result
  }
}
