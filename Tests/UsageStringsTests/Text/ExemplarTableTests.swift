import Testing

@testable import UsageStrings

/// The exemplar letters the build tabulates from ICU's data are what ICU answers at run time,
/// locale by locale (what `wrong-language` used to ask it on every run).
@Suite struct ExemplarTableTests {
  @Test func theTableIsWhatICUAnswers() {
    var disagreements: [String] = []
    for (locale, set) in ExemplarTable.setOfLocale {
      let tabulated = CodePointRanges(
        bounds: ExemplarTable.sets[set].unicodeScalars.map(\.value))
      if tabulated != ICU.exemplarLettersFromData(ofLocale: locale) { disagreements.append(locale) }
    }
    #expect(disagreements.isEmpty, "\(disagreements.sorted().prefix(20))")
    // Every language of the bundled locale data, and the regional variants of projects.
    for locale in ["en", "de", "de-AT", "pt-BR", "zh-Hans", "zh-Hant-HK", "ja", "ko", "uk"] {
      #expect(ExemplarTable.setOfLocale[locale] != nil, "\(locale)")
    }
  }

  @Test func aLocaleICUDoesNotListIsAskedOfICU() {
    #expect(ExemplarTable.setOfLocale["de-Latn-AT"] == nil)
    #expect(
      ICU.exemplarLetters(ofLocale: "de-Latn-AT")
        == ICU.exemplarLettersFromData(ofLocale: "de-Latn-AT"))
    #expect(ICU.exemplarLetters(ofLocale: "de-Latn-AT").contains(0x00C4))  // Ä
  }
}
