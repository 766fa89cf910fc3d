import Foundation
import Testing

/// A checkout that lacks files its project names (`Tests/Fixtures/MissingParts`: a git-ignored
/// `.xcconfig`, a generated test Info.plist, a table never added): every command notes what is
/// missing and works on the rest; none exits 2 for it.
@Suite struct MissingPartsTests {
  static let app = "Tests/Fixtures/MissingParts"

  @Test func checkNotesEachMissingPartAndChecksTheRest() throws {
    let result = try Binary.run(["check", Self.app, "--reporter", "xcode"])
    #expect(result.status == 0, "\(result.stderr)")
    let notes = result.stdout.split(separator: "\n").filter { $0.contains("[missing-file]") }
    #expect(notes.count == 2, "\(result.stdout)")
    #expect(
      notes.contains {
        $0.contains(
          "project.pbxproj:21:80: note: 'Tests/Fixtures/MissingParts/Configurations/App.xcconfig' does not exist"
        )
      })
    #expect(notes.contains { $0.contains("fr.lproj/InfoPlist.strings' does not exist") })
    // The test target is not checked: its generated Info.plist is nobody's concern.
    #expect(!result.stdout.contains("AppUITests"))
    // The rest is checked: de lacks the microphone text.
    #expect(result.stdout.contains("'NSMicrophoneUsageDescription' has no de translation"))
    #expect(!result.stderr.contains("error:"), "\(result.stderr)")
  }

  @Test func otherCommandsNoteTheMissingPartsAndWork() throws {
    let extract = try Binary.run(["extract", Self.app, "--format", "strings"])
    #expect(extract.status == 0, "\(extract.stderr)")
    #expect(extract.stdout.contains("\"NSMicrophoneUsageDescription\""))
    #expect(extract.stderr.contains("App.xcconfig' does not exist"))
    let generate = try Binary.run([
      "generate", Self.app, "--languages", "ja", "--dry-run", "--no-project-edit",
    ])
    #expect(generate.status == 0, "\(generate.stderr)")
    #expect(generate.stderr.contains("App.xcconfig' does not exist"))
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try Binary.run([
      "report", Self.app, "--html", folder.appendingPathComponent("r.html").path,
    ])
    #expect(report.status != 2, "\(report.stderr)")
  }
}
