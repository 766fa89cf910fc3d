import Testing

@testable import UsageStrings

@Suite struct PseudolocaleTests {
  @Test func pseudoRegionsAreLocalesOfTheirOwn() {
    #expect(LocaleIdentifier("en-XA").kind == .valid)
    #expect(LocaleIdentifier("ar-XB").canonical == "ar-XB")
    #expect(LocaleIdentifier("en_XA").kind == .nonCanonical)
    #expect(Pseudolocale(LocaleIdentifier("en-XA")) == .accented)
    #expect(Pseudolocale(LocaleIdentifier("ar-XB")) == .rightToLeft)
    #expect(Pseudolocale(LocaleIdentifier("en-GB")) == nil)
    #expect(Pseudolocale(LocaleIdentifier("xh")) == nil)
    #expect(Pseudolocale.isPseudo("fr-XA"))
    #expect(Pseudolocale.isPseudo("sr-Latn-XA"))
    // XA as a private-use subtag is no region.
    #expect(!Pseudolocale.isPseudo("en-x-xa"))
    #expect(!Pseudolocale.isPseudo("ar"))
    // Still no region ICU does not know.
    #expect(LocaleIdentifier("en-XY").kind == .invalid)
  }

  /// IBM's guideline A3, upper bounds, at each edge of its table.
  @Test(arguments: [
    (1, 2.0), (10, 2.0), (11, 1.0), (20, 1.0), (21, 0.8), (30, 0.8), (31, 0.6), (50, 0.6),
    (51, 0.4), (70, 0.4), (71, 0.3), (400, 0.3),
  ])
  func expansionFollowsTheTable(_ count: Int, _ share: Double) {
    #expect(Pseudolocale.expansion(forLength: count) == share)
  }

  @Test(arguments: [
    "Scan receipts.", "Take photos for your journal entries. The camera is only used while open.",
    "Allow %@ to read your contacts, so that %1$@ can name them.", "123 456",
    "Use $(PRODUCT_NAME) with Siri.",
  ])
  func accentedTextIsBracketedAndExpanded(_ source: String) {
    let pseudo = Pseudolocale.accented.transform(source)
    #expect(pseudo.hasPrefix("[") && pseudo.hasSuffix("]"))
    #expect(pseudo.count == Pseudolocale.expandedLength(of: source), "\(pseudo)")
    // Every placeholder survives as written; no plain ASCII letter is left outside them.
    let placeholders = (Placeholders.printf(in: source) + Placeholders.variables(in: source))
      .map(\.text)
    var rest = pseudo
    for placeholder in placeholders {
      #expect(rest.contains(placeholder), "\(placeholder) in \(pseudo)")
      rest = rest.replacingOccurrences(of: placeholder, with: "")
    }
    #expect(!rest.contains { $0.isASCII && $0.isLetter }, "\(rest)")
    // Each letter one precomposed code point: the text is NFC and one column per letter.
    #expect(rest.unicodeScalars.count == rest.count)
  }

  @Test func theHeadlineGrowsByTheShareOfTheWholeText() {
    let source = "Scan receipts to file them. Nothing leaves this phone."
    let pseudo = Pseudolocale.accented.transform(source)
    let headline = pseudo.prefix { $0 != "." }.count
    // 27 of 54 characters, grown like the rest: about 1.4 times.
    #expect((35...41).contains(headline), "\(pseudo)")
  }

  @Test func rightToLeftOverridesEachWordAndKeepsPlaceholders() {
    let pseudo = Pseudolocale.rightToLeft.transform("Share %@ with friends")
    #expect(
      pseudo == "\u{200F}\u{202E}Share\u{202C}\u{200F} %@ \u{200F}\u{202E}with\u{202C}\u{200F} "
        + "\u{200F}\u{202E}friends\u{202C}\u{200F}")
    let controls: Set<Unicode.Scalar> = ["\u{200F}", "\u{202E}", "\u{202C}"]
    #expect(
      String(String.UnicodeScalarView(pseudo.unicodeScalars.filter { !controls.contains($0) }))
        == "Share %@ with friends")
  }

  @Test func anEscapeIsLeftAsItIs() {
    // 6 characters grow by 200 % to 18: 10 repeats beside the brackets, for the two vowels.
    #expect(Pseudolocale.accented.transform("Go\\nOn") == "[Ĝöööööö\\nÖÖÖÖÖÖñ]")
    // The escaped u never grows; the e takes every repeat.
    #expect(Pseudolocale.accented.transform("\\u00e9") == "[\\u00ééééééééééé9]")
    // No letter at all: padded (2 characters grow to 6, brackets included).
    #expect(Pseudolocale.accented.transform("42") == "[42~~]")
  }

  @Test func aCatalogsArgumentsAreKept() {
    let pseudo = Pseudolocale.accented.transform("Find %#@friends@ near %arg.")
    #expect(pseudo.contains("%#@friends@") && pseudo.contains("%arg"), "\(pseudo)")
  }
}
