import Foundation
import Testing

@testable import UsageStrings

/// An Automator action's tables: the members of its `AMDescription` are looked up by their own
/// keys, and their text is the dictionary's value, not the key.
@Suite struct AutomatorActionTests {
  @Test func aMissingDescriptionKeyShowsTheSourceText() throws {
    let folder = try ResolvedModelTests.app([
      "Action/Info.plist": ExampleFile.plistHeader
        + "\t<key>AMName</key>\n\t<string>Run Script</string>\n\t<key>LSMinimumSystemVersion</key>\n\t<string>10.13</string>\n\t<key>AMDescription</key>\n\t<dict>\n\t\t<key>AMDSummary</key>\n\t\t<string>Runs a script.</string>\n\t</dict>\n"
        + ExampleFile.plistFooter,
      "Action/en.lproj/InfoPlist.strings":
        "\"AMName\" = \"Run Script\";\n\"AMDSummary\" = \"Runs a script.\";\n",
      "Action/de.lproj/InfoPlist.strings": "\"AMName\" = \"Skript ausführen\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, diagnostics) = try ResolvedModelTests.check(folder)
    #expect(!diagnostics.contains { $0.ruleID == "extra-key" })
    let missing = try #require(diagnostics.first { $0.ruleID == "missing-translation" })
    #expect(missing.key == "AMDSummary")
    #expect(missing.message.contains("see the en text"), "\(missing.message)")
  }
}
