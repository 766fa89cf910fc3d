/// A String Catalog (`.xcstrings`) read in its own order, with the position of every value.
public struct XCStringsCatalog: Sendable {
  /// One string of one localization: the plain `stringUnit`, or one variation of it.
  public struct Unit: Sendable {
    public var key: String
    public var locale: String
    /// The variation path, such as `["plural", "one"]`; empty for a plain string unit.
    public var variation: [String]
    public var state: String?
    public var value: String
    /// The range of the value's JSON string literal.
    public var valueRange: Range<Int>
  }

  public struct Entry: Sendable {
    public var key: String
    public var keyRange: Range<Int>
    public var comment: String?
    public var extractionState: String?
    public var shouldTranslate: Bool
    /// Units per locale, locales in file order.
    public var localizations: [(locale: String, units: [Unit], range: Range<Int>)]

    public func units(for locale: String) -> [Unit] {
      localizations.first { $0.locale == locale }?.units ?? []
    }
  }

  public let file: TextFile
  public let root: JSONValue
  public let sourceLanguage: String?
  public let version: String?
  public let entries: [Entry]

  /// Every locale that has at least one localization, in order of first appearance.
  public var locales: [String] {
    var seen: [String] = []
    for entry in entries {
      for localization in entry.localizations where !seen.contains(localization.locale) {
        seen.append(localization.locale)
      }
    }
    return seen
  }

  /// Reads a catalog; a file that is not JSON, or not shaped like a catalog, is an error.
  public static func read(_ file: TextFile) -> Result<XCStringsCatalog, JSONSyntaxError> {
    let root: JSONValue
    do {
      root = try JSONParser.parse(file.text)
    } catch {
      return .failure(error)
    }
    guard root.members != nil else {
      return .failure(
        .init(message: "a String Catalog is a JSON object", offset: root.range.lowerBound))
    }
    var entries: [Entry] = []
    if let strings = root["strings"] {
      guard let members = strings.members else {
        return .failure(
          .init(message: "'strings' must be an object", offset: strings.range.lowerBound))
      }
      for member in members {
        switch entry(member) {
        case .success(let entry): entries.append(entry)
        case .failure(let error): return .failure(error)
        }
      }
    }
    return .success(
      XCStringsCatalog(
        file: file, root: root, sourceLanguage: root["sourceLanguage"]?.string,
        version: root["version"]?.string, entries: entries))
  }

  private static func entry(_ member: JSONValue.Member) -> Result<Entry, JSONSyntaxError> {
    guard member.value.members != nil else {
      return .failure(
        .init(
          message: "the entry '\(member.key)' must be an object",
          offset: member.value.range.lowerBound))
    }
    var localizations: [(String, [Unit], Range<Int>)] = []
    for localization in member.value["localizations"]?.members ?? [] {
      var units: [Unit] = []
      collect(localization.value, key: member.key, locale: localization.key, path: [], into: &units)
      localizations.append((localization.key, units, localization.value.range))
    }
    return .success(
      Entry(
        key: member.key, keyRange: member.keyRange, comment: member.value["comment"]?.string,
        extractionState: member.value["extractionState"]?.string,
        shouldTranslate: member.value["shouldTranslate"]?.bool ?? true, localizations: localizations
      ))
  }

  /// Gathers the string units of a localization, descending into `variations` and
  /// `substitutions`.
  private static func collect(
    _ value: JSONValue, key: String, locale: String, path: [String], into units: inout [Unit]
  ) {
    guard path.count < 16 else { return }
    if let unit = value["stringUnit"], let text = unit["value"] {
      units.append(
        Unit(
          key: key, locale: locale, variation: path, state: unit["state"]?.string,
          value: text.string ?? "", valueRange: text.range))
    }
    for kind in value["variations"]?.members ?? [] {
      for variant in kind.value.members ?? [] {
        collect(
          variant.value, key: key, locale: locale, path: path + [kind.key, variant.key],
          into: &units)
      }
    }
    for substitution in value["substitutions"]?.members ?? [] {
      collect(
        substitution.value, key: key, locale: locale,
        path: path + ["substitutions", substitution.key], into: &units)
    }
  }
}
