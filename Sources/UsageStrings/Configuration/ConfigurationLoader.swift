/// Reads `.usage-strings.json`: strict about types (a wrong one is an error naming the field and
/// its line), lenient about names (an unknown key or rule ID is a warning).
public enum ConfigurationLoader {
  public static let fileName = ".usage-strings.json"

  /// A configuration and the warnings found reading it.
  public struct Loaded: Sendable {
    public var configuration: Configuration
    public var warnings: [String]
    /// The file read, or nil when none was found.
    public var path: String?
  }

  /// The nearest `.usage-strings.json` in `folder` or above it, up to `ceiling` when one is
  /// given (a scratch folder's configuration is its own, never its temporary folder's).
  public static func find(from folder: String, ceiling: String? = nil) -> String? {
    var current = Paths.normalize(folder)
    while true {
      let candidate = Paths.join(current, fileName)
      if FileReader.exists(candidate), !FileReader.isDirectory(candidate) { return candidate }
      let parent = Paths.parent(current)
      if parent == current || current == "/" || current == "." { return nil }
      if let ceiling, current == Paths.normalize(ceiling) { return nil }
      current = parent
    }
  }

  /// Loads the file at `path`, or the defaults (for `directory`) when there is none.
  public static func load(
    path: String?, directory: String, knownRules: Set<String>, display: (String) -> String = { $0 }
  ) throws(ToolIssue) -> Loaded {
    guard let path else {
      return Loaded(configuration: Configuration(directory: directory), warnings: [], path: nil)
    }
    let shown = display(path)
    let bytes = try FileReader.bytes(path, display: shown)
    let file = TextFile(path: shown, bytes: bytes)
    let root: JSONValue
    do {
      root = try JSONParser.parse(file.text)
    } catch {
      let position = file.position(error.offset)
      throw .configInvalid(
        path: shown, reason: "line \(position.line), column \(position.column): \(error.message)")
    }
    var reader = Reader(file: file, knownRules: knownRules)
    let configuration = try reader.read(root, directory: Paths.parent(path))
    return Loaded(configuration: configuration, warnings: reader.warnings, path: path)
  }

  /// Loads a configuration from JSON text (for tests and tools).
  public static func parse(_ text: String, directory: String, knownRules: Set<String>)
    throws(ToolIssue) -> Loaded
  {
    let file = TextFile(path: fileName, bytes: Array(text.utf8))
    let root: JSONValue
    do {
      root = try JSONParser.parse(file.text)
    } catch {
      throw .configInvalid(path: fileName, reason: error.message)
    }
    var reader = Reader(file: file, knownRules: knownRules)
    return Loaded(
      configuration: try reader.read(root, directory: directory), warnings: reader.warnings,
      path: nil)
  }

  private struct Reader {
    let file: TextFile
    let knownRules: Set<String>
    var warnings: [String] = []

    func fail(_ value: JSONValue, _ field: String, _ reason: String) -> ToolIssue {
      let position = file.position(value.range.lowerBound)
      return .configInvalid(
        path: file.path, reason: "'\(field)' (line \(position.line)): \(reason)")
    }

    mutating func warn(_ value: JSONValue.Member, _ message: String) {
      let position = file.position(value.keyRange.lowerBound)
      warnings.append("\(file.path):\(position.line):\(position.column): \(message)")
    }

    func string(_ value: JSONValue, _ field: String) throws(ToolIssue) -> String {
      guard let text = value.string else {
        throw fail(value, field, "expected a string, found \(value.typeName)")
      }
      return text
    }

    func strings(_ value: JSONValue, _ field: String) throws(ToolIssue) -> [String] {
      guard let array = value.array else {
        throw fail(value, field, "expected an array of strings, found \(value.typeName)")
      }
      var result: [String] = []
      for (index, element) in array.enumerated() {
        result.append(try string(element, "\(field)[\(index)]"))
      }
      return result
    }

    func positive(_ value: JSONValue, _ field: String) throws(ToolIssue) -> Int {
      guard let number = value.int, number > 0 else {
        throw fail(value, field, "expected a whole number above 0")
      }
      return number
    }

    func budget(_ value: JSONValue, _ field: String) throws(ToolIssue) -> Configuration.LengthBudget
    {
      guard let members = value.members else { throw fail(value, field, "expected an object") }
      var budget = Configuration.LengthBudget()
      for member in members where !member.value.isNull {
        switch member.key {
        case "lineColumns": budget.lineColumns = try positive(member.value, "\(field).lineColumns")
        case "headlineLines":
          budget.headlineLines = try positive(member.value, "\(field).headlineLines")
        case "maxLines": budget.maxLines = try positive(member.value, "\(field).maxLines")
        default: break
        }
      }
      return budget
    }

    mutating func read(_ root: JSONValue, directory: String) throws(ToolIssue) -> Configuration {
      guard let members = root.members else {
        throw fail(root, "(root)", "the configuration is a JSON object")
      }
      var configuration = Configuration(directory: directory)
      for member in members where !Self.isSkipped(member) {
        let value = member.value
        switch member.key {
        case "version":
          guard value.int == 1 else { throw fail(value, "version", "only version 1 is known") }
        case "sourceLanguage": configuration.sourceLanguage = try string(value, "sourceLanguage")
        case "languages": configuration.languages = try languages(member)
        case "include": configuration.include = try strings(value, "include")
        case "exclude": configuration.exclude = try strings(value, "exclude")
        case "locales": configuration.locales = try string(value, "locales")
        case "templates": configuration.templates = try string(value, "templates")
        case "baseline": configuration.baseline = try string(value, "baseline")
        case "format": configuration.format = try format(value)
        case "includeTestTargets":
          configuration.includeTestTargets = try flag(value, "includeTestTargets")
        case "history": configuration.history = try flag(value, "history")
        case "dictionaries": configuration.dictionaries = try flag(value, "dictionaries")
        case "length": try readLength(value, into: &configuration)
        case "rules": try readRules(value, into: &configuration)
        case "targets":
          guard let targets = value.members else {
            throw fail(value, "targets", "expected an object")
          }
          for target in targets {
            configuration.targets[target.key] = try strings(target.value, "targets.\(target.key)")
          }
        default: warnUnknown(member)
        }
      }
      return configuration
    }

    /// A member that says nothing: `null` is the default (what `config dump` prints for a value
    /// not set), a key starting with `//` is a comment (what `config init` writes), and `file` is
    /// the dump's record of the file it read — so that a dump or a new file loads as it is.
    static func isSkipped(_ member: JSONValue.Member) -> Bool {
      member.value.isNull || member.key.hasPrefix("//") || member.key == "file"
    }

    /// `format`: what `generate` writes where a target has no translations yet.
    func format(_ value: JSONValue) throws(ToolIssue) -> String {
      let format = try string(value, "format")
      guard ["strings", "xcstrings"].contains(format) else {
        throw fail(value, "format", "expected \"strings\" or \"xcstrings\"")
      }
      return format
    }

    func flag(_ value: JSONValue, _ field: String) throws(ToolIssue) -> Bool {
      guard let flag = value.bool else { throw fail(value, field, "expected true or false") }
      return flag
    }

    /// The languages ICU knows; one it does not is warned about, one that is no language code
    /// fails.
    mutating func languages(_ member: JSONValue.Member) throws(ToolIssue) -> [String] {
      let value = member.value
      let languages = try strings(value, "languages")
      for (index, language) in languages.enumerated() {
        switch LocaleIdentifier.request(language) {
        case .known: continue
        case .unknown:
          warn(
            member,
            "'\(language)' in 'languages' is no language ICU knows; nothing is checked or written for it"
          )
        case .malformed:
          throw fail(
            value.array?[index] ?? value, "languages[\(index)]",
            "'\(language)' is not a language code (such as de, pt-BR or zh-Hans)")
        }
      }
      return languages.filter { LocaleIdentifier.request($0) == .known }
    }

    /// `length`: the budget, and one per locale under `locales`.
    mutating func readLength(_ value: JSONValue, into configuration: inout Configuration)
      throws(ToolIssue)
    {
      configuration.length = try budget(value, "length")
      for inner in value.members ?? [] where inner.key == "locales" {
        guard let locales = inner.value.members else {
          throw fail(inner.value, "length.locales", "expected an object")
        }
        for locale in locales {
          configuration.localeLength[locale.key] = try budget(
            locale.value, "length.locales.\(locale.key)")
        }
      }
      for inner in value.members ?? []
      where !["lineColumns", "headlineLines", "maxLines", "locales"].contains(inner.key) {
        warn(inner, "unknown key 'length.\(inner.key)' is ignored")
      }
    }

    /// `rules`: each known rule's setting; an unknown one is warned about, with the nearest name.
    mutating func readRules(_ value: JSONValue, into configuration: inout Configuration)
      throws(ToolIssue)
    {
      guard let rules = value.members else { throw fail(value, "rules", "expected an object") }
      for rule in rules {
        if !knownRules.contains(rule.key) {
          let hint =
            EditDistance.nearest(rule.key, in: Array(knownRules)).map {
              "; did you mean '\($0)'?"
            } ?? ""
          warn(rule, "unknown rule '\(rule.key)' is ignored\(hint)")
          continue
        }
        configuration.rules[rule.key] = try ruleSetting(rule, "rules.\(rule.key)")
      }
    }

    mutating func warnUnknown(_ member: JSONValue.Member) {
      let known = [
        "version", "sourceLanguage", "languages", "include", "exclude", "locales", "templates",
        "length", "rules", "targets", "includeTestTargets", "history", "baseline",
        "dictionaries", "format",
      ]
      let hint =
        EditDistance.nearest(member.key, in: known).map { "; did you mean '\($0)'?" } ?? ""
      warn(member, "unknown key '\(member.key)' is ignored\(hint)")
    }

    /// `"off"`, a severity, or `{"enabled": Bool, "severity": String}`.
    mutating func ruleSetting(_ rule: JSONValue.Member, _ field: String) throws(ToolIssue)
      -> Configuration.RuleSetting
    {
      let value = rule.value
      func severity(_ text: String, _ node: JSONValue) throws(ToolIssue) -> Severity {
        guard let severity = Severity(rawValue: text) else {
          throw fail(node, field, "'\(text)' is not a severity; use error, warning, note or off")
        }
        return severity
      }
      if let text = value.string {
        return text == "off"
          ? .init(isEnabled: false) : .init(isEnabled: true, severity: try severity(text, value))
      }
      if let flag = value.bool { return .init(isEnabled: flag) }
      guard let members = value.members else {
        throw fail(value, field, "expected \"off\", a severity or an object")
      }
      var setting = Configuration.RuleSetting()
      for member in members {
        switch member.key {
        case "enabled":
          guard let flag = member.value.bool else {
            throw fail(member.value, "\(field).enabled", "expected true or false")
          }
          setting.isEnabled = flag
        case "severity":
          setting.severity = try severity(
            try string(member.value, "\(field).severity"), member.value)
        default: warn(member, "unknown key '\(field).\(member.key)' is ignored")
        }
      }
      return setting
    }
  }
}
