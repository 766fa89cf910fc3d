/// The group a rule belongs to (the sections of docs/RULES.md and `usage-strings rules`; its
/// folder under Rules/).
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
  /// Whether `merge` runs it on each incoming translation before writing it: it judges a
  /// translation by itself (its text, encoding, placeholders, length), not the rest of the app.
  public let validatesMerge: Bool
  /// What `check --fix` does to the rule's findings, when the rule has a fix that cannot change
  /// what a person reads; nil when its findings need a person (`--fix` leaves them).
  public let safeFix: String?
  /// Whether it reads pseudo-locales (`Pseudolocale`): the others' findings there are dropped,
  /// since a pseudo table is no translation.
  public let readsPseudoLocales: Bool
  /// Whether it reads what the code scan found (the code rules always do): the scan then runs.
  public let readsCode: Bool
  /// Built on first use: they are many, and a run of `check` never needs them.
  public var examples: [RuleExample] { makeExamples() }
  private let makeExamples: @Sendable () -> [RuleExample]
  /// Earlier IDs of the rule, still accepted in configuration.
  public let deprecatedIDs: [String]

  public init(
    id: String, name: String, summary: String, rationale: String, defaultSeverity: Severity,
    scope: RuleScope, isOptIn: Bool = false, validatesMerge: Bool = false, safeFix: String? = nil,
    readsPseudoLocales: Bool = false, readsCode: Bool = false,
    examples: @autoclosure @escaping @Sendable () -> [RuleExample], deprecatedIDs: [String] = []
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.rationale = rationale
    self.defaultSeverity = defaultSeverity
    self.scope = scope
    self.isOptIn = isOptIn
    self.validatesMerge = validatesMerge
    self.safeFix = safeFix
    self.readsPseudoLocales = readsPseudoLocales
    self.readsCode = readsCode || scope == .code
    makeExamples = examples
    self.deprecatedIDs = deprecatedIDs
  }
}
