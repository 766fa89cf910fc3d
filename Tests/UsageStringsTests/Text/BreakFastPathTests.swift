import Testing
@testable import UsageStrings

/// The line and sentence breaks found without ICU, for the texts where UAX #14 and #29 make them
/// plain, against ICU's own iterators for every bundled locale and a few with tailored rules.
@Suite struct BreakFastPathTests {
  static let locales = LocaleCatalog.builtInFiles.map { String($0.name.dropLast(5)) }.filter { $0 != "default" }
    + ["fi", "sv", "de-CH", "ja", "zh-Hant", "th", "ko", "root"]
  static let simplePieces = ["a", "Z", "é", "ß", "Ж", "ω", "ǅ", "1", "9", "٣", ".", ",", ":", ";", "'", " ", "  ", "ﬁ", "µ", "\u{37E}", "\u{60C}", "𝐀"]

  static func text<G: RandomNumberGenerator>(_ pieces: [String], using generator: inout G) -> String {
    (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
  }

  @Test(arguments: locales)
  func lineBreaksAfterSpacesMatchICU(_ locale: String) throws {
    let analyzer = TextAnalyzer()
    var generator = SeededGenerator(seed: 61)
    var skipped = 0
    for _ in 0..<2_000 {
      let text = Self.text(Self.simplePieces, using: &generator)
      let analysis = StringAnalysis(text, locale: locale, analyzer: analyzer)
      #expect(analysis.allHave(.lineSimple), "\(text.debugDescription)")
      let units = ArraySlice(analysis.units)
      guard TextLayout.breaksAfterSpacesOnly(units, table: analyzer.characters) else {
        skipped += 1
        continue
      }
      var fast: [Int] = [], icu: [Int] = []
      TextLayout.forEachBreakAfterSpaces(units) { offset, _ in fast.append(offset) }
      try analyzer.forEachLineBreak(units, locale: locale) { offset, _ in icu.append(offset) }
      #expect(fast == icu, "\(locale) \(text.debugDescription)")
    }
    // A space before a separator sends a text to ICU; most texts take the fast path.
    #expect(skipped < 1_000, "\(skipped) texts skipped")
  }

  /// Where a space comes before an infix separator, ICU decides (and breaks before one that starts
  /// a number, which a simpler rule would miss).
  @Test func spaceBeforeAnInfixSeparatorGoesToICU() throws {
    let analyzer = TextAnalyzer()
    #expect(!TextLayout.breaksAfterSpacesOnly(ArraySlice(Array("costs ,5".utf16)), table: analyzer.characters))
    #expect(TextLayout.breaksAfterSpacesOnly(ArraySlice(Array("costs, 5.".utf16)), table: analyzer.characters))
    var icu: [Int] = []
    try analyzer.forEachLineBreak(ArraySlice(Array("a ;5".utf16)), locale: "en") { offset, _ in icu.append(offset) }
    #expect(icu == [2, 4])
  }

  /// Characters that break otherwise are kept off the fast path.
  @Test func otherLineBreakClassesAreNotSimple() {
    let analyzer = TextAnalyzer()
    for text in ["a-b", "a!b", "a?b", "a/b", "(a)", "a\u{A0}b", "a\tb", "a\nb", "中", "ก", "a\u{301}", "%", "$", "\"a\"", "a…b", "a—b", "שָׁ", "ª"] {
      #expect(!StringAnalysis(text, locale: "en", analyzer: analyzer).allHave(.lineSimple), "\(text.debugDescription)")
    }
  }

  /// A text whose terminators all come at its end is one sentence; with any earlier, ICU decides.
  @Test(arguments: locales)
  func headlineMatchesICUsFirstSentence(_ locale: String) throws {
    let analyzer = TextAnalyzer()
    var generator = SeededGenerator(seed: 62)
    let pieces = ["a", "Z", "é", "中", "ก", "1", " ", ",", "'", "\"", ")", "»", "e.g", "3.5", "\u{A0}", "😀"]
    let ends = ["", ".", "!", "?", "。", "!?", "...", "।", "؟", " ", ". ", ".)", ". a", ".\u{A0}", "\u{2026}", "．"]
    for _ in 0..<2_000 {
      let text = Self.text(pieces, using: &generator) + ends.randomElement(using: &generator)!
        + (Int.random(in: 0..<4, using: &generator) == 0 ? ends.randomElement(using: &generator)! : "")
      let analysis = StringAnalysis(text, locale: locale, analyzer: analyzer)
      let units = analysis.units
      let expected = units.isEmpty ? 0 : try analyzer.firstSentenceEnd(units, locale: locale)
      #expect(try analysis.headline() == 0..<expected, "\(locale) \(text.debugDescription)")
    }
  }
}
