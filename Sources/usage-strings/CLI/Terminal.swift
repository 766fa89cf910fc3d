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

  nonisolated(unsafe) private static let output = LineGuard()
  nonisolated(unsafe) private static let errors = LineGuard()

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

/// The guard of one stream: each line that starts at the start of a line (where the previous
/// write ended one) and would be read as a workflow command gets its first `:` escaped, and
/// `##[` is broken everywhere.
final class LineGuard {
  private var atLineStart = true
  var allowsCommands = false

  func guarded(_ bytes: [UInt8]) -> [UInt8] {
    guard !bytes.isEmpty else { return bytes }
    defer { atLineStart = bytes.last == 0x0A || bytes.last == 0x0D }
    guard needsGuard(bytes) else { return bytes }
    let text = String(decoding: bytes, as: UTF8.self)
    var result = ""
    var index = text.startIndex
    var lineStarts = atLineStart
    while index < text.endIndex {
      let end = text[index...].firstIndex(where: Self.isBreak) ?? text.endIndex
      let line = text[index..<end]
      result += lineStarts && !allowsCommands ? DisplayText.notACommand(line) : String(line)
      guard end < text.endIndex else { break }
      result.append(text[end])
      index = text.index(after: end)
      lineStarts = true
    }
    return Array(DisplayText.breakingCommands(result).utf8)
  }

  static func isBreak(_ character: Character) -> Bool {
    character == "\n" || character == "\r" || character == "\r\n"
  }

  /// Whether a line of the bytes might start with `::` (after blanks, or bytes of a character
  /// that may be one) or `##[` is in them: the rest is written as it is, without decoding it.
  private func needsGuard(_ bytes: [UInt8]) -> Bool {
    var lineStarts = atLineStart && !allowsCommands
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x23, index + 2 < bytes.count, bytes[index + 1] == 0x23, bytes[index + 2] == 0x5B {
        return true
      }
      if lineStarts {
        if byte == 0x3A, index + 1 < bytes.count, bytes[index + 1] == 0x3A { return true }
        // Blanks, and bytes of characters that may be Unicode spaces, keep a line's start open.
        if !(byte == 0x20 || (0x09...0x0C).contains(byte) || byte >= 0x80) { lineStarts = false }
      }
      if byte == 0x0A || byte == 0x0D { lineStarts = !allowsCommands }
      index += 1
    }
    return false
  }
}
