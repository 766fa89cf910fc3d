/// ICU's text services for the rules, with break iterators and checkers opened once per locale
/// and reused (reopening them per string would dominate a large run).
///
/// Not thread-safe: each thread of a run uses its own analyzer.
package final class TextAnalyzer {
  /// A run checks one locale's strings after another: the last locale's iterators come first.
  private var iterators = RecentCache<String, LocaleIterators>()
  private var confusableChecker: ICU.ConfusableChecker?
  private var pluralCache: [String: [String]] = [:]
  private var genericExpressions = RecentCache<[String], ICU.Regex?>()
  private var namedExpressions = RecentCache<String, [ICU.Regex?]>()
  private var scriptCache: [String: Set<String>] = [:]
  /// The classes of the code points seen so far.
  package let characters = CharacterTable()

  package init() {}

  /// A reusable iterator of `kind` for `locale`, set to `units`.
  func iterator<C: Collection>(_ kind: ICU.BreakKind, locale: String, units: C) throws
    -> ICU.BreakIterator where C.Element == UInt16
  {
    let opened = iterators.value(for: locale) { LocaleIterators() }
    let iterator: ICU.BreakIterator
    if let cached = opened.byKind[kind.rawValue] {
      iterator = cached
    } else {
      iterator = try ICU.BreakIterator(kind, locale: locale)
      opened.byKind[kind.rawValue] = iterator
    }
    try iterator.setText(units)
    return iterator
  }

  /// The iterators opened for one locale, by kind (a class: adding one updates the cached value).
  private final class LocaleIterators {
    var byKind: [Int32: ICU.BreakIterator] = [:]
  }

  /// Calls `body` with each grapheme cluster boundary after the start (UTF-16 offsets).
  func forEachGraphemeBoundary(_ units: [UInt16], locale: String, _ body: (Int) -> Void) throws {
    let characters = try iterator(.character, locale: locale, units: units)
    while let offset = characters.next() { body(offset) }
  }

  /// Calls `body` with each line-break opportunity (offsets from the start of `units`) and
  /// whether it is mandatory.
  ///
  /// Mandatory breaks are read from the text (UAX #14 LB4, LB5: after a line feed, a carriage
  /// return not before a line feed, VT, FF, NEL, U+2028, U+2029), not from ICU's rule status: in
  /// a run of Thai, Lao, Khmer or Burmese that a line feed ends, ICU gives every dictionary
  /// boundary the line feed's status.
  func forEachLineBreak(_ units: ArraySlice<UInt16>, locale: String, _ body: (Int, Bool) -> Void)
    throws
  {
    let lines = try iterator(.line, locale: locale, units: units)
    let start = units.startIndex
    while let offset = lines.next() {
      guard offset > 0 else { continue }
      let before = units[start + offset - 1]
      var hard =
        before == 0x0A || before == 0x0B || before == 0x0C || before == 0x85 || before == 0x2028
        || before == 0x2029
      if before == 0x0D { hard = start + offset == units.endIndex || units[start + offset] != 0x0A }
      body(offset, hard)
    }
  }

  /// The end of the first sentence (a UTF-16 offset).
  package func firstSentenceEnd(_ units: [UInt16], locale: String) throws -> Int {
    try iterator(.sentence, locale: locale, units: units).next() ?? units.count
  }

  /// The words of a text that hold a letter, as UTF-16 ranges.
  package func words(_ units: [UInt16], locale: String) throws -> [Range<Int>] {
    let words = try iterator(.word, locale: locale, units: units)
    var result: [Range<Int>] = []
    var start = 0
    while let end = words.next() {
      let word = UTF16Text.string(units[start..<end])
      if word.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) {
        result.append(start..<end)
      }
      start = end
    }
    return result
  }

  /// The expression of the generic phrasing of the locale files `sources`, made on first use
  /// (nil when it does not compile); a part of a run asks for one locale's again and again.
  func genericPhrasing(sources: [String], make: () -> ICU.Regex?) -> ICU.Regex? {
    genericExpressions.value(for: sources, make: make)
  }

  /// Case-insensitive expressions compiled on first use, found by a short name such as
  /// `claims|de`; nil for a pattern that does not compile (patterns were checked when the data
  /// was loaded).
  func expressions(_ name: String, patterns: () -> [String]) -> [ICU.Regex?] {
    namedExpressions.value(for: name) { patterns().map { try? ICU.Regex($0) } }
  }

  /// The CLDR cardinal plural categories of a locale (from ICU, cached).
  package func pluralCategories(_ locale: String) throws -> [String] {
    if let cached = pluralCache[locale] { return cached }
    let categories = try ICU.pluralCategories(locale)
    pluralCache[locale] = categories
    return categories
  }

  /// The ISO 15924 scripts a locale is written in, as ICU knows them, with the script of its
  /// likely subtags (so `zh-Hant` gives Hant and Hani).
  package func scripts(ofLocale locale: String) -> Set<String> {
    if let cached = scriptCache[locale] { return cached }
    var result = Set((try? ICU.scripts(ofLocale: locale)) ?? [])
    if let likely = try? ICU.addLikelySubtags(
      (try? ICU.localeID(forLanguageTag: locale).id) ?? locale),
      let script = try? ICU.script(ofLocaleID: likely), !script.isEmpty
    {
      result.insert(script)
    }
    scriptCache[locale] = result
    return result
  }

  /// The scripts a locale's text is written in: `declared` (the locale data's `script`) when
  /// there are any, else ICU's, with composite writing systems expanded (`Jpan` is Han,
  /// Hiragana and Katakana).
  package func writingScripts(ofLocale locale: String, declared: [String]) -> Set<String> {
    var scripts = declared.isEmpty ? self.scripts(ofLocale: locale) : Set(declared)
    // ICU has no script for earlier stages of languages (`enm`, Middle English): they are written
    // in their descendant's.
    if scripts.isEmpty, let language = locale.split(separator: "-").first,
      let descendant = Self.descendants[String(language)]
    {
      scripts = self.scripts(ofLocale: descendant)
    }
    return scripts.reduce(into: Set<String>()) { result, script in
      result.formUnion(Self.composites[script] ?? [script])
    }
  }

  /// Earlier stages of languages, which ICU knows by name but not by script, and the language
  /// whose script they share.
  static let descendants: [String: String] = [
    "enm": "en", "ang": "en", "frm": "fr", "fro": "fr", "gmh": "de", "goh": "de", "dum": "nl",
    "sga": "ga", "mga": "ga", "pro": "oc", "grc": "el", "osx": "de", "odt": "nl",
  ]

  /// The scripts of the composite writing systems.
  static let composites: [String: Set<String>] = [
    "Jpan": ["Hani", "Hira", "Kana"], "Kore": ["Hang", "Hani"], "Hans": ["Hani"], "Hant": ["Hani"],
    "Hrkt": ["Hira", "Kana"],
  ]

  /// The characters ICU's conversions between Simplified and Traditional Chinese change, read
  /// from ICU's data at build time (`HanConversionTable`): opening the two transliterators cost
  /// every run with a Chinese table ~20 ms.
  static let hansToHant = Set(HanConversionTable.hansToHant)
  static let hantToHans = Set(HanConversionTable.hantToHans)

  /// How many characters of `text` the Chinese conversion `id` changes; nil when ICU has none.
  package func charactersChanged(in text: String, by id: String) -> Int? {
    guard
      let changed = id == "Hans-Hant"
        ? Self.hansToHant : id == "Hant-Hans" ? Self.hantToHans : nil
    else { return nil }
    return text.unicodeScalars.reduce(0) { $0 + (changed.contains($1.value) ? 1 : 0) }
  }

  /// The UTS #39 confusable skeleton of a text.
  package func skeleton(_ text: String) throws -> String {
    if confusableChecker == nil { confusableChecker = try ICU.ConfusableChecker() }
    return try confusableChecker!.skeleton(text)
  }
}
