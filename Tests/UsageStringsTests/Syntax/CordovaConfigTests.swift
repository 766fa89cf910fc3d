import Foundation
import Testing

@testable import UsageStrings

/// A Cordova `config.xml`: the Info.plist keys its `<config-file>` and `<edit-config>` set.
@Suite struct CordovaConfigTests {
  static let config = """
    <?xml version='1.0' encoding='utf-8'?>
    <widget id="org.example.receipts" version="1.0" xmlns="http://www.w3.org/ns/widgets">
        <name>Receipts</name>
        <platform name="android">
            <config-file parent="NSContactsUsageDescription" target="*-Info.plist">
                <string>Not for iOS.</string>
            </config-file>
        </platform>
        <platform name="ios">
            <config-file parent="ITSAppUsesNonExemptEncryption" target="*-Info.plist">
                <false />
            </config-file>
            <config-file parent="NSCameraUsageDescription" platform="ios" target="*-Info.plist">
                <string>Scan a receipt &amp; file it.</string>
            </config-file>
        </platform>
        <edit-config file="*-Info.plist" mode="merge" target="NSMicrophoneUsageDescription">
            <string>Dictate a note.</string>
        </edit-config>
        <config-file parent="NSLocationWhenInUseUsageDescription" platform="android" target="*-Info.plist">
            <string>Also not for iOS.</string>
        </config-file>
    </widget>
    """

  @Test func theStringKeysForIOSAreRead() throws {
    let bytes = Array(Self.config.utf8)
    let config = try #require(CordovaConfig.read(bytes))
    #expect(config.name == "Receipts")
    #expect(
      config.entries.map(\.key) == ["NSCameraUsageDescription", "NSMicrophoneUsageDescription"])
    #expect(config.entries.map(\.value) == ["Scan a receipt & file it.", "Dictate a note."])
    for entry in config.entries {
      // The ranges are the key inside its quotes and the raw content of `<string>`.
      #expect(String(decoding: bytes[entry.keyRange], as: UTF8.self) == entry.key)
    }
    #expect(
      String(decoding: bytes[config.entries[0].valueRange], as: UTF8.self)
        == "Scan a receipt &amp; file it.")
  }

  @Test func anotherToolsConfigXMLIsNone() {
    #expect(CordovaConfig.read(Array("<configuration><a/></configuration>".utf8)) == nil)
    #expect(CordovaConfig.read(Array("<widget><name>Broken</widget>".utf8)) == nil)
    #expect(CordovaConfig.read(Array("not xml at all".utf8)) == nil)
    // A hostile one: an entity of its own DTD is never expanded, nesting is bounded.
    let entity = "<!DOCTYPE widget [<!ENTITY x \"y\">]><widget><name>&x;</name></widget>"
    #expect(CordovaConfig.read(Array(entity.utf8)) == nil)
    let deep = "<widget>" + String(repeating: "<a>", count: 100_000) + "</widget>"
    #expect(CordovaConfig.read(Array(deep.utf8)) == nil)
  }

  /// A Cordova app with no generated project committed: `config.xml` is its Info.plist's
  /// source, a key a table lacks is a missing translation, and its place is the config's line.
  @Test func aCordovaAppIsCheckedFromItsConfig() throws {
    let folder = try ResolvedModelTests.app([
      "config.xml": Self.config,
      "res/ios/de.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"Scanne einen Beleg.\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (project, _) = try ProjectShapesTests.discover(folder)
    let target = try #require(project.targets.first)
    #expect(project.targets.count == 1 && target.name == "Receipts")
    #expect(
      target.sources.map(\.key) == ["NSCameraUsageDescription", "NSMicrophoneUsageDescription"])
    #expect(project.missingFiles.map(\.path) == ["config.xml"])
    var options = LintOptions(
      configuration: Configuration(directory: folder.path), locales: try LocaleCatalog.load())
    options.displayBase = folder.path
    let missing = Linter.lint([project], options: options).diagnostics.filter {
      $0.ruleID == "missing-translation"
    }
    #expect(missing.map(\.key) == ["NSMicrophoneUsageDescription"], "\(missing.map(\.message))")
    // The key is shown where the config names it.
    let lines = target.sources.map { "\($0.keyLocation.file):\($0.keyLocation.start.line)" }
    #expect(lines == ["config.xml:13", "config.xml:17"])
  }

  /// A config beside a native project (an Ionic app moved to Capacitor) is a leftover, what
  /// Cordova generates under `platforms/` is no source, and a `config.xml` of another tool that
  /// cannot be read (a link to nothing) is no concern of the run's.
  @Test func leftoversGeneratedCopiesAndBrokenLinksAreNotRead() throws {
    let folder = try ResolvedModelTests.app([
      "config.xml": Self.config, "platforms/android/app/src/main/res/xml/config.xml": Self.config,
      "ios/App/App/Info.plist": Self.nativePlist,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("tools"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("tools/config.xml").path,
      withDestinationPath: "../nowhere/config.xml")
    let (project, issues) = try ProjectShapesTests.discover(folder)
    #expect(issues.isEmpty, "\(issues)")
    #expect(project.targets.flatMap(\.sources).map(\.key) == ["NSCameraUsageDescription"])
    #expect(project.missingFiles.isEmpty, "\(project.missingFiles.map(\.message))")
  }

  /// A committed `platforms/ios` holds the Info.plist Cordova generated: that one is read.
  @Test func aGeneratedInfoPlistIsPreferred() throws {
    let folder = try ResolvedModelTests.app([
      "config.xml": Self.config, "platforms/ios/Receipts/Receipts-Info.plist": Self.nativePlist,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (project, _) = try ProjectShapesTests.discover(folder)
    #expect(project.targets.flatMap(\.sources).map(\.key) == ["NSCameraUsageDescription"])
    #expect(project.missingFiles.isEmpty)
  }

  /// The Info.plist of a native project (generated by Cordova, or an app moved to Capacitor).
  static let nativePlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>NSCameraUsageDescription</key>
    \t<string>Scan.</string>
    </dict>
    </plist>
    """
}
