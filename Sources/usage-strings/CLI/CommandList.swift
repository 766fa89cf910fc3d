import UsageStrings

/// A command as the dispatcher sees it.
struct CommandEntry: Sendable {
  var spec: CommandSpec
  var run: @Sendable (RunContext) throws -> Int32

  init<Command: CLICommand>(_ command: Command.Type) {
    spec = Command.spec
    run = { try Command.run($0) }
  }
}

/// Every command, in the order `--help` lists them.
enum CommandList {
  static let all: [CommandEntry] = [
    CommandEntry(ExtractCommand.self), CommandEntry(GenerateCommand.self),
    CommandEntry(CheckCommand.self), CommandEntry(RulesCommand.self),
    CommandEntry(MergeCommand.self), CommandEntry(ConfigCommand.self),
    CommandEntry(ReportCommand.self), CommandEntry(CompletionCommand.self),
    CommandEntry(ManCommand.self),
  ]
}
