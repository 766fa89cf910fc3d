import Testing

@testable import UsageStrings

/// The line breaks that `LineBreakBounds` claims without ICU, held to ICU's line-break iterator for
/// every bundled locale and the locales whose rules ICU tailors.
@Suite struct LineBreakBoundsTests {
  static let locales = BreakFastPathTests.locales

  /// Pieces of every role and of the characters the roles leave to ICU: quotes of each kind,
  /// small kana, Hangul, Thai, conjuncts, emoji sequences, marks after spaces, controls.
  static let pieces = [
    "a", "Z", "é", "ß", "Ж", "ω", "1", "9", "٣", "e\u{301}", "ש", "ب", "ि", "क्ष", "नमस्ते", "中", "文",
    "あ", "ア", "ぁ", "ー",
    "한", "글", "ก", "ภาษา", "😀", "👍🏽", "👨‍👩‍👧", "🇩🇪", " ", "  ", "\u{A0}", "\u{3000}", "\t", "\n", "\r",
    "\r\n", "\u{2028}",
    ".", ",", ":", ";", "!", "?", "。", "、", "，", "！", "(", ")", "[", "]", "「", "」", "«", "»", "„",
    "“", "”", "‘", "’", "'",
    "\"", "-", "‐", "–", "—", "/", "%", "%@", "%1$@", "$", "€", "#", "…", "·", "\u{200B}",
    "\u{2060}", "\u{200D}", " \u{301}", "々", "〜",
  ]

  /// The pieces whose clusters the bounds can read (no emoji sequences, conjuncts or marks on spaces),
  /// for texts most of which settle.
  static let plainPieces = pieces.filter {
    !["👍🏽", "👨‍👩‍👧", "🇩🇪", "क्ष", "नमस्ते", " \u{301}", "\r\n", "\u{200D}", "ภาษา"].contains($0)
  }

  /// Every boundary claimed `always` is one of ICU's break opportunities, none claimed `never`
  /// is, and a mandatory break is one.
  @Test(arguments: locales)
  func claimsHoldForICU(_ locale: String) throws {
    let analyzer = TextAnalyzer()
    var generator = SeededGenerator(seed: 71)
    var claimed = 0
    for _ in 0..<3_000 {
      let text = BreakFastPathTests.text(Self.pieces, using: &generator)
      let analysis = StringAnalysis(text, locale: locale, analyzer: analyzer)
      let units = analysis.units
      guard !units.isEmpty else { continue }
      let map = try analysis.clusterMap()
      guard
        let boundaries = LineBreakBounds.boundaries(
          units, part: 0..<units.count, map: map, table: analyzer.characters)
      else { continue }
      var icu: Set<Int> = []
      try analyzer.forEachLineBreak(ArraySlice(units), locale: locale) { offset, _ in
        icu.insert(offset)
      }
      let kinds = Dictionary(uniqueKeysWithValues: boundaries.map { ($0.offset, $0.kind) })
      for offset in 1...units.count
      where offset == units.count || map.bytes[offset] & ClusterMap.start != 0 {
        let kind = kinds[offset] ?? .never
        if kind >= .always {
          #expect(
            icu.contains(offset),
            "\(locale) \(text.debugDescription) at \(offset): no break, claimed \(kind)")
        }
        if kind == .never {
          #expect(
            !icu.contains(offset),
            "\(locale) \(text.debugDescription) at \(offset): a break, claimed never")
        }
        claimed += kind == .maybe ? 0 : 1
      }
    }
    #expect(claimed > 3_000, "only \(claimed) boundaries settled")
  }

  /// Where the bounds settle the lines, they are the lines ICU's opportunities give, at any width.
  @Test(arguments: locales)
  func settledLinesAreICUsLines(_ locale: String) throws {
    let analyzer = TextAnalyzer()
    var generator = SeededGenerator(seed: 72)
    var settled = 0
    for _ in 0..<3_000 {
      let text = (0..<4).map { _ in BreakFastPathTests.text(Self.plainPieces, using: &generator) }
        .joined(separator: " ")
      let analysis = StringAnalysis(text, locale: locale, analyzer: analyzer)
      let units = analysis.units
      guard !units.isEmpty else { continue }
      let map = try analysis.clusterMap()
      let width = Int.random(in: 4...40, using: &generator)
      guard
        let lines = LineBreakBounds.lines(
          units, part: 0..<units.count, map: map, width: width, table: analyzer.characters)
      else { continue }
      var placer = LinePlacer(map: map, width: width, start: 0)
      try analyzer.forEachLineBreak(ArraySlice(units), locale: locale) {
        placer.place(upTo: $0, hard: $1)
      }
      #expect(
        lines == placer.finish(at: units.count),
        "\(locale) width \(width): \(text.debugDescription)")
      // Each line's columns are those its clusters show: trailing whitespace left out.
      for line in lines {
        let (total, trailing) = map.columns(in: line.range)
        #expect(
          line.columns == total - trailing,
          "\(locale) width \(width): \(text.debugDescription) \(line)")
      }
      settled += 1
    }
    #expect(settled > 500, "only \(settled) texts settled")
  }

  /// Plain prose settles without ICU; a word wider than the line does not (ICU may cut it elsewhere).
  @Test func proseSettlesAndWideWordsGoToICU() throws {
    let analyzer = TextAnalyzer()
    let prose = StringAnalysis(
      "Scan receipts, so that “Taxes” files them: 100% on %@ device!", locale: "en",
      analyzer: analyzer)
    let units = prose.units
    let lines = LineBreakBounds.lines(
      units, part: 0..<units.count, map: try prose.clusterMap(), width: 20,
      table: analyzer.characters)
    #expect(
      lines?.map { UTF16Text.string(units[$0.range]) } == [
        "Scan receipts, so ", "that “Taxes” files ", "them: 100% on %@ ", "device!",
      ])
    #expect(lines?.map(\.columns) == [17, 18, 16, 7])
    let wide = StringAnalysis(
      "Supercalifragilistic expialidocious", locale: "en", analyzer: analyzer)
    #expect(
      LineBreakBounds.lines(
        wide.units, part: 0..<wide.units.count, map: try wide.clusterMap(), width: 10,
        table: analyzer.characters) == nil)
  }
}
