import Foundation
import UsageStrings

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and error, and whether they are terminals.
enum Terminal {
  static func out(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
  static func out(_ bytes: [UInt8]) { FileHandle.standardOutput.write(Data(bytes)) }
  static func error(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }

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
