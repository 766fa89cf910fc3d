extension Linter {
  /// Checks the app at `path` as `usage-strings check PATH` does with no options.
  ///
  /// The one call a program needs: it finds the configuration (the nearest
  /// `.usage-strings.json` in the app's folder or above it), loads the locale data it names (else
  /// the built-in data), discovers the app's targets, Info.plist files and translations, and
  /// runs every enabled rule over them on the calling thread. Files a checked file names are read
  /// only inside the checkout (the git work tree around `path`), as the CLI reads them.
  ///
  /// Unlike the CLI, it drops the configuration's warnings (unknown keys and rule IDs): read
  /// them with ``ConfigurationLoader/load(path:directory:knownRules:display:)``.
  ///
  /// - Parameters:
  ///   - path: an app's folder, an `.xcodeproj` or a single file, absolute or relative to
  ///     `directory`.
  ///   - directory: the folder relative paths start from, and that the findings' file names are
  ///     shown relative to (the working directory, for a command-line program).
  /// - Returns: the findings, sorted by file, line and rule, with what the tool could not do in
  ///   `issues`: unreadable files, ``ToolIssue/pathNotFound(_:)`` when nothing is at `path`,
  ///   ``ToolIssue/noApp(path:)`` when it holds nothing to check.
  /// - Throws: ``ToolIssue`` when the configuration or the locale data cannot be read.
  public static func check(_ path: String, in directory: String) throws(ToolIssue) -> CheckResult {
    let absolute = Paths.join(directory, path)
    let start = FileReader.isDirectory(absolute) ? absolute : Paths.parent(absolute)
    let checkout = Checkout(containing: start)
    let shown = { (file: String) in Paths.relative(file, to: directory) }
    let configurationPath = ConfigurationLoader.find(from: start)
    let configuration = try ConfigurationLoader.load(
      path: configurationPath, directory: start, knownRules: RuleRegistry.knownIDs, display: shown
    ).configuration
    try configuration.checkPaths(
      file: configurationPath, within: checkout, display: configurationPath.map(shown) ?? "")
    let locales = try LocaleCatalog.load(folder: configuration.locales.map(configuration.resolve))
    var discovery = configuration.discoveryOptions(displayBase: directory)
    discovery.checkout = checkout
    // The configuration's `include` replaces its own folder, as on the command line.
    let paths =
      absolute == configuration.directory
      ? configuration.include?.map(configuration.resolve) ?? [absolute] : [absolute]
    var projects: [Project] = []
    var issues: [ToolIssue] = []
    for path in paths {
      do {
        let (project, found) = try ProjectDiscovery.discover(path, options: discovery)
        issues += found
        // A path with nothing to read is a mistake (a wrong folder), not a clean app.
        guard !project.targets.isEmpty || !found.isEmpty else {
          issues.append(.noApp(path: shown(path)))
          continue
        }
        projects.append(project)
      } catch {
        issues.append(error)
      }
    }
    var options = LintOptions(configuration: configuration, locales: locales)
    options.displayBase = directory
    options.history = configuration.history
    var result = lint(projects, options: options)
    result.issues = issues + result.issues
    return result
  }
}
