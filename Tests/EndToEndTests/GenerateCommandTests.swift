import Foundation
import Testing

@testable import UsageStrings

@Suite struct GenerateCommandTests {
  /// A copy of a folder of the package in a temporary folder.
  static func copy(_ relative: String) throws -> URL {
    let folder = try Binary.temporaryFolder()
    let destination = folder.appendingPathComponent(
      URL(fileURLWithPath: relative).lastPathComponent)
    try FileManager.default.copyItem(
      at: Binary.packageRoot.appendingPathComponent(relative), to: destination)
    return destination
  }

  static func text(_ url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }

  static func modified(_ url: URL) throws -> Date {
    try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as! Date
  }

  @Test func stringsSkeletonMatchesGolden() throws {
    let app = try Self.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let result = try Binary.run(["generate", "--languages", "ko", "-q"], in: app)
    #expect(result.status == 0, "\(result.stderr)")
    Golden.assert(
      try Self.text(app.appendingPathComponent("PhotoJournal/ko.lproj/InfoPlist.strings")),
      name: "generate-ko.strings")
  }

  @Test func catalogMatchesGoldenAndReadsBack() throws {
    let app = try Self.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let result = try Binary.run(
      ["generate", "--languages", "de,ko", "--format", "xcstrings", "-o", ".", "-q"], in: app)
    #expect(result.status == 0, "\(result.stderr)")
    let catalog = app.appendingPathComponent("PhotoJournal/InfoPlist.xcstrings")
    let text = try Self.text(catalog)
    Golden.assert(text, name: "generate.xcstrings")
    let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect(json?["sourceLanguage"] as? String == "en")
    // The project's own reader reads it back: check sees its languages as translations.
    let check = try Binary.run(
      [
        "check", "PhotoJournal/InfoPlist.xcstrings", "--reporter", "json", "-q", "--only",
        "untranslated",
      ], in: app)
    let diagnostics =
      (try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])?[
        "diagnostics"] as? [[String: Any]]
    #expect(Set((diagnostics ?? []).compactMap { $0["locale"] as? String }) == ["de", "ko"])
  }

  @Test func xliffMatchesGoldenAndIsWellFormed() throws {
    let app = try Self.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let result = try Binary.run(
      ["generate", "--languages", "de", "--format", "xliff", "-o", "Export", "-q"], in: app)
    #expect(result.status == 0, "\(result.stderr)")
    let xliff = app.appendingPathComponent("Export/de.xliff")
    Golden.assert(try Self.text(xliff), name: "generate-de.xliff")
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
      process.arguments = ["--noout", xliff.path]
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
    }
  }

  @Test func customTemplatesAreUsedAndUnknownNamesAreErrors() throws {
    let app = try Self.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let templates = app.appendingPathComponent("MyTemplates")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    try Data("For {{target}} in {{languageName}}.\n".utf8).write(
      to: templates.appendingPathComponent("strings-header.txt"))
    try Data(
      "{{key}}: {{service}}, at most {{headlineLines}} lines\nfingerprint {{fingerprint}}\n".utf8
    ).write(to: templates.appendingPathComponent("entry.txt"))
    let result = try Binary.run(
      ["generate", "--languages", "nl", "--templates", "MyTemplates", "-q"], in: app)
    #expect(result.status == 0, "\(result.stderr)")
    Golden.assert(
      try Self.text(app.appendingPathComponent("PhotoJournal/nl.lproj/InfoPlist.strings")),
      name: "generate-custom-templates.strings")
    try Data("{{key}}\n{{colour}}\n".utf8).write(to: templates.appendingPathComponent("entry.txt"))
    let broken = try Binary.run(
      ["generate", "--languages", "sv", "--templates", "MyTemplates"], in: app)
    #expect(broken.status == 2)
    #expect(
      broken.stderr.contains("invalid template '")
        && broken.stderr.contains("entry.txt', line 2: unknown placeholder '{{colour}}'"))
  }

  @Test func secondRunChangesNothingAndUTF16StaysUTF16() throws {
    let app = try Self.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let french = app.appendingPathComponent("PhotoJournal/fr.lproj/InfoPlist.strings")
    let before = try Data(contentsOf: french)
    #expect(try Binary.run(["generate", "--languages", "fr,de,ko", "-q"], in: app).status == 0)
    let after = try Data(contentsOf: french)
    // Still UTF-16LE with its BOM and CRLF, every old byte kept, the missing key added.
    #expect(after.starts(with: [0xFF, 0xFE]))
    let oldText = String(data: before, encoding: .utf16) ?? ""
    let newText = String(data: after, encoding: .utf16) ?? ""
    #expect(newText.contains("\"NSSpeechRecognitionUsageDescription\" = "))
    #expect(!newText.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    let oldLines = oldText.components(separatedBy: "\r\n")
    let newLines = newText.components(separatedBy: "\r\n")
    #expect(oldLines.allSatisfy(newLines.contains))
    // Run again: same bytes, same modification times.
    let files = [
      "PhotoJournal/fr.lproj/InfoPlist.strings", "PhotoJournal/de.lproj/InfoPlist.strings",
      "PhotoJournal/ko.lproj/InfoPlist.strings",
    ].map(app.appendingPathComponent)
    let snapshot = try files.map { (try Data(contentsOf: $0), try Self.modified($0)) }
    Thread.sleep(forTimeInterval: 1.1)
    let second = try Binary.run(["generate", "--languages", "fr,de,ko"], in: app)
    #expect(second.stderr.contains("Wrote 0 files; 3 unchanged."))
    for (file, (bytes, date)) in zip(files, snapshot) {
      #expect(try Data(contentsOf: file) == bytes)
      #expect(try Self.modified(file) == date)
    }
  }

  @Test func existingTranslationsAreNeverReplaced() throws {
    let app = try Self.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let german = app.appendingPathComponent("PhotoJournal/de.lproj/InfoPlist.strings")
    let before = try Self.text(german)
    #expect(try Binary.run(["generate", "--languages", "de", "-q"], in: app).status == 0)
    let after = try Self.text(german)
    for line in before.components(separatedBy: "\n") where !line.isEmpty {
      #expect(after.contains(line))
    }
  }

  /// No skeleton holds a build-setting reference as text: where the source is one the tool can
  /// expand, the expansion; where it cannot, the key is left out and a note says why.
  @Test(arguments: [
    "duckduckgo__iOS", "home-assistant__iOS", "mozilla-mobile__focus-ios", "videolan__vlc-ios",
  ])
  func generateOnRealAppsWritesNoBuildSettingReference(_ app: String) throws {
    let folder = Binary.fixtures.appendingPathComponent("corpus/\(app)")
    for format in ["strings", "xcstrings", "xliff"] {
      let output = try Binary.temporaryFolder()
      defer { try? FileManager.default.removeItem(at: output) }
      var arguments = [
        "generate", folder.path, "--languages", "de,uk,ja,pt-BR", "--format", format, "--dry-run",
      ]
      // Output elsewhere: in place, a catalog beside the tables is refused.
      if format != "strings" { arguments += ["-o", output.path] }
      let result = try Binary.run(arguments)
      #expect(result.status == 0 || result.status == 2, "\(result.stderr)")
      let added = result.stdout.split(separator: "\n").filter {
        $0.hasPrefix("+") && !$0.hasPrefix("+++")
      }
      #expect(!added.isEmpty, "\(app) \(format): nothing generated")
      let references = added.filter { $0.contains("$(") || $0.contains("${") }
      #expect(references.isEmpty, "\(app) \(format): \(references.prefix(3))")
    }
  }

  /// `%1$@` is a format specifier, not a build setting: the key is written, in an app with no
  /// build settings at all (it was left out as "cannot be expanded").
  @Test func aSpecifierWithADollarIsText() throws {
    let app = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: app) }
    try Binary.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
        + "<key>NSCameraUsageDescription</key><string>Scan %1$@ receipts.</string></dict></plist>\n",
      to: "App/Info.plist", in: app)
    let result = try Binary.run(["generate", "--languages", "de"], in: app)
    #expect(!result.stderr.contains("cannot be expanded"), "\(result.stderr)")
    #expect(
      try Self.text(app.appendingPathComponent("App/de.lproj/InfoPlist.strings")).contains(
        "\"NSCameraUsageDescription\" = \"Scan %1$@ receipts.\";"))
  }

  /// A catalog entry whose Info.plist text is built from build settings gets no source
  /// localization: it would freeze one configuration's value (`$(PRODUCT_NAME) records…`).
  @Test func aBuildSettingTextIsNotFrozenInTheCatalog() throws {
    let app = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: app) }
    try Binary.write(
      UnbuiltTableRule.project.replacingOccurrences(
        of: "PRODUCT_NAME = \"$(TARGET_NAME)\";", with: "PRODUCT_NAME = Receipts;"),
      to: "App.xcodeproj/project.pbxproj", in: app)
    try Binary.write(
      ExampleFile.plistHeader
        + "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>$(PRODUCT_NAME) records notes.</string>\n"
        + "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"
        + ExampleFile.plistFooter, to: "App/Info.plist", in: app)
    let run = try Binary.run(
      ["generate", "--languages", "de", "--format", "xcstrings", "-q"], in: app)
    #expect(run.status == 0, "\(run.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: app.appendingPathComponent("App/InfoPlist.xcstrings")))
        as? [String: Any])
    let strings = json["strings"] as? [String: [String: Any]] ?? [:]
    func locales(_ key: String) -> Set<String> {
      Set((strings[key]?["localizations"] as? [String: Any])?.keys ?? [:].keys)
    }
    #expect(locales("NSMicrophoneUsageDescription") == ["de"])
    #expect(locales("NSCameraUsageDescription") == ["de", "en"])
  }

  /// Health's texts are on a full-screen sheet: their note gives no line budget, as the length
  /// rules measure none.
  @Test func aSheetsNoteGivesNoLineBudget() throws {
    let app = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: app) }
    try Binary.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
        + "<key>NSHealthShareUsageDescription</key><string>Read your steps to chart them.</string>"
        + "<key>NSCameraUsageDescription</key><string>Scan receipts.</string></dict></plist>\n",
      to: "App/Info.plist", in: app)
    #expect(try Binary.run(["generate", "--languages", "de", "-q"], in: app).status == 0)
    let table = try Self.text(app.appendingPathComponent("App/de.lproj/InfoPlist.strings"))
    let notes = table.components(separatedBy: "/* ")
    let health = try #require(notes.first { $0.hasPrefix("Health (read)") })
    let camera = try #require(notes.first { $0.hasPrefix("Camera") })
    #expect(health.contains("full-screen sheet, with no line budget"))
    #expect(!health.contains("lines of 40 columns"))
    #expect(camera.contains("The first sentence must fit 3 lines of 40 columns"))
  }

  /// A new language's table is added to the project's variant group, as Xcode adds it, so that
  /// the build copies it; with --no-project-edit the project stays as it was and a note says
  /// what to add (and `check` says the table is not built).
  @Test func aNewLanguageJoinsTheProject() throws {
    let app = try Self.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let project = app.appendingPathComponent("PhotoJournal.xcodeproj/project.pbxproj")
    let before = try Data(contentsOf: project)
    let untouched = try Binary.run(["generate", "--languages", "ko", "--no-project-edit"], in: app)
    #expect(untouched.status == 0)
    #expect(try Data(contentsOf: project) == before)
    #expect(
      untouched.stderr.contains(
        "add ko.lproj/InfoPlist.strings to the InfoPlist.strings of 'PhotoJournal'"),
      "\(untouched.stderr)")
    #expect(
      try Binary.run(["check", "--only", "unbuilt-table", "-q"], in: app).stdout.contains(
        "'ko.lproj/InfoPlist.strings' is not in"))
    try FileManager.default.removeItem(at: app.appendingPathComponent("PhotoJournal/ko.lproj"))
    #expect(try Binary.run(["generate", "--languages", "ko", "-q"], in: app).status == 0)
    let edited = String(decoding: try Data(contentsOf: project), as: UTF8.self)
    #expect(edited.contains("name = ko; path = ko.lproj/InfoPlist.strings;"))
    let check = try Binary.run(
      ["check", "--only", "unbuilt-table,missing-translation", "--languages", "ko", "-q"], in: app)
    #expect(!check.stdout.contains("unbuilt-table"), "\(check.stdout)")
    // A second run changes nothing, the project included.
    let again = try Binary.run(["generate", "--languages", "ko"], in: app)
    #expect(again.stderr.contains("Wrote 0 files"), "\(again.stderr)")
  }

  @Test func skeletonHoldsTheTextTheDeviceShows() throws {
    // On a device the English table's text overrides the Info.plist's, which says otherwise.
    let app = try CheckCommandTests.app([
      "App/Info.plist":
        "<plist><dict><key>NSContactsUsageDescription</key><string>This app needs access to your contacts.</string></dict></plist>",
      "App/en.lproj/InfoPlist.strings":
        "\"NSContactsUsageDescription\" = \"Tag the friends you were with in an entry.\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: app) }
    #expect(try Binary.run(["generate", "--languages", "de", "-q"], in: app).status == 0)
    let german = try Self.text(app.appendingPathComponent("App/de.lproj/InfoPlist.strings"))
    #expect(
      german.contains(
        "\"NSContactsUsageDescription\" = \"Tag the friends you were with in an entry.\";"))
    #expect(!german.contains("This app needs access"))
  }

  @Test func changedSourceIsMarkedStaleInEveryFormat() throws {
    let app = try Self.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    #expect(try Binary.run(["generate", "--languages", "ko", "-q"], in: app).status == 0)
    #expect(
      try Binary.run(
        ["generate", "--languages", "ko", "--format", "xcstrings", "-o", ".", "-q"], in: app
      )
      .status == 0)
    #expect(
      try Binary.run(
        ["generate", "--languages", "ko", "--format", "xliff", "-o", "Export", "-q"], in: app
      ).status == 0)
    // A translator translates two keys in each format.
    let strings = app.appendingPathComponent("PhotoJournal/ko.lproj/InfoPlist.strings")
    try Data(
      try Self.text(strings)
        .replacingOccurrences(
          of:
            "\"NSCameraUsageDescription\" = \"Take photos for your journal entries. The camera is only used while the shutter screen is open.\";",
          with: "\"NSCameraUsageDescription\" = \"일기에 쓸 사진을 찍습니다.\";"
        )
        .replacingOccurrences(
          of:
            "\"NSCalendarsUsageDescription\" = \"Add the trips in your calendar to the journal timeline.\";",
          with: "\"NSCalendarsUsageDescription\" = \"캘린더의 여행을 일기 타임라인에 추가합니다.\";"
        ).utf8
    ).write(to: strings)
    let catalog = app.appendingPathComponent("PhotoJournal/InfoPlist.xcstrings")
    var catalogText = try Self.text(catalog)
    for key in ["NSCameraUsageDescription", "NSCalendarsUsageDescription"] {
      let range = catalogText.range(of: "\"\(key)\" : {")!
      let ko = catalogText.range(of: "\"ko\" : {", range: range.upperBound..<catalogText.endIndex)!
      let state = catalogText.range(
        of: "\"state\" : \"new\"", range: ko.upperBound..<catalogText.endIndex)!
      catalogText.replaceSubrange(state, with: "\"state\" : \"translated\"")
    }
    try Data(catalogText.utf8).write(to: catalog)
    let xliff = app.appendingPathComponent("Export/ko.xliff")
    let xliffText = try Self.text(xliff).replacingOccurrences(
      of:
        "<source>Take photos for your journal entries. The camera is only used while the shutter screen is open.</source>",
      with:
        "<source>Take photos for your journal entries. The camera is only used while the shutter screen is open.</source>\n        <target state=\"translated\">일기에 쓸 사진을 찍습니다.</target>"
    )
    try Data(xliffText.utf8).write(to: xliff)
    // The source of one of them changes: in the English table (what the device shows) and in
    // the Info.plist.
    for file in ["PhotoJournal/Info.plist", "PhotoJournal/en.lproj/InfoPlist.strings"] {
      let url = app.appendingPathComponent(file)
      try Data(
        try Self.text(url).replacingOccurrences(
          of: "The camera is only used while the shutter screen is open.",
          with: "The camera is used only on the shutter screen."
        ).utf8
      ).write(to: url)
    }
    for format in ["strings", "xcstrings"] {
      #expect(
        try Binary.run(
          ["generate", "--languages", "ko", "--format", format, "-q"]
            + (format == "xcstrings" ? ["-o", "."] : []), in: app
        ).status == 0)
    }
    #expect(
      try Binary.run(
        ["generate", "--languages", "ko", "--format", "xliff", "-o", "Export", "-q"], in: app
      ).status == 0)
    let newStrings = try Self.text(strings)
    #expect(newStrings.components(separatedBy: "Stale: the source is now").count == 2)
    #expect(newStrings.contains("\"NSCameraUsageDescription\" = \"일기에 쓸 사진을 찍습니다.\";"))
    let newCatalog =
      try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any]
    let strings2 = newCatalog?["strings"] as? [String: [String: Any]]
    func state(_ key: String) -> String? {
      (((strings2?[key]?["localizations"] as? [String: Any])?["ko"] as? [String: Any])?[
        "stringUnit"] as? [String: Any])?["state"] as? String
    }
    #expect(state("NSCameraUsageDescription") == "needs_review")
    #expect(state("NSCalendarsUsageDescription") == "translated")
    let newXliff = try Self.text(xliff)
    #expect(
      newXliff.contains("<target state=\"needs-review-translation\">일기에 쓸 사진을 찍습니다.</target>"))
    #expect(newXliff.components(separatedBy: "needs-review-translation").count == 2)
    // check reports exactly that entry as stale in the strings table, and as needing review in
    // the catalog.
    let check = try Binary.run(
      [
        "check", "PhotoJournal", "--only", "stale-translation,needs-review", "--reporter", "json",
        "-q",
      ],
      in: app)
    let diagnostics =
      ((try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])?[
        "diagnostics"] as? [[String: Any]]) ?? []
    #expect(diagnostics.count == 2, "\(diagnostics)")
    #expect(
      diagnostics.allSatisfy {
        $0["key"] as? String == "NSCameraUsageDescription" && $0["locale"] as? String == "ko"
      })
  }

  @Test(arguments: [
    "duckduckgo__iOS", "home-assistant__iOS", "mozilla-mobile__focus-ios", "videolan__vlc-ios",
  ])
  func newLanguagesInTheCorpusOnlyNeedTranslating(_ app: String) throws {
    let copy = try Self.copy("Tests/Fixtures/corpus/\(app)")
    defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
    // Languages none of the four apps has yet.
    let languages = ["mi", "haw", "yo", "qu", "gsw"]
    let result = try Binary.run(
      ["generate", "--languages", languages.joined(separator: ","), "-q"], in: copy)
    #expect(result.status == 0, "\(result.stderr)")
    let check = try Binary.run(
      ["check", "--reporter", "json", "-q", "--languages", languages.joined(separator: ",")],
      in: copy)
    let diagnostics =
      ((try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])?[
        "diagnostics"] as? [[String: Any]]) ?? []
    let onNew = diagnostics.filter { languages.contains($0["locale"] as? String ?? "") }
    #expect(!onNew.isEmpty)
    let rules = Set(onNew.compactMap { $0["rule"] as? String })
    #expect(rules.isSubset(of: ["untranslated", "missing-translation"]), "\(rules)")
    #expect(
      !diagnostics.contains {
        ["syntax-error", "invalid-encoding"].contains($0["rule"] as? String ?? "")
      })
  }
}
