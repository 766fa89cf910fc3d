import UsageStrings

/// What a command resolves before it runs on a path: its configuration (found by walking up, or
/// `--config`) and the locale data it names.
struct Setup {
  var configuration: Configuration
  var configurationPath: String?
  var locales: LocaleCatalog

  /// Loads the setup for `path`; configuration warnings go to stderr unless `--quiet`.
  static func load(for path: String, _ context: RunContext) throws -> Setup {
    let arguments = context.arguments
    let absolute = Paths.join(context.directory, path)
    let start = FileReader.isDirectory(absolute) ? absolute : Paths.parent(absolute)
    let configPath = arguments.value("config").map { Paths.join(context.directory, $0) } ?? ConfigurationLoader.find(from: start)
    if let explicit = arguments.value("config"), configPath.map(FileReader.exists) != true {
      throw ToolIssue.configInvalid(path: explicit, reason: "no such file")
    }
    let loaded = try ConfigurationLoader.load(
      path: configPath, directory: start, knownRules: RuleRegistry.knownIDs,
      display: { Paths.relative($0, to: context.directory) })
    if !arguments.has("quiet") {
      for warning in loaded.warnings { Terminal.error("warning: \(warning)\n") }
    }
    var configuration = loaded.configuration
    if let language = arguments.value("source-language") { configuration.sourceLanguage = language }
    let locales = try LocaleCatalog.load(folder: configuration.locales.map(configuration.resolve))
    return Setup(configuration: configuration, configurationPath: configPath, locales: locales)
  }

  /// The paths to read for a PATH: the configuration's `include` when the PATH is its folder.
  func paths(for path: String, _ context: RunContext) -> [String] {
    let absolute = Paths.join(context.directory, path)
    if let include = configuration.include, absolute == configuration.directory {
      return include.map(configuration.resolve)
    }
    return [absolute]
  }
}


/// Rule IDs from `--only` / `--skip`, checked: an unknown ID is a usage error naming the nearest.
func ruleIDs(_ option: String, _ arguments: ParsedArguments, spec: CommandSpec) throws -> Set<String>? {
  guard let ids = arguments.list(option) else { return nil }
  let known = RuleRegistry.knownIDs
  for id in ids where !known.contains(id) {
    let hint = EditDistance.nearest(id, in: Array(known)).map { "; did you mean '\($0)'?" } ?? ""
    throw UsageError(message: "unknown rule '\(id)' in '--\(option)'\(hint)", command: spec)
  }
  return Set(ids.map { RuleRegistry.rule($0)?.description.id ?? $0 })
}
