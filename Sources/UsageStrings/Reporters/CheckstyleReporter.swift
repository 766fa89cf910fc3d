/// `checkstyle`: Checkstyle XML, read by Jenkins (Warnings NG), Bitbucket and reviewdog: one
/// `<file>` per file with an `<error>` per finding, written as the findings arrive (they come
/// sorted by file, so a file's element closes when the next file starts).
public enum CheckstyleReporter: Reporter {
  public static let id = "checkstyle"
  public static let summary = "Checkstyle XML, for Jenkins, Bitbucket and reviewdog"

  public static func start(_ context: ReportContext) -> any ReportStream { Stream() }

  struct Stream: ReportStream {
    var file: String?

    mutating func begin() -> String {
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    }

    mutating func write(
      _ diagnostics: [Diagnostic], checked: [CheckResult.Checked], completeBelow: String?
    ) -> String {
      var output = ""
      for diagnostic in diagnostics {
        // A finding about the whole project is put at the folder checked.
        let path = diagnostic.location?.file ?? "."
        if path != file {
          if file != nil { output += "  </file>\n" }
          output +=
            "  <file name=\"\(XMLEntities.escape(path, attribute: true, inReport: true))\">\n"
          file = path
        }
        output += "    " + CheckstyleReporter.error(diagnostic) + "\n"
      }
      return output
    }

    mutating func end(_ totals: ReportTotals) -> ReportEnd {
      ReportEnd(trailing: (file == nil ? "" : "  </file>\n") + "</checkstyle>\n")
    }
  }

  static func error(_ diagnostic: Diagnostic) -> String {
    let severity =
      switch diagnostic.severity {
      case .error: "error"
      case .warning: "warning"
      case .note: "info"
      }
    var attributes: [String] = []
    if let start = diagnostic.location?.start {
      attributes += ["line=\"\(start.line)\"", "column=\"\(start.column)\""]
    }
    attributes += [
      "severity=\"\(severity)\"",
      "message=\"\(XMLEntities.escape(diagnostic.message, attribute: true, inReport: true))\"",
      "source=\"usage-strings.\(diagnostic.ruleID)\"",
    ]
    return "<error " + attributes.joined(separator: " ") + "/>"
  }
}
