/// How much of a language a target translates: of the strings a device shows, how many it shows
/// in that language's own text (its table or catalog, not a copy of the source).
public struct LocaleCoverage: Sendable, Hashable {
  public var locale: String
  public var translated: Int
  public var expected: Int

  public init(locale: String, translated: Int, expected: Int) {
    self.locale = locale
    self.translated = translated
    self.expected = expected
  }
}

extension ResolvedTarget {
  /// The coverage of a language the target ships, by the texts the alerts show in it.
  public func coverage(of locale: LocaleIdentifier) -> LocaleCoverage {
    var coverage = LocaleCoverage(locale: locale.raw, translated: 0, expected: 0)
    for key in translatableKeys where resolvedSources.isShown(key) {
      guard let shown = effectiveText(of: key, in: locale) else { continue }
      coverage.expected += 1
      guard shown.origin == .table || shown.origin == .catalog, let text = shown.text else {
        continue
      }
      if let source = sources[key]?.text, Self.sameWords(source, text) { continue }
      coverage.translated += 1
    }
    return coverage
  }

  /// Whether two texts differ in white space only.
  private static func sameWords(_ left: String, _ right: String) -> Bool {
    left.split(whereSeparator: \.isWhitespace) == right.split(whereSeparator: \.isWhitespace)
  }
}
