import Foundation

/// What `Locales/` says about one locale (README, "Locales/"), after falling back field by field from the
/// exact identifier to its language to `default.json`, and after the configuration's budgets.
public struct LocalePolicy: Sendable, Equatable {
  public var lineColumns: Int
  public var headlineLines: Int
  public var maxLines: Int
  /// Regular expressions (case-insensitive) for phrasing that names a resource, not a feature.
  public var genericPatterns: [String]
  /// Words that introduce a purpose ("to", "so that", "um … zu").
  public var purposeConnectors: [String]
  /// ISO 15924 scripts the locale is written in, when ICU's default is not enough.
  public var scripts: [String]
  /// Regular expressions for claims that data stays on the device or is not collected.
  public var privacyClaims: [String]
  /// The files the policy came from, most specific first (for messages).
  public var sources: [String]
  /// How the patterns name the app as a subject ("this app", "die App"): a text that starts
  /// with the app's own name ("openHAB needs access to your camera") is matched as if it did.
  public var appSubject: String? = nil
  /// Words that negate a sentence ("not", "nicht", 不), for `negation-mismatch`.
  public var negation: WordMarkers? = nil
  /// Words that restrict ("only", "unless", "nur", 只有), for `negation-mismatch`: a source
  /// that negates with one ("never used unless you choose") says what a translation with one
  /// says without a negation ("only used when you choose").
  public var restriction: WordMarkers? { restrictionWords?.markers }
  /// `restriction`, held by reference: a policy is copied at every lookup, and each list it
  /// holds by value is retained and released with it.
  var restrictionWords: SharedWordMarkers? = nil
  /// The familiar and polite forms of address, for `mixed-address`.
  public var address: AddressForms? = nil
  /// Words of a sibling variant (`pt-BR` in a `pt-PT` table), for `wrong-language`.
  public var variant: VariantWords? = nil
  /// For a language that puts the verb last: endings of an infinitive ("en", "ern"). A text
  /// whose remainder after a generic phrase ends in such a word, in small letters, names what
  /// the app does ("möchte Bilder in deiner Mediathek speichern") — unless it is one of
  /// `accessVerbs` ("zugreifen", "verwenden"), which only say that it asks.
  public var finalVerbEndings: [String] = []
  public var accessVerbs: Set<String> = []

  /// The length budget alone: what the length rules read for every string, without copying
  /// (and retaining) the policy's arrays each time.
  public struct Budget: Sendable, Equatable {
    public var lineColumns: Int
    public var headlineLines: Int
    public var maxLines: Int
  }

  public var budget: Budget {
    Budget(lineColumns: lineColumns, headlineLines: headlineLines, maxLines: maxLines)
  }
}

/// The locale data of `Locales/`: the built-in files, over which a user folder may lay its own.
public struct LocaleCatalog: Sendable {
  /// One parsed locale file; nil fields were not in the file.
  struct Entry: Sendable {
    var name: String
    var lineColumns: Int?
    var headlineLines: Int?
    var maxLines: Int?
    var genericPatterns: [String]?
    var purposeConnectors: [String]?
    var finalVerbEndings: [String]?
    var accessVerbs: [String]?
    var scripts: [String]?
    var privacyClaims: [String]?
    var appSubject: String?
    var negation: WordMarkers?
    var restriction: WordMarkers?
    var address: AddressForms?
    var variant: VariantWords?
  }

  private let entries: [String: Entry]

  /// The identifiers that have a file of their own (`default` excluded).
  public var localeIdentifiers: [String] { entries.keys.filter { $0 != "default" }.sorted() }

  /// The built-in data, and `folder`'s files over it when given.
  public static func load(folder: String? = nil) throws(ToolIssue) -> LocaleCatalog {
    var entries = try builtInEntries.get()
    if let folder {
      // The built-in files' patterns are compiled by the tests; a user's are compiled here, so
      // that a mistake in one is a clear error before anything runs.
      guard FileReader.isDirectory(folder) else {
        throw .configInvalid(path: folder, reason: "the locales folder does not exist")
      }
      var files: [(name: String, text: String)] = []
      for name in FileReader.contents(of: folder) where name.hasSuffix(".json") {
        let path = Paths.join(folder, name)
        let bytes = try FileReader.bytes(path, display: path)
        files.append((name, String(decoding: bytes, as: UTF8.self)))
      }
      for (name, text) in files.sorted(by: { $0.name < $1.name }) {
        entries[String(name.dropLast(5))] = try parse(text, name: name, compilesPatterns: true)
      }
    }
    guard entries["default"] != nil else {
      throw .localeDataInvalid(
        file: "default.json", field: nil, reason: "the default locale data is missing")
    }
    return LocaleCatalog(entries: entries)
  }

  /// Starts parsing the built-in files on another thread, so that a command reads the checkout
  /// meanwhile (a millisecond of every run); `load` waits for it.
  public static func prepare() {
    DispatchQueue.global().async { _ = builtInEntries }
  }

  /// The built-in files parsed, once per process (a static's first use is thread-safe: a second
  /// caller waits for the first).
  private static let builtInEntries = Result { () throws(ToolIssue) -> [String: Entry] in
    var entries: [String: Entry] = [:]
    for (name, text) in builtInFiles {
      entries[String(name.dropLast(5))] = try parse(text, name: name, compilesPatterns: false)
    }
    return entries
  }

  /// The policy of a locale: exact identifier, then its language, then `default`, field by
  /// field; then the configuration's budgets (global, then the locale's own).
  public func policy(for locale: String, configuration: Configuration? = nil) -> LocalePolicy {
    let language = String(locale.split(separator: "-").first ?? Substring(locale))
    // zh-TW means zh-Hant and zh-CN zh-Hans: try the language with its likely script too.
    var scripted: String?
    if let id = try? ICU.localeID(forLanguageTag: locale).id,
      let likely = try? ICU.addLikelySubtags(id),
      let script = try? ICU.script(ofLocaleID: likely), !script.isEmpty
    {
      scripted = "\(language)-\(script)"
    }
    let names = [locale, scripted, language, "default"].compactMap { $0 }.uniqued()
    let chain = names.compactMap { entries[$0] }
    func first<T>(_ field: (Entry) -> T?) -> T? { chain.lazy.compactMap(field).first }
    var policy = LocalePolicy(
      lineColumns: first(\.lineColumns) ?? 40, headlineLines: first(\.headlineLines) ?? 3,
      maxLines: first(\.maxLines) ?? 6, genericPatterns: first(\.genericPatterns) ?? [],
      purposeConnectors: first(\.purposeConnectors) ?? [], scripts: first(\.scripts) ?? [],
      privacyClaims: first(\.privacyClaims) ?? [], sources: chain.map(\.name),
      appSubject: first(\.appSubject), negation: first(\.negation), address: first(\.address),
      variant: first(\.variant))
    policy.restrictionWords = first(\.restriction).map(SharedWordMarkers.init)
    policy.finalVerbEndings = first(\.finalVerbEndings) ?? []
    policy.accessVerbs = Set(first(\.accessVerbs) ?? [])
    if let configuration {
      for budget in [
        configuration.length, configuration.localeLength[language],
        configuration.localeLength[locale],
      ].compactMap({ $0 }) {
        policy.lineColumns = budget.lineColumns ?? policy.lineColumns
        policy.headlineLines = budget.headlineLines ?? policy.headlineLines
        policy.maxLines = budget.maxLines ?? policy.maxLines
      }
    }
    return policy
  }

  /// The files of `Locales/` built into the tool: (file name, text).
  static var builtInFiles: [(name: String, text: String)] {
    EmbeddedDefaults.files.compactMap { name, text in
      name.hasPrefix("Locales/") && name.hasSuffix(".json")
        ? (String(name.dropFirst(8)), text) : nil
    }
  }

  /// Parses one locale file, checking every field (regular expressions must compile).
  static func parse(_ text: String, name: String, compilesPatterns: Bool = true) throws(ToolIssue)
    -> Entry
  {
    let members = try topLevelMembers(text, name: name)
    var entry = Entry(name: name)
    let fields = FieldReader(name: name, compilesPatterns: compilesPatterns)
    for member in members {
      let value = member.value
      switch member.key {
      case "lineColumns": entry.lineColumns = try fields.positive(value, "lineColumns")
      case "headlineLines": entry.headlineLines = try fields.positive(value, "headlineLines")
      case "maxLines": entry.maxLines = try fields.positive(value, "maxLines")
      case "genericPatterns":
        entry.genericPatterns = try fields.strings(value, "genericPatterns", regex: true)
      case "purposeConnectors":
        entry.purposeConnectors = try fields.strings(value, "purposeConnectors", regex: false)
      case "finalVerbEndings":
        entry.finalVerbEndings = try fields.strings(value, "finalVerbEndings", regex: false)
      case "accessVerbs":
        entry.accessVerbs = try fields.strings(value, "accessVerbs", regex: false)
      case "privacyClaims":
        entry.privacyClaims = try fields.strings(value, "privacyClaims", regex: true)
      case "appSubject":
        guard let subject = value.string else {
          throw fields.fail("appSubject", "expected a string")
        }
        entry.appSubject = subject
      case "script": entry.scripts = try fields.scripts(value)
      case "negation": entry.negation = try wordMarkers(value, "negation", name: name)
      case "restriction": entry.restriction = try wordMarkers(value, "restriction", name: name)
      case "address": entry.address = try addressForms(value, name: name)
      case "variant": entry.variant = try variantWords(value, name: name)
      // `genericExamples`: real texts the patterns must tell apart, run as tests.
      case "language", "comment", "notes", "genericExamples": continue
      default: throw fields.fail(member.key, "unknown field")
      }
    }
    return entry
  }

  /// The members of a locale file's top-level object.
  private static func topLevelMembers(_ text: String, name: String) throws(ToolIssue)
    -> [JSONValue.Member]
  {
    let file = TextFile(path: name, bytes: Array(text.utf8))
    let root: JSONValue
    do {
      root = try JSONParser.parse(file.text)
    } catch {
      let position = file.position(error.offset)
      throw .localeDataInvalid(
        file: name, field: nil,
        reason: "line \(position.line), column \(position.column): \(error.message)")
    }
    guard let members = root.members else {
      throw .localeDataInvalid(file: name, field: nil, reason: "expected a JSON object")
    }
    return members
  }

  /// Reads and checks the plain fields of one locale file.
  struct FieldReader {
    let name: String
    let compilesPatterns: Bool

    func fail(_ field: String, _ reason: String) -> ToolIssue {
      .localeDataInvalid(file: name, field: field, reason: reason)
    }

    func positive(_ value: JSONValue, _ field: String) throws(ToolIssue) -> Int {
      guard let number = value.int, number > 0 else {
        throw fail(field, "expected a whole number above 0")
      }
      return number
    }

    func strings(_ value: JSONValue, _ field: String, regex: Bool) throws(ToolIssue) -> [String] {
      guard let array = value.array else { throw fail(field, "expected an array of strings") }
      var result: [String] = []
      for (index, element) in array.enumerated() {
        guard let text = element.string, !text.isEmpty else {
          throw fail("\(field)[\(index)]", "expected a non-empty string")
        }
        if regex && compilesPatterns {
          do {
            _ = try NSRegularExpression(pattern: text, options: [.caseInsensitive])
          } catch {
            throw fail("\(field)[\(index)]", "'\(text)' is not a valid regular expression")
          }
        }
        result.append(text)
      }
      return result
    }

    /// `script`: one ISO 15924 code, or an array of them.
    func scripts(_ value: JSONValue) throws(ToolIssue) -> [String] {
      let scripts: [String]
      if let single = value.string {
        scripts = [single]
      } else {
        scripts = try strings(value, "script", regex: false)
      }
      for script in scripts where ICU.scriptCode(script) == nil {
        throw fail("script", "'\(script)' is not an ISO 15924 script code")
      }
      return scripts
    }
  }

  /// A `WordMarkers` object: `words`, `prefixes`, `exceptions`, `suffixes`, `substrings`
  /// (arrays of strings), `matchesCase` (a boolean) and a `comment` that says why.
  static func wordMarkers(_ value: JSONValue, _ field: String, name: String) throws(ToolIssue)
    -> WordMarkers
  {
    func fail(_ path: String, _ reason: String) -> ToolIssue {
      .localeDataInvalid(file: name, field: path, reason: reason)
    }
    guard let members = value.members else { throw fail(field, "expected a JSON object") }
    var lists: [String: [String]] = [:]
    var matchesCase = false
    for member in members {
      switch member.key {
      case "words", "weakWords", "prefixes", "exceptions", "suffixes", "substrings":
        guard let array = member.value.array,
          case let texts = array.compactMap(\.string), texts.count == array.count,
          !texts.contains(where: \.isEmpty)
        else { throw fail("\(field).\(member.key)", "expected an array of non-empty strings") }
        lists[member.key] = texts
      case "matchesCase":
        guard let flag = member.value.bool else {
          throw fail("\(field).matchesCase", "expected true or false")
        }
        matchesCase = flag
      case "comment": continue
      default: throw fail("\(field).\(member.key)", "unknown field")
      }
    }
    let markers = WordMarkers(
      words: Set(lists["words"] ?? []), weakWords: Set(lists["weakWords"] ?? []),
      prefixes: lists["prefixes"] ?? [], exceptions: lists["exceptions"] ?? [],
      suffixes: lists["suffixes"] ?? [], substrings: lists["substrings"] ?? [],
      matchesCase: matchesCase)
    guard !markers.isEmpty else { throw fail(field, "expected at least one marker") }
    return markers
  }

  /// The `address` object: `familiar` and `polite` marker lists, and a `comment`.
  static func addressForms(_ value: JSONValue, name: String) throws(ToolIssue) -> AddressForms {
    guard let members = value.members else {
      throw .localeDataInvalid(file: name, field: "address", reason: "expected a JSON object")
    }
    var familiar: WordMarkers?
    var polite: WordMarkers?
    for member in members {
      switch member.key {
      case "familiar":
        familiar = try wordMarkers(member.value, "address.familiar", name: name)
      case "polite": polite = try wordMarkers(member.value, "address.polite", name: name)
      case "comment": continue
      default:
        throw .localeDataInvalid(
          file: name, field: "address.\(member.key)", reason: "unknown field")
      }
    }
    guard let familiar, let polite else {
      throw .localeDataInvalid(
        file: name, field: "address", reason: "expected both 'familiar' and 'polite'")
    }
    return AddressForms(familiar: familiar, polite: polite)
  }
}

/// Word lists shared by the copies of a policy.
final class SharedWordMarkers: Sendable, Equatable {
  let markers: WordMarkers

  init(_ markers: WordMarkers) { self.markers = markers }

  static func == (lhs: SharedWordMarkers, rhs: SharedWordMarkers) -> Bool {
    lhs.markers == rhs.markers
  }
}
