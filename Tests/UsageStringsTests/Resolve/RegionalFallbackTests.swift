import Testing

@testable import UsageStrings

/// Which table a language without one of its own reads: its language's for a region, the
/// script's for a Chinese region, none for a script variant.
@Suite struct RegionalFallbackTests {
  @Test(arguments: [
    ("es-419", "es"), ("pt_PT", "pt"), ("de-AT", "de"), ("zh-HK", "zh-Hant"), ("zh_TW", "zh-Hant"),
    ("zh-SG", "zh-Hans"),
  ])
  func aRegionReadsItsLanguagesTable(_ locale: String, _ parent: String) {
    #expect(ModelResolver.parentLocale(of: LocaleIdentifier(locale)) == parent)
  }

  @Test(arguments: ["sr-Latn", "uz-Cyrl", "zh-Hant", "es", "Base"])
  func aScriptOrALanguageReadsNoOther(_ locale: String) {
    #expect(ModelResolver.parentLocale(of: LocaleIdentifier(locale)) == nil)
  }
}
