import Testing

@testable import UsageStrings

/// CLDR plural categories come from ICU, and match CLDR for these locales.
@Suite struct PluralCategoryTests {
  static let expected: [(String, [String])] = [
    ("cs", ["one", "few", "many", "other"]),
    ("ar", ["zero", "one", "two", "few", "many", "other"]),
    ("ja", ["other"]),
    ("en", ["one", "other"]),
    ("ru", ["one", "few", "many", "other"]),
    ("pl", ["one", "few", "many", "other"]),
    ("fr", ["one", "many", "other"]),
    ("he", ["one", "two", "other"]),
    ("zh-Hans", ["other"]),
    ("ko", ["other"]),
    ("uk", ["one", "few", "many", "other"]),
    ("cy", ["zero", "one", "two", "few", "many", "other"]),
    ("de", ["one", "other"]),
  ]

  static let order = ["zero", "one", "two", "few", "many", "other"]

  @Test(arguments: expected)
  func categoriesMatchCLDR(_ input: (String, [String])) throws {
    let categories = try TextAnalyzer().pluralCategories(input.0)
    #expect(Self.order.filter(categories.contains) == input.1)
    #expect(categories.count == input.1.count)
  }
}
