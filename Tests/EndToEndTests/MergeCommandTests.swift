import Foundation
import Testing

@Suite struct MergeCommandTests {
  static let korean: [String: String] = [
    "CFBundleDisplayName": "사진 일기",
    "NSCalendarsUsageDescription": "캘린더의 여행을 일기 타임라인에 추가합니다.",
    "NSCameraUsageDescription": "일기에 쓸 사진을 찍습니다. 카메라는 촬영 화면에서만 사용됩니다.",
    "NSContactsUsageDescription": "함께 있던 친구를 일기에 태그합니다.",
    "NSFaceIDUsageDescription": "Face ID로 비공개 일기의 잠금을 해제합니다.",
    "NSLocationAlwaysAndWhenInUseUsageDescription": "앱을 닫아도 그 장소로 돌아오면 그곳에서 쓴 일기를 알려 드립니다.",
    "PreciseMapPin": "사진을 찍은 정확한 위치에 이 일기의 핀을 꽂습니다.",
    "NSPhotoLibraryAddUsageDescription": "사진 일기에서 찍은 사진을 보관함에 저장합니다.",
    "NSMicrophoneUsageDescription": "일기에 남길 음성 메모를 녹음합니다.",
    "NSSpeechRecognitionUsageDescription": "음성 메모를 %@ 텍스트로 바꿔 검색할 수 있게 합니다.",
    "New Entry": "새 일기",
    "NSLocationWhenInUseUsageDescription": "각 일기에 쓴 장소를 기록합니다.",
  ]

  /// Fills every unit of an XLIFF file as a translator would.
  static func translate(_ url: URL, _ translations: [String: String]) throws {
    var text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    for (key, value) in translations {
      var from = text.startIndex
      while let unit = text.range(of: "<trans-unit id=\"\(key)\"", range: from..<text.endIndex),
        let close = text.range(of: "</source>", range: unit.upperBound..<text.endIndex)
      {
        text.insert(
          contentsOf: "\n        <target state=\"translated\">\(value)</target>",
          at: close.upperBound)
        from = close.upperBound
      }
    }
    try Data(text.utf8).write(to: url)
  }

  static func run(_ arguments: [String], in folder: URL) throws -> Binary.Result {
    try Binary.run(arguments, in: folder)
  }

  @Test func roundTripThroughXLIFFIsCleanAndIdempotent() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    #expect(
      try Self.run(
        ["generate", "--languages", "ko", "--format", "xliff", "-o", "Export", "-q"], in: app
      ).status == 0)
    try Self.translate(app.appendingPathComponent("Export/ko.xliff"), Self.korean)
    let merge = try Self.run(["merge", "Export/ko.xliff"], in: app)
    // The widget, which keeps no translations folder, is not exported: all that is comes back.
    #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
    #expect(merge.stdout.contains("ko: 12 merged, 0 unchanged, 0 not translated, 0 rejected"))
    let check = try Self.run(["check", "--languages", "ko", "--reporter", "json", "-q"], in: app)
    let diagnostics =
      ((try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])?[
        "diagnostics"] as? [[String: Any]]) ?? []
    let onKorean = diagnostics.filter {
      $0["locale"] as? String == "ko" || ($0["file"] as? String)?.contains("ko.lproj") == true
    }
    #expect(onKorean.isEmpty, "\(onKorean)")
    // Merging the same file again changes nothing: same bytes, same modification time.
    let file = app.appendingPathComponent("PhotoJournal/ko.lproj/InfoPlist.strings")
    let bytes = try Data(contentsOf: file)
    let date = try GenerateCommandTests.modified(file)
    Thread.sleep(forTimeInterval: 1.1)
    let again = try Self.run(["merge", "Export/ko.xliff"], in: app)
    #expect(again.stdout.contains("ko: 0 merged, 12 unchanged"))
    #expect(try Data(contentsOf: file) == bytes)
    #expect(try GenerateCommandTests.modified(file) == date)
  }

  /// A project's own catalog merged back: its English, not the Info.plist's older text, is the
  /// source, so nothing is stale, and a file with nothing to change is not touched.
  @Test func theProjectsOwnCatalogMergesAsUnchanged() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "NSCameraUsageDescription" : {
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Scanne Belege, um sie abzulegen." } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Scan receipts to file them." } }
            }
          }
        },
        "version" : "1.0"
      }

      """
    let app = try CheckCommandTests.app([
      "App/Info.plist":
        "<plist><dict><key>CFBundleDevelopmentRegion</key><string>en</string><key>NSCameraUsageDescription</key><string>Scan receipts.</string></dict></plist>",
      "App/InfoPlist.xcstrings": catalog, "Export/InfoPlist.xcstrings": catalog,
    ])
    defer { try? FileManager.default.removeItem(at: app) }
    let result = try Self.run(["merge", "Export/InfoPlist.xcstrings"], in: app)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("de: 0 merged, 1 unchanged, 0 not translated, 0 rejected"))
    let after = try Data(contentsOf: app.appendingPathComponent("App/InfoPlist.xcstrings"))
    #expect(String(decoding: after, as: UTF8.self) == catalog)
  }

  /// What merge accepts with a warning is said at once, in text and JSON, not at the next check;
  /// a dry run names files relative to the project, as `git diff` does, wherever it runs from.
  @Test func acceptedWarningsAreListedAndDiffsNameProjectPaths() throws {
    let app = try CheckCommandTests.app([
      "App/Info.plist":
        "<plist><dict><key>CFBundleDevelopmentRegion</key><string>en</string><key>NSCameraUsageDescription</key><string>Scan receipts to file them.</string></dict></plist>",
      "Back/ar.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n",
      // A language the app has: one a delivery of copies alone would create is not created.
      "App/ar.lproj/InfoPlist.strings": "/* Arabic */\n",
    ])
    defer { try? FileManager.default.removeItem(at: app) }
    let project = app.appendingPathComponent("App").path
    let input = app.appendingPathComponent("Back/ar.lproj/InfoPlist.strings").path
    let dry = try Self.run(
      ["merge", input, "--project", project, "--dry-run"], in: Binary.packageRoot)
    #expect(dry.stdout.contains("+++ b/ar.lproj/InfoPlist.strings"), "\(dry.stdout)")
    #expect(!dry.stdout.contains("b//"))
    let text = try Self.run(["merge", input, "--project", project], in: Binary.packageRoot)
    #expect(text.status == 0)
    #expect(
      text.stdout.contains(
        "merged with a warning 'NSCameraUsageDescription'")
        && text.stdout.contains("[untranslated]"),
      "\(text.stdout)")
    try Data("\"NSCameraUsageDescription\" = \"Сканируйте чеки, чтобы хранить их.\";\n".utf8).write(
      to: URL(fileURLWithPath: input))
    let json = try Self.run(
      ["merge", input, "--project", project, "--reporter", "json"], in: Binary.packageRoot)
    let root = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let locales = root?["locales"] as? [[String: Any]] ?? []
    let warnings = locales.first?["warnings"] as? [[String: Any]] ?? []
    #expect(warnings.map { $0["reason"] as? String } == ["wrong-script"], "\(json.stdout)")
  }

  /// generate and merge put a language in the same folder: pt-PT beside an existing pt.lproj gets
  /// its own, and zh-CN goes into zh-Hans.
  @Test func generateAndMergeAgreeOnFolders() throws {
    let app = try CheckCommandTests.app([
      "App/Info.plist":
        "<plist><dict><key>CFBundleDevelopmentRegion</key><string>en</string><key>NSCameraUsageDescription</key><string>Scan receipts to file them.</string></dict></plist>",
      "App/pt.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Digitalize recibos.\";\n",
      "App/zh-Hans.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"扫描收据。\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: app) }
    #expect(
      try Self.run(["generate", "App", "--languages", "pt-PT,zh-CN", "-q"], in: app).status == 0)
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: app.appendingPathComponent("App").path
    ).filter { $0.hasSuffix(".lproj") }.sorted()
    #expect(folders == ["pt-PT.lproj", "pt.lproj", "zh-Hans.lproj"])
    #expect(
      try Self.run(
        ["generate", "App", "--languages", "pt-PT,zh-CN", "--format", "xliff", "-o", "X", "-q"],
        in: app
      ).status == 0)
    for language in ["pt-PT", "zh-Hans"] {
      let url = app.appendingPathComponent("X/\(language).xliff")
      try Self.translate(url, ["NSCameraUsageDescription": "Texto \(language)"])
      let merged = try Self.run(["merge", "X/\(language).xliff", "--project", "App"], in: app)
      #expect(merged.stdout.contains("\(language): 1 merged"), "\(merged.stdout)")
    }
    let portuguese = try String(
      contentsOf: app.appendingPathComponent("App/pt.lproj/InfoPlist.strings"), encoding: .utf8)
    #expect(portuguese.contains("Digitalize recibos."))
  }

  @Test func utf16FileStaysUTF16WithOnlyTheValueChanged() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let french = app.appendingPathComponent("PhotoJournal/fr.lproj/InfoPlist.strings")
    let before = try Data(contentsOf: french)
    let oldValue = "Enregistrez des notes vocales pour vos entrées."
    let newValue = "Enregistrez des mémos vocaux pour vos entrées."
    let xliff = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="PhotoJournal/en.lproj/InfoPlist.strings" source-language="en" target-language="fr" datatype="plaintext">
          <body>
            <trans-unit id="NSMicrophoneUsageDescription" xml:space="preserve">
              <source>Record voice notes for your journal entries.</source>
              <target state="translated">\(newValue)</target>
            </trans-unit>
          </body>
        </file>
      </xliff>
      """
    try Data(xliff.utf8).write(to: app.appendingPathComponent("fr.xliff"))
    let merge = try Self.run(["merge", "fr.xliff"], in: app)
    #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
    let after = try Data(contentsOf: french)
    func utf16(_ text: String) -> Data {
      Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    }
    let oldBytes = utf16(oldValue)
    let newBytes = utf16(newValue)
    let range = try #require(before.range(of: oldBytes))
    var expected = before
    expected.replaceSubrange(range, with: newBytes)
    #expect(after == expected)
    #expect(after.starts(with: [0xFF, 0xFE]))
  }

  @Test func dryRunPrintsADiffAndWritesNothing() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    #expect(
      try Self.run(
        ["generate", "--languages", "ko", "--format", "xliff", "-o", "Export", "-q"], in: app
      ).status == 0)
    try Self.translate(
      app.appendingPathComponent("Export/ko.xliff"),
      ["NSCameraUsageDescription": Self.korean["NSCameraUsageDescription"]!])
    let result = try Self.run(["merge", "Export/ko.xliff", "--dry-run"], in: app)
    #expect(result.status == 0)
    #expect(result.stdout.contains("+++ b/PhotoJournal/ko.lproj/InfoPlist.strings"))
    #expect(result.stdout.contains("+\"NSCameraUsageDescription\" = \"일기에 쓸 사진을 찍습니다."))
    #expect(
      !FileManager.default.fileExists(
        atPath: app.appendingPathComponent("PhotoJournal/ko.lproj").path))
    // Standard output is the patch alone; the summary is on standard error, and --quiet
    // silences it.
    #expect(result.stdout.hasPrefix("--- a/PhotoJournal.xcodeproj/project.pbxproj\n"))
    #expect(!result.stdout.contains("Would write"))
    #expect(result.stderr.contains("ko: 1 merged"))
    #expect(result.stderr.contains("Would write 2 files."))
    let quiet = try Self.run(["merge", "Export/ko.xliff", "--dry-run", "--quiet"], in: app)
    #expect(quiet.stdout == result.stdout)
    #expect(quiet.stderr.isEmpty)
  }

  /// A changed line's old text comes before its new one, as in git's diffs.
  @Test func aDryRunShowsRemovedLinesBeforeAddedOnes() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    try Data(
      Self.xliff([
        (
          "NSMicrophoneUsageDescription", "Record voice notes for your journal entries.",
          "Sprich Notizen für dein Tagebuch ein."
        )
      ]).utf8
    ).write(to: app.appendingPathComponent("de.xliff"))
    let result = try Self.run(["merge", "de.xliff", "--dry-run"], in: app)
    let changed = result.stdout.split(separator: "\n").filter {
      ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++")
    }
    #expect(changed.count == 2, "\(result.stdout)")
    #expect(changed.first?.hasPrefix("-\"NSMicrophoneUsageDescription\"") == true)
    #expect(
      changed.last?.hasPrefix("+\"NSMicrophoneUsageDescription\" = \"Sprich Notizen") == true)
  }

  static func xliff(
    _ units: [(String, String, String)], language: String = "de", doctype: String = ""
  ) -> String {
    let body = units.map {
      "<trans-unit id=\"\($0.0)\"><source>\($0.1)</source><target state=\"translated\">\($0.2)</target></trans-unit>"
    }.joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>\(doctype)
      <xliff version="1.2"><file original="PhotoJournal/en.lproj/InfoPlist.strings" source-language="en" target-language="\(language)" datatype="plaintext"><body>
      \(body)
      </body></file></xliff>
      """
  }

  @Test func rejectionsAreReportedWithTheirReasons() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let german = app.appendingPathComponent("PhotoJournal/de.lproj/InfoPlist.strings")
    let before = try Data(contentsOf: german)
    try Data(
      Self.xliff([
        ("NSCameraUsageDescription", "Take photos.", "Mach Fotos."),
        (
          "NSMicrophoneUsageDescription", "Record voice notes for your journal entries.",
          "Nimm \u{202E}Notizen auf."
        ),
        (
          "NSSpeechRecognitionUsageDescription",
          "Turn your voice notes into text with %@ so that you can search them.",
          "Mach Text aus Sprachnotizen, um sie zu durchsuchen."
        ),
        ("NSHologramUsageDescription", "Show holograms.", "Zeige Hologramme."),
      ]).utf8
    ).write(to: app.appendingPathComponent("de.xliff"))
    let result = try Self.run(["merge", "de.xliff", "--reporter", "json"], in: app)
    #expect(result.status == 1)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let locale = (json?["locales"] as? [[String: Any]])?.first
    let reasons = Dictionary(
      uniqueKeysWithValues: ((locale?["rejected"] as? [[String: Any]]) ?? []).map {
        ($0["key"] as! String, $0["reason"] as! String)
      })
    #expect(
      reasons == [
        "NSCameraUsageDescription": "stale", "NSMicrophoneUsageDescription": "bidi-control",
        "NSSpeechRecognitionUsageDescription": "placeholder-mismatch",
        "NSHologramUsageDescription": "unknown-key",
      ])
    #expect(try Data(contentsOf: german) == before)
    // --accept-stale takes the stale one.
    try Data(
      Self.xliff([("NSCameraUsageDescription", "Take photos.", "Mach Fotos für dein Tagebuch.")])
        .utf8
    ).write(to: app.appendingPathComponent("de2.xliff"))
    let accepted = try Self.run(["merge", "de2.xliff", "--accept-stale"], in: app)
    #expect(accepted.status == 0)
    #expect(
      String(decoding: try Data(contentsOf: german), as: UTF8.self).contains(
        "\"NSCameraUsageDescription\" = \"Mach Fotos für dein Tagebuch.\";"))
  }

  @Test func aLocaleThatIsNoLocaleNeverBecomesAPath() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    try Data(
      Self.xliff(
        [
          (
            "NSCameraUsageDescription",
            "Take photos for your journal entries. The camera is only used while the shutter screen is open.",
            "x"
          )
        ], language: "../../x"
      ).utf8
    )
    .write(to: app.appendingPathComponent("evil.xliff"))
    let result = try Self.run(["merge", "evil.xliff"], in: app)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "'../../x' is not a locale identifier; nothing of it is written [invalid-locale]"))
    let parent = app.deletingLastPathComponent()
    #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent("x.lproj").path))
    #expect(
      !FileManager.default.fileExists(
        atPath: app.appendingPathComponent("../../x.lproj").standardized.path))
  }

  @Test func dtdsAndEntitiesAreRejectedFast() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let external = "\n<!DOCTYPE xliff [<!ENTITY secret SYSTEM \"file:///etc/passwd\">]>"
    try Data(
      Self.xliff([("NSCameraUsageDescription", "&secret;", "&secret;")], doctype: external).utf8
    ).write(to: app.appendingPathComponent("external.xliff"))
    let lol = (1...9).map {
      "<!ENTITY lol\($0) \"&lol\($0 - 1);&lol\($0 - 1);&lol\($0 - 1);&lol\($0 - 1);&lol\($0 - 1);&lol\($0 - 1);&lol\($0 - 1);&lol\($0 - 1);&lol\($0 - 1);&lol\($0 - 1);\">"
    }.joined()
    let laughs = "\n<!DOCTYPE xliff [<!ENTITY lol0 \"lol\">\(lol)]>"
    try Data(Self.xliff([("NSCameraUsageDescription", "&lol9;", "&lol9;")], doctype: laughs).utf8)
      .write(to: app.appendingPathComponent("laughs.xliff"))
    for file in ["external.xliff", "laughs.xliff"] {
      let result = try Self.run(["merge", file], in: app)
      #expect(result.status == 2)
      #expect(
        result.stderr.contains("\(file)': line 2, column 1: XLIFF files may not have a DOCTYPE"),
        "\(result.stderr)")
    }
    let undeclared = Self.xliff([("NSCameraUsageDescription", "x", "&secret;")])
    try Data(undeclared.utf8).write(to: app.appendingPathComponent("undeclared.xliff"))
    let result = try Self.run(["merge", "undeclared.xliff"], in: app)
    #expect(result.status == 2)
    #expect(result.stderr.contains("undefined entity '&secret;'"))
  }

  /// A translator's table left in the project's folder for a language the project has no table
  /// for yet goes to a new table where the project keeps its own, not into itself.
  @Test func aDeliveryInTheProjectOfANewLanguageMakesTheProjectsTable() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let delivery = app.appendingPathComponent("Delivery/es.lproj")
    try FileManager.default.createDirectory(at: delivery, withIntermediateDirectories: true)
    try Data("\"NSMicrophoneUsageDescription\" = \"Graba notas de voz para tu diario.\";\n".utf8)
      .write(to: delivery.appendingPathComponent("InfoPlist.strings"))
    let result = try Self.run(["merge", "Delivery/es.lproj/InfoPlist.strings"], in: app)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let made = try String(
      contentsOf: app.appendingPathComponent("PhotoJournal/es.lproj/InfoPlist.strings"),
      encoding: .utf8)
    #expect(
      made.contains("\"NSMicrophoneUsageDescription\" = \"Graba notas de voz para tu diario.\";"))
  }

  @Test func xliff20AndStringsAndCatalogInputs() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let xliff2 = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="sv">
        <file id="PhotoJournal/en.lproj/InfoPlist.strings">
          <unit id="NSMicrophoneUsageDescription">
            <notes><note>Microphone</note></notes>
            <segment state="translated">
              <source>Record voice notes for your journal entries.</source>
              <target>Spela in röstanteckningar till dina dagboksinlägg.</target>
            </segment>
          </unit>
        </file>
      </xliff>
      """
    try Data(xliff2.utf8).write(to: app.appendingPathComponent("sv.xliff"))
    // A translator's .strings in pt-BR.lproj goes to the project's pt_BR.lproj.
    let brazil = app.appendingPathComponent("Delivery/pt-BR.lproj")
    try FileManager.default.createDirectory(at: brazil, withIntermediateDirectories: true)
    try Data("\"NSMicrophoneUsageDescription\" = \"Grave notas de voz para o seu diário.\";\n".utf8)
      .write(to: brazil.appendingPathComponent("InfoPlist.strings"))
    // A catalog carrying Simplified Chinese as zh-CN goes to zh-Hans.lproj.
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "NSMicrophoneUsageDescription" : {
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Record voice notes for your journal entries." } },
              "zh-CN" : { "stringUnit" : { "state" : "translated", "value" : "录制日记的语音笔记。" } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    try Data(catalog.utf8).write(to: app.appendingPathComponent("Delivery.xcstrings"))
    let result = try Self.run(
      ["merge", "sv.xliff", "Delivery/pt-BR.lproj/InfoPlist.strings", "Delivery.xcstrings"], in: app
    )
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    func text(_ path: String) throws -> String {
      String(decoding: try Data(contentsOf: app.appendingPathComponent(path)), as: UTF8.self)
    }
    #expect(
      try text("PhotoJournal/sv.lproj/InfoPlist.strings").contains(
        "\"NSMicrophoneUsageDescription\" = \"Spela in röstanteckningar till dina dagboksinlägg.\";"
      ))
    #expect(
      try text("PhotoJournal/pt_BR.lproj/InfoPlist.strings").contains(
        "\"NSMicrophoneUsageDescription\" = \"Grave notas de voz para o seu diário.\";"))
    #expect(
      try text("PhotoJournal/zh-Hans.lproj/InfoPlist.strings").contains(
        "\"NSMicrophoneUsageDescription\" = \"录制日记的语音笔记。\";"))
    #expect(
      !FileManager.default.fileExists(
        atPath: app.appendingPathComponent("PhotoJournal/zh-CN.lproj").path))
  }

  @Test(arguments: [
    "duckduckgo__iOS", "home-assistant__iOS", "mozilla-mobile__focus-ios", "videolan__vlc-ios",
  ])
  func xclocAndCatalogMergeIntoTheCorpus(_ app: String) throws {
    let copy = try GenerateCommandTests.copy("Tests/Fixtures/corpus/\(app)")
    defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
    // An .xcloc bundle of Maori, every unit translated with a marked copy of its source.
    let bundle = copy.appendingPathComponent("Export/mi.xcloc/Localized Contents")
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    #expect(
      try Self.run(
        [
          "generate", "--languages", "mi", "--format", "xliff", "-o",
          "Export/mi.xcloc/Localized Contents", "-q",
        ], in: copy
      ).status == 0)
    let xliffURL = bundle.appendingPathComponent("mi.xliff")
    var xliff = String(decoding: try Data(contentsOf: xliffURL), as: UTF8.self)
    xliff = xliff.replacingOccurrences(
      of: #"<source>([^<]*)</source>"#,
      with: "<source>$1</source>\n        <target state=\"translated\">[mi] $1</target>",
      options: .regularExpression)
    try Data(xliff.utf8).write(to: xliffURL)
    let merge = try Self.run(["merge", "Export/mi.xcloc", "--reporter", "json"], in: copy)
    let summary = try JSONSerialization.jsonObject(with: Data(merge.stdout.utf8)) as? [String: Any]
    let merged = ((summary?["locales"] as? [[String: Any]]) ?? []).reduce(0) {
      $0 + ($1["merged"] as? Int ?? 0)
    }
    #expect(merged > 0, "\(merge.stdout)\(merge.stderr)")
    // A catalog of Hawaiian, written by generate and translated, merges into .strings tables.
    #expect(
      try Self.run(
        ["generate", "--languages", "haw", "--format", "xcstrings", "-o", "Catalog", "-q"], in: copy
      ).status == 0)
    let catalogs =
      FileManager.default.enumerator(atPath: copy.appendingPathComponent("Catalog").path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".xcstrings") } ?? []
    #expect(!catalogs.isEmpty)
    var inputs: [String] = []
    for catalog in catalogs {
      let url = copy.appendingPathComponent("Catalog").appendingPathComponent(catalog)
      let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      let translated = text.replacingOccurrences(
        of: #""haw" : \{\n(\s*)"stringUnit" : \{\n(\s*)"state" : "new",\n(\s*)"value" : ""#,
        with:
          "\"haw\" : {\n$1\"stringUnit\" : {\n$2\"state\" : \"translated\",\n$3\"value\" : \"[haw] ",
        options: .regularExpression)
      try Data(translated.utf8).write(to: url)
      inputs.append("Catalog/\(catalog)")
    }
    let catalogMerge = try Self.run(["merge"] + inputs + ["--reporter", "json"], in: copy)
    let catalogSummary =
      try JSONSerialization.jsonObject(with: Data(catalogMerge.stdout.utf8)) as? [String: Any]
    let catalogMerged =
      ((catalogSummary?["locales"] as? [[String: Any]]) ?? []).first {
        $0["locale"] as? String == "haw"
      }?["merged"] as? Int ?? 0
    #expect(catalogMerged > 0, "\(catalogMerge.stdout)\(catalogMerge.stderr)")
    let check = try Self.run(
      ["check", "--languages", "mi,haw", "--reporter", "json", "-q"], in: copy)
    let diagnostics =
      ((try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])?[
        "diagnostics"] as? [[String: Any]]) ?? []
    #expect(
      !diagnostics.contains {
        ["syntax-error", "invalid-encoding"].contains($0["rule"] as? String ?? "")
      })
  }
}
