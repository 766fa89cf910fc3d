/// `xcode`: `path:line:column: severity: message [rule-id]`, the form Xcode shows inline when the
/// tool runs in a build phase. Paths are absolute, as Xcode needs. A finding repeated across
/// locales or keys is one line at its first place, naming the rest (`FindingGroups`).
public enum XcodeReporter: Reporter {
  public static let id = "xcode"
  public static let summary = "path:line:column: severity: message [rule-id], shown inline by Xcode"
  public static let holdsFindings = true

  public static func start(_ context: ReportContext) -> any ReportStream {
    HoldingStream { folded, _ in lines(folded, base: context.baseDirectory) }
  }

  static func lines(_ folded: FindingFolder, base: String) -> String {
    let diagnostics = folded.diagnostics
    return folded.groups().map { group in
      let diagnostic = diagnostics[group.members[0]]
      let severity = diagnostic.severity.rawValue
      let rest =
        FindingGroups.summary(of: group).map {
          " ("
            + $0.replacingOccurrences(of: ":\n", with: ": ").replacingOccurrences(
              of: "\n", with: "; ") + ")"
        } ?? ""
      // The checked files' text on the finding's one line (docs/SECURITY.md, "Output").
      let message = DisplayText.line(diagnostic.message + rest)
      guard let location = diagnostic.location else {
        return "usage-strings: \(severity): \(message) [\(diagnostic.ruleID)]\n"
      }
      let path = DisplayText.line(Paths.join(base, location.file))
      return
        "\(path):\(location.start.line):\(location.start.column): \(severity): \(message) [\(diagnostic.ruleID)]\n"
    }.joined()
  }
}
