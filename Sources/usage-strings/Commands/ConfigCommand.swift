import UsageStrings

/// `usage-strings config dump`: the effective configuration; `config init`: a new file.
enum ConfigCommand: CLICommand {
  static let spec = CommandSpec(
    name: "config",
    abstract: "Print the effective configuration ('config dump'), or start one ('config init').",
    discussion:
      "'dump' prints the configuration that applies to PATH (default: the current folder) as JSON: the file's values over the defaults, with every rule's effective setting; the output loads back as a configuration. 'init' writes .usage-strings.json in PATH with every key at its default and a comment saying what it does (never over an existing file).",
    arguments: [
      ArgumentSpec(name: "action", help: "dump or init", isVariadic: false, isRequired: true),
      ArgumentSpec(
        name: "path",
        help: "The folder whose configuration to show or start (default: the current folder).",
        isVariadic: false, isRequired: false),
    ],
    options: [Options.config.spec, Options.quiet.spec])

  static func run(_ context: RunContext) throws -> Int32 {
    let positionals = context.arguments.positionals
    let folder = positionals.dropFirst().first ?? "."
    switch positionals.first {
    case "dump": return try dump(folder, context)
    case "init":
      let written = try ConfigurationTemplate.write(
        into: Paths.join(context.directory, folder), display: folder)
      if !context.arguments.has(Options.quiet) { Terminal.message("Wrote \(written).") }
      return ExitCode.success
    default:
      throw UsageError(
        message: "unknown action '\(positionals.first ?? "")'; use 'config dump' or 'config init'",
        command: spec)
    }
  }

  static func dump(_ folder: String, _ context: RunContext) throws -> Int32 {
    let setup = try Setup.load(for: folder, context)
    let file = setup.configurationPath.map { Paths.relative($0, to: context.directory) }
    Terminal.out(
      ConfigurationDump.render(
        setup.configuration, file: file, rules: RuleRegistry.all.map(\.description)))
    return ExitCode.success
  }
}
