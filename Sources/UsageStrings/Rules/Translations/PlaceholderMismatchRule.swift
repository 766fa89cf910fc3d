/// `placeholder-mismatch`: format specifiers or build-setting references that differ from the source.
public struct PlaceholderMismatchRule: StringRule {
  public static let description = RuleDescription(
    id: "placeholder-mismatch", name: "Placeholder mismatch",
    summary: "format specifiers or $(VAR) references that differ from the source's",
    rationale: """
      Where a string is formatted, each specifier takes an argument by position and type: a \
      translation that drops `%d`, turns `%@` into `%d`, or swaps two unnumbered specifiers shows \
      the wrong value or crashes. Reordering is fine with positional specifiers (`%1$@`, `%2$@`). \
      In a String Catalog, `$(VAR)` references must survive translation the same way; in \
      `InfoPlist.strings` they are never expanded (`unexpanded-build-setting`), so a translation \
      that writes the name out where the Info.plist says `$(PRODUCT_NAME)` is right.
      """,
    defaultSeverity: .error, scope: .translations, validatesMerge: true,
    examples: [
      .passing(
        .strings("en", "\"photos.count\" = \"%1$@ took %2$d photos\";\n"),
        .strings("de", "\"photos.count\" = \"%2$d Fotos von %1$@\";\n")),
      .failing(
        .strings("en", "\"photos.count\" = \"%@ took %d photos\";\n"),
        .strings("de", "\"photos.count\" = \"↓%d Fotos von %@\";\n")),
      .failing(
        .strings("en", "\"photos.count\" = \"%@ took %d photos\";\n"),
        .strings("fr", "↓\"photos.count\" = \"%@ a pris des photos\";\n")),
      // In .strings a build-setting reference is never expanded: writing the name out is right.
      .passing(
        .strings("en", "\"CFBundleDisplayName\" = \"$(PRODUCT_NAME)\";\n"),
        .strings("de", "\"CFBundleDisplayName\" = \"Belege\";\n")),
      // A catalog expands it, in every language: a translation that drops it shows another name.
      .failing(.file("App/InfoPlist.xcstrings", catalog)),
      .passing(
        .file(
          "App/InfoPlist.xcstrings",
          catalog.replacingOccurrences(of: "↓", with: "").replacingOccurrences(
            of: "Belege", with: "$(PRODUCT_NAME)"))),
    ])

  /// A catalog whose German name drops the source's `$(PRODUCT_NAME)`.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        ↓"CFBundleDisplayName" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Belege"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "$(PRODUCT_NAME)"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// A source text's placeholders as the rule compares them: printf specifiers alone (for
  /// `.strings`), and with `$(VAR)` references (for catalogs).
  package struct Signature: Sendable {
    let printf: [String]
    let withVariables: [String]
  }

  /// The signatures of the target's sources that have placeholders, by key.
  package static func prepare(_ target: ResolvedTarget, _ context: RuleContext) -> [String:
    Signature]
  {
    target.sources.compactMapValues { source in
      guard let text = source.text, mayHavePlaceholders(text) else { return nil }
      return Signature(
        printf: signature(text, variables: false).map(\.key),
        withVariables: signature(text, variables: true).map(\.key))
    }
  }

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    prepared signatures: [String: Signature],
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    // Plural variants carry their own argument; plural-categories checks them.
    guard string.variation.isEmpty, string.isTranslation else { return }
    let sourceSignature = signatures[string.key]
    // A source the tool cannot expand is never compared.
    guard sourceSignature != nil || mayHavePlaceholders(string.text),
      let source = target.sources[string.key], source.text != nil
    else { return }
    // Build-setting references only count in catalogs: InfoPlist.strings never expands them.
    let variables = string.tableFormat == .catalog
    let expected = sourceSignature.map { variables ? $0.withVariables : $0.printf } ?? []
    let actual = signature(string.text, units: text.units, variables: variables)
    guard expected != actual.map(\.key) else { return }
    // Point at the first specifier that differs, else at the key.
    let first = actual.first { item in !expected.contains(item.key) }
    let location = first.map { string.location($0.units) } ?? string.keyLocation
    emit(
      Finding(
        "the \(string.locale.raw) placeholders of '\(string.key)' (\(describe(actual.map(\.key)))) differ from the source's (\(describe(expected)))",
        at: location, key: string.key, locale: string.reportedLocale,
        notes: [.init(message: "source", location: source.location)]))
  }

  static func mayHavePlaceholders(_ text: String) -> Bool {
    text.containsAnyASCII(UInt8(ascii: "%"), UInt8(ascii: "$"))
  }

  /// The placeholders as comparable keys (`1:object`, `$PRODUCT_NAME`), sorted, each with its units.
  static func signature(_ text: String, units: [UInt16]? = nil, variables withVariables: Bool) -> [(
    key: String, units: Range<Int>
  )] {
    typealias Item = (key: String, units: Range<Int>)
    let printf = Placeholders.printf(in: text, units: units).map {
      Item(key: "\($0.position):\($0.kind)", units: $0.units)
    }
    let variables =
      withVariables
      ? Placeholders.variables(in: text, units: units).map {
        Item(key: "$\($0.kind)", units: $0.units)
      } : []
    return (printf + variables).sorted {
      ($0.key, $0.units.lowerBound) < ($1.key, $1.units.lowerBound)
    }
  }

  static func describe(_ keys: [String]) -> String {
    keys.isEmpty
      ? "none"
      : keys.map { key in
        if key.hasPrefix("$") { return "$(\(key.dropFirst()))" }
        let parts = key.split(separator: ":")
        return "#\(parts[0]) \(parts[1])"
      }.joined(separator: ", ")
  }
}
