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
    var result = ParsedArguments()
    result.command = spec
    var index = 0
    var optionsEnded = false
    let options = spec.allOptions
    func fail(_ message: String) -> UsageError { UsageError(message: message, command: spec) }
    func store(_ option: OptionSpec, _ value: String) throws(UsageError) {
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
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
        guard let option = options.first(where: { $0.name == name }) else {
          throw fail(unknownOptionMessage("--\(name)", options: options))
        }
        if option.isFlag {
          if inline != nil { throw fail("'--\(name)' takes no value") }
          result.flags.insert(name)
        } else if let inline {
          try store(option, inline)
        } else {
          guard index < arguments.count else {
            throw fail("'--\(name)' needs a value (\(option.valueName ?? "VALUE"))")
          }
          try store(option, arguments[index])
          index += 1
        }
        continue
      }
      // Short options: `-q`, `-qh`, `-o FILE`, `-oFILE`.
      var characters = Array(argument.dropFirst())
      while !characters.isEmpty {
        let character = characters.removeFirst()
        guard let option = options.first(where: { $0.short == character }) else {
          throw fail(unknownOptionMessage("-\(character)", options: options))
        }
        if option.isFlag {
          result.flags.insert(option.name)
        } else if !characters.isEmpty {
          try store(option, String(characters))
          characters = []
        } else {
          guard index < arguments.count else {
            throw fail("'-\(character)' needs a value (\(option.valueName ?? "VALUE"))")
          }
          try store(option, arguments[index])
          index += 1
        }
      }
    }
    if !result.has(Options.help) {
      let variadic = spec.arguments.contains { $0.isVariadic }
      if !variadic, result.positionals.count > spec.arguments.count {
        throw fail("unexpected argument '\(result.positionals[spec.arguments.count])'")
      }
      if let required = spec.arguments.first(where: \.isRequired), result.positionals.isEmpty {
        throw fail("missing \(required.name)")
      }
    }
    return result
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
