/// The group of SPEC §5 a rule belongs to.
public enum RuleScope: String, Sendable, CaseIterable {
  /// Keys of Info.plist files and build settings.
  case source
  /// Every string, source and translations.
  case strings
  /// Translations against the source.
  case translations
  /// The target's code and privacy manifest.
  case code
}

/// Everything a rule is, apart from its check: shown by `usage-strings rules`, embedded in SARIF,
/// and run as tests (its examples).
public struct RuleDescription: Sendable {
  /// The stable ID used in output, configuration and suppressions; never renamed.
  public let id: String
  public let name: String
  /// One sentence, lower-case, no final period.
  public let summary: String
  /// Why it matters, in Markdown.
  public let rationale: String
  public let defaultSeverity: Severity
  public let scope: RuleScope
  /// Off unless the configuration or `--only` turns it on.
  public let isOptIn: Bool
  /// Built on first use: they are many, and a run of `check` never needs them.
  public var examples: [RuleExample] { makeExamples() }
  private let makeExamples: @Sendable () -> [RuleExample]
  /// Earlier IDs of the rule, still accepted in configuration.
  public let deprecatedIDs: [String]

  public init(
    id: String, name: String, summary: String, rationale: String, defaultSeverity: Severity,
    scope: RuleScope, isOptIn: Bool = false, examples: @autoclosure @escaping @Sendable () -> [RuleExample],
    deprecatedIDs: [String] = []
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.rationale = rationale
    self.defaultSeverity = defaultSeverity
    self.scope = scope
    self.isOptIn = isOptIn
    makeExamples = examples
    self.deprecatedIDs = deprecatedIDs
  }
}

/// What a rule reports; the linter adds the rule's ID and the effective severity.
public struct Finding: Sendable {
  public var message: String
  public var location: SourceRange?
  public var key: String?
  public var locale: String?
  public var notes: [Diagnostic.Note]
  public var fixes: [Diagnostic.Fix]
  /// A severity other than the rule's default, for rules whose findings differ in weight.
  public var severity: Severity?

  public init(
    _ message: String, at location: SourceRange?, key: String? = nil, locale: String? = nil,
    notes: [Diagnostic.Note] = [], fixes: [Diagnostic.Fix] = [], severity: Severity? = nil
  ) {
    self.message = message
    self.location = location
    self.key = key
    self.locale = locale
    self.notes = notes
    self.fixes = fixes
    self.severity = severity
  }
}

/// A validation rule: its description, and a pure check of a project that never touches the
/// file system.
public protocol Rule {
  static var description: RuleDescription { get }
  static func check(_ context: LintContext, _ emit: (Finding) -> Void)
}

/// A rule that checks one string at a time. The linter runs all of them in one pass over the
/// strings, so that each string is analysed once (`StringAnalysis`) whatever the rules ask.
package protocol StringRule: Rule {
  /// Whether translations that copy their source are checked too (rules about the copy itself);
  /// every other finding about such a text is the source's own.
  static var checksSourceCopies: Bool { get }
  /// Whether strings longer than `CheckedString.oversizedBytes` are checked: wrapping or reading
  /// megabytes of text says nothing that the size finding does not, and takes seconds.
  static var checksOversizedStrings: Bool { get }
  static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: TargetCheck, _ context: LintContext,
    _ emit: (Finding) -> Void)
}

extension StringRule {
  package static var checksSourceCopies: Bool { false }
  package static var checksOversizedStrings: Bool { false }

  public static func check(_ context: LintContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      for string in target.strings
      where string.isChecked(includingSourceCopies: checksSourceCopies, includingOversized: checksOversizedStrings) {
        check(string, context.analysis(of: string), in: target, context, emit)
      }
    }
  }
}
