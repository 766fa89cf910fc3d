import UsageStrings

/// An option without a value, read through `ParsedArguments.has(_:)`: its name is written once,
/// here, so a misspelled one is a compile error, not a silent `false`.
struct Flag: Sendable {
  let spec: OptionSpec

  init(_ name: String, short: Character? = nil, _ help: String) {
    spec = .flag(name, short: short, help)
  }
}

/// An option with a value, read through `ParsedArguments.value(_:)` as `Value`.
struct Option<Value: Sendable>: Sendable {
  let spec: OptionSpec
  /// The value of the text given, or nil when it is not one (a usage error naming `expected`).
  let convert: @Sendable (String) -> Value?
  /// What a valid value is, for the usage error.
  let expected: String

  init(
    _ name: String, short: Character? = nil, _ valueName: String, _ help: String,
    allowed: [String]? = nil,
    repeatable: Bool = false, expected: String = "", convert: @escaping @Sendable (String) -> Value?
  ) {
    spec = .value(name, short: short, valueName, help, allowed: allowed, repeatable: repeatable)
    self.convert = convert
    self.expected = expected
  }
}

extension Option where Value == String {
  /// A value taken as written.
  init(
    _ name: String, short: Character? = nil, _ valueName: String, _ help: String,
    allowed: [String]? = nil
  ) {
    self.init(name, short: short, valueName, help, allowed: allowed) { $0 }
  }
}

extension Option where Value == [String] {
  /// A comma-separated list, which may be given several times (`--languages de,fr --languages ja`).
  static func list(_ name: String, _ valueName: String, _ help: String) -> Option {
    Option(name, valueName, help, repeatable: true) { [$0] }
  }
}

extension Option where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
  /// One of the cases of `Value`, by its raw value.
  init(_ name: String, _ valueName: String, _ help: String) {
    self.init(name, valueName, help, allowed: Value.allCases.map(\.rawValue)) {
      Value(rawValue: $0)
    }
  }
}

/// The options several commands share, each declared once.
enum Options {
  static let help = Flag("help", short: "h", "Show help for this command.")
  static let quiet = Flag(
    "quiet", short: "q", "Print only what was asked for: no summary or progress on stderr.")
  static let noColor = Flag("no-color", "Never color the output (also when NO_COLOR is set).")
  static let dryRun = Flag("dry-run", "Print a unified diff of every change and write nothing.")
  static let config = Option<String>(
    "config", "FILE", "The configuration file (default: .usage-strings.json in the project's root)."
  )
  static let sourceLanguage = Option<String>(
    "source-language", "LANG",
    "The source language of every target (overrides the project and the configuration).")
  static let output = Option<String>(
    "output", short: "o", "FILE", "Write the result to FILE instead of standard output.")
  static let templates = Option<String>(
    "templates", "DIR", "A folder of templates over the built-in ones.")
  static let noProjectEdit = Flag(
    "no-project-edit",
    "Leave the Xcode project as it is: say what to add for a new language's table instead.")
  static let history = Flag(
    "history",
    "Read the git history: translations made from a source text that has changed since are stale.")
  static let dictionaries = Flag(
    "dictionaries",
    "Read the machine's hunspell dictionaries: wrong-language then tells close languages apart.")
}
