/// `xcode`: `path:line:column: severity: message [rule-id]`, the form Xcode shows inline when the
/// tool runs in a build phase. Paths are absolute, as Xcode needs.
public enum XcodeReporter: Reporter {
  public static let id = "xcode"
  public static let summary = "path:line:column: severity: message [rule-id], shown inline by Xcode"

  public static func start(_ context: ReportContext) -> any ReportStream {
    LineStream { diagnostics, _ in lines(diagnostics, base: context.baseDirectory) }
  }

  static func lines(_ diagnostics: [Diagnostic], base: String) -> String {
    diagnostics.map { diagnostic in
      let severity = diagnostic.severity.rawValue
      guard let location = diagnostic.location else {
        return "usage-strings: \(severity): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
      }
      let path = Paths.join(base, location.file)
      return
        "\(path):\(location.start.line):\(location.start.column): \(severity): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
    }.joined()
  }
}
