import Foundation
import Testing

@testable import UsageStrings

/// `orphan-purpose-string`'s advice agrees with the rest of the model: a key the tables misname
/// is to be renamed, a picker's leftover, a key no scanned code asks for or one the target's
/// system never reads removed, and a key newer systems read declared rather
/// than renamed to the one they replaced.
@Suite struct OrphanRenameTests {
  static let rule = RuleRegistry.all.first { $0.description.id == "orphan-purpose-string" }!

  static func messages(_ example: RuleExample) throws -> [String] {
    let outcome = try ExampleRunner.run(example, rule: rule, variant: .plain)
    defer { try? FileManager.default.removeItem(at: outcome.folder) }
    return outcome.diagnostics.map(\.message)
  }

  @Test func theAdviceFollowsTheModel() throws {
    let messages = try Self.rule.description.examples.filter { $0.kind == .failing }.map(
      Self.messages)
    #expect(messages.count == 6)
    #expect(messages[0].first?.hasSuffix("; declare it in the Info.plist") == true)
    #expect(
      messages[1].first?.hasSuffix(
        "only PhotosPicker uses it, which needs no permission: remove it from the tables")
        == true, "\(messages)")
    #expect(
      messages[2].first?.hasSuffix(
        "nothing in its code asks for the permission: a leftover to remove from the tables (declare it instead if a library the code scan cannot read asks for it)"
      ) == true, "\(messages)")
    #expect(
      messages[3].first?.hasSuffix(
        "and macOS, where it runs, has no prompt for it: no alert shows its text; remove it from the tables"
      ) == true, "\(messages)")
    #expect(messages[4].first?.hasSuffix("; declare it in the Info.plist") == true)
    #expect(
      messages[5].first?.hasSuffix(
        "it says what 'NSPhotoLibraryAddUsageDescription' declares: rename it to 'NSPhotoLibraryAddUsageDescription' in the tables rather than declaring a new permission"
      ) == true, "\(messages)")
  }

  /// A leftover's text is judged by no string rule, since no device shows it (ox-coi's Siri
  /// text was called generic beside the note that says to remove it).
  @Test func aLeftoversTextIsNotJudged() throws {
    let example = RuleExample.passing(
      .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
      .strings("en", "\"NSSiriUsageDescription\" = \"Access to Siri is required.\";\n"),
      .file("App/Receipts.swift", "import UIKit\n\nlet receipts: [String] = []\n"))
    let outcome = try ExampleRunner.run(
      example, rule: Self.rule, variant: .plain,
      only: ["orphan-purpose-string", "generic-purpose-string"])
    defer { try? FileManager.default.removeItem(at: outcome.folder) }
    #expect(outcome.diagnostics.map(\.ruleID) == ["orphan-purpose-string"])
  }

  /// The tables hold the key that replaced the declared one, with its text: renaming them back
  /// to the key newer systems no longer read would contradict `deprecated-usage-key`.
  @Test func aReplacementIsDeclaredNotRenamedBack() throws {
    let example = RuleExample.failing(
      .infoPlist(
        "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show nearby stores.</string>\n\t<key>NSLocationAlwaysUsageDescription</key>\n\t<string>Remind you near a store.</string>\n"
      ),
      .strings(
        "en",
        "↓\"NSLocationAlwaysAndWhenInUseUsageDescription\" = \"Remind you near a store.\";\n"))
    let messages = try Self.messages(example)
    #expect(
      messages.first?.hasSuffix(
        "declare it in the Info.plist: it replaces 'NSLocationAlwaysUsageDescription', which says the same and which newer systems no longer read"
      ) == true, "\(messages)")
  }
}
