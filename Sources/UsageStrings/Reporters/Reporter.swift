/// Everything a reporter renders at once: the findings, what was checked, and the rule catalogue.
public struct ReportInput: Sendable {
  public var result: CheckResult
  public var rules: [RuleDescription]
  public var version: String
  /// The absolute folder relative paths are resolved against (for absolute paths in Xcode's form).
  public var baseDirectory: String
  public var useColor: Bool
  /// Only the totals (`--summary`), in the formats people read.
  public var summaryOnly = false

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

  /// What a report knows before any finding.
  public var context: ReportContext {
    var context = ReportContext(
      rules: rules, version: version, baseDirectory: baseDirectory, useColor: useColor)
    context.summaryOnly = summaryOnly
    return context
  }

  /// What a report knows at its end.
  public var totals: ReportTotals {
    var totals = ReportTotals(fileCount: result.fileCount, stringCount: result.stringCount)
    totals.count(result.diagnostics)
    totals.add(result.coverage)
    return totals
  }
}

/// What a report knows before any finding: the rules, the version, where paths are resolved.
public struct ReportContext: Sendable {
  public var rules: [RuleDescription]
  public var version: String
  public var baseDirectory: String
  public var useColor: Bool
  /// Only the totals (`--summary`), in the formats people read.
  public var summaryOnly = false
  /// How many threads a report written after the run may use (`--jobs`).
  public var workers = 1

  public init(rules: [RuleDescription], version: String, baseDirectory: String, useColor: Bool) {
    self.rules = rules
    self.version = version
    self.baseDirectory = baseDirectory
    self.useColor = useColor
  }
}

/// The end of a report: `leading` goes before everything else (a total a format wants first,
/// which the caller can write only once the rest is set aside), `trailing` after it.
public struct ReportEnd: Sendable {
  public var leading: String
  public var trailing: String

  public init(leading: String = "", trailing: String = "") {
    self.leading = leading
    self.trailing = trailing
  }
}

/// One report being written: its start, then each batch of findings as it arrives (in order,
/// each a whole number of files), then its end. Pure: it returns text, and holds only what a
/// format must see again (JUnit's files not yet complete).
public protocol ReportStream {
  mutating func begin() -> String
  /// The text of a batch of findings, with the strings checked in the same files; every file
  /// sorting before `completeBelow` is complete (nil: none is known to be before the end).
  mutating func write(
    _ diagnostics: [Diagnostic], checked: [CheckResult.Checked], completeBelow: String?
  ) -> String
  mutating func end(_ totals: ReportTotals) -> ReportEnd
}

/// An output format.
public protocol Reporter: SendableType {
  static var id: String { get }
  static var summary: String { get }
  /// Whether it lists the strings checked, not only findings (JUnit's passing test cases).
  static var needsChecked: Bool { get }
  /// Whether its end has text that goes first (`ReportEnd.leading`): the caller sets the rest
  /// aside until then.
  static var opensWithTotals: Bool { get }
  /// Whether it holds every finding until the end, to fold them across files (the formats
  /// people read): the others write each batch as it comes.
  static var holdsFindings: Bool { get }
  /// Whether it prints findings' identities, which their fingerprints are part of (formats
  /// that match findings across runs): for the others, no fingerprint is computed.
  static var printsIdentities: Bool { get }
  static func start(_ context: ReportContext) -> any ReportStream
}

extension Reporter {
  public static var needsChecked: Bool { false }
  public static var opensWithTotals: Bool { false }
  public static var holdsFindings: Bool { false }
  public static var printsIdentities: Bool { false }

  /// The whole report at once: what streaming every finding in one batch writes.
  public static func render(_ input: ReportInput) -> String {
    var stream = start(input.context)
    let begin = stream.begin()
    let body = stream.write(
      input.result.diagnostics, checked: input.result.checked, completeBelow: nil)
    let end = stream.end(input.totals)
    return end.leading + begin + body + end.trailing
  }
}

/// A reporter as the factory holds it.
public struct RegisteredReporter: Sendable {
  public let id: String
  public let summary: String
  public let needsChecked: Bool
  public let opensWithTotals: Bool
  public let holdsFindings: Bool
  public let printsIdentities: Bool
  let starter: @Sendable (ReportContext) -> any ReportStream
  let renderer: @Sendable (ReportInput) -> String

  public init<R: Reporter>(_ reporter: R.Type) {
    id = R.id
    summary = R.summary
    needsChecked = R.needsChecked
    opensWithTotals = R.opensWithTotals
    holdsFindings = R.holdsFindings
    printsIdentities = R.printsIdentities
    starter = { R.start($0) }
    renderer = { R.render($0) }
  }

  public func start(_ context: ReportContext) -> any ReportStream { starter(context) }
  public func render(_ input: ReportInput) -> String { renderer(input) }
}

/// The reporters, by ID.
public enum ReporterFactory {
  public static let all: [RegisteredReporter] = [
    RegisteredReporter(TextReporter.self), RegisteredReporter(XcodeReporter.self),
    RegisteredReporter(JSONReporter.self),
    RegisteredReporter(SARIFReporter.self), RegisteredReporter(JUnitReporter.self),
    RegisteredReporter(GitHubReporter.self), RegisteredReporter(MarkdownReporter.self),
    RegisteredReporter(GitLabReporter.self), RegisteredReporter(CheckstyleReporter.self),
  ]

  public static func reporter(_ id: String) -> RegisteredReporter? { all.first { $0.id == id } }
}

/// A stream for formats that render each finding on its own (text, Xcode, GitHub).
struct LineStream: ReportStream {
  var started = false
  let line: (_ diagnostics: [Diagnostic], _ continuation: Bool) -> String

  mutating func begin() -> String { "" }

  mutating func write(
    _ diagnostics: [Diagnostic], checked: [CheckResult.Checked], completeBelow: String?
  ) -> String {
    guard !diagnostics.isEmpty else { return "" }
    defer { started = true }
    return line(diagnostics, started)
  }

  mutating func end(_ totals: ReportTotals) -> ReportEnd { ReportEnd() }
}
