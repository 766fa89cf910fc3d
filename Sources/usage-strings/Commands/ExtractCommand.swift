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

  static func run(_ context: RunContext) throws -> Int32 {
    let arguments = context.arguments
    let format = try arguments.value(Self.format) ?? .json
    let effective = arguments.has(Self.effective)
    if effective, format != .json, format != .table {
      throw ToolIssue.invalidArgument("--effective prints json or table, not \(format.rawValue)")
    }
    var effectiveTargets: [EffectiveTarget] = []
    var issues: [ToolIssue] = []
    var targets: [ExtractedTarget] = []
    var problems: [FileProblem] = []
    var missing: [MissingFile] = []
    for given in arguments.positionals.isEmpty ? ["."] : arguments.positionals {
      do {
        // An archive is read in a scratch folder of its own, kept until it is extracted.
        let archive = try ArchivePath.make(given, context)
        defer { withExtendedLifetime(archive) {} }
        let context = archive?.context ?? context
        let path = archive?.path ?? given
        // The configuration as `check` reads it: the same sources, languages and effective texts.
        let setup = try Setup.load(for: path, context)
        for absolute in setup.paths(for: path, context) {
          let (project, found) = try ProjectDiscovery.discover(
            absolute, options: setup.discoveryOptions(context))
          issues += found
          problems += project.problems
          missing += project.missingFiles
          if effective {
            effectiveTargets += EffectiveExtract.extract(project, resolver: setup.resolver())
            continue
          }
          let extracted = Extractor.extract(
            project, resolver: setup.resolver(), displayBase: context.directory,
            evidence: format == .json)
          targets += extracted.targets
          issues += extracted.issues
        }
      } catch let issue as ToolIssue {
        issues.append(issue)
      }
    }
    if let name = arguments.value(Self.target) {
      let names = effective ? effectiveTargets.map(\.name) : targets.map(\.name)
      guard names.contains(name) else {
        let listed = names.map { "'\($0)'" }.joined(separator: ", ")
        throw ToolIssue.invalidArgument(
          "no target named '\(name)'" + (listed.isEmpty ? "" : "; the targets are \(listed)"))
      }
      targets.removeAll { $0.name != name }
      effectiveTargets.removeAll { $0.name != name }
    }
    if effective {
      try emit(
        format == .table
          ? EffectiveExtract.table(effectiveTargets) : EffectiveExtract.json(effectiveTargets),
        context)
    } else {
      try emit(format.render(targets), context)
    }
    for problem in problems.sorted(by: { $0.location < $1.location }) {
      let position = problem.location.start
      Terminal.message(
        "\(problem.location.file):\(position.line):\(position.column): error: \(problem.message) [\(problem.kind == .syntax ? "syntax-error" : "invalid-encoding")]"
      )
    }
    if !arguments.has(Options.quiet) {
      for file in missing { Terminal.message(file.note) }
      let count =
        effective
        ? effectiveTargets.reduce(0) { $0 + $1.texts.count }
        : targets.reduce(0) { $0 + $1.entries.count }
      let what = effective ? "effective text" : "purpose string"
      let targetCount = effective ? effectiveTargets.count : targets.count
      Terminal.error(
        "Extracted \(count) \(what)\(count == 1 ? "" : "s") from \(targetCount) target\(targetCount == 1 ? "" : "s").\n"
      )
    }
    let status = report(issues)
    return status != ExitCode.success
      ? status : (problems.isEmpty ? ExitCode.success : ExitCode.findings)
  }
}
