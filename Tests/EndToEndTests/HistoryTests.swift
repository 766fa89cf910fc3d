import Foundation
import Testing

/// `check --history`: translations judged against the git history of a repository built here,
/// commit by commit with set dates, as a team's would be.
@Suite struct HistoryTests {
  /// A git repository in a temporary folder.
  struct Repository {
    let folder: URL

    init() throws {
      folder = try Binary.temporaryFolder()
      try git("init", "-q", "-b", "main")
    }

    /// The repository of a folder that exists (made one by the caller's `git init`).
    init(at folder: URL) { self.folder = folder }

    @discardableResult
    func git(_ arguments: String..., date: String = "2024-01-01T12:00:00Z") throws -> String {
      let result = try Binary.execute(
        URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: folder,
        environment: [
          "GIT_AUTHOR_NAME": "Tester", "GIT_AUTHOR_EMAIL": "t@example.org",
          "GIT_COMMITTER_NAME": "Tester", "GIT_COMMITTER_EMAIL": "t@example.org",
          "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date,
        ])
      #expect(result.status == 0, "git \(arguments): \(result.stderr)")
      return result.stdout
    }

    func write(_ path: String, _ text: String) throws {
      try Binary.write(text, to: path, in: folder)
    }

    func commit(_ message: String, day: Int) throws {
      try git("add", "-A")
      try git("commit", "-q", "-m", message, date: "2024-01-0\(day)T12:00:00Z")
    }
  }

  static func infoPlist(_ values: [(String, String)]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleDevelopmentRegion</key>
    \t<string>en</string>

    """ + values.map { "\t<key>\($0.0)</key>\n\t<string>\($0.1)</string>\n" }.joined()
      + "</dict>\n</plist>\n"
  }

  static func table(_ values: [(String, String)], header: String = "") -> String {
    header + values.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined()
  }

  static func catalog(en: String, de: String, fr: String) -> String {
    func unit(_ value: String) -> String {
      "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(value)\"}}"
    }
    return """
      {"sourceLanguage":"en","strings":{"NSCameraUsageDescription":{"localizations":{\
      "de":\(unit(de)),"en":\(unit(en)),"fr":\(unit(fr))}}},"version":"1.0"}

      """
  }

  /// The repository of the issue: a source rewritten after its translations, one re-wrapped,
  /// one with a typo fixed, a translation updated after its source, a platform's sync of every
  /// table, a renamed app folder, and a String Catalog.
  static func build() throws -> Repository {
    let repository = try Repository()
    let german = [
      ("NSCameraUsageDescription", "Scanne Belege."),
      ("NSMicrophoneUsageDescription", "Diktiere Notizen."),
      ("NSPhotoLibraryUsageDescription", "Hänge Fotos an Ausgaben an."),
    ]
    let orphan = ("NSContactsUsageDescription", "Finde Kollegen.")
    let french = [
      ("NSCameraUsageDescription", "Numérisez des reçus."),
      ("NSMicrophoneUsageDescription", "Dictez des notes."),
      ("NSPhotoLibraryUsageDescription", "Joignez des photos aux dépenses."),
    ]
    try repository.write(
      "App/Info.plist",
      infoPlist([
        ("NSCameraUsageDescription", "Scan receipts."),
        ("NSMicrophoneUsageDescription", "Dictate notes."),
        ("NSPhotoLibraryUsageDescription", "Attach photos to expences."),
      ]))
    try repository.write("App/de.lproj/InfoPlist.strings", table(german + [orphan]))
    try repository.write("App/fr.lproj/InfoPlist.strings", table(french))
    // A key the tables hold but no Info.plist declares: shown nowhere, so never stale.
    try repository.write(
      "App/en.lproj/InfoPlist.strings", table([("NSContactsUsageDescription", "Find colleagues.")]))
    try repository.write(
      "Catalog/Info.plist", infoPlist([("NSCameraUsageDescription", "Take photos of receipts.")]))
    try repository.write(
      "Catalog/InfoPlist.xcstrings",
      catalog(
        en: "Take photos of receipts.", de: "Fotografiere Belege.", fr: "Photographiez des reçus."))
    // A source set only in a build setting.
    try repository.write(
      "Flavour/Flavour.xcconfig", "INFOPLIST_KEY_NSMicrophoneUsageDescription = Record notes.\n")
    try repository.write(
      "Flavour/de.lproj/InfoPlist.strings",
      table([("NSMicrophoneUsageDescription", "Nimm Notizen auf.")]))
    try repository.commit("Add the apps and their translations", day: 1)
    try repository.write(
      "App/Info.plist",
      infoPlist([
        ("NSCameraUsageDescription", "Scan receipts and invoices to file your expenses."),
        ("NSMicrophoneUsageDescription", "Dictate\n\t\tnotes."),
        ("NSPhotoLibraryUsageDescription", "Attach photos to expenses."),
      ]))
    try repository.write(
      "Catalog/InfoPlist.xcstrings",
      catalog(
        en: "Take photos of receipts and invoices.", de: "Fotografiere Belege und Rechnungen.",
        fr: "Photographiez des reçus."))
    try repository.write(
      "App/en.lproj/InfoPlist.strings",
      table([("NSContactsUsageDescription", "Find colleagues to share expenses with.")]))
    try repository.write(
      "Flavour/Flavour.xcconfig",
      "INFOPLIST_KEY_NSMicrophoneUsageDescription = Record voice notes for your expenses.\n")
    try repository.commit("Say what the camera is for", day: 2)
    var updated = german + [orphan]
    updated[0].1 = "Scanne Belege und Rechnungen, um deine Ausgaben abzulegen."
    try repository.write("App/de.lproj/InfoPlist.strings", table(updated))
    try repository.commit("Update the German camera text", day: 3)
    try repository.write(
      "App/de.lproj/InfoPlist.strings", table(updated.reversed(), header: "/* Synced */\n"))
    try repository.write(
      "App/fr.lproj/InfoPlist.strings", table(french.reversed(), header: "/* Synced */\n"))
    try repository.commit("Update localized strings", day: 4)
    try repository.git("mv", "App", "Receipts")
    try repository.commit("Rename the app's folder", day: 5)
    return repository
  }

  @Test func reportsWhatWasTranslatedFromAnOlderSource() throws {
    let repository = try Self.build()
    defer { try? FileManager.default.removeItem(at: repository.folder) }
    let result = try Binary.run(
      ["check", ".", "--history", "--only", "stale-translation", "--reporter", "xcode"],
      in: repository.folder)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // The French camera text was made from "Scan receipts." on the first day; the rename and
    // the sync that rewrote every table did not refresh it.
    let camera = try #require(
      lines.first { $0.contains("fr.lproj") && $0.contains("'NSCameraUsageDescription'") },
      "\(lines)")
    #expect(camera.contains("Receipts/fr.lproj/InfoPlist.strings:"))
    #expect(
      camera.contains(
        ": warning: the translation of 'NSCameraUsageDescription' was made when the source said 'Scan receipts.'"
      ))
    // A typo fixed in the source is a note, in both languages: one line, folded.
    let typo = lines.filter { $0.contains("'NSPhotoLibraryUsageDescription'") }
    #expect(
      typo.count == 1 && typo.allSatisfy { $0.contains(": note: ") }
        && typo.allSatisfy { $0.contains("2 findings like this one, in 2 locales") }, "\(typo)")
    // The catalog's French is stale; its German changed with the source, in the same commit.
    let json = try Binary.run(
      ["check", ".", "--history", "--only", "stale-translation", "--reporter", "json"],
      in: repository.folder)
    let findings = try BaselineTests.findings(json)
    let catalog = findings.filter {
      ($0["file"] as? String)?.hasSuffix("InfoPlist.xcstrings") == true
    }
    #expect(catalog.map { $0["locale"] as? String } == ["fr"], "\(catalog)")
    // When each was translated, and the two texts, are in the report for tools.
    let french = try #require(
      findings.first {
        $0["locale"] as? String == "fr"
          && ($0["file"] as? String)?.hasSuffix("fr.lproj/InfoPlist.strings") == true
          && $0["key"] as? String == "NSCameraUsageDescription"
      })
    let properties = french["properties"] as? [String: String]
    #expect(properties?["oldSource"] == "Scan receipts.", "\(french)")
    #expect(properties?["translatedIn"]?.count == 40)
    #expect(properties?["changedIn"]?.count == 40)
    #expect(
      (french["notes"] as? [[String: Any]])?.first?["message"] as? String
        == "translated on 2024-01-01 (\(properties?["translatedIn"]?.prefix(8) ?? ""))")
    #expect(
      (french["notes"] as? [[String: Any]])?.dropFirst().first?["message"] as? String
        == "source changed on 2024-01-02 (\(properties?["changedIn"]?.prefix(8) ?? ""))")
    // German was updated after the source; the re-wrapped microphone text changed no words.
    #expect(!lines.contains { $0.contains("de.lproj") && $0.contains("NSCameraUsageDescription") })
    #expect(
      !lines.contains { $0.contains("Receipts/") && $0.contains("NSMicrophoneUsageDescription") })
    #expect(!lines.contains { $0.contains("NSContactsUsageDescription") }, "\(lines)")
    // A build setting's history counts as an Info.plist's.
    #expect(
      lines.contains {
        $0.contains("Flavour/de.lproj/InfoPlist.strings")
          && $0.contains("when the source said 'Record notes.'")
      }, "\(lines)")
    #expect(lines.filter { $0.contains("[stale-translation]") }.count == 4, "\(lines)")
  }

  /// White-label editions, each with its own table, as a real app's six flavours: a rewording
  /// (pick → select, the brand → "the app") is no change; a change of what is said is a warning,
  /// once per change however many editions and languages it left behind; a text one edition
  /// re-translated from the new English is fresh in another that took it before its own English
  /// caught up; an edition created from copies of old translations is as old as they are.
  @Test func whiteLabelEditionsAreJudgedAsOne() throws {
    let repository = try Repository()
    defer { try? FileManager.default.removeItem(at: repository.folder) }
    func english(_ camera: String, _ photos: String) -> String {
      Self.infoPlist([
        ("NSCameraUsageDescription", camera), ("NSPhotoLibraryUsageDescription", photos),
      ])
    }
    let oldCamera = "Threema needs the camera to scan QR codes."
    let oldPhotos = "Pick a photo to send it in a chat."
    let newCamera = "The app needs the camera to scan QR codes and make video calls."
    let newPhotos = "Select an image to share it in a chat."
    let oldGerman = [
      ("NSCameraUsageDescription", "Threema braucht die Kamera für QR-Codes."),
      ("NSPhotoLibraryUsageDescription", "Wähle ein Foto aus, um es zu senden."),
    ]
    for edition in ["Threema", "Work"] {
      try repository.write("\(edition)/Info.plist", english(oldCamera, oldPhotos))
      try repository.write("\(edition)/de.lproj/InfoPlist.strings", Self.table(oldGerman))
      try repository.write(
        "\(edition)/fr.lproj/InfoPlist.strings",
        Self.table([
          ("NSCameraUsageDescription", "Threema utilise la caméra pour les codes QR."),
          ("NSPhotoLibraryUsageDescription", "Choisissez une photo à envoyer."),
        ]))
    }
    try repository.commit("Editions", day: 1)
    let retranslated = "Die App braucht die Kamera für QR-Codes und Videoanrufe."
    // Work's German is re-translated before its English changes.
    try repository.write(
      "Work/de.lproj/InfoPlist.strings",
      Self.table([("NSCameraUsageDescription", retranslated), oldGerman[1]]))
    try repository.commit("New German camera text", day: 2)
    for edition in ["Threema", "Work"] {
      try repository.write("\(edition)/Info.plist", english(newCamera, newPhotos))
    }
    try repository.commit("New English", day: 3)
    // Threema's German is re-translated from the new English; a third edition is made from
    // copies of the first's old translations.
    try repository.write(
      "Threema/de.lproj/InfoPlist.strings",
      Self.table([("NSCameraUsageDescription", retranslated), oldGerman[1]]))
    try repository.write("OnPrem/Info.plist", english(newCamera, newPhotos))
    try repository.write("OnPrem/de.lproj/InfoPlist.strings", Self.table(oldGerman))
    try repository.commit("OnPrem", day: 4)
    let result = try Binary.run(
      ["check", ".", "--history", "--only", "stale-translation", "--reporter", "json"],
      in: repository.folder)
    let findings = try BaselineTests.findings(result).filter { $0["key"] != nil }
    func found(_ key: String, _ severity: String) -> [String] {
      findings.filter { $0["key"] as? String == key && $0["severity"] as? String == severity }
        .map { "\(($0["file"] as! String).split(separator: "/")[0]) \($0["locale"] as! String)" }
        .sorted()
    }
    // The camera's change of what is said: French in both editions, and OnPrem's copied German.
    #expect(
      found("NSCameraUsageDescription", "warning") == ["OnPrem de", "Threema fr", "Work fr"],
      "\(findings)")
    // Work's German was re-translated from the new English elsewhere: fresh.
    #expect(found("NSCameraUsageDescription", "note").isEmpty)
    // Pick → select, send → share: reworded, the same claim; nothing in any edition.
    #expect(!findings.contains { $0["key"] as? String == "NSPhotoLibraryUsageDescription" })
    // One entry per key and change in a report people read.
    let text = try Binary.run(
      ["check", ".", "--history", "--only", "stale-translation"], in: repository.folder)
    #expect(
      text.stdout.components(separatedBy: "[stale-translation]").count - 1 == 1, "\(text.stdout)")
  }

  /// Grammar and spelling fixed in the English after the translations were made: a "to" added
  /// is no change at all, two letters swapped back a note in each language, and neither a
  /// warning (the translations still say what the source says).
  @Test func aShortWordOrATypoFixedIsNoWarning() throws {
    let repository = try Repository()
    defer { try? FileManager.default.removeItem(at: repository.folder) }
    func english(_ photos: String, _ microphone: String) -> String {
      Self.infoPlist([
        ("NSPhotoLibraryUsageDescription", photos), ("NSMicrophoneUsageDescription", microphone),
      ])
    }
    try repository.write(
      "App/Info.plist", english("Allows you attach photos.", "Recrod voice notes."))
    try repository.write(
      "App/de.lproj/InfoPlist.strings",
      Self.table([
        ("NSPhotoLibraryUsageDescription", "Hänge Fotos an."),
        ("NSMicrophoneUsageDescription", "Nimm Sprachnotizen auf."),
      ]))
    try repository.write(
      "App/fr.lproj/InfoPlist.strings",
      Self.table([
        ("NSPhotoLibraryUsageDescription", "Joignez des photos."),
        ("NSMicrophoneUsageDescription", "Enregistrez des notes vocales."),
      ]))
    try repository.commit("App", day: 1)
    try repository.write(
      "App/Info.plist", english("Allows you to attach photos.", "Record voice notes."))
    try repository.commit("Fix the English", day: 2)
    let result = try Binary.run(
      ["check", ".", "--history", "--only", "stale-translation", "--reporter", "json"],
      in: repository.folder)
    #expect(result.status == 0, "\(result.stderr)")
    let findings = try BaselineTests.findings(result).filter { $0["key"] != nil }
    #expect(!findings.contains { $0["severity"] as? String != "note" }, "\(findings)")
    #expect(
      !findings.contains { $0["key"] as? String == "NSPhotoLibraryUsageDescription" },
      "\(findings)")
    #expect(
      findings.filter { $0["key"] as? String == "NSMicrophoneUsageDescription" }
        .compactMap { $0["locale"] as? String }.sorted() == ["de", "fr"], "\(findings)")
  }

  @Test func withoutTheFlagTheHistoryIsNotRead() throws {
    let repository = try Self.build()
    defer { try? FileManager.default.removeItem(at: repository.folder) }
    let result = try Binary.run(
      ["check", ".", "--only", "stale-translation", "--reporter", "xcode"], in: repository.folder)
    #expect(!result.stdout.contains("[stale-translation]"), "\(result.stdout)")
  }

  @Test func aShallowCloneIsANote() throws {
    let repository = try Self.build()
    defer { try? FileManager.default.removeItem(at: repository.folder) }
    let clone = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: clone) }
    let cloned = try Binary.execute(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["git", "clone", "-q", "--depth", "1", "file://" + repository.folder.path, clone.path])
    #expect(cloned.status == 0, "\(cloned.stderr)")
    let result = try Binary.run(
      ["check", ".", "--history", "--only", "stale-translation", "--reporter", "xcode"], in: clone)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("note: history unavailable: shallow clone of depth 1"),
      "\(result.stdout)")
    #expect(!result.stdout.contains("warning"))
  }

  @Test func withoutGitItIsANote() throws {
    let repository = try Self.build()
    defer { try? FileManager.default.removeItem(at: repository.folder) }
    // A PATH where `env` finds no `git`.
    let empty = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: empty) }
    let result = try Binary.run(
      ["check", ".", "--history", "--only", "stale-translation", "--reporter", "xcode"],
      in: repository.folder, environment: ["PATH": empty.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("note: history unavailable: git was not found"), "\(result.stdout)")
  }

  @Test func outsideAWorkTreeIsANote() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data(Self.infoPlist([("NSCameraUsageDescription", "Scan receipts.")]).utf8).write(
      to: app.appendingPathComponent("Info.plist"))
    let result = try Binary.run(
      ["check", ".", "--history", "--only", "stale-translation", "--reporter", "xcode"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("note: history unavailable: not in a git work tree"),
      "\(result.stdout)")
  }
}

extension HistoryTests {
  /// `generate --history` keeps a catalog's stale translations and marks them for review.
  @Test func generateMarksACatalogsStaleTranslationsForReview() throws {
    let repository = try Self.build()
    defer { try? FileManager.default.removeItem(at: repository.folder) }
    let result = try Binary.run(
      ["generate", "Catalog", "--format", "xcstrings", "--languages", "de,fr", "--history"],
      in: repository.folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "'NSCameraUsageDescription' in fr of 'Catalog/InfoPlist.xcstrings' was translated from 'Take photos of receipts.' and the source now says 'Take photos of receipts and invoices.': marked needs_review"
      ), "\(result.stderr)")
    let catalog = try String(
      contentsOf: repository.folder.appendingPathComponent("Catalog/InfoPlist.xcstrings"),
      encoding: .utf8)
    #expect(
      catalog.contains(
        "\"state\" : \"needs_review\",\n            \"value\" : \"Photographiez des reçus.\""),
      "\(catalog)")
    #expect(
      catalog.contains(
        "\"state\" : \"translated\",\n            \"value\" : \"Fotografiere Belege und Rechnungen.\""
      ), "\(catalog)")
    // Marked for review, it is one finding: `needs-review`, not a stale translation too.
    let check = try Binary.run(
      [
        "check", "Catalog", "--history", "--only", "stale-translation,needs-review", "--reporter",
        "xcode",
      ], in: repository.folder)
    let findings = check.stdout.split(separator: "\n").filter { $0.contains("InfoPlist.xcstrings") }
    #expect(findings.count == 1 && findings[0].hasSuffix("[needs-review]"), "\(findings)")
    // Only the languages asked for are touched.
    try repository.git("checkout", "-q", "--", "Catalog")
    let german = try Binary.run(
      ["generate", "Catalog", "--format", "xcstrings", "--languages", "de", "--history"],
      in: repository.folder)
    #expect(!german.stderr.contains("needs_review"), "\(german.stderr)")
    // Without --history, nothing is marked.
    try repository.git("checkout", "-q", "--", "Catalog")
    let plain = try Binary.run(
      ["generate", "Catalog", "--format", "xcstrings", "--languages", "de,fr"],
      in: repository.folder)
    #expect(!plain.stderr.contains("needs_review"))
  }
}
