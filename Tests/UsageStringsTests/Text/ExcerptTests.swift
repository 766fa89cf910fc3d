import Testing

@testable import UsageStrings

/// A finding's excerpt is the text as the definition gives it: whitespace at either end left
/// out, line breaks as `\n`, runs of other whitespace as one space, cut after `limit - 2`
/// characters with an ellipsis once longer than `limit`.
@Suite struct ExcerptTests {
  private func reference(_ text: String, limit: Int) -> String {
    var shown: [String] = []
    var waiting: [Character] = []
    for character in text {
      if character.isWhitespace {
        if !shown.isEmpty { waiting.append(character) }
        continue
      }
      var lastWasSpace = false
      for space in waiting {
        if space.isNewline {
          shown += ["\\", "n"]
          lastWasSpace = false
        } else if !lastWasSpace {
          shown.append(" ")
          lastWasSpace = true
        }
      }
      waiting = []
      shown.append(String(character))
    }
    return shown.count > limit ? shown[..<(limit - 1)].joined() + "…" : shown.joined()
  }

  @Test func excerptsFollowTheDefinition() throws {
    let analyzer = TextAnalyzer()
    var generator = SeededGenerator(seed: 3)
    let pieces = ["word", " ", "  ", "\n", "\t", "é", "e\u{301}", "中文", "😀", "a"]
    for _ in 0..<1_000 {
      let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let limit = Int.random(in: 3...30, using: &generator)
      let analysis = StringAnalysis(text, locale: "en", analyzer: analyzer)
      #expect(
        try analysis.excerpt(of: 0..<analysis.units.count, limit: limit)
          == reference(text, limit: limit), "\(text.debugDescription) \(limit)")
    }
  }

  @Test func aLineBreakAndABackslashAndNReadApart() {
    let (table, plist) = TextExcerpt.differing(
      "Scan receipts.\nNothing leaves.", "Scan receipts.\\nNothing leaves.")
    #expect(table == "Scan receipts.⏎Nothing leaves.")
    #expect(plist == "Scan receipts.\\nNothing leaves.")
    #expect(TextExcerpt.differing("Scan.\nNow", "Scan now") == ("Scan.\\nNow", "Scan now"))
  }

  /// A long text is cut around the first occurrence of the part, which the excerpt holds.
  @Test func anExcerptAroundAPartHoldsIt() {
    let text =
      "We use your location to show nearby places on the map, and your location is never shared with anyone else at all."
    let excerpt = TextExcerpt.around("never", in: text)
    #expect(excerpt == "…and your location is never shared with anyone else at all.")
    #expect(TextExcerpt.around("map", in: text).contains("the map,"))
    #expect(TextExcerpt.around("absent", in: text).hasPrefix("We use your location"))
    #expect(TextExcerpt.around("never", in: "Never mind.") == "Never mind.")
    // The word, not the same letters inside another word before it.
    let french =
      "Ce texte est transformé en une équation écrite en LaTeX, et le texte peut ainsi ne spécifier que la formule."
    #expect(TextExcerpt.around("ne", in: french).contains("ainsi ne spécifier"))
  }
}

/// The quick NFC test of the character table never calls a text NFC that ICU does not, and
/// knows the usual scripts' texts without asking ICU.
@Suite struct PlainNFCTests {
  @Test func aPlainlyNFCTextIsNFC() throws {
    let table = CharacterTable()
    var generator = SeededGenerator(seed: 5)
    let pieces = [
      "a", "é", "e\u{301}", "\u{301}", "ё", "е\u{308}", "가", "\u{1100}\u{1161}", "中", "Å", "Å",
      "ড়", "ড়", "क़", "ไทย", "😀", " ", "\u{212B}", "ﬁ", "Ω",
    ]
    for _ in 0..<3_000 {
      let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      if table.isPlainlyNFC(text) {
        #expect(try ICU.isNFC(text), "\(text.unicodeScalars.map(\.value))")
      }
    }
    #expect(table.isPlainlyNFC("Снимайте фото 写真を撮る 사진 촬영 Ελληνικά"))
    #expect(!table.isPlainlyNFC("e\u{301}"))
    #expect(!table.isPlainlyNFC("\u{212B}"))
    // Two marks NFC leaves alone, in the wrong order: quick check Yes each, and not NFC.
    #expect(!table.isPlainlyNFC("a\u{350}\u{316}"))
    #expect(try !ICU.isNFC("a\u{350}\u{316}"))
  }
}

/// An uncut excerpt of a plain line is the line itself: what the reading by character gives.
@Suite struct PlainLineExcerptTests {
  @Test func theFastPathGivesWhatTheCharactersGive() {
    var generator = SeededGenerator(seed: 9)
    let pieces = [
      "a", "é", " ", "  ", "\n", "\t", "\u{301}", "\u{A0}", "\u{3000}", "写", "क", "ि", "\u{200D}",
      "🇩🇪", "\u{2028}", "\r\n", "x", ".", "\u{1F3FB}",
    ]
    for _ in 0..<3_000 {
      let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      // One below `.max` takes the reading by character, and cuts nothing either.
      let byCharacter = TextExcerpt.oneLine(text, limit: .max - 1)
      #expect(
        TextExcerpt.oneLine(text, limit: .max) == byCharacter, "\(text.unicodeScalars.map(\.value))"
      )
    }
    #expect(TextExcerpt.isPlainLine("Scan receipts with the camera."))
    #expect(!TextExcerpt.isPlainLine("Scan \u{301}receipts"))
  }
}
