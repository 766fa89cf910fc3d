import Testing

@testable import UsageStrings

/// `reused-translation` compares texts as they are seen: its fast path for plain texts must
/// agree with the full one.
@Suite struct ReusedTranslationVisibleTests {
  @Test func zeroWidthCharactersAndOuterSpacesAreNotSeen() {
    #expect(ReusedTranslationRule.visible("Scan\u{200B} receipts") == "Scan receipts")
    #expect(ReusedTranslationRule.visible("\u{FEFF}Scan receipts\u{2060}") == "Scan receipts")
    #expect(ReusedTranslationRule.visible("\u{00A0}Scan receipts ") == "Scan receipts")
    #expect(ReusedTranslationRule.visible("Scan receipts\u{3000}") == "Scan receipts")
    // Other characters that start with the same bytes stay: an ellipsis, curly quotes.
    #expect(ReusedTranslationRule.visible("Scan “receipts”…") == "Scan “receipts”…")
    #expect(ReusedTranslationRule.visible("Scan receipts") == "Scan receipts")
  }
}
