import Foundation
import UsageStrings

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and error, and whether they are terminals.
///
/// Everything written passes one guard (docs/SECURITY.md, "Output"): no line may be read by a CI
/// runner as a workflow command — `::` at a line's start, `##[` anywhere. Checked text is
/// escaped where a reporter or a message writes it (`DisplayText`); the guard is the last door,
/// for a line a format starts with checked text.
enum Terminal {
  static func out(_ text: String) { out(Array(text.utf8)) }
  static func out(_ bytes: [UInt8]) {
    FileHandle.standardOutput.write(Data(output.guarded(bytes)))
  }
  static func error(_ text: String) {
    FileHandle.standardError.write(Data(errors.guarded(Array(text.utf8))))
  }

  /// A line of the tool's own words around checked text — an issue, a note, a warning — with
  /// every control character in it written visibly.
  static func message(_ line: String) { error(DisplayText.line(line) + "\n") }

  /// Lets standard output carry the `github` reporter's own workflow commands (the text in them
  /// is escaped as workflow commands escape it).
  static func allowCommandsOnOutput() { output.allowsCommands = true }

  nonisolated(unsafe) private static let output = OutputGuard()
  nonisolated(unsafe) private static let errors = OutputGuard()

  static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
  static var errorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

  /// Colors only on a terminal, and never with `--no-color` or `NO_COLOR`.
  static func useColor(_ arguments: ParsedArguments, terminal: Bool) -> Bool {
    terminal && !arguments.has(Options.noColor)
      && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }

  static var currentDirectory: String { FileManager.default.currentDirectoryPath }

  /// An absolute, normalized path for a command-line argument.
  static func absolute(_ path: String) -> String {
    Paths.join(currentDirectory, path)
  }
}
