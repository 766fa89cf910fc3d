import Testing

@testable import UsageStrings

/// The sentence breaks found without ICU, for the texts where UAX #29 makes them plain, against
/// ICU's own iterator for every bundled locale and a few with tailored rules.
@Suite struct BreakFastPathTests {
  static let locales =
    LocaleCatalog.builtInFiles.map { String($0.name.dropLast(5)) }.filter { $0 != "default" }
    + ["fi", "sv", "de-CH", "ja", "zh-Hant", "th", "ko", "root"]
  static func text<G: RandomNumberGenerator>(_ pieces: [String], using generator: inout G) -> String
  {
    (0..<Int.random(in: 0...14, using: &generator)).map { _ in
      pieces.randomElement(using: &generator)!
    }.joined()
  }

  /// The clusters found without ICU (marks joining their base) are ICU's, and texts with what
  /// UAX #29 versions treat differently (viramas, emoji sequences, Hangul jamo) are left to ICU.
  @Test(arguments: locales)
  func clustersMatchICU(_ locale: String) throws {
    let analyzer = TextAnalyzer()
    var generator = SeededGenerator(seed: 63)
    let pieces = [
      "a", "e\u{301}", "o\u{308}\u{304}", " \u{301}", "\u{301}", "\n\u{301}", "\t\u{302}",
      "\u{200B}\u{301}", "ก", "กำ", "น้ำ", "ที่",
      "بِ", "ش", "שָׁ", "क", "कि", "क्ष", "क्", "ஸ்ரீ", "中", "😀", "👍🏽", "❤️", "👨‍👩‍👧", "🇩🇪", "가", "가", "각", "\r\n",
      "\r", "\u{FE0F}", "\u{1F3FB}",
      " ", "%@", ".",
    ]
    var plain = 0
    for _ in 0..<2_000 {
      let text = Self.text(pieces, using: &generator)
      let analysis = StringAnalysis(text, locale: locale, analyzer: analyzer)
      if analysis.scanFoundClusters { plain += 1 }
      let map = try analysis.clusterMap()
      #expect(
        map.bytes == (try analysis.icuClusterMap()).bytes, "\(locale) \(text.debugDescription)")
    }
    #expect(plain > 300, "only \(plain) texts had plain clusters")
  }

  /// A text whose terminators all come at its end is one sentence; `FirstSentence` finds a plain
  /// first sentence's end; else ICU decides.
  @Test(arguments: locales)
  func headlineMatchesICUsFirstSentence(_ locale: String) throws {
    let analyzer = TextAnalyzer()
    var generator = SeededGenerator(seed: 62)
    var found = 0
    let pieces = [
      "a", "Z", "é", "e\u{301}", "中", "ก", "1", " ", ",", "'", "\"", ")", "»", "e.g", "3.5",
      "\u{A0}", "😀", "U.S", ";", "Ω", "ß",
    ]
    let ends = [
      "", ".", "!", "?", "。", "!?", "...", "।", "؟", " ", ". ", ".)", ". a", ".\u{A0}", "\u{2026}",
      "．", ". A", ".A", "! a", "? 1", ".\" B",
      ". 中", "。中", ". (", "!\u{300}", ".\u{200B} A", ";", "; A", "\u{37E} A", ". É", ".\tA",
    ]
    for _ in 0..<2_000 {
      let text =
        Self.text(pieces, using: &generator) + ends.randomElement(using: &generator)!
        + (Int.random(in: 0..<2, using: &generator) == 0
          ? Self.text(pieces, using: &generator) + ends.randomElement(using: &generator)! : "")
      let analysis = StringAnalysis(text, locale: locale, analyzer: analyzer)
      let units = analysis.units
      let expected = units.isEmpty ? 0 : try analyzer.firstSentenceEnd(units, locale: locale)
      #expect(try analysis.headline() == 0..<expected, "\(locale) \(text.debugDescription)")
      if let end = FirstSentence.end(units, table: analyzer.characters) {
        #expect(end == expected, "\(locale) \(text.debugDescription)")
        found += 1
      }
    }
    #expect(found > 300, "only \(found) first sentences found without ICU")
  }
}
