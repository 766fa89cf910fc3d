import Foundation
import Testing

/// `merge` as a pipeline meets it: its own exports come back with nothing to do, review states
/// survive, and a mistake on the command line or in an input is an error, not a rejection.
@Suite struct MergeSafetyTests {
  /// A catalog app with every state a catalog holds.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "NSCameraUsageDescription" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "machine_translated", "value" : "Scanne Belege, um sie abzulegen." } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Scan receipts to file them." } },
            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Numérisez vos reçus pour les classer." } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "領収書をスキャンして整理します。" } }
          }
        },
        "NSMicrophoneUsageDescription" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "new", "value" : "" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Dictate notes about a receipt." } }
          }
        }
      },
      "version" : "1.0"
    }

    """

  static func catalogApp() throws -> URL {
    try CheckCommandTests.app([
      "App/Info.plist":
        "<plist><dict><key>CFBundleDevelopmentRegion</key><string>en</string><key>NSCameraUsageDescription</key><string>Scan receipts to file them.</string><key>NSMicrophoneUsageDescription</key><string>Dictate notes about a receipt.</string></dict></plist>",
      "App/InfoPlist.xcstrings": catalog,
    ])
  }

  /// An XLIFF file of the app's table in one language, holding `units`.
  static func xliff(_ language: String, _ units: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/en.lproj/InfoPlist.strings" source-language="en" target-language="\(language)" datatype="plaintext">
        <body>
    \(units)    </body>
      </file>
    </xliff>

    """
  }

  /// The languages an app's folders hold, besides English and Base.
  static func languages(_ app: URL) -> [String] {
    let folders = FileManager.default.enumerator(atPath: app.path)?.compactMap { $0 as? String }
    return Set(
      (folders ?? []).compactMap { path -> String? in
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard name.hasSuffix(".lproj") else { return nil }
        return String(name.dropLast(6))
      }
    ).subtracting(["en", "Base"]).sorted()
  }

  /// What `generate --format xliff` exports merges back with nothing written and nothing
  /// rejected: on real apps' tables, and on a catalog whose states it carries out and back.
  @Test(arguments: [
    "duckduckgo__iOS", "home-assistant__iOS", "mozilla-mobile__focus-ios", "videolan__vlc-ios",
    "catalog",
  ])
  func anExportMergesBackAsItIs(_ name: String) throws {
    let app =
      name == "catalog"
      ? try Self.catalogApp() : try GenerateCommandTests.copy("Tests/Fixtures/corpus/\(name)")
    defer { try? FileManager.default.removeItem(at: app) }
    let languages = name == "catalog" ? ["de", "fr", "ja"] : Self.languages(app)
    let export = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: export) }
    let generate = try MergeCommandTests.run(
      [
        "generate", "--format", "xliff", "--languages", languages.joined(separator: ","), "-o",
        export.path, "-q",
      ], in: app)
    #expect(generate.status == 0, "\(generate.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: export.path).sorted()
    #expect(files.count == languages.count)
    let merge = try MergeCommandTests.run(
      ["merge", "--reporter", "json"] + files.map { export.appendingPathComponent($0).path },
      in: app)
    #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
    let summary = try JSONSerialization.jsonObject(with: Data(merge.stdout.utf8)) as? [String: Any]
    let locales = (summary?["locales"] as? [[String: Any]]) ?? []
    #expect(!locales.isEmpty)
    for locale in locales {
      #expect(locale["merged"] as? Int == 0, "\(locale)")
      #expect((locale["rejected"] as? [Any])?.isEmpty == true, "\(locale)")
    }
    #expect((summary?["files"] as? [Any])?.isEmpty == true, "\(merge.stdout)")
    if name == "catalog" {
      let de = try String(contentsOf: export.appendingPathComponent("de.xliff"), encoding: .utf8)
      #expect(de.contains("state-qualifier=\"mt-suggestion\""))
    }
  }

  /// A unit marked for review, or by a machine, keeps its mark in a catalog.
  @Test func reviewStatesStayInACatalog() throws {
    let app = try Self.catalogApp()
    defer { try? FileManager.default.removeItem(at: app) }
    let xliff = Self.xliff(
      "de",
      """
        <trans-unit id="NSCameraUsageDescription" xml:space="preserve">
          <source>Scan receipts to file them.</source>
          <target state="needs-review-l10n">Scanne Belege, um sie zu ordnen.</target>
        </trans-unit>
        <trans-unit id="NSMicrophoneUsageDescription" xml:space="preserve">
          <source>Dictate notes about a receipt.</source>
          <target state="needs-review-translation" state-qualifier="mt-suggestion">Diktiere Notizen zu einem Beleg.</target>
        </trans-unit>
      """)
    try Data(xliff.utf8).write(to: app.appendingPathComponent("de.xliff"))
    let merge = try MergeCommandTests.run(["merge", "de.xliff"], in: app)
    #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
    let catalog = try JSONSerialization.jsonObject(
      with: Data(contentsOf: app.appendingPathComponent("App/InfoPlist.xcstrings")))
    func state(_ key: String) -> String? {
      let strings = (catalog as? [String: Any])?["strings"] as? [String: Any]
      let entry = strings?[key] as? [String: Any]
      let german = (entry?["localizations"] as? [String: Any])?["de"] as? [String: Any]
      return (german?["stringUnit"] as? [String: Any])?["state"] as? String
    }
    #expect(state("NSCameraUsageDescription") == "needs_review")
    #expect(state("NSMicrophoneUsageDescription") == "machine_translated")
  }

  /// A --target the project does not have is a usage error that lists the targets.
  @Test func anUnknownTargetIsAUsageError() throws {
    let app = try Self.catalogApp()
    defer { try? FileManager.default.removeItem(at: app) }
    try Data(Self.catalog.utf8).write(to: app.appendingPathComponent("in.xcstrings"))
    let merge = try MergeCommandTests.run(["merge", "in.xcstrings", "--target", "Nope"], in: app)
    #expect(merge.status == 64)
    #expect(merge.stderr.contains("no target 'Nope' (its targets: 'App')"), "\(merge.stderr)")
  }

  /// A bundle whose contents.json and XLIFF name different languages merges nothing: exit 2.
  @Test func aBundleThatContradictsItselfExitsTwo() throws {
    let app = try Self.catalogApp()
    defer { try? FileManager.default.removeItem(at: app) }
    let bundle = app.appendingPathComponent("de.xcloc")
    try FileManager.default.createDirectory(
      at: bundle.appendingPathComponent("Localized Contents"), withIntermediateDirectories: true)
    try Data("{\"targetLocale\" : \"de\"}\n".utf8).write(
      to: bundle.appendingPathComponent("contents.json"))
    let xliff = Self.xliff(
      "fr",
      """
        <trans-unit id="NSCameraUsageDescription" xml:space="preserve">
          <source>Scan receipts to file them.</source>
          <target state="translated">Scannez vos reçus.</target>
        </trans-unit>
      """)
    try Data(xliff.utf8).write(to: bundle.appendingPathComponent("Localized Contents/de.xliff"))
    let before = try Data(contentsOf: app.appendingPathComponent("App/InfoPlist.xcstrings"))
    let merge = try MergeCommandTests.run(["merge", "de.xcloc"], in: app)
    #expect(merge.status == 2)
    #expect(merge.stderr.contains("contents.json says 'de'"), "\(merge.stderr)")
    #expect(try Data(contentsOf: app.appendingPathComponent("App/InfoPlist.xcstrings")) == before)
  }
}
