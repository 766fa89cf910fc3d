/// The project's configuration (`.usage-strings.json`): every field optional, each falling back
/// to its default here, or to the locale data (`Locales/`) for the length budgets.
public struct Configuration: Sendable, Equatable {
  /// A rule's setting: off, or on with a severity of its own.
  public struct RuleSetting: Sendable, Equatable {
    public var isEnabled: Bool
    public var severity: Severity?

    public init(isEnabled: Bool = true, severity: Severity? = nil) {
      self.isEnabled = isEnabled
      self.severity = severity
    }
  }

  /// Length budgets (README, "The length model"); nil fields fall back to the locale data.
  public struct LengthBudget: Sendable, Equatable {
    public var lineColumns: Int?
    public var headlineLines: Int?
    public var maxLines: Int?

    public init(lineColumns: Int? = nil, headlineLines: Int? = nil, maxLines: Int? = nil) {
      self.lineColumns = lineColumns
      self.headlineLines = headlineLines
      self.maxLines = maxLines
    }
  }

  public var version: Int = 1
  public var sourceLanguage: String?
  /// The languages the app ships; nil means those its translation files show.
  public var languages: [String]?
  /// Paths (relative to the configuration's folder) to read; nil means everything.
  public var include: [String]?
  /// Paths (relative to the configuration's folder) never read.
  public var exclude: [String] = []
  /// Whether test bundles (which never ship) are checked and given skeletons too.
  public var includeTestTargets = false
  /// Whether `check` reads the git history for stale translations (`--history`).
  public var history = false
  /// Whether `wrong-language` reads the machine's hunspell dictionaries (`--dictionaries`):
  /// off by default, since loading them costs up to a third of a second each.
  public var dictionaries = false
  /// The baseline `check` reports new findings against (relative), like `--baseline`.
  public var baseline: String?
  public var rules: [String: RuleSetting] = [:]
  public var length = LengthBudget()
  /// Budgets per locale, over the global ones.
  public var localeLength: [String: LengthBudget] = [:]
  /// Explicit target associations: target name → folders (relative) holding its translations.
  public var targets: [String: [String]] = [:]
  /// What `generate` writes for a target that has neither a catalog nor `.strings` tables yet
  /// (`strings` or `xcstrings`); nil: `.strings` tables.
  public var format: String?
  /// A folder of locale data to use over the built-in `Locales/`.
  public var locales: String?
  /// A folder of templates to use over the built-in `templates/`.
  public var templates: String?
  /// The folder relative paths are resolved against (the configuration file's own).
  public var directory: String

  public init(directory: String) { self.directory = directory }

  /// The baseline's absolute path, if the configuration names one.
  public var baselinePath: String? { baseline.map(resolve) }

  /// An absolute path for a path written in the configuration.
  public func resolve(_ path: String) -> String { Paths.join(directory, path) }
}
