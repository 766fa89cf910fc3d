import Foundation
import UsageStrings

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// Standard output and error, and whether they are terminals.
///
/// Everything written passes one guard (docs/SECURITY.md, "Output"): no line may be read by a CI
/// runner as a workflow command — `::` at a line's start, `##[` anywhere. Checked text is
/// escaped where a reporter or a message writes it (`DisplayText`); the guard is the last door,
/// for a line a format starts with checked text.
enum Terminal {
  static func out(_ text: String) { out(Array(text.utf8)) }
  static func out(_ bytes: [UInt8]) { write(output.guarded(bytes), to: STDOUT_FILENO) }
  static func error(_ text: String) { write(errors.guarded(Array(text.utf8)), to: STDERR_FILENO) }

  /// Writes every byte, or ends the run as a closed pipe ends it: by SIGPIPE, even where the
  /// parent ignores the signal (a CI runner may) and a write only fails with EPIPE.
  static func write(_ bytes: [UInt8], to descriptor: Int32) {
    var start = 0
    while start < bytes.count {
      let written = bytes[start...].withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress, $0.count)
      }
      if written > 0 {
        start += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        endAsAClosedPipe()
      }
    }
  }

  private static func endAsAClosedPipe() -> Never {
    signal(SIGPIPE, SIG_DFL)
    raise(SIGPIPE)
    exit(1)
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
