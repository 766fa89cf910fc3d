import Testing

@testable import UsageStrings

@Suite struct ConfigurationLoaderTests {
  func load(_ text: String) throws -> ConfigurationLoader.Loaded {
    try ConfigurationLoader.parse(text, directory: "/app", knownRules: RuleRegistry.knownIDs)
  }

  @Test func nullIsTheDefault() throws {
    let loaded = try load(
      #"{"sourceLanguage": null, "languages": null, "exclude": null, "history": null, "length": {"lineColumns": null, "maxLines": 5}}"#
    )
    #expect(loaded.warnings.isEmpty)
    #expect(loaded.configuration.sourceLanguage == nil)
    #expect(loaded.configuration.languages == nil)
    #expect(loaded.configuration.exclude == Configuration(directory: "/app").exclude)
    #expect(loaded.configuration.length.lineColumns == nil)
    #expect(loaded.configuration.length.maxLines == 5)
  }

  @Test func commentsAndTheDumpsFileAreSkippedSilently() throws {
    let loaded = try load(
      #"{"//": "a comment", "// languages": "another", "file": ".usage-strings.json", "languages": ["de"]}"#
    )
    #expect(loaded.warnings.isEmpty)
    #expect(loaded.configuration.languages == ["de"])
    // A name that is neither still warns.
    #expect(try load(#"{"/ languages": 1}"#).warnings.count == 1)
  }

  @Test func theTemplateLoadsAndChangesNothing() throws {
    let loaded = try load(ConfigurationTemplate.text)
    #expect(loaded.warnings.isEmpty)
    let defaults = Configuration(directory: "/app")
    let rules = RuleRegistry.all.map(\.description)
    #expect(
      ConfigurationDump.render(loaded.configuration, file: nil, rules: rules)
        == ConfigurationDump.render(defaults, file: nil, rules: rules))
  }
}
