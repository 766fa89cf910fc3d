import Foundation
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
    arguments: [
      ArgumentSpec(
        name: "path",
        help: "An app's folder, an .xcodeproj, or single files (default: the current folder).",
        isVariadic: true, isRequired: false)
    ],
    options: [
      reporter.spec, summary.spec, strict.spec, CheckFix.flag.spec, Options.dryRun.spec, only.spec,
      skip.spec, languages.spec, jobs.spec,
      Options.history.spec, Options.dictionaries.spec, CheckGate.baseline.spec,
      CheckGate.writeBaseline.spec,
      CheckGate.newSince.spec, CheckGate.staged.spec, Options.output.spec,
      Options.config.spec, Options.sourceLanguage.spec, Options.quiet.spec, Options.noColor.spec,
    ])

  static let reporter = Option<RegisteredReporter>(
    "reporter", "REPORTER", "The output format.", allowed: ReporterFactory.all.map(\.id),
    convert: ReporterFactory.reporter)
  static let strict = Flag("strict", "Treat warnings as errors: the release gate.")
  static let summary = Flag(
    "summary", "Print only the totals by rule and language (text and markdown reporters).")
  static let only = Option<[String]>.list(
    "only", "RULES", "Run only these rules (comma-separated IDs).")
  static let skip = Option<[String]>.list(
    "skip", "RULES", "Never run these rules (comma-separated IDs).")
  static let languages = Option<[String]>.list(
    "languages", "LIST", "Check only these languages, besides the source (comma-separated).")
  static let jobs = Option<Int>(
    "jobs", "N", "Check this many languages at once (default: one per processor).",
    expected: "a number of threads of at least 1"
  ) { Int($0).flatMap { $0 >= 1 ? $0 : nil } }

  static func run(_ context: RunContext) throws -> Int32 {
    let arguments = context.arguments
    let reporter = try arguments.value(Self.reporter) ?? ReporterFactory.reporter("text")!
    let quiet = arguments.has(Options.quiet)
    if arguments.has(CheckFix.flag) {
      _ = try CheckFix.run(context, dryRun: arguments.has(Options.dryRun))
      // A dry run's output is the patch alone.
      if arguments.has(Options.dryRun) { return ExitCode.success }
    } else if arguments.has(Options.dryRun) {
      throw UsageError(message: "--dry-run goes with --fix", command: spec)
    }
    // The history is the stale-translation rule's own comparison with older commits: against a
    // revision's findings it would make every stale translation new.
    let historyAllowed = !arguments.has(CheckGate.newSince)
    let notice = SlowRunNotice("Reading the projects…", enabled: !quiet && Terminal.errorIsTerminal)
    defer { notice.finish() }
    var (jobs, issues) = try plan(context, historyAllowed: historyAllowed, notice: notice)
    // Nothing to check (a configuration error, no app under the path): the errors alone.
    if jobs.allSatisfy({ $0.projects.isEmpty }) && !issues.isEmpty { return report(issues) }
    var gate = try CheckGate.load(
      context, configured: jobs.lazy.compactMap(\.options.configuration.baselinePath).first,
      spec: spec)
    let output = try ReportOutput(context, spooled: reporter.opensWithTotals)
    // The one format whose lines are workflow commands, and only its own.
    if reporter.id == GitHubReporter.id, !arguments.has(Options.output) {
      Terminal.allowCommandsOnOutput()
    }
    let checked = try stream(
      jobs, reporter: reporter, gate: &gate, into: output, context, notice: notice)
    jobs = []
    try CheckGate.finish(gate, context, quiet: quiet)
    // The tool's errors before the summary, which they qualify.
    let status = report(issues + checked.issues)
    if !quiet { Terminal.error(checked.summary) }
    if status != ExitCode.success { return status }
    return checked.totals.errors > 0 ? ExitCode.findings : ExitCode.success
  }

  /// The library's `CheckReport` into the output, with progress on a terminal only, once the run
  /// is slow (a pipe or a file gets nothing but the report).
  static func stream(
    _ jobs: [LintJob], reporter: RegisteredReporter, gate: inout FindingGate,
    into output: ReportOutput, _ context: RunContext, notice: SlowRunNotice
  ) throws -> CheckReport {
    let arguments = context.arguments
    var reportContext = ReportContext(
      rules: RuleRegistry.all.map(\.description), version: UsageStringsVersion.current,
      baseDirectory: context.directory,
      useColor: !arguments.has(Options.output)
        && Terminal.useColor(arguments, terminal: Terminal.outputIsTerminal))
    reportContext.summaryOnly = arguments.has(Self.summary)
    let workers = try arguments.value(Self.jobs) ?? ProcessInfo.processInfo.activeProcessorCount
    reportContext.workers = workers
    let clearsLine = !arguments.has(Options.output) && Terminal.outputIsTerminal
    let history = jobs.contains { $0.options.history }
    notice.update(history ? "Reading the git history of the tables…" : "Checking…")
    var written: ToolIssue?
    let report = CheckReport.stream(
      jobs, reporter: reporter, context: reportContext, gate: &gate,
      workers: workers,
      write: { text in
        guard written == nil else { return }
        do throws(ToolIssue) { try output.write(text) } catch { written = error }
      },
      progress: { totals, writes in
        // The report goes to the same terminal: no line of progress under it.
        notice.update(
          "Checked \(totals.fileCount) files, \(totals.stringCount) strings…",
          hidden: clearsLine && writes)
      })
    notice.finish()
    if let written { throw written }
    try output.finish(leading: report.leading)
    return report
  }

  /// Discovers each path's projects, with the options to check them by.
  static func plan(
    _ context: RunContext, historyAllowed: Bool = true, notice: SlowRunNotice? = nil
  ) throws -> ([LintJob], [ToolIssue]) {
    let arguments = context.arguments
    let only = try ruleIDs(Self.only, arguments, spec: spec)
    let skip = try ruleIDs(Self.skip, arguments, spec: spec) ?? []
    var jobs: [LintJob] = []
    var issues: [ToolIssue] = []
    for given in arguments.positionals.isEmpty ? ["."] : arguments.positionals {
      do {
        // An archive is checked in a scratch folder of its own, kept as long as its job.
        let archive = try ArchivePath.make(given, context)
        let context = archive?.context ?? context
        let path = archive?.path ?? given
        let setup = try Setup.load(for: path, context)
        var discovery = setup.discoveryOptions(context)
        discovery.defersTranslations = true
        let projects = setup.projects(for: path, context, options: discovery, issues: &issues) {
          absolute in
          notice?.update(
            DisplayText.line("Reading \(Paths.relative(absolute, to: context.directory))…"))
        }
        var options = try setup.lintOptions(
          context, languages: try languageList(Self.languages, arguments, spec: spec))
        options.only = only
        options.skip = skip
        options.strict = arguments.has(Self.strict)
        let history = arguments.has(Options.history) || setup.configuration.history
        if history && !historyAllowed && !arguments.has(Options.quiet) {
          Terminal.error(
            "note: --new-since leaves the history out: stale translations are not checked\n")
        }
        options.history = history && historyAllowed
        options.configuration.dictionaries =
          arguments.has(Options.dictionaries) || setup.configuration.dictionaries
        var job = LintJob(projects: projects, options: options, discovery: discovery)
        job.keeps = archive?.unpacked
        jobs.append(job)
      } catch let issue as ToolIssue {
        issues.append(issue)
      }
    }
    return (jobs, issues)
  }
}
