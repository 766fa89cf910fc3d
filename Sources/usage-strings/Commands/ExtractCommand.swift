import UsageStrings

/// `usage-strings extract`: every purpose string of every target.
enum ExtractCommand: CLICommand {
  static let spec = CommandSpec(
    name: "extract",
    abstract: "List every purpose string of every target, with its origin.",
    discussion: """
      Finds the purpose strings of an app in its Info.plist files (XML, binary or JSON), in the \
      INFOPLIST_KEY_ build settings of its Xcode project and .xcconfig files, and reports each with \
      its key, service, value, file, line, target and build configuration. The strings and xcstrings \
      forms print the source-language table a project would commit.
      """,
    arguments: [
      ArgumentSpec(
        name: "path",
        help: "An app's folder, an .xcodeproj, or single files (default: the current folder).",
        isVariadic: true, isRequired: false)
    ],
    options: [
      format.spec, effective.spec, Options.output.spec, target.spec, Options.config.spec,
      Options.sourceLanguage.spec, Options.quiet.spec, Options.noColor.spec,
    ])

  static let format = Option<ExtractFormat>("format", "FORMAT", "The output form.")
  static let effective = Flag(
    "effective",
    "For each target, language it ships and key: the text the alert shows there and where it comes from (json or table)."
  )
  static let target = Option<String>(
    "target", "NAME",
    "Only this target (for the strings and xcstrings forms of an app with several).")

  /// What the paths hold: the purpose strings or effective texts of their targets, and what
  /// could not be read.
  struct Extracted {
    var targets: [ExtractedTarget] = []
    var effective: [EffectiveTarget] = []
    var issues: [ToolIssue] = []
    var problems: [FileProblem] = []
    var missing: [MissingFile] = []
  }

  static func run(_ context: RunContext) throws -> Int32 {
    let arguments = context.arguments
    let format = try arguments.value(Self.format) ?? .json
    let effective = arguments.has(Self.effective)
    if effective, format != .json, format != .table {
      throw ToolIssue.invalidArgument("--effective prints json or table, not \(format.rawValue)")
    }
    var extracted = Extracted()
    for given in arguments.positionals.isEmpty ? ["."] : arguments.positionals {
      do {
        try extract(given, into: &extracted, effective: effective, format: format, context)
      } catch let issue as ToolIssue {
        extracted.issues.append(issue)
      }
    }
    if let name = arguments.value(Self.target) { try keep(name, of: &extracted, effective) }
    if effective {
      try emit(
        format == .table
          ? EffectiveExtract.table(extracted.effective)
          : EffectiveExtract.json(extracted.effective), context)
    } else {
      try emit(format.render(extracted.targets), context)
    }
    show(extracted, effective: effective, quiet: arguments.has(Options.quiet))
    let status = report(extracted.issues)
    return status != ExitCode.success
      ? status : (extracted.problems.isEmpty ? ExitCode.success : ExitCode.findings)
  }

  /// Reads one path (an archive in a scratch folder of its own, kept until it is extracted) with
  /// the configuration as `check` reads it: the same sources, languages and effective texts.
  static func extract(
    _ given: String, into extracted: inout Extracted, effective: Bool, format: ExtractFormat,
    _ context: RunContext
  ) throws {
    let archive = try ArchivePath.make(given, context)
    defer { withExtendedLifetime(archive) {} }
    let context = archive?.context ?? context
    let path = archive?.path ?? given
    let setup = try Setup.load(for: path, context)
    let resolver = setup.resolver
    for absolute in setup.paths(for: path, context) {
      let (project, found) = try ProjectDiscovery.discover(
        absolute, options: setup.discoveryOptions(context))
      extracted.issues += found
      extracted.problems += project.problems
      extracted.missing += project.missingFiles
      if effective {
        extracted.effective += EffectiveExtract.extract(project, resolver: resolver)
        continue
      }
      let result = Extractor.extract(
        project, resolver: resolver, displayBase: context.directory,
        evidence: format == .json)
      extracted.targets += result.targets
      extracted.issues += result.issues
    }
  }

  /// Only the target `--target` names; a name no target has is an error listing those there are.
  static func keep(_ name: String, of extracted: inout Extracted, _ effective: Bool) throws {
    let names = effective ? extracted.effective.map(\.name) : extracted.targets.map(\.name)
    guard names.contains(name) else {
      let listed = names.map { "'\($0)'" }.joined(separator: ", ")
      throw ToolIssue.invalidArgument(
        "no target named '\(name)'" + (listed.isEmpty ? "" : "; the targets are \(listed)"))
    }
    extracted.targets.removeAll { $0.name != name }
    extracted.effective.removeAll { $0.name != name }
  }

  /// The files that did not parse, the missing ones, and the count on standard error.
  static func show(_ extracted: Extracted, effective: Bool, quiet: Bool) {
    for problem in extracted.problems.sorted(by: { $0.location < $1.location }) {
      let position = problem.location.start
      Terminal.message(
        "\(problem.location.file):\(position.line):\(position.column): error: \(problem.message) [\(problem.kind == .syntax ? "syntax-error" : "invalid-encoding")]"
      )
    }
    guard !quiet else { return }
    for file in extracted.missing { Terminal.message(file.note) }
    let count =
      effective
      ? extracted.effective.reduce(0) { $0 + $1.texts.count }
      : extracted.targets.reduce(0) { $0 + $1.entries.count }
    let what = effective ? "effective text" : "purpose string"
    let targetCount = effective ? extracted.effective.count : extracted.targets.count
    Terminal.error(
      "Extracted \(count) \(what)\(count == 1 ? "" : "s") from \(targetCount) target\(targetCount == 1 ? "" : "s").\n"
    )
  }
}
