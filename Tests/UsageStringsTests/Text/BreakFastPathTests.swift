import Testing
@testable import UsageStrings

/// The sentence breaks found without ICU, for the texts where UAX #29 makes them plain, against
/// ICU's own iterator for every bundled locale and a few with tailored rules.
@Suite struct BreakFastPathTests {
  static let locales = LocaleCatalog.builtInFiles.map { String($0.name.dropLast(5)) }.filter { $0 != "default" }
    + ["fi", "sv", "de-CH", "ja", "zh-Hant", "th", "ko", "root"]
  static func text<G: RandomNumberGenerator>(_ pieces: [String], using generator: inout G) -> String {
    (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
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
