import UsageStrings

/// The man page, in roff, from the same command specs as `--help`.
enum ManPage {
  /// Text safe in roff: backslashes escaped, non-ASCII characters as `\[uXXXX]` (troff reads
  /// bytes), and a line never starting with a control character.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(
      of: "-", with: "\\-"
    ).unicodeScalars {
      if scalar.isASCII {
        escaped.unicodeScalars.append(scalar)
      } else {
        escaped += "\\[u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + "]"
      }
    }
    return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
    }.joined(separator: "\n")
  }

  /// A command's section: its usage, abstract, discussion, arguments and options.
  private static func section(_ spec: CommandSpec) -> String {
    var page = ".SS \"\(escape(Help.usage(spec)))\"\n\(escape(spec.abstract))\n"
    if !spec.discussion.isEmpty { page += ".PP\n\(escape(spec.discussion))\n" }
    for argument in spec.arguments {
      page +=
        ".TP\n.I \(escape(argument.name))\(argument.isVariadic ? " ..." : "")\n\(escape(argument.help))\n"
    }
    for option in spec.allOptions {
      var label = option.short.map { "\\fB\\-\($0)\\fR, " } ?? ""
      label += "\\fB\\-\\-\(escape(option.name))\\fR"
      if let value = option.valueName { label += " \\fI\(escape(value))\\fR" }
      var help = option.help
      if let allowed = option.allowed { help += " (\(allowed.joined(separator: "|")))" }
      page += ".TP\n\(label)\n\(escape(help))\n"
    }
    return page
  }

  static func render(_ specs: [CommandSpec], version: String) -> String {
    var page = """
      .TH USAGE\\-STRINGS 1 "" "usage\\-strings \(escape(version))" "User Commands"
      .SH NAME
      usage\\-strings \\- extract, translate, check and merge the purpose strings of Apple apps
      .SH SYNOPSIS
      .B usage\\-strings
      .I command
      .RI [ options ]
      .SH DESCRIPTION
      The purpose strings are the values of Info.plist keys such as NSCameraUsageDescription that
      the system shows, word for word, when an app asks for access.
      .B usage\\-strings
      finds them in Info.plist files and Xcode projects, validates the source and every translation
      with ICU, generates skeletons for translators and merges their work back.
      .SH COMMANDS

      """
    for spec in specs { page += section(spec) }
    page += """
      .SH EXIT STATUS
      .TP
      .B 0
      Nothing failing.
      .TP
      .B 1
      Failing findings: errors, and warnings with \\-\\-strict.
      .TP
      .B 2
      The tool could not do its job: a missing or unreadable input, a bad configuration or locale file.
      .TP
      .B 64
      A usage error: an unknown command or option, a missing or bad value.
      .SH ENVIRONMENT
      .TP
      .B NO_COLOR
      When set, output is never colored (as with \\-\\-no\\-color).
      .SH FILES
      .TP
      .I .usage\\-strings.json
      The configuration, found in the project's root.
      .SH SEE ALSO
      .B usage\\-strings rules
      for every rule with its rationale and examples.

      """
    return page
  }
}
