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

  static func value(
    _ name: String, short: Character? = nil, _ valueName: String, _ help: String,
    allowed: [String]? = nil, repeatable: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      name: name, short: short, valueName: valueName, help: help, allowed: allowed,
      repeatable: repeatable)
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

  var allOptions: [OptionSpec] { options + [Options.help.spec] }
}
