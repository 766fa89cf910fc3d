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
      format.spec, Options.output.spec, target.spec, Options.sourceLanguage.spec,
      Options.quiet.spec, Options.noColor.spec,
    ])

  static let format = Option<ExtractFormat>("format", "FORMAT", "The output form.")
  static let target = Option<String>(
    "target", "NAME",
    "Only this target (for the strings and xcstrings forms of an app with several).")

  static func run(_ context: RunContext) throws -> Int32 {
    let arguments = context.arguments
    let format = try arguments.value(Self.format) ?? .json
    let options = DiscoveryOptions(
      sourceLanguage: arguments.value(Options.sourceLanguage), displayBase: context.directory)
    var issues: [ToolIssue] = []
    var targets: [ExtractedTarget] = []
    var problems: [FileProblem] = []
    var missing: [MissingFile] = []
    for path in arguments.positionals.isEmpty ? ["."] : arguments.positionals {
      do {
        let (project, found) = try ProjectDiscovery.discover(
          Paths.join(context.directory, path), options: options)
        issues += found
        problems += project.problems
        missing += project.missingFiles
        let extracted = Extractor.extract(
          project, displayBase: context.directory, evidence: format == .json)
        targets += extracted.targets
        issues += extracted.issues
      } catch {
        issues.append(error)
      }
    }
    if let name = arguments.value(Self.target) {
      let chosen = targets.filter { $0.name == name }
      if chosen.isEmpty {
        let names = targets.map { "'\($0.name)'" }.joined(separator: ", ")
        throw ToolIssue.invalidArgument(
          "no target named '\(name)'" + (names.isEmpty ? "" : "; the targets are \(names)"))
      }
      targets = chosen
    }
    try emit(format.render(targets), context)
    for problem in problems.sorted(by: { $0.location < $1.location }) {
      let position = problem.location.start
      Terminal.error(
        "\(problem.location.file):\(position.line):\(position.column): error: \(problem.message) [\(problem.kind == .syntax ? "syntax-error" : "invalid-encoding")]\n"
      )
    }
    if !arguments.has(Options.quiet) {
      for file in missing { Terminal.error(file.note + "\n") }
      let count = targets.reduce(0) { $0 + $1.entries.count }
      Terminal.error(
        "Extracted \(count) purpose string\(count == 1 ? "" : "s") from \(targets.count) target\(targets.count == 1 ? "" : "s").\n"
      )
    }
    let status = report(issues)
    return status != ExitCode.success
      ? status : (problems.isEmpty ? ExitCode.success : ExitCode.findings)
  }
}
