import Foundation
import Testing

@testable import UsageStrings

/// `negation-mismatch` warns where the source negates with "not" or "never", and only notes a
/// source whose sole negation is "without" (the list's `weakWords`): a faithful translation may
/// render it with no negating word ("instead of").
@Suite struct NegationSeverityTests {
  /// The severities of the rule's findings on an app whose Face ID text says `source`, and
  /// whose Ukrainian table says "unlock the app instead of the code".
  func severities(source: String) throws -> [Severity] {
    let rule = try #require(RuleRegistry.all.first { $0.description.id == "negation-mismatch" })
    let example = RuleExample.failing(
      .infoPlist(
        "\t<key>NSFaceIDUsageDescription</key>\n\t<string>\(source)</string>\n"),
      .strings("uk", "↓\"NSFaceIDUsageDescription\" = \"Розблоковуйте програму замість коду.\";\n"))
    let outcome = try ExampleRunner.run(example, rule: rule, variant: .plain)
    defer { try? FileManager.default.removeItem(at: outcome.folder) }
    return outcome.diagnostics.map(\.severity)
  }

  @Test func withoutAloneIsANoteAndNeverAWarning() throws {
    #expect(try severities(source: "Unlock the app without entering your code.") == [.note])
    #expect(try severities(source: "Unlock the app so you never type your code.") == [.warning])
  }

  /// The weak words are negation words too, and a text with a strong one beside them is strong.
  @Test func weakWordsCountAsNegationsButNotAsStrongOnes() throws {
    let english = try #require(try LocaleCatalog.load().policy(for: "en").negation)
    #expect(english.firstMatch(in: "Unlock it without the code.") == "without")
    #expect(english.firstStrongMatch(in: "Unlock it without the code.") == nil)
    #expect(english.firstStrongMatch(in: "Without it, we cannot unlock.") == "cannot")
  }
}
