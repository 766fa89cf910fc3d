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
      Each unit goes to the target whose files its input names (an XLIFF <file original>), \
      else to the one target that has its key; a unit whose original names a file or folder the \
      project does not have is another project's and is skipped, and one that could go to \
      several files is rejected unless --target names one. A copy of the source never replaces \
      a translation. Units of other tables in a whole export are skipped and counted, and so are \
      units not yet translated, of retired keys, and in the source language unless \
      --include-source. A unit marked for review stays marked in a catalog; into a .strings \
      table it is merged and listed as unreviewed (rejected with --strict). \
      The summary goes to standard error with --dry-run, so that the diff alone is on standard \
      output. Exits 1 when a unit was rejected for a defect of its own (a check rule's error, a \
      conflict, a stale source), 2 when an input cannot be read or contradicts itself. \
      A delivery never puts back an older value: a unit of the tool's own export whose text the \
      translator left while the project changed it since, or a text the table held before and \
      changed since (by the git history, for any other delivery), keeps the project's value and \
      is counted "newer in the project"; --accept-older merges it anyway.
      """,
    arguments: [
      ArgumentSpec(
        name: "input",
        help: "XLIFF files (1.2, 2.0), .xcloc bundles, .strings files or .xcstrings catalogs.",
        isVariadic: true, isRequired: true)
    ],
    options: [
      project.spec, language.spec, target.spec, Options.dryRun.spec, strict.spec,
      acceptStale.spec, acceptOlder.spec, includeSource.spec, map.spec, reporter.spec,
      templates.spec,
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
    "target", "NAME",
    "The target for units whose input names no file of one (a .strings file, a platform's XLIFF), or leaves several open."
  )
  static let includeSource = Flag(
    "include-source",
    "Write units in a target's source language into its source table (never deleting a key).")
  static let acceptStale = Flag(
    "accept-stale", "Merge translations whose source changed since they were made.")
  static let map = Option<[String]>.list(
    "map", "OLD=NEW",
    "A folder renamed since the input was made: units whose file (XLIFF original) is under OLD go to the same path under NEW (comma-separated, or repeated)."
  )
  static let acceptOlder = Flag(
    "accept-older",
    "Merge delivered texts older than the project's values (changed in the project since).")
  static let reporter = Option<SummaryFormat>("reporter", "FORMAT", "The form of the summary.")
  static let templates = Option<String>(
    "templates", "DIR", "A folder of templates for the notes of new keys.")

  /// The forms of the summary.
  enum SummaryFormat: String, CaseIterable, Sendable { case text, json }

  /// A `--target` the project does not have is a mistake on the command line, not in a unit.
  static func checkTarget(_ name: String?, in project: Project) throws {
    guard let name, !project.targets.contains(where: { $0.name == name }) else { return }
    let names = project.targets.map { "'\($0.name)'" }.joined(separator: ", ")
    throw UsageError(
      message: "the project has no target '\(name)' (its targets: \(names))", command: spec)
  }

  /// `--map OLD=NEW` pairs: folder paths as an XLIFF `original` writes them, never empty.
  static func folderMap(_ items: [String]) throws -> [(old: String, new: String)] {
    try items.map { item in
      let parts = item.split(separator: "=", maxSplits: 1).map {
        String(
          $0.drop { $0 == "/" || $0 == " " }.reversed().drop { $0 == "/" || $0 == " " }.reversed())
      }
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw UsageError(
          message:
            "'--map' takes OLD=NEW, two folder paths (such as 'OldApp=NewApp'), not '\(item)'",
          command: spec)
      }
      return (parts[0], parts[1])
    }
  }

  static func run(_ context: RunContext) throws -> Int32 {
    let arguments = context.arguments
    let projectPath = arguments.value(Self.project) ?? "."
    let setup = try Setup.load(for: projectPath, context)
    var (units, issues) = try inputs(context)
    // No input could be read: the errors alone.
    if units.isEmpty && !issues.isEmpty { return report(issues) }
    let options = try mergeOptions(setup, context)
    let dryRun = arguments.has(Options.dryRun)
    // Read, plan and write; when another run changed a file meanwhile, again from the disk.
    let (planned, failure) = try CommitRetry.run(
      {
        let (project, found) = try ProjectDiscovery.discover(
          Paths.join(context.directory, projectPath),
          options: setup.discoveryOptions(context))
        try checkTarget(options.target, in: project)
        var outcome = Merger.plan(units, project: project, options: options)
        outcome.notes = project.missingFiles.map(\.message) + outcome.notes
        return (outcome: outcome, issues: found)
      }, changes: { DiskChanges(writes: dryRun ? [] : $0.outcome.writes) },
      confinedTo: [setup.checkout])
    units = []
    issues += planned.issues + (failure.map { [$0] } ?? [])
    try show(planned.outcome, written: failure == nil, root: setup.checkout.root, context)
    let status = report(issues)
    if status != ExitCode.success { return status }
    return planned.outcome.rejectedCount > 0 ? ExitCode.findings : ExitCode.success
  }

  /// The units of every input (the same input given twice read once), and what could not be read.
  static func inputs(_ context: RunContext) throws -> ([MergeUnit], [ToolIssue]) {
    let arguments = context.arguments
    let language = arguments.value(Self.language)
    if let language, LocaleIdentifier.request(language) == .malformed {
      throw UsageError(
        message: "'\(language)' is not a language code (such as de, pt-BR or zh-Hans)",
        command: spec)
    }
    var issues: [ToolIssue] = []
    var units: [MergeUnit] = []
    var read: Set<String> = []
    for input in arguments.positionals
    where read.insert(Paths.normalize(Paths.join(context.directory, input))).inserted {
      do {
        units += try MergeInput.read(
          Paths.join(context.directory, input), display: input, language: language)
      } catch {
        issues.append(error)
      }
    }
    return (units, issues)
  }

  /// The merge options of the command line and the configuration.
  static func mergeOptions(_ setup: Setup, _ context: RunContext) throws -> MergeOptions {
    let arguments = context.arguments
    var options = MergeOptions(
      configuration: setup.configuration, locales: try setup.locales,
      templates: try setup.templates(Self.templates, context), displayBase: context.directory)
    options.acceptStale = arguments.has(Self.acceptStale)
    options.acceptOlder = arguments.has(Self.acceptOlder)
    options.strict = arguments.has(Self.strict)
    options.editsProject = !arguments.has(Options.noProjectEdit)
    options.includesSource = arguments.has(Self.includeSource)
    options.target = arguments.value(Self.target)
    options.folderMap = try folderMap(arguments.list(Self.map) ?? [])
    return options
  }

  /// The notes, a dry run's patch and the summary (text or JSON). Patch paths are relative to
  /// the checkout's top (`root`: the git work tree, else the project's folder), as `git apply`
  /// reads them from anywhere in the repository.
  static func show(_ outcome: MergeReport, written: Bool, root: String, _ context: RunContext)
    throws
  {
    let arguments = context.arguments
    let dryRun = arguments.has(Options.dryRun)
    let quiet = arguments.has(Options.quiet)
    if !quiet {
      for note in outcome.notes { Terminal.message("note: \(note)") }
    }
    var diffs: [String: String] = [:]
    if dryRun {
      for write in outcome.writes { diffs[write.display] = write.unifiedDiff(root: root) }
    }
    if try arguments.value(Self.reporter) == .json {
      Terminal.out(MergeSummary.json(outcome, diffs: dryRun ? diffs : nil))
      return
    }
    for write in outcome.writes { if let diff = diffs[write.display] { Terminal.out(diff) } }
    // A dry run's standard output is the patch alone; --quiet still says what was rejected.
    let summary = MergeSummary.text(outcome, dryRun: dryRun, written: written)
    if quiet {
      if outcome.rejectedCount > 0 { Terminal.error(summary) }
    } else if dryRun {
      Terminal.error(summary)
    } else {
      Terminal.out(summary)
    }
  }
}
