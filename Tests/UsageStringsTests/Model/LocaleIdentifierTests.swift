import Testing

@testable import UsageStrings

@Suite struct LocaleIdentifierTests {
  @Test(arguments: [
    "en", "de", "pt-BR", "zh-Hans", "zh-Hant", "es-419", "en-GB", "ko-KR", "sr-Latn", "kab",
    "ca-ES",
  ])
  func validIdentifiers(_ raw: String) {
    let locale = LocaleIdentifier(raw)
    #expect(locale.kind == .valid, "\(raw) → \(locale.canonical)")
    #expect(locale.canonical == raw)
  }

  @Test(arguments: [
    ("pt_BR", "pt-BR"), ("PT-br", "pt-BR"), ("zh_Hans", "zh-Hans"), ("iw", "he"), ("EN", "en"),
  ])
  func nonCanonicalIdentifiers(_ input: (String, String)) {
    let locale = LocaleIdentifier(input.0)
    #expect(locale.kind == .nonCanonical)
    #expect(locale.canonical == input.1)
  }

  @Test(arguments: ["../..", "", "xx", "en-XX", "english", "123", "en--US", "de/..", "a b", "🇩🇪"])
  func invalidIdentifiers(_ raw: String) {
    #expect(LocaleIdentifier(raw).kind == .invalid)
  }

  @Test func baseAndLegacy() {
    #expect(LocaleIdentifier("Base").kind == .base)
    #expect(LocaleIdentifier("English").kind == .legacy)
    #expect(LocaleIdentifier("English").language == "en")
    #expect(LocaleIdentifier("pt-BR").language == "pt")
  }

  /// The language is the first subtag, lower-cased, however the identifier is written.
  @Test(arguments: [
    ("pt-BR", "pt"), ("zh_Hant_HK", "zh"), ("en", "en"), ("Base", "base"), ("English", "en"),
    ("-x", "x"), ("", ""),
  ])
  func theLanguageIsTheFirstSubtag(_ raw: String, _ language: String) {
    #expect(LocaleIdentifier(raw).language == language)
  }
}
