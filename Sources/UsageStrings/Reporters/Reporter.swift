/// Everything a reporter renders: the findings, what was checked, and the rule catalogue.
public struct ReportInput: Sendable {
  public var result: CheckResult
  public var rules: [RuleDescription]
  public var version: String
  /// The absolute folder relative paths are resolved against (for absolute paths in Xcode's form).
  public var baseDirectory: String
  public var useColor: Bool
  /// Whether this input continues a report already started (streaming reporters render a run
  /// in parts, each a whole number of files).
  public var isContinuation = false

  public init(
    result: CheckResult, rules: [RuleDescription], version: String = UsageStringsVersion.current,
    baseDirectory: String, useColor: Bool = false
  ) {
    self.result = result
    self.rules = rules
    self.version = version
    self.baseDirectory = baseDirectory
    self.useColor = useColor
  }
}

/// An output format: a pure function of the input.
public protocol Reporter {
  static var id: String { get }
  static var summary: String { get }
  /// Whether each diagnostic is rendered on its own, so output could be written as found.
  static var isStreaming: Bool { get }
  static func render(_ input: ReportInput) -> String
}

/// A reporter as the factory holds it.
public struct RegisteredReporter: Sendable {
  public let id: String
  public let summary: String
  public let isStreaming: Bool
  let renderer: @Sendable (ReportInput) -> String

  public init<R: Reporter>(_ reporter: R.Type) {
    id = R.id
    summary = R.summary
    isStreaming = R.isStreaming
    renderer = { R.render($0) }
  }

  public func render(_ input: ReportInput) -> String { renderer(input) }
}

/// The reporters, by ID.
public enum ReporterFactory {
  public static let all: [RegisteredReporter] = [
    RegisteredReporter(TextReporter.self), RegisteredReporter(XcodeReporter.self),
    RegisteredReporter(JSONReporter.self),
    RegisteredReporter(SARIFReporter.self), RegisteredReporter(JUnitReporter.self),
    RegisteredReporter(GitHubReporter.self),
  ]

  public static func reporter(_ id: String) -> RegisteredReporter? { all.first { $0.id == id } }
}
