import UsageStrings

/// `usage-strings report --html FILE`: every purpose string in its permission alert, per locale.
enum ReportCommand: CLICommand {
  static let spec = CommandSpec(
    name: "report",
    abstract: "Write an HTML page with every purpose string in its permission alert, per locale.",
    discussion: """
      One self-contained file, readable offline and attachable to a CI run: the matrix of keys by \
      locales with each string's worst finding, then, for every string, the alert as the length \
      model wraps it (headline in bold, lines past the budget marked, right-to-left languages \
      right to left) beside its source and its findings. Filters by locale, key and severity work \
      without a server. Exits 0 once the page is written, whatever the findings: 'check' is the gate.
      """,
    arguments: [
      ArgumentSpec(
        name: "path",
        help: "An app's folder, an .xcodeproj, or single files (default: the current folder).",
        isVariadic: true, isRequired: false)
    ],
    options: [
      html.spec, languages.spec, Options.config.spec, Options.sourceLanguage.spec,
      Options.quiet.spec,
    ])

  static let html = Option<String>("html", "FILE", "The page to write (required).")
  static let languages = Option<[String]>.list(
    "languages", "LIST", "Show only these languages, besides the source (comma-separated).")

  static func run(_ context: RunContext) throws -> Int32 {
    let arguments = context.arguments
    guard let html = arguments.value(Self.html) else {
      throw UsageError(message: "missing '--html FILE': the page to write", command: spec)
    }
    var issues: [ToolIssue] = []
    var previews: [AlertPreview] = []
    for given in arguments.positionals.isEmpty ? ["."] : arguments.positionals {
      do {
        // An archive is read in a scratch folder of its own, kept until its previews are built.
        let archive = try ArchivePath.make(given, context)
        defer { withExtendedLifetime(archive) {} }
        let context = archive?.context ?? context
        let path = archive?.path ?? given
        let setup = try Setup.load(for: path, context)
        let discovery = setup.discoveryOptions(context)
        let projects = setup.projects(for: path, context, options: discovery, issues: &issues)
        let options = try setup.lintOptions(
          context, languages: try languageList(Self.languages, arguments, spec: spec))
        let result = Linter.lint(projects, options: options)
        issues += result.issues
        previews += AlertPreview.build(projects, options: options, diagnostics: result.diagnostics)
      } catch let issue as ToolIssue {
        issues.append(issue)
      }
    }
    let page = HTMLReport.render(previews, version: UsageStringsVersion.current)
    try ReportOutput.write(
      Array(page.utf8), to: Paths.join(context.directory, html), display: html)
    if !arguments.has(Options.quiet) {
      Terminal.message("Wrote \(html): \(previews.count) alert\(previews.count == 1 ? "" : "s").")
    }
    return report(issues)
  }
}
