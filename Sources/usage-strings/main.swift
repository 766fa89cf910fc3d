import Foundation
import UsageStrings

@MainActor func spec(named name: String) -> CommandEntry? {
  CommandList.all.first { $0.spec.name == name }
}

@MainActor func fail(_ error: UsageError) -> Int32 {
  Terminal.message("error: \(error.message)")
  if let command = error.command {
    Terminal.error("usage: \(Help.usage(command))\n  See 'usage-strings \(command.name) --help'.\n")
  } else {
    Terminal.error("  See 'usage-strings --help'.\n")
  }
  return ExitCode.usage
}

@MainActor func main(_ arguments: [String]) -> Int32 {
  guard let first = arguments.first else {
    Terminal.error(Help.overview(CommandList.all.map(\.spec)))
    return ExitCode.usage
  }
  switch first {
  case "-h", "--help":
    Terminal.out(Help.overview(CommandList.all.map(\.spec)))
    return ExitCode.success
  case "--version":
    Terminal.out(BuildInfo.lines.joined(separator: "\n") + "\n")
    return ExitCode.success
  case "help":
    guard let name = arguments.dropFirst().first else {
      Terminal.out(Help.overview(CommandList.all.map(\.spec)))
      return ExitCode.success
    }
    guard let command = spec(named: name) else {
      return fail(unknownCommand(name))
    }
    Terminal.out(Help.text(for: command.spec))
    return ExitCode.success
  default:
    break
  }
  guard let command = spec(named: first) else { return fail(unknownCommand(first)) }
  do {
    let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: command.spec)
    if parsed.has(Options.help) {
      Terminal.out(Help.text(for: command.spec))
      return ExitCode.success
    }
    return try command.run(RunContext(arguments: parsed, directory: Terminal.currentDirectory))
  } catch let error as UsageError {
    return fail(error)
  } catch let issue as ToolIssue {
    Terminal.message("error: \(issue.message) [\(issue.id)]")
    return ExitCode.toolFailure
  } catch {
    Terminal.message("error: \(error)")
    return ExitCode.toolFailure
  }
}

@MainActor func unknownCommand(_ name: String) -> UsageError {
  let names = CommandList.all.map(\.spec.name) + ["help"]
  let hint = EditDistance.nearest(name, in: names).map { "; did you mean '\($0)'?" } ?? ""
  return UsageError(message: "unknown command '\(name)'\(hint)", command: nil)
}

exit(main(Array(CommandLine.arguments.dropFirst())))
