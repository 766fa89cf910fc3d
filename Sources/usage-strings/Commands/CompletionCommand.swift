import UsageStrings

/// `usage-strings completion bash|zsh|fish`: a completion script for the shell.
enum CompletionCommand: CLICommand {
  static let spec = CommandSpec(
    name: "completion",
    abstract: "Print a shell completion script (bash, zsh or fish).",
    discussion: """
      bash: source <(usage-strings completion bash), or save it in your bash-completion folder. \
      zsh: save it as _usage-strings in a folder of your fpath. fish: save it as \
      ~/.config/fish/completions/usage-strings.fish.
      """,
    arguments: [
      ArgumentSpec(name: "shell", help: "bash, zsh or fish.", isVariadic: false, isRequired: true)
    ],
    options: [])

  static func run(_ context: RunContext) throws -> Int32 {
    let specs = CommandList.all.map(\.spec)
    switch context.arguments.positionals.first {
    case "bash": Terminal.out(Completions.bash(specs))
    case "zsh": Terminal.out(Completions.zsh(specs))
    case "fish": Terminal.out(Completions.fish(specs))
    case let shell:
      throw UsageError(
        message: shell.map { "no completion for '\($0)'; choose bash, zsh or fish" }
          ?? "missing the shell: bash, zsh or fish", command: spec)
    }
    return ExitCode.success
  }
}
