import UsageStrings

/// Help text in the house order: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS.
enum Help {
  static func text(for spec: CommandSpec) -> String {
    var sections: [String] = []
    sections.append(
      "OVERVIEW: \(spec.abstract)"
        + (spec.discussion.isEmpty ? "" : "\n\n" + wrap(spec.discussion, indent: 0)))
    sections.append("USAGE: \(usage(spec))")
    if !spec.arguments.isEmpty {
      sections.append("ARGUMENTS:\n" + table(spec.arguments.map { ("<\($0.name)>", $0.help) }))
    }
    let options = spec.allOptions.map { option -> (String, String) in
      var label = option.short.map { "-\($0), " } ?? ""
      label += "--\(option.name)"
      if let value = option.valueName { label += " <\(value)>" }
      var help = option.help
      if let allowed = option.allowed { help += " (\(allowed.joined(separator: "|")))" }
      return (label, help)
    }
    sections.append("OPTIONS:\n" + table(options))
    return sections.joined(separator: "\n\n") + "\n"
  }

  static func usage(_ spec: CommandSpec) -> String {
    var parts = ["usage-strings", spec.name]
    for argument in spec.arguments {
      let name = "<\(argument.name)>" + (argument.isVariadic ? " ..." : "")
      parts.append(argument.isRequired ? name : "[\(name)]")
    }
    parts.append("[<options>]")
    return parts.joined(separator: " ")
  }

  /// The top-level help: the tool and its subcommands.
  static func overview(_ commands: [CommandSpec]) -> String {
    """
    OVERVIEW: Extract, translate, check and merge the purpose strings of Apple apps.

    The purpose strings are the values of Info.plist keys such as NSCameraUsageDescription that the \
    system shows, word for word, when an app asks for access.

    USAGE: usage-strings <subcommand> [<options>]

    OPTIONS:
    \(table([("-h, --help", "Show help."), ("--version", "Show the version.")]))

    SUBCOMMANDS:
    \(table(commands.map { ($0.name, $0.abstract) }))

      See 'usage-strings help <subcommand>' for detailed help.

    """
  }

  /// Two aligned columns; long help wraps under its own column.
  static func table(_ rows: [(String, String)]) -> String {
    let width = min(30, (rows.map(\.0.count).max() ?? 0) + 2)
    return rows.map { label, help in
      let padding =
        label.count + 2 > width
        ? "\n" + String(repeating: " ", count: width + 2)
        : String(repeating: " ", count: width - label.count)
      return "  " + label + padding + wrap(help, indent: width + 2).drop { $0 == " " }
    }.joined(separator: "\n")
  }

  /// Wraps text at 100 columns, indenting continuation lines.
  static func wrap(_ text: String, indent: Int) -> String {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = String(repeating: " ", count: indent)
      for word in paragraph.split(separator: " ") {
        if line.count + word.count + 1 > 100, line.trimmingWhitespaceCharacters.count > 0 {
          lines.append(line)
          line = String(repeating: " ", count: indent)
        }
        line += (line.trimmingWhitespaceCharacters.isEmpty ? "" : " ") + word
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
