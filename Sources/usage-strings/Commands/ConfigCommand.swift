import UsageStrings

/// `usage-strings config dump`: the effective configuration.
enum ConfigCommand: CLICommand {
  static let spec = CommandSpec(
    name: "config",
    abstract: "Print the effective configuration ('config dump').",
    discussion:
      "Prints the configuration that applies to PATH (default: the current folder) as JSON: the file's values over the defaults, with every rule's effective setting.",
    arguments: [
      ArgumentSpec(name: "action", help: "dump", isVariadic: false, isRequired: true),
      ArgumentSpec(
        name: "path", help: "The folder whose configuration to show (default: the current folder).",
        isVariadic: false, isRequired: false),
    ],
    options: [Options.config.spec, Options.quiet.spec])

  static func run(_ context: RunContext) throws -> Int32 {
    let positionals = context.arguments.positionals
    guard positionals.first == "dump" else {
      throw UsageError(
        message: "unknown action '\(positionals.first ?? "")'; use 'config dump'", command: spec)
    }
    let setup = try Setup.load(for: positionals.dropFirst().first ?? ".", context)
    let file = setup.configurationPath.map { Paths.relative($0, to: context.directory) }
    Terminal.out(
      ConfigurationDump.render(
        setup.configuration, file: file, rules: RuleRegistry.all.map(\.description),
        locales: setup.locales))
    return ExitCode.success
  }
}
