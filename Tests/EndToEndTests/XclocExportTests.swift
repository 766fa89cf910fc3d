import Foundation
import Testing

/// `generate --format xcloc`: Xcode's export layout, and the round trip a vendor runs — fill the
/// targets, merge the bundles back — on the example app and a copy of Home Assistant.
@Suite struct XclocExportTests {
  /// A translator's work: every unit without a target gets one, in the language's script. The
  /// texts are by `original|id`: two targets may have the same key.
  static func fill(_ xliff: String, language: String) -> (String, [String: String]) {
    let texts = ["de": "Übersetzung", "fr": "Traduction", "ja": "翻訳です", "es": "Traducción"]
    var filled: [String: String] = [:]
    var files = xliff.components(separatedBy: "<file original=\"")
    var count = 0
    for fileIndex in files.indices.dropFirst() {
      let original = files[fileIndex].components(separatedBy: "\"").first ?? ""
      var blocks = files[fileIndex].components(separatedBy: "<trans-unit id=\"")
      for index in blocks.indices.dropFirst() where !blocks[index].contains("<target") {
        let id = blocks[index].components(separatedBy: "\"").first ?? ""
        count += 1
        // The source's placeholders, kept as a translator keeps them.
        let source =
          blocks[index].components(separatedBy: "<source>").dropFirst().first?
          .components(separatedBy: "</source>").first ?? ""
        let placeholders = source.matches(of: /%(\d+\$)?[@dfs]/).map { String($0.output.0) }
        let text =
          "\(texts[language] ?? "Translation") \(count)." + placeholders.map { " " + $0 }.joined()
        filled[original + "|" + id] = text
        blocks[index] = blocks[index].replacingOccurrences(
          of: "</source>", with: "</source>\n        <target state=\"translated\">\(text)</target>")
      }
      files[fileIndex] = blocks.joined(separator: "<trans-unit id=\"")
    }
    return (files.joined(separator: "<file original=\""), filled)
  }

  /// The targets of an export's units, by `original|id`.
  static func targets(_ xliff: String) -> [String: String] {
    var result: [String: String] = [:]
    for file in xliff.components(separatedBy: "<file original=\"").dropFirst() {
      let original = file.components(separatedBy: "\"").first ?? ""
      for unit in file.components(separatedBy: "<trans-unit id=\"").dropFirst() {
        let id = unit.components(separatedBy: "\"").first ?? ""
        guard let target = unit.components(separatedBy: "<target").dropFirst().first else {
          continue
        }
        result[original + "|" + id] =
          target.components(separatedBy: ">").dropFirst()
          .joined(separator: ">").components(separatedBy: "</target").first
      }
    }
    return result
  }

  static func files(_ folder: URL) throws -> [String: Data] { try FixTests.files(folder) }

  @Test func theLayoutIsXcodes() throws {
    let app = try GenerateCommandTests.copy("Examples")
    let work = app.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: work) }
    let result = try Binary.run(
      ["generate", "--format", "xcloc", "--languages", "de", "--output", "../out"], in: app)
    #expect(result.status == 0, "\(result.stderr)")
    let bundle = work.appendingPathComponent("out/de.xcloc")
    // As Xcode's export of Tests/Fixtures/MergeShapes/inputs/fr.xcloc and Xcode's documented
    // layout: contents.json, Localized Contents/<lang>.xliff, Notes/, Source Contents/.
    let entries = try FileManager.default.contentsOfDirectory(atPath: bundle.path).sorted()
    #expect(entries == ["Localized Contents", "Notes", "Source Contents", "contents.json"])
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: bundle.appendingPathComponent("Localized Contents").path) == ["de.xliff"])
    let contents = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: bundle.appendingPathComponent("contents.json"))) as? [String: Any])
    #expect(contents["developmentRegion"] as? String == "en")
    #expect(contents["targetLocale"] as? String == "de")
    #expect(contents["project"] as? String == "PhotoJournal.xcodeproj")
    #expect(contents["version"] as? String == "1.0")
    // Each <file original> is a source table under Source Contents, relative to the project.
    let xliff = try String(
      contentsOf: bundle.appendingPathComponent("Localized Contents/de.xliff"), encoding: .utf8)
    let originals = xliff.components(separatedBy: "original=\"").dropFirst()
      .compactMap { $0.components(separatedBy: "\"").first }
    #expect(!originals.isEmpty)
    for original in originals {
      #expect(
        FileManager.default.fileExists(
          atPath: bundle.appendingPathComponent("Source Contents/\(original)").path), "\(original)")
    }
  }

  @Test(arguments: [
    ("Examples", ["de", "fr", "ja"]), ("Tests/Fixtures/corpus/home-assistant__iOS", ["de", "es"]),
  ])
  func aFilledExportComesBackAndAnUneditedOneChangesNothing(_ path: String, _ languages: [String])
    throws
  {
    let app = try GenerateCommandTests.copy(path)
    let work = app.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: work) }
    let out = work.appendingPathComponent("out")
    let generated = try Binary.run(
      [
        "generate", "--format", "xcloc", "--languages", languages.joined(separator: ","),
        "--output", out.path,
      ], in: app)
    #expect(generated.status == 0, "\(generated.stderr)")
    let bundles = languages.map { out.appendingPathComponent("\($0).xcloc").path }
    let original = try Self.files(app)
    // Unedited, an export merges nothing.
    _ = try Binary.run(["merge"] + bundles, in: app)
    #expect(try Self.files(app) == original, "an unedited export changed the project")
    // Filled, every new translation comes back as written, and nothing else changes.
    var expected: [String: [String: String]] = [:]
    for language in languages {
      let url = out.appendingPathComponent("\(language).xcloc/Localized Contents/\(language).xliff")
      let (filled, texts) = Self.fill(
        try String(contentsOf: url, encoding: .utf8), language: language)
      try filled.write(to: url, atomically: true, encoding: .utf8)
      expected[language] = texts
    }
    let merged = try Binary.run(["merge"] + bundles, in: app)
    // A target with no folder for its translations (the example's widget) cannot take any: the
    // one rejection allowed, and its units are not expected back.
    let summary = merged.stdout + merged.stderr
    let rejected = summary.split(separator: "\n").filter { $0.contains("rejected '") }
    #expect(rejected.allSatisfy { $0.contains("[not-written]") }, "\(summary)")
    for language in languages {
      for line in rejected where line.contains("\(language).xliff") {
        let key = line.components(separatedBy: "rejected '")[1].components(separatedBy: "'")[0]
        expected[language] = expected[language]?.filter {
          !$0.key.hasSuffix("|" + key) || !line.contains("has no folder")
        }
      }
    }
    let again = work.appendingPathComponent("again")
    _ = try Binary.run(
      [
        "generate", "--format", "xcloc", "--languages", languages.joined(separator: ","),
        "--output", again.path,
      ], in: app)
    for language in languages {
      let xliff = try String(
        contentsOf: again.appendingPathComponent(
          "\(language).xcloc/Localized Contents/\(language).xliff"), encoding: .utf8)
      let targets = Self.targets(xliff)
      for (id, text) in expected[language]! {
        #expect(targets[id] == text, "\(language) \(id)")
      }
    }
    for (file, data) in try Self.files(app) where original[file] != data {
      #expect(file.hasSuffix(".strings") || file.hasSuffix(".xcstrings"), "\(file) changed")
    }
  }

  /// A catalog's states go out in the export as docs/MERGE.md's table says (`new` without a
  /// target), and the unedited export merged back writes nothing: each state reads back the same.
  @Test func catalogStatesGoOutAndComeBackTheSame() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let states = ["translated", "needs_review", "machine_translated", "new", "stale"]
    let keys = [
      "NSCameraUsageDescription", "NSMicrophoneUsageDescription", "NSContactsUsageDescription",
      "NSCalendarsFullAccessUsageDescription", "NSSiriUsageDescription",
    ]
    var plist = ""
    var strings: [String] = []
    for (key, state) in zip(keys, states) {
      plist += "<key>\(key)</key><string>Use it for \(state) notes.</string>"
      strings.append(
        """
        "\(key)":{"localizations":{"de":{"stringUnit":{"state":"\(state)","value":"Für \(state)."}},\
        "en":{"stringUnit":{"state":"translated","value":"Use it for \(state) notes."}}}}
        """)
    }
    try Binary.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(plist)</dict></plist>\n",
      to: "App/Info.plist", in: folder)
    let catalog = """
      {"sourceLanguage":"en","strings":{\(strings.joined(separator: ","))},"version":"1.0"}
      """
    try Binary.write(catalog, to: "App/InfoPlist.xcstrings", in: folder)
    let export = try Binary.run(
      ["generate", "--format", "xcloc", "--languages", "de", "-o", "out", "-q"], in: folder)
    #expect(export.status == 0, "\(export.stderr)")
    let xliff = try String(
      contentsOf: folder.appendingPathComponent("out/de.xcloc/Localized Contents/de.xliff"),
      encoding: .utf8)
    let expected = [
      "translated": "<target state=\"translated\">Für translated.</target>",
      "needs_review": "<target state=\"needs-review-l10n\">Für needs_review.</target>",
      "machine_translated":
        "<target state=\"needs-review-translation\" state-qualifier=\"mt-suggestion\">Für machine_translated.</target>",
      "stale": "<target state=\"needs-review-l10n\">Für stale.</target>",
    ]
    for (key, state) in zip(keys, states) {
      let unit = try #require(
        xliff.components(separatedBy: "<trans-unit id=\"\(key)\"").dropFirst().first?
          .components(separatedBy: "</trans-unit>").first)
      if let target = expected[state] {
        #expect(unit.contains(target), "\(state): \(unit)")
      } else {
        #expect(!unit.contains("<target"), "\(state): \(unit)")
      }
    }
    let merge = try Binary.run(["merge", "out/de.xcloc"], in: folder)
    #expect(merge.status == 0, "\(merge.stderr)")
    #expect((merge.stdout + merge.stderr).contains("Wrote 0 files"), "\(merge.stdout)")
    #expect(
      try String(
        contentsOf: folder.appendingPathComponent("App/InfoPlist.xcstrings"), encoding: .utf8)
        == catalog)
  }

  /// A target whose source is its String Catalog is exported under the catalog's name, as
  /// Xcode 26's `-exportLocalizations` writes it, with the catalog in Source Contents; a
  /// translation of a key the catalog does not hold yet (an Info.plist text) joins the catalog
  /// rather than being dropped.
  @Test func aCatalogTargetIsExportedAsTheCatalogAndEveryTranslationComesBack() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Binary.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
        + "<key>NSCameraUsageDescription</key><string>Scan receipts.</string>"
        + "<key>NSMicrophoneUsageDescription</key><string>Dictate notes.</string></dict></plist>\n",
      to: "App/Info.plist", in: folder)
    let catalog = """
      {"sourceLanguage":"en","strings":{"NSCameraUsageDescription":{"localizations":{\
      "en":{"stringUnit":{"state":"translated","value":"Scan receipts."}}}}},"version":"1.0"}
      """
    try Binary.write(catalog, to: "App/InfoPlist.xcstrings", in: folder)
    let export = try Binary.run(
      ["generate", "--format", "xcloc", "--languages", "de", "-o", "out", "-q"], in: folder)
    #expect(export.status == 0, "\(export.stderr)")
    let bundle = folder.appendingPathComponent("out/de.xcloc")
    let xliffURL = bundle.appendingPathComponent("Localized Contents/de.xliff")
    let xliff = try String(contentsOf: xliffURL, encoding: .utf8)
    #expect(xliff.contains("<file original=\"App/InfoPlist.xcstrings\""))
    #expect(
      try String(
        contentsOf: bundle.appendingPathComponent("Source Contents/App/InfoPlist.xcstrings"),
        encoding: .utf8) == catalog)
    let (filled, texts) = Self.fill(xliff, language: "de")
    #expect(texts.count == 2)
    try filled.write(to: xliffURL, atomically: true, encoding: .utf8)
    let merge = try Binary.run(["merge", "out/de.xcloc"], in: folder)
    #expect(merge.status == 0, "\(merge.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("App/InfoPlist.xcstrings")))
        as? [String: Any])
    let strings = json["strings"] as? [String: [String: Any]] ?? [:]
    for key in ["NSCameraUsageDescription", "NSMicrophoneUsageDescription"] {
      let localizations = strings[key]?["localizations"] as? [String: [String: Any]]
      let unit = localizations?["de"]?["stringUnit"] as? [String: Any]
      #expect(unit?["value"] as? String == texts["App/InfoPlist.xcstrings|\(key)"], "\(key)")
    }
  }

  /// A key the catalog lacks whose Info.plist text is a build setting joins the catalog with
  /// its translation only: no source localization freezes one configuration's value.
  @Test func aBuildSettingTextJoinsTheCatalogWithoutItsSource() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Binary.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
        + "<key>CFBundleDisplayName</key><string>$(PRODUCT_NAME)</string>"
        + "<key>NSCameraUsageDescription</key><string>Scan receipts.</string></dict></plist>\n",
      to: "App/Info.plist", in: folder)
    try Binary.write(
      """
      {"sourceLanguage":"en","strings":{"NSCameraUsageDescription":{"localizations":{\
      "en":{"stringUnit":{"state":"translated","value":"Scan receipts."}}}}},"version":"1.0"}
      """, to: "App/InfoPlist.xcstrings", in: folder)
    try Binary.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="App/InfoPlist.xcstrings" source-language="en" target-language="de" datatype="plaintext">
          <body>
            <trans-unit id="CFBundleDisplayName" xml:space="preserve"><source>$(PRODUCT_NAME)</source><target state="translated">Belege</target></trans-unit>
          </body>
        </file>
      </xliff>
      """, to: "de.xliff", in: folder)
    let merge = try Binary.run(["merge", "de.xliff"], in: folder)
    #expect(merge.status == 0, "\(merge.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("App/InfoPlist.xcstrings")))
        as? [String: Any])
    let entry = (json["strings"] as? [String: [String: Any]])?["CFBundleDisplayName"]
    let localizations = try #require(entry?["localizations"] as? [String: [String: Any]])
    #expect(Set(localizations.keys) == ["de"])
    #expect((localizations["de"]?["stringUnit"] as? [String: Any])?["value"] as? String == "Belege")
  }

  /// Written into the app's own folder, an export is never read as part of the app.
  @Test func aSecondExportInTheAppsFolderChangesNothing() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let first = try Binary.run(["generate", "--format", "xcloc", "--languages", "de"], in: app)
    #expect(first.stderr.contains("Wrote 3 files"), "\(first.stderr)")
    let second = try Binary.run(["generate", "--format", "xcloc", "--languages", "de"], in: app)
    #expect(second.stderr.contains("Wrote 0 files; 3 unchanged"), "\(second.stderr)")
    #expect(
      !FileManager.default.fileExists(
        atPath: app.appendingPathComponent("de.xcloc/Source Contents/de.xcloc").path))
  }
}
