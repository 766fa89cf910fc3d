import UsageStrings

/// `usage-strings check`: validate every purpose string, source and translations.
enum CheckCommand: CLICommand {
  static let spec = CommandSpec(
    name: "check",
    abstract: "Validate the purpose strings of an app, source and translations, with ICU.",
    discussion: """
      Runs every rule (see 'usage-strings rules') over the app's Info.plist files, build settings and \
      translations: keys, encoding, normalization, invisible and bidi characters, placeholders, plural \
      categories, length (the headline must fit the part of the alert that is always seen), and the \
      code and privacy manifest. Exits 1 on errors (and on warnings with --strict), 2 when the tool \
      could not do its job.
      """,
    arguments: [ArgumentSpec(name: "path", help: "An app's folder, an .xcodeproj, or single files (default: the current folder).", isVariadic: true, isRequired: false)],
    options: [
      .value("reporter", "REPORTER", "The output format.", allowed: ReporterFactory.all.map(\.id)),
      .flag("strict", "Treat warnings as errors: the release gate."),
      .value("only", "RULES", "Run only these rules (comma-separated IDs).", repeatable: true),
      .value("skip", "RULES", "Never run these rules (comma-separated IDs).", repeatable: true),
      .value("languages", "LIST", "Check only these languages, besides the source (comma-separated).", repeatable: true),
      CommandSpec.output, CommandSpec.config, CommandSpec.sourceLanguage, CommandSpec.quiet, CommandSpec.noColor,
    ])

  static func run(_ context: RunContext) throws -> Int32 {
    let arguments = context.arguments
    let only = try ruleIDs("only", arguments, spec: spec)
    let skip = try ruleIDs("skip", arguments, spec: spec) ?? []
    let reporter = ReporterFactory.reporter(arguments.value("reporter") ?? "text")!
    let quiet = arguments.has("quiet")
    var issues: [ToolIssue] = []
    var diagnostics: [Diagnostic] = []
    var checked: [LintResult.Checked] = []
    var files = 0, strings = 0
    for path in arguments.positionals.isEmpty ? ["."] : arguments.positionals {
      do {
        let setup = try Setup.load(for: path, context)
        var projects: [Project] = []
        for absolute in setup.paths(for: path, context) {
          if !quiet, Terminal.errorIsTerminal { Terminal.error("Checking \(Paths.relative(absolute, to: context.directory))…\r") }
          do {
            let (project, found) = try ProjectDiscovery.discover(absolute, options: setup.configuration.discoveryOptions(displayBase: context.directory))
            projects.append(project)
            issues += found
          } catch {
            issues.append(error)
          }
        }
        var options = LintOptions(configuration: setup.configuration, locales: setup.locales)
        options.only = only
        options.skip = skip
        options.strict = arguments.has("strict")
        options.languages = arguments.list("languages")
        options.displayBase = context.directory
        let result = Linter.lint(projects, options: options)
        diagnostics += result.diagnostics
        checked += result.checked
        files += result.fileCount
        strings += result.stringCount
      } catch let issue as ToolIssue {
        issues.append(issue)
      }
    }
    if !quiet, Terminal.errorIsTerminal { Terminal.error("\u{1B}[2K") }
    let result = LintResult(diagnostics: Array(Set(diagnostics)).sorted(), fileCount: files, stringCount: strings, checked: checked)
    let input = ReportInput(
      result: result, rules: RuleRegistry.all.map(\.description), baseDirectory: context.directory,
      useColor: arguments.value("output") == nil && Terminal.useColor(arguments, terminal: Terminal.outputIsTerminal))
    try emit(reporter.render(input), context)
    if !quiet {
      let counts = [(result.count(.error), "error"), (result.count(.warning), "warning"), (result.count(.note), "note")]
        .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
      Terminal.error("Checked \(files) file\(files == 1 ? "" : "s"), \(strings) string\(strings == 1 ? "" : "s"): \(counts).\n")
    }
    let status = report(issues)
    if status != ExitCode.success { return status }
    return result.count(.error) > 0 ? ExitCode.findings : ExitCode.success
  }
}
