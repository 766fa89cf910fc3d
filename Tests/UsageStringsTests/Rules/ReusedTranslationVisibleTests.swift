import Testing

@testable import UsageStrings

/// `reused-translation` compares texts as they are seen: its fast path for plain texts must
/// agree with the full one.
@Suite struct ReusedTranslationVisibleTests {
  private func visible(_ text: String) -> String {
    ReusedTranslationRule.visible(text, characters: CharacterTable())
  }

  @Test func zeroWidthCharactersAndOuterSpacesAreNotSeen() {
    #expect(visible("Scan\u{200B} receipts") == "Scan receipts")
    #expect(visible("\u{FEFF}Scan receipts\u{2060}") == "Scan receipts")
    #expect(visible("\u{00A0}Scan receipts ") == "Scan receipts")
    #expect(visible("Scan receipts\u{3000}") == "Scan receipts")
    // Other characters that start with the same bytes stay: an ellipsis, curly quotes.
    #expect(visible("Scan “receipts”…") == "Scan “receipts”…")
    #expect(visible("Scan receipts") == "Scan receipts")
  }

  @Test func aJoinerInsideAWordGoesAndTheRestStaysAsWritten() {
    // Persian writes U+200C inside words; the text is compared without it.
    #expect(visible("می\u{200C}خواهد دوربین") == "میخواهد دوربین")
    #expect(visible(" \u{200B}") == "")
    #expect(visible("\u{200D}") == "")
  }

  @Test func textsInOneTableAreTheSameOnlyByteForByte() {
    // Both files live to the end of the test, so that their identifiers differ.
    let files = [
      TextFile(path: "de.lproj/InfoPlist.strings", bytes: []),
      TextFile(path: "fr.lproj/InfoPlist.strings", bytes: []),
    ]
    let (table, other) = (ObjectIdentifier(files[0]), ObjectIdentifier(files[1]))
    defer { withExtendedLifetime(files) {} }
    typealias Text = ReusedTranslationRule.TableText
    let seen: Set<Text> = [Text(table: table, text: "Kamera öffnen")]
    #expect(seen.contains(Text(table: table, text: "Kamera " + "öffnen")))
    #expect(!seen.contains(Text(table: other, text: "Kamera öffnen")))
  }

  @Test func aDecomposedLetterIsSeenAsTheComposedOne() {
    let seen = visible("Voce\u{302} pode alterar isso")
    #expect(seen.unicodeScalars.elementsEqual("Você pode alterar isso".unicodeScalars))
    #expect(!seen.unicodeScalars.contains("\u{302}"))
    #expect(visible("e\u{302}").unicodeScalars.map(\.value) == [0xEA])
  }
}
