import UsageStrings

/// A mistake on the command line (exit status 64).
struct UsageError: Error, Sendable {
  var message: String
  /// The command whose usage to show, if any.
  var command: CommandSpec?
}

/// The parsed command line of one command, read through the typed options that declare it.
struct ParsedArguments: Sendable {
  fileprivate var values: [String: [String]] = [:]
  fileprivate var flags: Set<String> = []
  /// The command whose line this is, for the usage errors of its values.
  fileprivate var command: CommandSpec?
  var positionals: [String] = []

  func has(_ flag: Flag) -> Bool { flags.contains(flag.spec.name) }

  /// The same line with a flag set or cleared (a second run of a command, told apart).
  func setting(_ flag: Flag, _ isOn: Bool) -> ParsedArguments {
    var copy = self
    if isOn { copy.flags.insert(flag.spec.name) } else { copy.flags.remove(flag.spec.name) }
    return copy
  }

  /// Whether the option was given at all.
  func has<Value>(_ option: Option<Value>) -> Bool { values[option.spec.name] != nil }

  /// The same line with an option's value replaced (a second run of a command, elsewhere).
  func setting<Value>(_ option: Option<Value>, _ value: String) -> ParsedArguments {
    var copy = self
    copy.values[option.spec.name] = [value]
    return copy
  }

  /// The option's value (the last, when given several times), or nil when absent.
  ///
  /// - Throws: `UsageError` when the text given is no value of its kind.
  func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
    guard let raw = values[option.spec.name]?.last else { return nil }
    guard let value = option.convert(raw) else {
      throw UsageError(
        message: "'--\(option.spec.name)' takes \(option.expected), not '\(raw)'", command: command)
    }
    return value
  }

  /// A text option's value (the last, when given several times), or nil when absent.
  func value(_ option: Option<String>) -> String? { values[option.spec.name]?.last }

  /// A list option, every occurrence split at commas and trimmed (`--languages de,fr`).
  func list(_ option: Option<[String]>) -> [String]? {
    guard let raw = values[option.spec.name] else { return nil }
    return raw.flatMap { $0.split(separator: ",") }.map { String($0).trimmingWhitespaceCharacters }
      .filter { !$0.isEmpty }
  }
}

/// Parses `--opt value`, `--opt=value`, flags, bundled short flags (`-qh`) and `--`.
enum ArgumentParser {
  static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError)
    -> ParsedArguments
  {
    var parsing = Parsing(arguments: arguments, spec: spec)
    var optionsEnded = false
    while let argument = parsing.next() {
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsing.result.positionals.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument.hasPrefix("--") {
        try parsing.long(argument.dropFirst(2))
      } else {
        try parsing.short(Array(argument.dropFirst()))
      }
    }
    if !parsing.result.has(Options.help) { try parsing.checkPositionals() }
    return parsing.result
  }

  /// One command line being read, argument after argument.
  struct Parsing {
    let arguments: [String]
    let spec: CommandSpec
    let options: [OptionSpec]
    var index = 0
    var result = ParsedArguments()

    init(arguments: [String], spec: CommandSpec) {
      self.arguments = arguments
      self.spec = spec
      options = spec.allOptions
      result.command = spec
    }

    mutating func next() -> String? {
      guard index < arguments.count else { return nil }
      index += 1
      return arguments[index - 1]
    }

    func fail(_ message: String) -> UsageError { UsageError(message: message, command: spec) }

    /// `--name`, `--name=value` or `--name value`.
    mutating func long(_ body: Substring) throws(UsageError) {
      let name = String(body.prefix { $0 != "=" })
      let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      guard let option = options.first(where: { $0.name == name }) else {
        throw fail(ArgumentParser.unknownOptionMessage("--\(name)", options: options))
      }
      if option.isFlag {
        if inline != nil { throw fail("'--\(name)' takes no value") }
        result.flags.insert(name)
      } else if let inline {
        try store(option, inline)
      } else {
        try store(option, value(for: "--\(name)", option))
      }
    }

    /// Short options: `-q`, `-qh`, `-o FILE`, `-oFILE`.
    mutating func short(_ characters: [Character]) throws(UsageError) {
      var characters = characters
      while !characters.isEmpty {
        let character = characters.removeFirst()
        guard let option = options.first(where: { $0.short == character }) else {
          throw fail(ArgumentParser.unknownOptionMessage("-\(character)", options: options))
        }
        if option.isFlag {
          result.flags.insert(option.name)
        } else if !characters.isEmpty {
          try store(option, String(characters))
          characters = []
        } else {
          try store(option, value(for: "-\(character)", option))
        }
      }
    }

    /// The next argument, the value of an option written `shown`.
    mutating func value(for shown: String, _ option: OptionSpec) throws(UsageError) -> String {
      guard let value = next() else {
        throw fail("'\(shown)' needs a value (\(option.valueName ?? "VALUE"))")
      }
      return value
    }

    mutating func store(_ option: OptionSpec, _ value: String) throws(UsageError) {
      if let allowed = option.allowed, !allowed.contains(value) {
        throw fail(
          "'\(value)' is not a valid value for '--\(option.name)'; use one of: \(allowed.joined(separator: ", "))"
        )
      }
      if option.repeatable {
        result.values[option.name, default: []].append(value)
      } else {
        result.values[option.name] = [value]
      }
    }

    /// As many positional arguments as the command takes, the required one there.
    func checkPositionals() throws(UsageError) {
      let variadic = spec.arguments.contains { $0.isVariadic }
      if !variadic, result.positionals.count > spec.arguments.count {
        throw fail("unexpected argument '\(result.positionals[spec.arguments.count])'")
      }
      if let required = spec.arguments.first(where: \.isRequired), result.positionals.isEmpty {
        throw fail("missing \(required.name)")
      }
    }
  }

  static func unknownOptionMessage(_ option: String, options: [OptionSpec]) -> String {
    let names = options.map { "--\($0.name)" }
    if let nearest = EditDistance.nearest(option, in: names) {
      return "unknown option '\(option)'; did you mean '\(nearest)'?"
    }
    return "unknown option '\(option)'"
  }
}

extension String {
  var trimmingWhitespaceCharacters: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
