import UsageStrings

/// What every command gets to run with.
struct RunContext {
  var arguments: ParsedArguments
  /// The working directory, which paths are shown relative to.
  var directory: String
  /// The checkout's top when it is known (a revision's files in a scratch folder); nil: the git
  /// work tree the path lies in, or the path.
  var checkoutRoot: String? = nil
}

/// A subcommand: its spec for parsing and help, and `run`, which returns the exit status.
protocol CLICommand: SendableType {
  static var spec: CommandSpec { get }
  /// Runs the command. Tool failures are thrown as `ToolIssue`, usage mistakes as `UsageError`.
  static func run(_ context: RunContext) throws -> Int32
}

/// The documented exit statuses.
enum ExitCode {
  static let success: Int32 = 0
  static let findings: Int32 = 1
  static let toolFailure: Int32 = 2
  static let usage: Int32 = 64
}

extension CLICommand {
  /// Writes a command's result where `ReportOutput` sends a report: `--output` (atomically, or
  /// as it is to a device or pipe) or standard output.
  static func emit(_ text: String, _ context: RunContext) throws(ToolIssue) {
    let output = try ReportOutput(context)
    try output.write(text)
    try output.finish()
  }

  /// Reports tool issues on stderr; returns the exit status they mean.
  static func report(_ issues: [ToolIssue]) -> Int32 {
    for issue in issues { Terminal.message("error: \(issue.message) [\(issue.id)]") }
    return issues.isEmpty ? ExitCode.success : ExitCode.toolFailure
  }
}
