import Foundation
import Testing

@testable import UsageStrings

@Suite struct LocaleCatalogTests {
  static let catalog = try! LocaleCatalog.load()

  @Test func everyRequiredLocaleHasItsOwnData() {
    let required = [
      "en", "es", "fr", "de", "it", "pt", "pt-BR", "nl", "sv", "da", "nb", "fi", "pl", "cs", "ru",
      "uk", "tr", "el", "ar", "he", "hi", "ja", "ko", "zh-Hans", "zh-Hant", "th",
    ]
    for locale in required {
      #expect(Self.catalog.localeIdentifiers.contains(locale), "\(locale)")
      let policy = Self.catalog.policy(for: locale)
      #expect(policy.sources.first == "\(locale).json", "\(locale) falls back to \(policy.sources)")
      #expect(policy.genericPatterns.count >= 3, "\(locale)")
      #expect(policy.purposeConnectors.count >= 3, "\(locale)")
      #expect(!policy.privacyClaims.isEmpty, "\(locale)")
    }
  }

  @Test(arguments: [
    ("pt-PT", "pt.json"), ("zh-TW", "zh-Hant.json"), ("zh-CN", "zh-Hans.json"),
    ("es-419", "es.json"),
    ("de-CH", "de.json"), ("kab", "default.json"), ("Base", "default.json"),
  ])
  func lookupFallsBackFromTheIdentifierToItsLanguageToDefault(_ input: (String, String)) {
    #expect(Self.catalog.policy(for: input.0).sources.first == input.1)
  }

  @Test func budgetsComeFromDefaultThenTheConfiguration() throws {
    #expect(Self.catalog.policy(for: "de").lineColumns == 40)
    var configuration = Configuration(directory: "/")
    configuration.length = .init(lineColumns: 36)
    configuration.localeLength["de"] = .init(headlineLines: 2)
    let policy = Self.catalog.policy(for: "de-AT", configuration: configuration)
    #expect((policy.lineColumns, policy.headlineLines, policy.maxLines) == (36, 2, 6))
  }

  @Test func everyBuiltInPatternCompiles() throws {
    // `load` trusts the built-in files; this is where their patterns are compiled.
    for (name, text) in LocaleCatalog.builtInFiles {
      _ = try LocaleCatalog.parse(text, name: name, compilesPatterns: true)
    }
    #expect(LocaleCatalog.builtInFiles.count >= 25)
  }

  @Test func malformedFilesAreClearErrors() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "locales-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cases: [(String, String)] = [
      ("{\"genericPatterns\": [\"(unclosed\"]}", "field 'genericPatterns[0]'"),
      ("{\"lineColumns\": 0}", "field 'lineColumns'"),
      ("{\"script\": \"Klingon\"}", "field 'script'"),
      ("{\"lineColumns\": 40,}", "line 1"),
      ("{\"colour\": 1}", "field 'colour'"),
      ("{\"negation\": {\"words\": [\"\"]}}", "field 'negation.words'"),
      ("{\"negation\": {}}", "field 'negation'"),
      (
        "{\"negation\": {\"matchesCase\": 1, \"words\": [\"nicht\"]}}",
        "field 'negation.matchesCase'"
      ),
      ("{\"address\": {\"familiar\": {\"words\": [\"du\"]}}}", "field 'address'"),
      ("{\"address\": {\"formal\": {}}}", "field 'address.formal'"),
      ("{\"variant\": {\"locales\": [\"pt-PT\"], \"other\": \"pt-BR\"}}", "field 'variant'"),
      (
        "{\"variant\": {\"locales\": [\"pt-PT\"], \"other\": \"pt-BR\", \"words\": {\"tela\": 1}}}",
        "field 'variant.words'"
      ),
      ("{\"variant\": {\"locales\": []}}", "field 'variant.locales'"),
    ]
    for (text, expected) in cases {
      try Data(text.utf8).write(to: folder.appendingPathComponent("de.json"))
      #expect(throws: ToolIssue.self) { try LocaleCatalog.load(folder: folder.path) }
      do {
        _ = try LocaleCatalog.load(folder: folder.path)
      } catch {
        #expect(
          error.message.contains("de.json") && error.message.contains(expected), "\(error.message)")
      }
    }
  }

  /// The meaning rules' word lists: whole words, beginnings, endings and runs, and words that
  /// count only as written inside a sentence.
  @Test func wordMarkersMatchAsLocalesSayTheyDo() throws {
    let catalog = try LocaleCatalog.load()
    let german = try #require(catalog.policy(for: "de-AT").address)
    #expect(german.polite.firstMatch(in: "Finde Geräte in Ihrem Netzwerk.") == "Ihrem")
    #expect(german.polite.firstMatch(in: "Fotos werden geladen. Sie bleiben hier.") == nil)
    #expect(german.polite.firstMatch(in: "Damit sie bleiben.") == nil)
    #expect(german.familiar.firstMatch(in: "Für DEINE Notizen.") == "DEINE")
    let english = try #require(catalog.policy(for: "en").negation)
    #expect(english.firstMatch(in: "So you don’t type it.") == "don’t")
    #expect(english.firstMatch(in: "Say 'no' to nothing.") == "no")
    #expect(english.firstMatch(in: "Unlock the app.") == nil)
    let french = try #require(catalog.policy(for: "fr").negation)
    #expect(french.firstMatch(in: "Il n'envoie rien.") == "n'envoie")
    let czech = try #require(catalog.policy(for: "cs").negation)
    #expect(czech.firstMatch(in: "Kontakty se nenahrávají.") == "nenahrávají")
    let chinese = try #require(catalog.policy(for: "zh-CN").negation)
    #expect(chinese.firstMatch(in: "无需输入密码") == "无")
    #expect(chinese.firstMatch(in: "需要密码解锁") == nil)
  }

  @Test func userFolderOverridesTheBuiltInFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "locales-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{\"headlineLines\": 2, \"genericPatterns\": [\"^nur ein muster\"]}".utf8).write(
      to: folder.appendingPathComponent("de.json"))
    let catalog = try LocaleCatalog.load(folder: folder.path)
    #expect(catalog.policy(for: "de").headlineLines == 2)
    #expect(catalog.policy(for: "de").genericPatterns == ["^nur ein muster"])
    #expect(
      catalog.policy(for: "fr").genericPatterns == Self.catalog.policy(for: "fr").genericPatterns)
    // The built-in files are parsed once per process: a folder laid over them leaves them be.
    #expect(try LocaleCatalog.load().policy(for: "de").genericPatterns.count > 1)
  }
}
