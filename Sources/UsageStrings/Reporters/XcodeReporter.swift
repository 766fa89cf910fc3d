/// `xcode`: `path:line:column: severity: message [rule-id]`, the form Xcode shows inline when the
/// tool runs in a build phase. Paths are absolute, as Xcode needs.
public enum XcodeReporter: Reporter {
  public static let id = "xcode"
  public static let summary = "path:line:column: severity: message [rule-id], shown inline by Xcode"
  public static let isStreaming = true

  public static func render(_ input: ReportInput) -> String {
    input.result.diagnostics.map { diagnostic in
      let severity = diagnostic.severity.rawValue
      guard let location = diagnostic.location else {
        return "usage-strings: \(severity): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
      }
      let path = Paths.join(input.baseDirectory, location.file)
      return
        "\(path):\(location.start.line):\(location.start.column): \(severity): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
    }.joined()
  }
}
