import Foundation
import Testing

@testable import UsageStrings

@Suite struct RuleRegistryTests {
  @Test func everyRuleFileIsRegistered() {
    let folder = Fixtures.packageRoot.appendingPathComponent("Sources/UsageStrings/Rules")
    let declared = Fixtures.files(under: folder) {
      $0.hasSuffix("Rule.swift") && $0 != "Rule.swift"
    }
    .map { $0.deletingPathExtension().lastPathComponent }
    let registered = Set(RuleRegistry.all.map(\.typeName))
    #expect(!declared.isEmpty)
    for name in declared { #expect(registered.contains(name), "\(name) is not in RuleRegistry") }
    #expect(registered.count == declared.count)
  }

  @Test func idsAreUniqueKebabCase() {
    let ids = RuleRegistry.all.map(\.description.id)
    #expect(Set(ids).count == ids.count)
    for id in ids {
      #expect(id.range(of: "^[a-z]+(-[a-z0-9]+)*$", options: .regularExpression) != nil, "\(id)")
    }
    #expect(ids == ids.sorted())
  }

  @Test func summariesAndRationalesAreWritten() {
    for rule in RuleRegistry.all.map(\.description) {
      #expect(!rule.summary.isEmpty, "\(rule.id)")
      #expect(!rule.summary.hasSuffix("."), "\(rule.id): '\(rule.summary)'")
      #expect(rule.summary.first?.isUppercase == false, "\(rule.id): '\(rule.summary)'")
      #expect(rule.rationale.count > 40, "\(rule.id)")
      #expect(rule.examples.contains { $0.kind == .passing }, "\(rule.id) has no passing example")
      #expect(rule.examples.contains { $0.kind == .failing }, "\(rule.id) has no failing example")
    }
  }

  /// The rules the product promises (README, docs/RULES.md), every one of them.
  @Test func everyRuleOfTheSpecExists() {
    let spec = [
      "unknown-usage-key", "unrecognized-usage-key", "deprecated-usage-key",
      "missing-companion-key",
      "empty-purpose-string", "generic-purpose-string", "format-specifier", "literal-escape",
      "orphan-purpose-string", "missing-source-translation", "syntax-error", "invalid-encoding",
      "duplicate-key", "not-nfc", "bidi-control", "invisible-character", "headline-too-long",
      "too-long",
      "purpose-string-too-large", "leading-trailing-space", "unknown-locale", "file-name-case",
      "missing-translation", "extra-key", "untranslated", "stale-translation",
      "placeholder-mismatch",
      "plural-categories", "wrong-script", "unexpanded-build-setting", "missing-usage-key",
      "unused-usage-key", "unneeded-permission", "privacy-manifest-contradiction",
      "source-conflict",
      "needs-review", "conflicting-tables", "reused-translation", "repeated-mark",
      "unbuilt-table",
      // Beyond the spec: what a checkout lacks (issue 30).
      "missing-file",
      // Pseudo-locales (issue 29).
      "pseudo-overflow", "pseudo-stale", "pseudo-locale-shipped",
      // Platforms' in-context placeholders, other editions' names (issue 40).
      "platform-placeholder", "foreign-name",
      // A purpose string copied from another key (issue 40, Green's photo library text).
      "other-permission-text",
      // Meaning without a model (issue 43).
      "apple-term", "mixed-address", "negation-mismatch", "wrong-key-translation",
      "wrong-language",
    ]
    #expect(Set(RuleRegistry.all.map(\.description.id)) == Set(spec))
  }
}

@Suite struct RuleReferenceTests {
  /// docs/RULES.md is the generated reference, up to date.
  @Test func committedReferenceIsCurrent() throws {
    let url = Fixtures.packageRoot.appendingPathComponent("docs/RULES.md")
    let committed = try String(contentsOf: url, encoding: .utf8)
    #expect(
      committed == RuleReference.markdown(RuleRegistry.all.map(\.description)),
      "docs/RULES.md is stale: run 'swift run usage-strings rules --markdown > docs/RULES.md'")
  }
}
