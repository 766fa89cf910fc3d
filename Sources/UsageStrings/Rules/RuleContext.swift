/// What a rule sees: the resolved project, the options, and the services it judges with (locale
/// policies and budgets, ICU's analyzer, the registry). Built by the linter for one part of a run;
/// a rule never reaches past it, and never reads a file.
public final class RuleContext {
  public let model: ResolvedProject
  public let configuration: Configuration
  public let locales: LocaleCatalog
  public let registry: UsageKeyRegistry
  package let analyzer: TextAnalyzer
  /// What the parts of a run share: near misses, compiled expressions, prepared values.
  let caches: RuleCaches
  private var policies = RecentCache<String, LocalePolicy>()
  private var scriptCodes = RecentCache<String, ScriptSet>()
  private var budgets = RecentCache<String, LocalePolicy.Budget>()
  private var wordLists: [SourceRange: (text: String, words: [WordMarkers.Word])] = [:]

  public convenience init(
    model: ResolvedProject, configuration: Configuration, locales: LocaleCatalog,
    registry: UsageKeyRegistry = .standard
  ) {
    self.init(
      model: model, configuration: configuration, locales: locales, registry: registry,
      analyzer: TextAnalyzer(), caches: RuleCaches())
  }

  init(
    model: ResolvedProject, configuration: Configuration, locales: LocaleCatalog,
    registry: UsageKeyRegistry,
    analyzer: TextAnalyzer, caches: RuleCaches
  ) {
    self.model = model
    self.configuration = configuration
    self.locales = locales
    self.registry = registry
    self.analyzer = analyzer
    self.caches = caches
  }

  /// What discovery found (the problems of the files it read).
  public var project: Project { model.project }

  /// The targets, resolved.
  public var targets: [ResolvedTarget] { model.targets }

  /// The locale policy of a locale (configuration budgets applied).
  public func policy(for locale: LocaleIdentifier) -> LocalePolicy {
    policies.value(for: locale.canonical) {
      locales.policy(for: locale.canonical, configuration: configuration)
    }
  }

  /// The words of a string's text (`WordMarkers.words`), read once per part of a run for the
  /// rules that read words (`mixed-address`, `negation-mismatch`, `wrong-language`).
  func words(of string: CheckedString) -> [WordMarkers.Word] {
    if let known = wordLists[string.keyLocation], known.text == string.text { return known.words }
    let words = WordMarkers.words(of: string.text)
    wordLists[string.keyLocation] = (string.text, words)
    return words
  }

  /// The length budget of a locale's policy.
  package func budget(for locale: LocaleIdentifier) -> LocalePolicy.Budget {
    budgets.value(for: locale.canonical) { policy(for: locale).budget }
  }

  /// The ICU script codes a locale is written in, worked out once per locale.
  package func scripts(of locale: LocaleIdentifier) -> ScriptSet {
    scriptCodes.value(for: locale.canonical) {
      ScriptSet(
        analyzer.writingScripts(ofLocale: locale.canonical, declared: policy(for: locale).scripts)
          .compactMap(ICU.scriptCode))
    }
  }

  /// A string's text, ready for the string rules.
  package func analysis(of string: CheckedString) -> StringAnalysis {
    StringAnalysis(string.text, locale: string.locale.canonical, analyzer: analyzer)
  }

  /// Whether a key's value is a purpose string: by the registry, or nested in a purpose
  /// dictionary of the target.
  public func isPurposeKey(_ key: String, in target: ResolvedTarget? = nil) -> Bool {
    target?.isPurposeKey(key) ?? registry.isPurposeKey(key)
  }
}
