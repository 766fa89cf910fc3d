/// How much of a language a target translates: of the purpose strings a device shows, how many
/// it shows in that language's own text (its table or catalog, not a copy of the source).
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
  /// The purpose strings a device shows, with their source texts: what every language's
  /// coverage counts (the same for each: a run works it out once per target). A key only the
  /// tables hold, where the target declares its keys, prompts nobody.
  public var expectedTexts: [(key: String, source: String?)] {
    let sources = resolvedSources.values
    return resolvedSources.purposeKeys.compactMap { key in
      guard resolvedSources.isShown(key), !declaresKeys || declaredKeys.contains(key),
        let source = sources[key]
      else { return nil }
      return (key, source.text)
    }
  }

  /// The coverage of a language the target ships, by the texts the alerts show in it: a key
  /// counts as translated where `effectiveText` finds it in the language's own table or catalog
  /// (the same lookup, its tables chosen once: this runs for every key of every language).
  public func coverage(of locale: LocaleIdentifier, expected: [(key: String, source: String?)])
    -> LocaleCoverage
  {
    var coverage = LocaleCoverage(locale: locale.raw, translated: 0, expected: expected.count)
    let tables = target.builtTables.filter { $0.locale.canonical == locale.canonical }
    for (key, source) in expected {
      for table in tables {
        guard let entry = table.entry(forKey: key), !entry.isIgnoredBySystem,
          let value = entry.value
        else { continue }
        if source.map({ !Self.sameWords($0, value) }) ?? true { coverage.translated += 1 }
        break
      }
    }
    return coverage
  }

  /// Whether two texts differ in ASCII white space only, byte by byte: this runs for every key
  /// of every language, and splitting into words costs a Unicode lookup per character.
  private static func sameWords(_ left: String, _ right: String) -> Bool {
    var leftBytes = left.utf8.makeIterator()
    var rightBytes = right.utf8.makeIterator()
    func next(_ bytes: inout String.UTF8View.Iterator) -> UInt8? {
      while let byte = bytes.next() {
        if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { return byte }
      }
      return nil
    }
    while true {
      let byte = next(&leftBytes)
      guard byte == next(&rightBytes) else { return false }
      if byte == nil { return true }
    }
  }
}
