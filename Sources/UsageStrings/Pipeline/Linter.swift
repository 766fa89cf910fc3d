/// The options of a run of the rules.
public struct LintOptions: Sendable {
  public var configuration: Configuration
  public var locales: LocaleCatalog
  /// Languages to check (`--languages`); nil means the configuration's, or all.
  public var languages: [String]?
  /// Only these rules (`--only`), on even when opt-in.
  public var only: Set<String>?
  /// Never these rules (`--skip`).
  public var skip: Set<String> = []
  /// Warnings become errors (`--strict`).
  public var strict = false
  public var registry: UsageKeyRegistry = .standard
  public var rules: [RegisteredRule] = RuleRegistry.all
  /// The folder paths are shown relative to (the working directory).
  public var displayBase = "/"

  public init(configuration: Configuration, locales: LocaleCatalog) {
    self.configuration = configuration
    self.locales = locales
  }

  /// Whether a rule runs.
  public func isEnabled(_ rule: RuleDescription) -> Bool {
    if skip.contains(rule.id) { return false }
    if let only { return only.contains(rule.id) }
    return configuration.rules[rule.id]?.isEnabled ?? !rule.isOptIn
  }

  /// The severity a finding is reported with.
  public func severity(of finding: Finding, rule: RuleDescription) -> Severity {
    let base = configuration.rules[rule.id]?.severity ?? finding.severity ?? rule.defaultSeverity
    return strict && base == .warning ? .error : base
  }
}

/// What a run found.
public struct LintResult: Sendable {
  /// A string checked, for reporters that list what passed (JUnit).
  public struct Checked: Sendable, Hashable {
    public var file: String
    public var key: String
  }

  public var diagnostics: [Diagnostic]
  public var fileCount: Int
  public var stringCount: Int
  public var checked: [Checked]

  public init(diagnostics: [Diagnostic], fileCount: Int, stringCount: Int, checked: [Checked]) {
    self.diagnostics = diagnostics
    self.fileCount = fileCount
    self.stringCount = stringCount
    self.checked = checked
  }

  public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }
}

/// Runs the enabled rules over projects and gathers their findings as diagnostics.
public enum Linter {
  public static func lint(_ projects: [Project], options: LintOptions) -> LintResult {
    var diagnostics: [Diagnostic] = []
    var checked: Set<LintResult.Checked> = []
    var files = 0, strings = 0
    let languages = (options.languages ?? options.configuration.languages).map { Set($0.map { LocaleIdentifier($0).canonical }) }
    for project in projects {
      let context = LintContext(
        project: project, configuration: options.configuration, locales: options.locales,
        registry: options.registry, languages: languages, displayBase: options.displayBase)
      var found: [Diagnostic] = []
      for rule in options.rules {
        let description = rule.description
        guard options.isEnabled(description) else { continue }
        rule.check(context) { finding in
          found.append(
            Diagnostic(
              ruleID: description.id, severity: options.severity(of: finding, rule: description),
              message: finding.message, location: finding.location, notes: finding.notes, fixes: finding.fixes,
              key: finding.key, locale: finding.locale))
        }
      }
      let suppressions = Suppressions(context.targets.flatMap(\.strings).compactMap(\.span.file))
      diagnostics += found.filter { !suppressions.suppresses($0) }
      files += project.fileCount
      for target in context.targets {
        strings += target.strings.count
        for string in target.strings { checked.insert(.init(file: string.span.path, key: string.key)) }
      }
    }
    var seen: Set<Diagnostic> = []
    let unique = diagnostics.filter { seen.insert($0).inserted }.sorted()
    return LintResult(
      diagnostics: unique, fileCount: files, stringCount: strings,
      checked: checked.sorted { ($0.file, $0.key) < ($1.file, $1.key) })
  }
}
