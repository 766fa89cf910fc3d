/// What writing skeletons and notes needs: the resolved project, the locale policies and ICU's
/// plural categories.
final class GenerateContext {
  let model: ResolvedProject
  let configuration: Configuration
  let locales: LocaleCatalog
  let registry: UsageKeyRegistry
  let analyzer = TextAnalyzer()
  private var policies = RecentCache<String, LocalePolicy>()

  init(
    model: ResolvedProject, configuration: Configuration, locales: LocaleCatalog,
    registry: UsageKeyRegistry = .standard
  ) {
    self.model = model
    self.configuration = configuration
    self.locales = locales
    self.registry = registry
  }

  /// Resolves `project` (every table in play, none deferred), with its git history when
  /// `historyBase` (the folder paths are shown relative to) is given.
  convenience init(
    _ project: Project, configuration: Configuration, locales: LocaleCatalog,
    registry: UsageKeyRegistry = .standard, historyBase: String? = nil
  ) {
    let resolver = ModelResolver(registry: registry, configuredLanguages: configuration.languages)
    var resolution = resolver.resolution(of: project)
    if let historyBase {
      resolution.project.history = HistoryFiles.history(of: resolution, displayBase: historyBase)
    }
    self.init(
      model: resolver.resolveRead(resolution), configuration: configuration, locales: locales,
      registry: registry)
  }

  var project: Project { model.project }
  var targets: [ResolvedTarget] { model.targets }

  /// The locale policy of a locale (configuration budgets applied).
  func policy(for locale: LocaleIdentifier) -> LocalePolicy {
    policies.value(for: locale.canonical) {
      locales.policy(for: locale.canonical, configuration: configuration)
    }
  }
}
