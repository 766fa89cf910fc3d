import Foundation
import Testing

/// Real deliveries' shapes, merged as delivered (docs/MERGE.md): a language ICU has no data for,
/// a platform's in-context placeholders, an old table of English copies for a language the app
/// does not have, a plain XLIFF whose name says another language than its content.
@Suite struct MergeDeliveryShapesTests {
  static let original = "PhotoJournal/en.lproj/InfoPlist.strings"

  /// An XLIFF 1.2 file of one unit of the example app's camera key.
  static func xliff(language: String, target: String?) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="\(original)" source-language="en" target-language="\(language)" datatype="plaintext">
        <body>
          <trans-unit id="NSCameraUsageDescription" xml:space="preserve">
            <source>Take photos for your journal entries. The camera is only used while the shutter screen is open.</source>
    \(target.map { "        <target state=\"translated\">\($0)</target>\n" } ?? "")      </trans-unit>
        </body>
      </file>
    </xliff>

    """
  }

  static func merge(_ files: [String: String], arguments: [String] = []) throws -> (
    Binary.Result, URL
  ) {
    let app = try GenerateCommandTests.copy("Examples")
    let inbox = app.deletingLastPathComponent().appendingPathComponent("inbox")
    for (name, text) in files { try Binary.write(text, to: name, in: inbox) }
    let result = try Binary.run(
      ["merge"] + files.keys.sorted().map { inbox.appendingPathComponent($0).path } + arguments,
      in: app)
    return (result, app)
  }

  static func exists(_ path: String, in app: URL) -> Bool {
    FileManager.default.fileExists(atPath: app.appendingPathComponent(path).path)
  }

  /// Languages BCP 47 accepts and Xcode makes folders for, which ICU has no data for: nothing
  /// translated yet is "not translated" (exit 0); a translation is merged, with a note.
  @Test func aLanguageICUDoesNotKnowIsALanguage() throws {
    let (untranslated, first) = try Self.merge(
      Dictionary(
        uniqueKeysWithValues: ["crs", "son", "tzl", "ber", "val"].map {
          ("\($0).xliff", Self.xliff(language: $0, target: nil))
        }))
    defer { try? FileManager.default.removeItem(at: first.deletingLastPathComponent()) }
    #expect(untranslated.status == 0, "\(untranslated.output)")
    #expect(
      untranslated.output.contains("crs: 0 merged, 0 unchanged, 1 not translated, 0 rejected"))
    #expect(!untranslated.output.contains("invalid-locale"))
    let (translated, second) = try Self.merge([
      "crs.xliff": Self.xliff(language: "crs", target: "Pran foto pou zournal ou.")
    ])
    defer { try? FileManager.default.removeItem(at: second.deletingLastPathComponent()) }
    #expect(translated.status == 0, "\(translated.output)")
    #expect(translated.output.contains("'crs' is a language tag ICU has no data for"))
    #expect(Self.exists("PhotoJournal/crs.lproj/InfoPlist.strings", in: second))
  }

  /// Crowdin's in-context mode delivers placeholders in a language of its own (`lol`): no
  /// table, no project entry, one note.
  @Test func inContextPlaceholdersAreNoTranslations() throws {
    let (result, app) = try Self.merge([
      "lol.xliff": Self.xliff(language: "lol", target: "crwdns35986:0crwdne35986:0")
    ])
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("in-context placeholders"), "\(result.output)")
    #expect(!Self.exists("PhotoJournal/lol.lproj", in: app))
    let project = try String(
      contentsOf: app.appendingPathComponent("PhotoJournal.xcodeproj/project.pbxproj"),
      encoding: .utf8)
    #expect(!project.contains("lol"))
  }

  /// An old delivery's `pt` table of English copies creates no language; one real translation
  /// in it does.
  @Test func aNewLanguageOfCopiesIsNotCreated() throws {
    let copies =
      "\"NSCameraUsageDescription\" = \"Take photos for your journal entries. The camera is only used while the shutter screen is open.\";\n"
    let (result, app) = try Self.merge(["pt.lproj/InfoPlist.strings": copies])
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.output.contains(
        "pt was not created for 'PhotoJournal': its 1 unit is a copy of the source"),
      "\(result.output)")
    #expect(!Self.exists("PhotoJournal/pt.lproj", in: app))
    let (translated, other) = try Self.merge([
      "pt.lproj/InfoPlist.strings": copies
        + "\"NSContactsUsageDescription\" = \"Marque seus amigos nas entradas do diário.\";\n"
    ])
    defer { try? FileManager.default.removeItem(at: other.deletingLastPathComponent()) }
    #expect(translated.status == 0, "\(translated.output)")
    #expect(translated.output.contains("pt: 2 merged"), "\(translated.output)")
    #expect(Self.exists("PhotoJournal/pt.lproj/InfoPlist.strings", in: other))
  }

  /// `de.xliff` whose `target-language` is `fr`: which language it holds is unknown; nothing of
  /// it is merged, exit 2, as for an `.xcloc`.
  @Test func aPlainXLIFFWhoseNameContradictsItIsRefused() throws {
    let (result, app) = try Self.merge([
      "de.xliff": Self.xliff(language: "fr", target: "Nimm Fotos auf.")
    ])
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    #expect(result.status == 2, "\(result.output)")
    #expect(
      result.output.contains(
        "its language is unclear: its name says 'de', its XLIFF says target-language=\"fr\""),
      "\(result.output)")
    let french = try Data(
      contentsOf: app.appendingPathComponent("PhotoJournal/fr.lproj/InfoPlist.strings"))
    #expect(
      french
        == (try Data(
          contentsOf: Binary.packageRoot.appendingPathComponent(
            "Examples/PhotoJournal/fr.lproj/InfoPlist.strings"))))
  }

  /// Platforms copy the generated Info.plist's version keys into every language: skipped as not
  /// translatable, not rejected (exit 0), and the rest merged.
  @Test func versionKeysAreNoTranslations() throws {
    let (result, app) = try Self.merge(
      [
        "de.lproj/InfoPlist.strings":
          "\"CFBundleShortVersionString\" = \"1.0\";\n\"CFBundleVersion\" = \"7\";\n"
          + "\"NSCameraUsageDescription\" = \"Mache Fotos für dein Tagebuch.\";\n"
      ], arguments: ["--target", "PhotoJournal"])
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.output.contains(
        "1 unit of 'CFBundleShortVersionString' skipped: it holds a version, which is not translated"
      ), "\(result.output)")
    #expect(result.output.contains("de: 1 merged"), "\(result.output)")
  }

  /// A table on disk the project does not list gets the delivery, and the summary says its
  /// values do not ship.
  @Test func aTableTheProjectDoesNotBuildIsSaidNotToShip() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    try Binary.write(
      "\"NSCameraUsageDescription\" = \"Scatta foto.\";\n",
      to: "PhotoJournal/it.lproj/InfoPlist.strings", in: app)
    let inbox = app.deletingLastPathComponent().appendingPathComponent("inbox")
    try Binary.write(
      "\"NSCameraUsageDescription\" = \"Scatta foto per il diario.\";\n",
      to: "it.lproj/InfoPlist.strings", in: inbox)
    let result = try Binary.run(
      [
        "merge", inbox.appendingPathComponent("it.lproj/InfoPlist.strings").path, "--target",
        "PhotoJournal",
      ], in: app)
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.output.contains(
        "PhotoJournal/it.lproj/InfoPlist.strings was merged into, but the project does not build it"
      ), "\(result.output)")
  }

  /// A new language's table is written as most of its siblings are: here UTF-16 little-endian
  /// with a BOM and CRLF line endings.
  @Test func aNewTableIsWrittenLikeItsSiblings() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    for language in ["ar", "de", "ja", "zh-Hans"] {
      let url = app.appendingPathComponent("PhotoJournal/\(language).lproj/InfoPlist.strings")
      let text = try String(contentsOf: url, encoding: .utf8)
        .replacingOccurrences(of: "\n", with: "\r\n")
      try ([0xFF, 0xFE] + Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        .write(to: url)
    }
    let inbox = app.deletingLastPathComponent().appendingPathComponent("inbox")
    try Binary.write(
      "\"NSCameraUsageDescription\" = \"Scatta foto per il diario.\";\n",
      to: "it.lproj/InfoPlist.strings", in: inbox)
    let result = try Binary.run(
      [
        "merge", inbox.appendingPathComponent("it.lproj/InfoPlist.strings").path, "--target",
        "PhotoJournal",
      ], in: app)
    #expect(result.status == 0, "\(result.output)")
    let written = try Data(
      contentsOf: app.appendingPathComponent("PhotoJournal/it.lproj/InfoPlist.strings"))
    #expect(written.starts(with: [0xFF, 0xFE]), "\(Array(written.prefix(8)))")
    let text = try #require(String(data: written, encoding: .utf16))
    #expect(text.contains("Scatta foto per il diario."), "\(text)")
    #expect(
      text.contains("\r\n") && !text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
  }

  /// A delivery made before the app's folder was renamed names the old folder: skipped (never
  /// routed by key alone), with the `--map` that routes it, which then does.
  @Test func aRenamedFolderIsNamedAndMapped() throws {
    let units = Self.xliff(language: "de", target: "Mache Fotos für dein Tagebuch.")
      .replacingOccurrences(of: Self.original, with: "OldJournal/en.lproj/InfoPlist.strings")
    let (skipped, app) = try Self.merge(["old.xliff": units])
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    #expect(skipped.status == 0, "\(skipped.output)")
    #expect(
      skipped.output.contains(
        "1 unit of 'OldJournal/en.lproj/InfoPlist.strings' skipped: not in this project; this project's folder 'PhotoJournal'"
      ) && skipped.output.contains("--map 'OldJournal=PhotoJournal'"), "\(skipped.output)")
    let inbox = app.deletingLastPathComponent().appendingPathComponent("inbox")
    let mapped = try Binary.run(
      [
        "merge", inbox.appendingPathComponent("old.xliff").path, "--map", "OldJournal=PhotoJournal",
      ],
      in: app)
    #expect(mapped.status == 0 && mapped.output.contains("de: 1 merged"), "\(mapped.output)")
    let bad = try Binary.run(
      ["merge", inbox.appendingPathComponent("old.xliff").path, "--map", "OldJournal"], in: app)
    #expect(bad.status == 64, "\(bad.output)")
  }

  /// A dry run's patch names files relative to the project's folder, also when `--project`
  /// names the `.xcodeproj`: `git apply` takes it from there.
  @Test func aDryRunPatchIsRelativeToTheProjectsFolder() throws {
    let (result, app) = try Self.merge(
      ["de.xliff": Self.xliff(language: "de", target: "Mache Fotos für dein Tagebuch.")],
      arguments: ["--project", "PhotoJournal.xcodeproj", "--dry-run"])
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.stdout.contains("+++ b/PhotoJournal/de.lproj/InfoPlist.strings"), "\(result.stdout)")
  }

  /// An old delivery holds a purpose key the project has since removed: no translator's
  /// mistake, skipped with one note (exit 0); a misspelt key is still rejected.
  @Test func aKeyTheProjectNoLongerDeclaresIsSkipped() throws {
    let (result, app) = try Self.merge(
      [
        "de.lproj/InfoPlist.strings":
          "\"NSMotionUsageDescription\" = \"Schritte zählen.\";\n"
          + "\"NSCameraUsageDescription\" = \"Mache Fotos für dein Tagebuch.\";\n"
      ], arguments: ["--target", "PhotoJournal"])
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.output.contains(
        "1 unit of 'NSMotionUsageDescription' skipped: declared by no Info.plist of the project"),
      "\(result.output)")
    #expect(result.output.contains("de: 1 merged"), "\(result.output)")
    let (typo, other) = try Self.merge(
      ["de.lproj/InfoPlist.strings": "\"NSCameraUsageDescripton\" = \"Mache Fotos.\";\n"],
      arguments: ["--target", "PhotoJournal"])
    defer { try? FileManager.default.removeItem(at: other.deletingLastPathComponent()) }
    #expect(typo.status == 1, "\(typo.output)")
    #expect(typo.output.contains("did you mean 'NSCameraUsageDescription'"), "\(typo.output)")
  }

  /// A key new to a language's table goes where the source table has it, not where the
  /// Info.plist declares it: the German table gets its key back in the English table's place.
  @Test func aNewKeyGoesWhereTheSourceTableHasIt() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let german = app.appendingPathComponent("PhotoJournal/de.lproj/InfoPlist.strings")
    let original = try String(contentsOf: german, encoding: .utf8)
    let entry =
      "/* Privacy - Location When In Use Usage Description */\n\"NSLocationWhenInUseUsageDescription\" = \"Versieh jeden Eintrag mit dem Ort, an dem du ihn geschrieben hast.\";\n\n"
    try #require(original.contains(entry))
    try original.replacingOccurrences(of: entry, with: "").write(
      to: german, atomically: true, encoding: .utf8)
    let delivery = Self.xliff(language: "de", target: "Versieh jeden Eintrag mit dem Ort.")
      .replacingOccurrences(of: "NSCamera", with: "NSLocationWhenInUse")
      .replacing(
        #/Take photos[^<]*/#, with: "Tag each journal entry with the place where you wrote it.")
    let inbox = app.deletingLastPathComponent().appendingPathComponent("inbox")
    try Binary.write(delivery, to: "de.xliff", in: inbox)
    let result = try Binary.run(["merge", inbox.appendingPathComponent("de.xliff").path], in: app)
    #expect(result.status == 0, "\(result.output)")
    func keys(_ text: String) -> [String] {
      text.split(separator: "\n").filter { $0.hasPrefix("\"") }.map {
        String($0.prefix { $0 != "=" })
      }
    }
    let merged = try String(contentsOf: german, encoding: .utf8)
    #expect(keys(merged) == keys(original), "\(merged)")
  }

  /// Xcode's own export merged back into the project it came from (no recorded base, the
  /// Info.plist's version copied, untranslated units without a target) changes nothing.
  @Test func xcodesOwnExportMergedBackIsANoOp() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let german = app.appendingPathComponent("PhotoJournal/de.lproj/InfoPlist.strings")
    let before = try Data(contentsOf: german)
    let export = Binary.fixtures.appendingPathComponent("XcodeExport/de.xliff").path
    let result = try Binary.run(["merge", export], in: app)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("de: 0 merged, 9 unchanged"), "\(result.output)")
    #expect(result.output.contains("Wrote 0 files."), "\(result.output)")
    #expect(try Data(contentsOf: german) == before)
  }
}
