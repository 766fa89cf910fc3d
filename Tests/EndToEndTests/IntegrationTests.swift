import Foundation
import Testing

/// Shell completions, the man page and progress output, as a shell and a terminal see them.
@Suite struct IntegrationTests {
  static func available(_ tool: String) -> Bool {
    ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"].contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
    }
  }

  /// Runs a shell script with the tool's folder first on PATH.
  static func shell(_ program: String, _ script: String) throws -> Binary.Result {
    try Binary.execute(
      URL(fileURLWithPath: "/usr/bin/env"), [program, "-c", script],
      environment: ["PATH": Binary.pathWithTool])
  }

  @Test(.enabled(if: available("bash")))
  func bashCompletionLoadsAndCompletes() throws {
    let result = try Self.shell(
      "bash",
      """
      source <(usage-strings completion bash) || exit 1
      complete -p usage-strings
      complete() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _usage_strings; echo "${COMPREPLY[*]}"; }
      complete usage-strings ch
      complete usage-strings check --rep
      complete usage-strings check --reporter ""
      complete usage-strings rules headline-too
      complete usage-strings completion ""
      """)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n").map(String.init) == [
        "complete -o filenames -F _usage_strings usage-strings",
        "check", "--reporter", "text xcode json sarif junit github markdown gitlab checkstyle",
        "headline-too-long",
        "bash zsh fish",
      ], "\(result.stdout)")
  }

  @Test(arguments: ["zsh", "fish"])
  func otherShellsParseTheirScripts(_ shell: String) throws {
    let script = try Binary.run(["completion", shell])
    #expect(script.status == 0)
    #expect(
      script.stdout.contains("usage-strings")
        && script.stdout.contains(shell == "fish" ? "-l reporter" : "--reporter"))
    // Parsed by the shell itself where it is installed (`-n`: read, do not run).
    guard Self.available(shell) else { return }
    let file = try Binary.temporaryFolder().appendingPathComponent("completion.\(shell)")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    try Data(script.stdout.utf8).write(to: file)
    let parsed = try Self.shell(shell, "\(shell) -n '\(file.path)'")
    #expect(parsed.status == 0, "\(parsed.stderr)")
  }

  @Test func unknownShellIsAUsageError() throws {
    let result = try Binary.run(["completion", "powershell"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("no completion for 'powershell'"))
  }

  /// Every command and option of `--help` is in the man page, which groff renders without warnings.
  @Test func manPageCoversEveryCommandAndRenders() throws {
    let page = try Binary.run(["man"])
    #expect(page.status == 0)
    #expect(page.stdout.hasPrefix(".TH USAGE\\-STRINGS 1"))
    for command in [
      "extract", "generate", "check", "rules", "merge", "config", "report", "completion",
    ] {
      let help = try Binary.run([command, "--help"])
      #expect(page.stdout.contains("usage\\-strings \(command)"), "\(command)")
      for option in help.stdout.matches(of: /--([a-z-]+)/).map({ String($0.1) }) {
        #expect(
          page.stdout.contains("\\-\\-\(option.replacingOccurrences(of: "-", with: "\\-"))"),
          "\(command) --\(option)")
      }
    }
    guard Self.available("groff") else { return }
    let file = try Binary.temporaryFolder().appendingPathComponent("usage-strings.1")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    try Data(page.stdout.utf8).write(to: file)
    let rendered = try Self.shell("sh", "groff -man -Tutf8 -ww '\(file.path)' > /dev/null")
    #expect(rendered.status == 0 && rendered.stderr.isEmpty, "\(rendered.stderr)")
  }

  /// Progress appears on a terminal (a pseudo-terminal made by `script`) once a run is slow
  /// (`USAGE_STRINGS_PROGRESS_DELAY=0` stands in for two seconds), never before, never in a pipe.
  @Test(
    .enabled(
      if: available("script") && ProcessInfo.processInfo.environment["USAGE_STRINGS_NO_PTY"] == nil)
  )
  func progressOnATerminalOnly() throws {
    let piped = try Binary.run(
      ["check", "Examples", "--reporter", "json"],
      environment: ["USAGE_STRINGS_PROGRESS_DELAY": "0"])
    #expect(piped.status == 1, "\(piped.stderr)")
    #expect(!piped.stderr.contains("Checked 4 files,") || !piped.stderr.contains("\r"))
    #expect(!piped.stderr.contains("\u{1B}["))
    let slow = try Self.onATerminal("USAGE_STRINGS_PROGRESS_DELAY=0")
    #expect(slow.contains("\u{1B}[2KReading Examples…\r"), "\(slow.debugDescription)")
    #expect(slow.contains("\u{1B}[2KChecked "), "\(slow.debugDescription)")
    let quick = try Self.onATerminal("")
    #expect(!quick.contains("\u{1B}[2K"), "\(quick.debugDescription)")
    #expect(quick.contains("Checked 10 files, 90 strings: 5 errors"), "\(quick.debugDescription)")
    // NO_COLOR: a terminal still gets progress, but the report never color.
    let colorless = try Self.shell(
      "sh",
      "cd '\(Binary.packageRoot.path)' && NO_COLOR=1 script -qec '\(Binary.url.path) check Examples' /dev/null"
    )
    #expect(!colorless.stdout.contains("\u{1B}[3"), "\(colorless.stdout.debugDescription)")
  }

  /// What `check Examples` writes to a terminal's standard error, with `environment` (assignments
  /// a shell reads) set.
  static func onATerminal(_ environment: String) throws -> String {
    #if os(Linux)
      let command =
        "script -qec '\(Binary.url.path) check Examples --reporter json --output /dev/null' /dev/null"
    #else
      let command =
        "script -q /dev/null '\(Binary.url.path)' check Examples --reporter json --output /dev/null"
    #endif
    let result = try Self.shell(
      "sh", "cd '\(Binary.packageRoot.path)' && \(environment) \(command)")
    return result.stdout
  }
}
