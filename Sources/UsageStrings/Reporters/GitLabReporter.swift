/// `gitlab`: GitLab's Code Quality report, a JSON array of issues, written as the findings
/// arrive. Each issue's fingerprint is the finding's identity (never its line), so a merge
/// request shows only the findings it adds; a finding repeated word for word in one value gets
/// its occurrence appended, since GitLab keeps one issue per fingerprint.
public enum GitLabReporter: Reporter {
  public static let id = "gitlab"
  public static let printsIdentities = true
  public static let summary = "GitLab Code Quality JSON, with fingerprints that ignore lines"

  public static func start(_ context: ReportContext) -> any ReportStream { Stream() }

  struct Stream: ReportStream {
    var count = 0
    var occurrences = Occurrences()

    mutating func begin() -> String { "[" }

    mutating func write(
      _ diagnostics: [Diagnostic], checked: [CheckResult.Checked], completeBelow: String?
    ) -> String {
      var output = ""
      for diagnostic in diagnostics {
        let fingerprint = occurrences.fingerprint(of: diagnostic)
        output += (count == 0 ? "\n  " : ",\n  ")
        output += JSONPrinter.fragment(issue(diagnostic, fingerprint), style: .compact, indent: 2)
        count += 1
      }
      return output
    }

    mutating func end(_ totals: ReportTotals) -> ReportEnd {
      ReportEnd(trailing: count == 0 ? "]\n" : "\n]\n")
    }
  }

  static func issue(_ diagnostic: Diagnostic, _ fingerprint: String) -> JSONValue {
    let severity =
      switch diagnostic.severity {
      case .error: "major"
      case .warning: "minor"
      case .note: "info"
      }
    // GitLab needs a path: a finding about the whole project is put at the folder checked.
    let path = diagnostic.location?.file ?? "."
    let line = diagnostic.location?.start.line ?? 1
    return .object([
      ("description", .string(diagnostic.message)),
      ("check_name", .string(diagnostic.ruleID)),
      ("fingerprint", .string(fingerprint)),
      ("severity", .string(severity)),
      (
        "location",
        .object([("path", .string(path)), ("lines", .object([("begin", .number(line))]))])
      ),
    ])
  }
}
