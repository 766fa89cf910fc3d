import UsageStrings

/// `usage-strings merge`: translators' work back into the project.
enum MergeCommand: CLICommand {
  static let spec = CommandSpec(
    name: "merge",
    abstract:
      "Merge translations (XLIFF, .xcloc, .strings, .xcstrings) into the project, validated.",
    discussion: """
      Each incoming translation is checked with the rules of 'check' before it is written: one with \
      an error is rejected (and so is one with a warning, with --strict), and one whose source \
      changed since it was translated is rejected as stale unless --accept-stale. Values are edited \
      in place: encoding, BOM, line endings, comments and order are kept, new keys are added in \
      source order with their note, nothing is deleted, and a file with no change is not touched. \
      Each unit goes to the target whose files its input names (an XLIFF <file original>, a \
      .strings file's own path), else to the one target that has its key; one that could go to \
      several is rejected until --target names one. Units of other tables in a whole export are \
      skipped and counted, and so are units in the source language unless --include-source. \
      The summary goes to standard error with --dry-run, so that the diff alone is on standard \
      output. Exits 1 when anything was rejected.
      """,
    arguments: [
      ArgumentSpec(
        name: "input",
        help: "XLIFF files (1.2, 2.0), .xcloc bundles, .strings files or .xcstrings catalogs.",
        isVariadic: true, isRequired: true)
    ],
    options: [
      project.spec, language.spec, target.spec, Options.dryRun.spec, strict.spec,
      acceptStale.spec, includeSource.spec, reporter.spec, templates.spec,
      Options.noProjectEdit.spec,
      Options.config.spec, Options.quiet.spec,
    ])

  static let project = Option<String>(
    "project", "PATH", "The app to merge into (default: the current folder).")
  static let language = Option<String>(
    "language", "LANG",
    "The language of .strings inputs outside a <lang>.lproj folder, and of XLIFF files that name none."
  )
  static let strict = Flag("strict", "Reject translations with warnings too.")
  static let target = Option<String>(
    "target", "NAME", "The target every unit goes to (for units more than one target could take)."
  )
  static let includeSource = Flag(
    "include-source",
    "Write units in a target's source language into its source table (never deleting a key).")
  static let acceptStale = Flag(
    "accept-stale", "Merge translations whose source changed since they were made.")
  static let reporter = Option<SummaryFormat>("reporter", "FORMAT", "The form of the summary.")
  static let templates = Option<String>(
    "templates", "DIR", "A folder of templates for the notes of new keys.")

  /// The forms of the summary.
  enum SummaryFormat: String, CaseIterable, Sendable { case text, json }

  static func run(_ context: RunContext) throws -> Int32 {
    let arguments = context.arguments
    let projectPath = arguments.value(Self.project) ?? "."
    let setup = try Setup.load(for: projectPath, context)
    let language = arguments.value(Self.language)
    if let language, LocaleIdentifier.request(language) == .malformed {
      throw UsageError(
        message: "'\(language)' is not a language code (such as de, pt-BR or zh-Hans)",
        command: spec)
    }
    var issues: [ToolIssue] = []
    var units: [MergeUnit] = []
    for input in arguments.positionals {
      do {
        units += try MergeInput.read(
          Paths.join(context.directory, input), display: input, language: language)
      } catch {
        issues.append(error)
      }
    }
    // No input could be read: the errors alone.
    if units.isEmpty && !issues.isEmpty { return report(issues) }
    let templatesFolder =
      arguments.value(Self.templates).map { Paths.join(context.directory, $0) }
      ?? setup.configuration.templates.map(setup.configuration.resolve)
    var options = MergeOptions(
      configuration: setup.configuration, locales: setup.locales,
      templates: try TemplateSet.load(folder: templatesFolder), displayBase: context.directory)
    options.acceptStale = arguments.has(Self.acceptStale)
    options.strict = arguments.has(Self.strict)
    options.editsProject = !arguments.has(Options.noProjectEdit)
    options.includesSource = arguments.has(Self.includeSource)
    options.target = arguments.value(Self.target)
    let dryRun = arguments.has(Options.dryRun)
    // Read, plan and write; when another run changed a file meanwhile, again from the disk.
    let (planned, failure) = try CommitRetry.run(
      {
        let (project, found) = try ProjectDiscovery.discover(
          Paths.join(context.directory, projectPath),
          options: setup.configuration.discoveryOptions(displayBase: context.directory))
        return (outcome: Merger.plan(units, project: project, options: options), issues: found)
      }, writes: { dryRun ? [] : $0.outcome.writes })
    let outcome = planned.outcome
    if !arguments.has(Options.quiet) {
      for note in outcome.notes { Terminal.error("note: \(note)\n") }
    }
    issues += planned.issues + (failure.map { [$0] } ?? [])
    var diffs: [String: String] = [:]
    if dryRun {
      for write in outcome.writes {
        diffs[write.display] = UnifiedDiff.diff(
          old: write.existing.map { TextFile(path: write.display, bytes: $0).string },
          new: TextFile(path: write.display, bytes: write.bytes).string, path: write.path,
          root: Paths.join(context.directory, projectPath))
      }
    }
    if try arguments.value(Self.reporter) == .json {
      Terminal.out(MergeSummary.json(outcome, diffs: dryRun ? diffs : nil))
    } else {
      for write in outcome.writes { if let diff = diffs[write.display] { Terminal.out(diff) } }
      // A dry run's standard output is the patch alone; --quiet still says what was rejected.
      let summary = MergeSummary.text(outcome, dryRun: dryRun, written: failure == nil)
      if arguments.has(Options.quiet) {
        if outcome.rejectedCount > 0 { Terminal.error(summary) }
      } else if dryRun {
        Terminal.error(summary)
      } else {
        Terminal.out(summary)
      }
    }
    let status = report(issues)
    if status != ExitCode.success { return status }
    return outcome.rejectedCount > 0 ? ExitCode.findings : ExitCode.success
  }
}
