/// How text from a checked file — a key, a path, a value, a message quoting them — is written
/// where a terminal, a CI log or a runner reads it (docs/SECURITY.md, "Output"). A pull request
/// writes that text: a line break in a key would start a line of its own (`::add-mask::…`,
/// read by GitHub's runner as a command), an escape sequence would drive the terminal, a bidi
/// override would reorder the tool's own words.
public enum DisplayText {
  /// The text on one line, every character that is not shown as itself written visibly: C0 and
  /// C1 controls (line breaks as `\n`, `\r`, `\t`, others as `\u001B`), line and paragraph
  /// separators, bidi embeddings, overrides and isolates; and `##[`, which GitHub's runner
  /// reads as a command anywhere in a line, broken (`breakingCommands`).
  public static func line(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A: result += "\\n"
      case 0x0D: result += "\\r"
      case 0x09: result += "\\t"
      case let value where isHidden(value): result += visible(value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return breakingCommands(result)
  }

  /// A character written as `\u` and its four hexadecimal digits (`\u001B`).
  public static func visible(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// `##[` written `#\u0023[`, elsewhere unchanged: a form that reads the same in a JSON string
  /// (where it is an escape of `#`), and is plain text in every other output.
  public static func breakingCommands(_ text: String) -> String {
    text.containsBytes(of: "##[") ? text.replacingOccurrences(of: "##[", with: "#\\u0023[") : text
  }

  /// Whether a scalar is a control or formatting character that is not shown as itself.
  static func isHidden(_ value: UInt32) -> Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Whether `line` changes the text: read byte by byte, as every report writes every message
  /// through it. The hidden scalars above ASCII are C1 (`C2 80`–`C2 9F`) and U+2028–U+202E,
  /// U+2066–U+2069 (`E2 80 A8`–`E2 80 AE`, `E2 81 A6`–`E2 81 A9`).
  static func needsEscaping(_ text: String) -> Bool {
    text.withUTF8Bytes { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case 0x00...0x1F, 0x7F: return true
        case UInt8(ascii: "#"):
          if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "#"),
            bytes[index + 2] == UInt8(ascii: "[")
          {
            return true
          }
        case 0xC2:
          if index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return true }
        case 0xE2:
          guard index + 2 < bytes.count else { break }
          let (second, third) = (bytes[index + 1], bytes[index + 2])
          if second == 0x80, (0xA8...0xAE).contains(third) { return true }
          if second == 0x81, (0xA6...0xA9).contains(third) { return true }
        default: break
        }
        index += 1
      }
      return false
    }
  }

  /// A line a runner would read as a workflow command — `::` after any leading whitespace —
  /// with its first `:` escaped (`\::`); any other line unchanged.
  public static func notACommand(_ line: Substring) -> String {
    let start = line.firstIndex { !isLeadingSpace($0) } ?? line.endIndex
    guard line[start...].hasPrefix("::") else { return String(line) }
    return String(line[..<start]) + "\\" + line[start...]
  }

  /// What .NET's `TrimStart` removes, as GitHub's runner trims a line before it looks for `::`.
  static func isLeadingSpace(_ character: Character) -> Bool {
    character.isWhitespace || character.unicodeScalars.allSatisfy { $0.value == 0x85 }
  }
}
