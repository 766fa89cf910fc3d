/// A command-line option: a long kebab-case name, perhaps a short one, and its help.
struct OptionSpec: Sendable {
  var name: String
  var short: Character?
  /// The placeholder of the value (`FILE`), or nil for a flag.
  var valueName: String?
  var help: String
  /// The values allowed, when there is a fixed set.
  var allowed: [String]?
  /// Whether the option may be given several times (values accumulate).
  var repeatable = false

  var isFlag: Bool { valueName == nil }

  static func flag(_ name: String, short: Character? = nil, _ help: String) -> OptionSpec {
    OptionSpec(name: name, short: short, valueName: nil, help: help)
  }

  static func value(_ name: String, short: Character? = nil, _ valueName: String, _ help: String,
                    allowed: [String]? = nil, repeatable: Bool = false) -> OptionSpec {
    OptionSpec(name: name, short: short, valueName: valueName, help: help, allowed: allowed, repeatable: repeatable)
  }
}

/// A positional argument.
struct ArgumentSpec: Sendable {
  var name: String
  var help: String
  var isVariadic: Bool
  var isRequired: Bool
}

/// What a command is, for parsing and for `--help`.
struct CommandSpec: Sendable {
  var name: String
  var abstract: String
  var discussion: String
  var arguments: [ArgumentSpec]
  var options: [OptionSpec]

  /// The options every command has.
  static let helpOption = OptionSpec.flag("help", short: "h", "Show help for this command.")
  static let quiet = OptionSpec.flag("quiet", short: "q", "Print only what was asked for: no summary or progress on stderr.")
  static let noColor = OptionSpec.flag("no-color", "Never color the output (also when NO_COLOR is set).")
  static let config = OptionSpec.value("config", "FILE", "The configuration file (default: .usage-strings.json in the project's root).")
  static let sourceLanguage = OptionSpec.value("source-language", "LANG", "The source language of every target (overrides the project and the configuration).")
  static let output = OptionSpec.value("output", short: "o", "FILE", "Write the result to FILE instead of standard output.")

  var allOptions: [OptionSpec] { options + [Self.helpOption] }
}
