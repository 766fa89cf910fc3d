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

  private static func needsEscaping(_ text: String) -> Bool {
    text.unicodeScalars.contains { isHidden($0.value) } || text.containsBytes(of: "##[")
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
