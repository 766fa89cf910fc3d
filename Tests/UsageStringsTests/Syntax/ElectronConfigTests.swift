import Foundation
import Testing

@testable import UsageStrings

/// An Electron app's packaging configuration: the Info.plist keys of its `extendInfo`.
@Suite struct ElectronConfigTests {
  static let packageJSON = """
    {
      "name": "notes-desktop",
      "productName": "Notes",
      "build": {
        "mac": {
          "extendInfo": {
            "NSMicrophoneUsageDescription": "Dictate a note \\u0026 file it.",
            "LSUIElement": true
          }
        }
      },
      "config": { "forge": { "packagerConfig": {
        "extendInfo": { "NSCameraUsageDescription": "Scan a page." }
      } } }
    }
    """

  static func file(_ text: String, _ path: String) -> TextFile {
    TextFile(path: path, bytes: Array(text.utf8))
  }

  @Test func builderAndForgeKeysOfAPackageAreRead() throws {
    let file = Self.file(Self.packageJSON, "package.json")
    let config = try #require(ElectronConfig.read(file, name: "package.json"))
    #expect(config.name == "Notes" && config.format == .json)
    #expect(
      config.entries.map(\.key) == ["NSMicrophoneUsageDescription", "NSCameraUsageDescription"])
    #expect(config.entries.map(\.value) == ["Dictate a note & file it.", "Scan a page."])
    for entry in config.entries {
      // The ranges are inside the quotes; the value as written, escapes and all.
      #expect(String(decoding: file.text[entry.keyRange], as: UTF8.self) == entry.key)
    }
    #expect(
      String(decoding: file.text[try #require(config.entries[0].valueRange)], as: UTF8.self)
        == "Dictate a note \\u0026 file it.")
  }

  @Test func aBuilderFileIsRead() throws {
    let text =
      "appId: org.example.notes\nmac:\n  extendInfo:\n    NSCameraUsageDescription: \"Scan a page.\"\n    NSMicrophoneUsageDescription: Dictate a note.\n"
    let file = Self.file(text, "electron-builder.yml")
    let config = try #require(ElectronConfig.read(file, name: "electron-builder.yml"))
    #expect(config.entries.map(\.value) == ["Scan a page.", "Dictate a note."])
    for entry in config.entries {
      #expect(String(decoding: file.text[entry.keyRange], as: UTF8.self) == entry.key)
      #expect(
        String(decoding: file.text[try #require(entry.valueRange)], as: UTF8.self) == entry.value)
    }
  }

  /// A value written otherwise than it reads (an escape, a block scalar, an alias) has no range:
  /// `--fix` must not edit its bytes as if they were the text.
  @Test func aYAMLValueWrittenOtherwiseHasNoRange() throws {
    let text =
      "mac:\n  extendInfo:\n    NSCameraUsageDescription: \"Say \\\"add\\\" to scan.\"\n    NSMicrophoneUsageDescription: |\n      Dictate a note.\n    NSContactsUsageDescription: &who Tag a friend.\n    NSCalendarsUsageDescription: *who\n"
    let file = Self.file(text, "electron-builder.yml")
    let config = try #require(ElectronConfig.read(file, name: "electron-builder.yml"))
    #expect(
      config.entries.map(\.value) == [
        "Say \"add\" to scan.", "Dictate a note.\n", "Tag a friend.", "Tag a friend.",
      ])
    #expect(config.entries.map { $0.valueRange == nil } == [true, true, true, true])
  }

  @Test func anotherPackageIsNone() {
    let plain = Self.file("{\"name\": \"lib\", \"version\": \"1.0.0\"}", "package.json")
    #expect(ElectronConfig.read(plain, name: "package.json") == nil)
    // extendInfo naming a plist file: that file is read as the Info.plist it is.
    let named = Self.file(
      "{\"build\": {\"mac\": {\"extendInfo\": \"build/Info.plist\"}}}", "package.json")
    #expect(ElectronConfig.read(named, name: "package.json") == nil)
    let broken = Self.file("{\"build\": {\"mac\": {\"extendInfo\": {", "package.json")
    #expect(ElectronConfig.read(broken, name: "package.json") == nil)
  }

  /// A hostile configuration: nesting and aliases are bounded, and a link is never followed.
  @Test func aHostileConfigurationIsNone() throws {
    let deep =
      "{\"extendInfo\": " + String(repeating: "[", count: 200_000)
      + String(repeating: "]", count: 200_000) + "}"
    #expect(ElectronConfig.read(Self.file(deep, "package.json"), name: "package.json") == nil)
    var bomb = "a: &a [\"extendInfo\", \"extendInfo\"]\n"
    for level in 1...30 {
      bomb +=
        "l\(level): &l\(level) [*\(level == 1 ? "a" : "l\(level - 1)"), *\(level == 1 ? "a" : "l\(level - 1)")]\n"
    }
    bomb += "mac:\n  extendInfo: *l30\n"
    #expect(
      ElectronConfig.read(Self.file(bomb, "electron-builder.yml"), name: "electron-builder.yml")
        == nil)
    // A package of more than a megabyte is not read: its size says it is none.
    let padding = String(repeating: " ", count: ElectronConfig.maximumSize)
    let folder = try ResolvedModelTests.app([
      "outside/package.json": Self.packageJSON, "app/Info.plist": "{}",
      "app/big/package.json": Self.packageJSON.replacingOccurrences(
        of: "\"Scan a page.\"", with: "\"Scan.\"" + padding),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("app/package.json").path,
      withDestinationPath: folder.appendingPathComponent("outside/package.json").path)
    let (project, _) = try ProjectShapesTests.discover(folder.appendingPathComponent("app"))
    #expect(
      !project.targets.contains { $0.sources.contains { $0.key == "NSCameraUsageDescription" } })
  }

  /// Without an Info.plist in the checkout, the app is found by its configuration: a Mac app,
  /// named by its package, checked at the configuration's lines, with one note that the
  /// generated Info.plist is not there.
  @Test func anElectronAppIsCheckedFromItsConfiguration() throws {
    let builder = "mac:\n  extendInfo:\n    NSBluetoothAlwaysUsageDescription: Pair your pen.\n"
    // The same key in two of the folder's files is one key of the one app.
    let folder = try ResolvedModelTests.app([
      "package.json": Self.packageJSON, "electron-builder-darwin.yml": builder,
      "electron-builder.yml": builder, "lib/package.json": "{\"name\": \"dependency\"}",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (project, _) = try ProjectShapesTests.discover(folder)
    let target = try #require(project.targets.first)
    #expect(project.targets.count == 1 && target.name == "Notes")
    #expect(target.sources.count == 3)
    #expect(
      Set(target.sources.map(\.key)) == [
        "NSMicrophoneUsageDescription", "NSCameraUsageDescription",
        "NSBluetoothAlwaysUsageDescription",
      ])
    #expect(Deployment.of(target).platform == "macos")
    #expect(project.missingFiles.map(\.path) == ["package.json"])
  }
}
