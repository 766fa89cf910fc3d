/// Prints `JSONValue`s in member order, in one of two layouts.
public enum JSONPrinter {
  public enum Style: Sendable {
    /// Xcode's layout for `.xcstrings` (that of Foundation's pretty printer): two-space indent,
    /// `" : "` between name and value, empty containers as `{\n\n}`, no final newline.
    case xcode
    /// The tool's own reports: two-space indent, `": "`, empty containers as `{}`, final newline.
    case report
    /// No whitespace at all: one line (SARIF's results, a million of which would otherwise be
    /// mostly indentation).
    case compact
  }

  public static func print(_ value: JSONValue, style: Style) -> String {
    var output = ""
    write(value, style: style, indent: 0, into: &output)
    if style != .xcode { output += "\n" }
    return output
  }

  /// A value as it is printed inside a document where its line is indented by `indent` spaces:
  /// no final newline (for documents written a part at a time).
  public static func fragment(_ value: JSONValue, style: Style, indent: Int) -> String {
    var output = ""
    write(value, style: style, indent: indent, into: &output)
    return output
  }

  /// Indentation strings, built once.
  private static let indents: [String] = (0..<64).map { String(repeating: " ", count: $0 * 2) }

  private static func spaces(_ count: Int) -> String {
    count / 2 < indents.count ? indents[count / 2] : String(repeating: " ", count: count)
  }

  private static func write(
    _ value: JSONValue, style: Style, indent: Int, into output: inout String
  ) {
    if style == .compact {
      writeCompact(value, into: &output)
      return
    }
    let separator = style == .xcode ? " : " : ": "
    let inner = spaces(indent + 2)
    let outer = spaces(indent)
    switch value {
    case .object(let members, _):
      if members.isEmpty {
        output += style == .xcode ? "{\n\n\(outer)}" : "{}"
        return
      }
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += inner
        writeQuoted(member.key, into: &output)
        output += separator
        write(member.value, style: style, indent: indent + 2, into: &output)
        output += index + 1 < members.count ? ",\n" : "\n"
      }
      output += outer + "}"
    case .array(let values, _):
      if values.isEmpty {
        output += style == .xcode ? "[\n\n\(outer)]" : "[]"
        return
      }
      output += "[\n"
      for (index, element) in values.enumerated() {
        output += inner
        write(element, style: style, indent: indent + 2, into: &output)
        output += index + 1 < values.count ? ",\n" : "\n"
      }
      output += outer + "]"
    case .string(let text, _): writeQuoted(text, into: &output)
    case .number(let text, _): output += text
    case .bool(let flag, _): output += flag ? "true" : "false"
    case .null: output += "null"
    }
  }

  private static func writeCompact(_ value: JSONValue, into output: inout String) {
    switch value {
    case .object(let members, _):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        writeQuoted(member.key, into: &output)
        output += ":"
        writeCompact(member.value, into: &output)
      }
      output += "}"
    case .array(let values, _):
      output += "["
      for (index, element) in values.enumerated() {
        if index > 0 { output += "," }
        writeCompact(element, into: &output)
      }
      output += "]"
    case .string(let text, _): writeQuoted(text, into: &output)
    case .number(let text, _): output += text
    case .bool(let flag, _): output += flag ? "true" : "false"
    case .null: output += "null"
    }
  }

  /// A JSON string literal; only `"`, `\` and control characters are escaped.
  public static func quoted(_ text: String) -> String {
    var result = ""
    writeQuoted(text, into: &result)
    return result
  }

  /// Appends a JSON string literal, without building it apart first.
  private static func writeQuoted(_ text: String, into result: inout String) {
    result += "\""
    text.appendReplacingASCII(to: &result) { byte in
      switch byte {
      case 0x22: "\\\""
      case 0x5C: "\\\\"
      case 0x0A: "\\n"
      case 0x0D: "\\r"
      case 0x09: "\\t"
      case 0x08: "\\b"
      case 0x0C: "\\f"
      case 0x00..<0x20: "\\u" + String(byte, radix: 16).leftPadded(to: 4)
      default: nil
      }
    }
    result += "\""
  }
}
