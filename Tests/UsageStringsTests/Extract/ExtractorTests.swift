import Foundation
import Testing

@testable import UsageStrings

@Suite struct ExtractorTests {
  static func discover(_ path: String) throws -> Project {
    let options = DiscoveryOptions(displayBase: Fixtures.root.path)
    return try ProjectDiscovery.discover(Fixtures.url(path).path, options: options).0
  }

  /// The purpose strings Foundation finds in an Info.plist, by the same key test, with the line
  /// of each `<key>` found by a plain text search.
  static func foundationEntries(_ url: URL, display: String) throws -> Set<String> {
    let bytes = try Fixtures.bytes(url)
    let plist = try #require(FoundationReader.plist(bytes) as? [String: Any])
    let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
    func line(of key: String) -> Int {
      (lines.firstIndex { $0.contains("<key>\(key)</key>") } ?? -1) + 1
    }
    var result: Set<String> = []
    for (key, value) in plist {
      if let text = value as? String, UsageKeyRegistry.standard.isPurposeKey(key) {
        result.insert("\(display)|\(line(of: key))|\(key)|\(text)")
      }
      if UsageKeyRegistry.standard[key]?.role == .purposeDictionary,
        let inner = value as? [String: Any]
      {
        for (nested, text) in inner {
          if let text = text as? String {
            result.insert("\(display)|\(line(of: nested))|\(nested)|\(text)")
          }
        }
      }
    }
    return result
  }

  @Test(arguments: Fixtures.corpusApps)
  func corpusMatchesFoundation(_ app: String) throws {
    let project = try Self.discover("corpus/\(app)")
    #expect(project.problems.isEmpty, "\(project.problems)")
    let extracted = Extractor.extract(project).targets
    let ours = Set(
      extracted.flatMap(\.entries).map { "\($0.file)|\($0.line ?? 0)|\($0.key)|\($0.value)" })
    let plists = Fixtures.files(under: Fixtures.corpus.appendingPathComponent(app)) {
      $0 == "Info.plist"
    }
    var expected: Set<String> = []
    for plist in plists {
      let display = Paths.relative(plist.path, to: Fixtures.root.path)
      expected.formUnion(try Self.foundationEntries(plist, display: display))
    }
    #expect(!expected.isEmpty)
    #expect(
      ours == expected,
      "only ours: \(ours.subtracting(expected)); only Foundation's: \(expected.subtracting(ours))")
  }

  @Test func corpusTargetsAndTranslations() throws {
    let project = try Self.discover("corpus/home-assistant__iOS")
    let app = try #require(project.targets.first { $0.name == "App" })
    #expect(app.sourceLanguage.canonical == "en")
    #expect(app.tables.count == 35)
    #expect(Set(project.targets.map(\.name)) == ["App", "WatchApp", "Intents"])
    let ddg = try Self.discover("corpus/duckduckgo__iOS")
    #expect(
      Set(ddg.targets.map(\.name)) == [
        "DuckDuckGo", "AutofillCredentialProvider", "Core", "OpenAction",
        "PacketTunnelProvider", "ShareExtension", "Widgets",
      ])
    let vlc = try Self.discover("corpus/videolan__vlc-ios")
    try #require(vlc.targets.count == 1)
    #expect(vlc.targets[0].tables.count == 61)
  }

  @Test func xcodeProjectBuildSettings() throws {
    let project = try Self.discover("XcodeApp")
    #expect(project.problems.isEmpty, "\(project.problems)")
    let rows = Extractor.extract(project).targets.flatMap { target in
      target.entries.map {
        "\(target.name)|\($0.key)|\($0.configuration ?? "-")|\($0.origin.rawValue)|\($0.file):\($0.line ?? 0)|\($0.value)"
      }
    }
    let pbxproj = "XcodeApp/Receipts.xcodeproj/project.pbxproj"
    #expect(
      rows.sorted()
        == [
          "Scanner|NSCameraUsageDescription|-|info-plist|XcodeApp/Sources/Scanner/Scanner-Info.plist:7|Scan \"receipts\" & invoices to file them.",
          "Scanner|NSFaceIDUsageDescription|Debug|build-setting|\(pbxproj):155|Unlock your receipts with Face ID.",
          "Scanner|NSFaceIDUsageDescription|Release|build-setting|\(pbxproj):181|Unlock your receipts with Face ID.",
          "Scanner|NSMicrophoneUsageDescription|Debug|build-setting|\(pbxproj):199|Dictate a note for a receipt: say \"total\" to add the amount.\nIt is transcribed on the device.",
          "Scanner|NSMicrophoneUsageDescription|Release|build-setting|\(pbxproj):163|Dictate a note for a receipt: say \"total\" to add the amount.\nIt is transcribed on the device.",
          "Share Extension|NSContactsUsageDescription|Debug|build-setting|XcodeApp/Configs/Base.xcconfig:5|Fill in the sender of a receipt from your contacts.",
          "Share Extension|NSContactsUsageDescription|Release|build-setting|XcodeApp/Configs/Base.xcconfig:5|Fill in the sender of a receipt from your contacts.",
          "Share Extension|NSFaceIDUsageDescription|Debug|build-setting|\(pbxproj):155|Unlock your receipts with Face ID.",
          "Share Extension|NSFaceIDUsageDescription|Release|build-setting|\(pbxproj):181|Unlock your receipts with Face ID.",
          "Share Extension|NSLocationWhenInUseUsageDescription|Debug|build-setting|XcodeApp/Configs/Locations.xcconfig:1|Remember where each receipt was scanned.",
          "Share Extension|NSLocationWhenInUseUsageDescription|Release|build-setting|XcodeApp/Configs/Locations.xcconfig:1|Remember where each receipt was scanned.",
          "Share Extension|NSPhotoLibraryUsageDescription|Debug|build-setting|\(pbxproj):190|Share photos of receipts (Debug).",
          "Share Extension|NSPhotoLibraryUsageDescription|Release|build-setting|\(pbxproj):173|Share photos of receipts.",
        ].sorted())
    let scanner = try #require(project.targets.first { $0.name == "Scanner" })
    // The project's development region resolves $(DEVELOPMENT_LANGUAGE).
    #expect(scanner.sourceLanguage.canonical == "de")
    #expect(scanner.sourceLanguageOrigin == .project)
    // The variant group names de.lproj/InfoPlist.strings; the disk has infoplist.strings.
    let german = try #require(scanner.tables.first { $0.locale.canonical == "de" })
    #expect(german.path.hasSuffix("de.lproj/infoplist.strings"))
    #expect(german.expectedRelativePath == "de.lproj/InfoPlist.strings")
  }

  @Test func valueLocationsPointInsideEscapedText() throws {
    let project = try Self.discover("XcodeApp")
    let scanner = try #require(project.targets.first { $0.name == "Scanner" })
    let camera = try #require(scanner.sources.first { $0.key == "NSCameraUsageDescription" })
    // "Scan &quot;receipts&quot; &amp; …": unit 5 is the quote, written as "&quot;" at column 14.
    let location = camera.valueSpan.location(units: 5..<6)
    #expect(location.start.line == 8)
    #expect(location.start.column == 15)
    let microphone = try #require(
      scanner.sources.first { $0.key == "NSMicrophoneUsageDescription" })
    let newline = try #require(microphone.value?.utf16.firstIndex(of: 0x0A))
    let unit = microphone.value!.utf16.distance(
      from: microphone.value!.utf16.startIndex, to: newline)
    let text = try String(
      contentsOf: Fixtures.url("XcodeApp/Receipts.xcodeproj/project.pbxproj"), encoding: .utf8)
    let line = text.components(separatedBy: "\n")[198]
    let column = microphone.valueSpan.location(units: unit..<(unit + 1)).start.column
    #expect(Array(line.unicodeScalars)[column - 1] == "\\", "column \(column) of: \(line)")
  }

  @Test func extractFormats() throws {
    let project = try Self.discover("XcodeApp")
    let targets = Extractor.extract(project).targets.filter { $0.name == "Scanner" }
    let strings = ExtractFormat.strings.render(targets)
    let parsed = StringsParser.parse(path: "out.strings", bytes: Array(strings.utf8))
    #expect(parsed.issues.isEmpty)
    #expect(parsed.foundationPairs == FoundationReader.table(Array(strings.utf8)))
    #expect(parsed.foundationPairs?["NSMicrophoneUsageDescription"]?.contains("\n") == true)
    let catalogText = ExtractFormat.xcstrings.render(targets)
    let catalog = try XCStringsCatalog.read(
      TextFile(path: "c.xcstrings", bytes: Array(catalogText.utf8))
    ).get()
    #expect(catalog.sourceLanguage == "de")
    #expect(
      catalog.entries.map(\.key) == [
        "NSCameraUsageDescription", "NSFaceIDUsageDescription", "NSMicrophoneUsageDescription",
      ])
    #expect(try JSONSerialization.jsonObject(with: Data(catalogText.utf8)) is [String: Any])
  }
}
