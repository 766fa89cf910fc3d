import UsageStrings

/// `usage-strings man`: the man page, in roff.
enum ManCommand: CLICommand {
  static let spec = CommandSpec(
    name: "man",
    abstract: "Print the man page (roff): usage-strings man > usage-strings.1",
    discussion: "", arguments: [], options: [])

  static func run(_ context: RunContext) throws -> Int32 {
    Terminal.out(ManPage.render(CommandList.all.map(\.spec), version: UsageStringsVersion.current))
    return ExitCode.success
  }
}
