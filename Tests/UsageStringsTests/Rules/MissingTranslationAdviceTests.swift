import Foundation
import Testing

@testable import UsageStrings

/// `missing-translation`'s advice for a language with no InfoPlist table follows the project's
/// format: a String Catalog project adds the language to the catalog (phoenix), a `.strings`
/// project adds a table.
@Suite struct MissingTranslationAdviceTests {
  static let rule = RuleRegistry.all.first { $0.description.id == "missing-translation" }!
  static let plist = ExampleFile.infoPlist(
    "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"
  )
  static let french = ExampleFile.file(
    "App/fr.lproj/Localizable.strings", "\"Scan\" = \"Numériser\";\n")

  static func messages(_ files: ExampleFile...) throws -> [String] {
    let example = RuleExample(.failing, files, sourceFile: #filePath, sourceLine: #line)
    let outcome = try ExampleRunner.run(example, rule: rule, variant: .plain)
    defer { try? FileManager.default.removeItem(at: outcome.folder) }
    return outcome.diagnostics.map(\.message)
  }

  @Test func theAdviceFollowsTheFormat() throws {
    let catalog = ExampleFile.file(
      "App/InfoPlist.xcstrings",
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"NSCameraUsageDescription\" : {\n      \"localizations\" : {\n        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Scanne Belege.\" } }\n      }\n    },\n    \"NSMicrophoneUsageDescription\" : {\n      \"localizations\" : {\n        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Notizen diktieren.\" } }\n      }\n    }\n  },\n  \"version\" : \"1.0\"\n}\n"
    )
    let inCatalog = try Self.messages(Self.plist, catalog, Self.french)
    #expect(
      inCatalog.contains {
        $0.hasPrefix("the app ships fr but InfoPlist.xcstrings has no fr translations:")
          && $0.hasSuffix("; add fr to InfoPlist.xcstrings")
      }, "\(inCatalog)")
    let inTables = try Self.messages(
      Self.plist,
      .strings(
        "de",
        "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n\"NSMicrophoneUsageDescription\" = \"Notizen diktieren.\";\n"
      ), Self.french)
    #expect(
      inTables.contains { $0.hasSuffix("; add fr.lproj/InfoPlist.strings") }, "\(inTables)")
  }
}
