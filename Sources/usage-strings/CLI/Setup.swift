import UsageStrings

/// What a command resolves before it runs on a path: its configuration (found by walking up, or
/// `--config`) and the locale data it names.
struct Setup {
  var configuration: Configuration
  var configurationPath: String?
  /// The configuration's locale data, read before anything else so that a mistake in it is the
  /// first thing said; nil without a folder of its own.
  private var usersLocales: LocaleCatalog?
  /// What the checked files may make the tool read and write.
  var checkout: Checkout

  /// Loads the setup for `path`; configuration warnings go to stderr unless `--quiet`.
  static func load(for path: String, _ context: RunContext) throws -> Setup {
    LocaleCatalog.prepare()
    let arguments = context.arguments
    let absolute = Paths.join(context.directory, path)
    let start = FileReader.isDirectory(absolute) ? absolute : Paths.parent(absolute)
    let explicit = arguments.value(Options.config)
    let checkout = context.checkoutRoot.map(Checkout.init(root:)) ?? Checkout(containing: start)
    let configPath =
      explicit.map { Paths.join(context.directory, $0) }
      ?? ConfigurationLoader.find(from: start, ceiling: context.checkoutRoot)
    if let explicit, configPath.map(FileReader.exists) != true {
      throw ToolIssue.configInvalid(path: explicit, reason: "no such file")
    }
    let loaded = try ConfigurationLoader.load(
      path: configPath, directory: start, knownRules: RuleRegistry.knownIDs,
      display: { Paths.relative($0, to: context.directory) })
    if !arguments.has(Options.quiet) {
      for warning in loaded.warnings { Terminal.message("warning: \(warning)") }
    }
    var configuration = loaded.configuration
    try configuration.checkPaths(
      file: configPath, within: checkout,
      display: configPath.map { Paths.relative($0, to: context.directory) } ?? "")
    if let language = arguments.value(Options.sourceLanguage) {
      configuration.sourceLanguage = language
    }
    let usersLocales = try configuration.locales.map {
      try LocaleCatalog.load(folder: configuration.resolve($0))
    }
    return Setup(
      configuration: configuration, configurationPath: configPath, usersLocales: usersLocales,
      checkout: checkout)
  }

  /// The locale data: the configuration's folder over the built-in files, or the built-in files
  /// alone (parsed on another thread while the checkout is read).
  var locales: LocaleCatalog {
    get throws { try usersLocales ?? LocaleCatalog.load() }
  }

  /// The paths to read for a PATH: the configuration's `include` when the PATH is its folder.
  func paths(for path: String, _ context: RunContext) -> [String] {
    let absolute = Paths.join(context.directory, path)
    if let include = configuration.include, absolute == configuration.directory {
      return include.map(configuration.resolve)
    }
    return [absolute]
  }

  /// The projects at `path`, found with the configuration's discovery options.
  func projects(for path: String, _ context: RunContext, issues: inout [ToolIssue]) -> [Project] {
    projects(for: path, context, options: discoveryOptions(context), issues: &issues)
  }

  /// The configuration's discovery options, confined to the checkout.
  func discoveryOptions(_ context: RunContext) -> DiscoveryOptions {
    var options = configuration.discoveryOptions(displayBase: context.directory)
    options.checkout = checkout
    return options
  }

  /// Discovers the projects of a PATH; what could not be read goes to `issues`. `reading` is
  /// told each folder before it is read (for progress).
  func projects(
    for path: String, _ context: RunContext, options: DiscoveryOptions, issues: inout [ToolIssue],
    reading: (String) -> Void = { _ in }
  ) -> [Project] {
    var projects: [Project] = []
    for absolute in paths(for: path, context) {
      reading(absolute)
      do {
        let (project, found) = try ProjectDiscovery.discover(absolute, options: options)
        issues += found
        // A path with nothing to read is a mistake (a wrong folder), not a clean app.
        guard !project.targets.isEmpty || !found.isEmpty else {
          issues.append(.noApp(path: Paths.relative(absolute, to: context.directory)))
          continue
        }
        projects.append(project)
      } catch {
        issues.append(error)
      }
    }
    return projects
  }

  /// `extract`'s resolver: the configuration's languages ship besides the folders, none narrowed
  /// (built as `check`'s `LintOptions` and `generate`'s and `merge`'s `GenerateContext` build it).
  var resolver: ModelResolver { ModelResolver(configuredLanguages: configuration.languages) }

  /// The templates of `option` (relative to the working folder), else the configuration's,
  /// else the built-in ones.
  func templates(_ option: Option<String>, _ context: RunContext) throws -> TemplateSet {
    let folder =
      context.arguments.value(option).map { Paths.join(context.directory, $0) }
      ?? configuration.templates.map(configuration.resolve)
    return try TemplateSet.load(folder: folder)
  }

  /// The lint options of a run: the setup's configuration and locales, `--languages`, paths
  /// shown relative to the working folder.
  func lintOptions(_ context: RunContext, languages: [String]?) throws -> LintOptions {
    var options = LintOptions(configuration: configuration, locales: try locales)
    options.languages = languages
    options.displayBase = context.directory
    return options
  }
}

/// Rule IDs from `--only` / `--skip`, checked: an unknown ID is a usage error naming the nearest.
func ruleIDs(_ option: Option<[String]>, _ arguments: ParsedArguments, spec: CommandSpec) throws
  -> Set<String>?
{
  guard let ids = arguments.list(option) else { return nil }
  let known = RuleRegistry.knownIDs
  for id in ids where !known.contains(id) {
    let hint = EditDistance.nearest(id, in: Array(known)).map { "; did you mean '\($0)'?" } ?? ""
    throw UsageError(
      message: "unknown rule '\(id)' in '--\(option.spec.name)'\(hint)", command: spec)
  }
  return Set(ids.map { RuleRegistry.rule($0)?.description.id ?? $0 })
}
