/// What a run of `check` found: the findings, and what was read and checked.
public struct CheckResult: Sendable {
  /// A string checked, for reporters that list what passed (JUnit).
  public struct Checked: Sendable, Hashable, Comparable {
    public var file: String
    public var key: String

    public static func < (lhs: Checked, rhs: Checked) -> Bool {
      (lhs.file, lhs.key) < (rhs.file, rhs.key)
    }
  }

  public var diagnostics: [Diagnostic]
  public var fileCount: Int
  public var stringCount: Int
  public var checked: [Checked]
  /// Files that could not be read (the tool could not do all of its job).
  public var issues: [ToolIssue] = []
  /// How much of each language the projects translate (a language once per target).
  public var coverage: [LocaleCoverage] = []

  public init(diagnostics: [Diagnostic], fileCount: Int, stringCount: Int, checked: [Checked]) {
    self.diagnostics = diagnostics
    self.fileCount = fileCount
    self.stringCount = stringCount
    self.checked = checked
  }

  public func count(_ severity: Severity) -> Int {
    diagnostics.filter { $0.severity == severity }.count
  }
}
