import Foundation
import UsageStrings

/// `usage-strings generate`: skeletons for translators.
enum GenerateCommand: CLICommand {
  static let spec = CommandSpec(
    name: "generate",
    abstract: "Write or update translation skeletons: .strings, an .xcstrings catalog, or XLIFF.",
    discussion: """
      For each target and language, writes the keys to translate with a note for the translator \
      (the service, the source text, the length budget for the language, what App Review asks, the \
      plural forms the language needs), rendered from templates/. An existing file keeps every \
      translation, comment and its encoding: missing keys are added in source order, translations \
      whose source changed are marked stale, nothing is deleted, and a second run changes nothing.
      """,
    arguments: [
      ArgumentSpec(
        name: "path",
        help: "An app's folder, an .xcodeproj, or single files (default: the current folder).",
        isVariadic: true, isRequired: false)
    ],
    options: [
      languages.spec, pseudo.spec, removePseudo.spec, format.spec, output.spec,
      Options.templates.spec,
      Options.dryRun.spec,
      Options.noProjectEdit.spec, Options.history.spec,
      Options.config.spec,
      Options.sourceLanguage.spec, Options.quiet.spec,
    ])

  static let languages = Option<[String]>.list(
    "languages", "LIST", "The languages to write (comma-separated; default: the configuration's).")
  static let pseudo = Flag(
    "pseudo",
    "Write the pseudo-locales en-XA (accented, expanded as translations grow) and ar-XB (right to left), besides any --languages."
  )
  static let format = Option<GenerateFormat>(
    "format", "FORMAT",
    "What to write (default: what each target uses — its catalog or its .strings tables — else the configuration's 'format', else strings)."
  )
  static let output = Option<String>(
    "output", short: "o", "DIR",
    "Write into DIR instead of the project's folders (XLIFF: instead of the current folder).")

  static func run(_ context: RunContext) throws -> Int32 {
    let arguments = context.arguments
    if arguments.has(Self.removePseudo) { return try runRemoval(context) }
    let quiet = arguments.has(Options.quiet)
    let dryRun = arguments.has(Options.dryRun)
    var issues: [ToolIssue] = []
    var written = 0
    var unchanged = 0
    for path in arguments.positionals.isEmpty ? ["."] : arguments.positionals {
      let setup = try Setup.load(for: path, context)
      let options = try generateOptions(setup, context)
      let (planned, failure) = try CommitRetry.run(
        {
          var found: [ToolIssue] = []
          let projects = setup.projects(for: path, context, issues: &found)
          let (writes, notes) = try Generator.plan(projects, options: options)
          let missing = projects.flatMap(\.missingFiles).map(\.message)
          return (writes: writes, notes: missing + notes, issues: found)
        },
        changes: { dryRun ? DiskChanges() : changes($0.writes) },
        confinedTo: [setup.checkout] + (options.outputDirectory.map { [Checkout(root: $0)] } ?? []))
      issues += planned.issues + (failure.map { [$0] } ?? [])
      if !quiet { for note in planned.notes { Terminal.message("note: \(note)") } }
      for write in planned.writes {
        guard write.isChange else {
          unchanged += 1
          continue
        }
        written += failure == nil ? 1 : 0
        if dryRun {
          Terminal.out(write.unifiedDiff(root: Paths.join(context.directory, path)))
        }
      }
    }
    if !quiet {
      let verb = dryRun ? "Would write" : "Wrote"
      Terminal.error("\(verb) \(written) file\(written == 1 ? "" : "s"); \(unchanged) unchanged.\n")
    }
    return report(issues)
  }

  /// The writes, and an export's Notes folder, empty as Xcode writes it (screenshots go there).
  static func changes(_ writes: [PlannedWrite]) -> DiskChanges {
    let notes = writes.filter { $0.path.hasSuffix(".xcloc/contents.json") }.map {
      Paths.join(Paths.parent($0.path), "Notes")
    }
    return DiskChanges(writes: writes, folders: notes)
  }

  /// The generate options of the command line and the configuration of a path.
  static func generateOptions(_ setup: Setup, _ context: RunContext) throws -> GenerateOptions {
    let arguments = context.arguments
    var options = GenerateOptions(
      languages: try languages(setup, arguments),
      format: try arguments.value(Self.format),
      outputDirectory: arguments.value(Self.output).map { Paths.join(context.directory, $0) },
      templates: try setup.templates(Options.templates, context), locales: try setup.locales,
      configuration: setup.configuration, displayBase: context.directory)
    options.version = UsageStringsVersion.current
    options.editsProject = !arguments.has(Options.noProjectEdit)
    options.history = arguments.has(Options.history) || setup.configuration.history
    return options
  }

  /// `--languages` and `--pseudo`'s, else the configuration's: each once, each a locale.
  static func languages(_ setup: Setup, _ arguments: ParsedArguments) throws -> [LocaleIdentifier] {
    let pseudo = arguments.has(Self.pseudo) ? Pseudolocale.allCases.map(\.rawValue) : []
    let asked = try languageList(Self.languages, arguments, spec: spec)
    guard
      let names = asked.map({ $0 + pseudo })
        ?? (pseudo.isEmpty ? setup.configuration.languages : pseudo),
      !names.isEmpty
    else {
      throw UsageError(
        message: "no languages: pass '--languages de,fr' or set 'languages' in the configuration",
        command: spec)
    }
    // `--languages en-XA --pseudo` (or `en_XA`) names one language once.
    var seen: Set<String> = []
    return try names.compactMap { name -> LocaleIdentifier? in
      let locale = LocaleIdentifier(name)
      guard locale.isUsable, locale.kind != .base else {
        throw UsageError(message: "'\(name)' is not a locale identifier", command: spec)
      }
      return seen.insert(locale.canonical).inserted ? locale : nil
    }
  }
}
