import Foundation
import Testing

@testable import UsageStrings

/// A purpose key only in `InfoPlist.strings` is shown where a table holds it, so
/// `missing-usage-key` says what happens by the tables, whatever the call's own consequence.
@Suite struct MissingUsageKeyTablesTests {
  /// The rule's messages on an app in English and French that asks for Face ID, and whose
  /// `tables` hold the key.
  func messages(tables: [String]) throws -> [String] {
    let rule = try #require(RuleRegistry.all.first { $0.description.id == "missing-usage-key" })
    let faceID = "\"NSFaceIDUsageDescription\" = \"Unlock.\";\n"
    let files: [ExampleFile] =
      [
        .infoPlist("\t<key>CFBundleName</key>\n\t<string>Receipts</string>\n"),
        .file(
          "App/Lock.swift",
          "import LocalAuthentication\n\nfunc unlock() {\n  LAContext().evaluatePolicy(↓.deviceOwnerAuthentication, localizedReason: \"Unlock\") { _, _ in }\n}\n"
        ),
      ]
      + ["en", "fr"].map {
        .strings($0, "\"CFBundleName\" = \"Receipts\";\n" + (tables.contains($0) ? faceID : ""))
      }
    let example = RuleExample(.failing, files, sourceFile: #filePath, sourceLine: #line)
    let outcome = try ExampleRunner.run(example, rule: rule, variant: .plain)
    defer { try? FileManager.default.removeItem(at: outcome.folder) }
    return outcome.diagnostics.map(\.message)
  }

  /// Passwords for Nextcloud's Face ID text is in every table: the prompt has it, and only
  /// App Store Connect misses it in the Info.plist.
  @Test func everyTableHoldsItSoFaceIDShowsIt() throws {
    let message = try #require(try messages(tables: ["en", "fr"]).first)
    #expect(message.contains("every language's table holds it"))
    #expect(!message.contains("Face ID is not allowed"))
  }

  @Test func aTableThatLacksItLosesFaceIDThere() throws {
    let message = try #require(try messages(tables: ["en"]).first)
    #expect(message.contains("the tables of fr lack it — without it Face ID is not allowed"))
  }
}
