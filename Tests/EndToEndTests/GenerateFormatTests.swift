import Foundation
import Testing

/// Issue 44: `generate` writes the form each target uses, and refuses to put the other form
/// beside it in the project.
@Suite struct GenerateFormatTests {
  static func exists(_ path: String, in app: URL) -> Bool {
    FileManager.default.fileExists(atPath: app.appendingPathComponent(path).path)
  }

  /// A catalog target gets its catalog updated, not tables that would not build beside it.
  @Test func aCatalogTargetGetsItsCatalog() throws {
    let app = try MergeSafetyTests.catalogApp()
    defer { try? FileManager.default.removeItem(at: app) }
    let result = try Binary.run(["generate", "--languages", "ko", "-q"], in: app)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!Self.exists("App/ko.lproj/InfoPlist.strings", in: app))
    let catalog = try GenerateCommandTests.text(
      app.appendingPathComponent("App/InfoPlist.xcstrings"))
    #expect(catalog.contains("\"ko\""))
    let check = try Binary.run(["check", "--only", "conflicting-tables", "-q"], in: app)
    #expect(!check.stdout.contains("conflicting-tables"), "\(check.stdout)")
  }

  /// A tables target gets tables by default; an explicit catalog beside them is refused, with
  /// the reason and what to do, and the exit status of a note.
  @Test func aCatalogBesideTablesIsRefused() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let result = try Binary.run(
      ["generate", "--languages", "ko", "--format", "xcstrings"], in: app)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!Self.exists("PhotoJournal/InfoPlist.xcstrings", in: app))
    #expect(
      result.stderr.contains(
        "'PhotoJournal' keeps its purpose strings in InfoPlist.strings tables (ar, de, en, fr, ja, pt_BR and zh-Hans); a catalog beside them would not build (conflicting-tables)"
      ), "\(result.stderr)")
    #expect(result.stderr.contains("--output DIR"))
    let tables = try Binary.run(["generate", "--languages", "ko", "-q"], in: app)
    #expect(tables.status == 0)
    #expect(Self.exists("PhotoJournal/ko.lproj/InfoPlist.strings", in: app))
  }

  @Test func tablesBesideACatalogAreRefused() throws {
    let app = try MergeSafetyTests.catalogApp()
    defer { try? FileManager.default.removeItem(at: app) }
    let before = try GenerateCommandTests.text(
      app.appendingPathComponent("App/InfoPlist.xcstrings"))
    let result = try Binary.run(["generate", "--languages", "ko", "--format", "strings"], in: app)
    #expect(result.status == 0)
    #expect(!Self.exists("App/ko.lproj/InfoPlist.strings", in: app))
    #expect(result.stderr.contains("'App' keeps its purpose strings in InfoPlist.xcstrings"))
    #expect(
      try GenerateCommandTests.text(app.appendingPathComponent("App/InfoPlist.xcstrings")) == before
    )
    // Outside the project, the other form is no conflict.
    let out = try Binary.run(
      ["generate", "--languages", "ko", "--format", "strings", "-o", "out", "-q"], in: app)
    #expect(out.status == 0, "\(out.stderr)")
    #expect(Self.exists("out/ko.lproj/InfoPlist.strings", in: app))
  }

  /// A target with neither form takes the configuration's; a format it does not know is an
  /// invalid configuration.
  @Test func aNewTargetTakesTheConfiguredFormat() throws {
    let app = try CheckCommandTests.app([
      "App/Info.plist": CheckCommandTests.plist,
      ".usage-strings.json": #"{"format": "xcstrings"}"#,
    ])
    defer { try? FileManager.default.removeItem(at: app) }
    let result = try Binary.run(["generate", "--languages", "de", "-q"], in: app)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.exists("App/InfoPlist.xcstrings", in: app))
    #expect(!Self.exists("App/de.lproj/InfoPlist.strings", in: app))
    #expect(try Binary.run(["config", "dump"], in: app).stdout.contains(#""format": "xcstrings""#))
    try Data(#"{"format": "xliff"}"#.utf8).write(
      to: app.appendingPathComponent(".usage-strings.json"))
    let invalid = try Binary.run(["generate", "--languages", "de", "-q"], in: app)
    #expect(invalid.status == 2)
    #expect(invalid.stderr.contains(#"expected "strings" or "xcstrings""#), "\(invalid.stderr)")
  }
}
