import Foundation
import Testing

@testable import UsageStrings

/// A table that translates nothing counts the Info.plist's texts it copies, not every value it
/// holds: RockWallet's tables hold 1,500 app strings, most of them translated.
@Suite struct UntranslatedCountTests {
  @Test func onlyTheInfoPlistTextsAreCounted() throws {
    let rule = try #require(RuleRegistry.all.first { $0.description.id == "untranslated" })
    let camera = "\"NSCameraUsageDescription\" = \"Scan receipts to add them.\";\n"
    let photos = "\"NSPhotoLibraryUsageDescription\" = \"Pick photos of receipts.\";\n"
    let files: [ExampleFile] = [
      .infoPlist(
        "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to add them.</string>\n\t<key>NSPhotoLibraryUsageDescription</key>\n\t<string>Pick photos of receipts.</string>\n"
      ),
      .strings(
        "en",
        camera + photos + "\"about.title\" = \"About\";\n\"about.blog\" = \"Read the blog\";\n"),
      .strings(
        "de", camera + photos + "\"about.title\" = \"Über\";\n\"about.blog\" = \"Blog lesen\";\n"),
    ]
    let example = RuleExample(.failing, files, sourceFile: #filePath, sourceLine: #line)
    let outcome = try ExampleRunner.run(example, rule: rule, variant: .plain)
    defer { try? FileManager.default.removeItem(at: outcome.folder) }
    let messages = outcome.diagnostics.map(\.message)
    #expect(
      messages.contains { $0.contains("the de table translates nothing: its 2 Info.plist texts") },
      "\(messages)")
  }
}
