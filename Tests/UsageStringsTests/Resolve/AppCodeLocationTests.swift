import Foundation
import Testing

@testable import UsageStrings

/// Where a cross-platform app's own code asks for location only while in use (`AppCodeLocation`),
/// so that no alert shows its "Always" texts.
@Suite struct AppCodeLocationTests {
  static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>NSLocationWhenInUseUsageDescription</key>
    \t<string>Measure the air where you are.</string>
    \t<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>
    \t<string>Measure the air wherever you go.</string>
    </dict>
    </plist>
    """

  static func asking(_ files: [String: String]) throws -> SourceRange? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-location-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try ProjectShapesTests.write(Self.infoPlist, to: "App/Platforms/iOS/Info.plist", in: folder)
    try ProjectShapesTests.write(
      "<Project Sdk=\"Microsoft.NET.Sdk\"/>\n", to: "App/App.csproj", in: folder)
    for (path, text) in files { try ProjectShapesTests.write(text, to: path, in: folder) }
    let (project, _) = try ProjectShapesTests.discover(folder)
    return project.targets.first?.code.asksLocationOnlyWhileInUse
  }

  /// MAUI's permission, beside a commented-out background setting (IndoorCO2App).
  @Test func aMAUIAppAskingWhileInUseIsFound() throws {
    let place = try Self.asking([
      "App/Location.cs":
        "class Location {\n  // manager.AllowsBackgroundLocationUpdates = true;\n  async void Ask() => await Permissions.RequestAsync<Permissions.LocationWhenInUse>();\n}\n"
    ])
    #expect(place?.file == "App/Location.cs")
    #expect(place?.start.line == 3)
  }

  /// A Capacitor app's Geolocation plugin asks while in use, whatever keys are declared; a key's
  /// name in its code (a test that reads the Info.plist) is no asking for Always (SafarMate).
  /// React Native's plugins may ask for Always where the key is declared: not known there.
  @Test(arguments: [("@capacitor/ios", true), ("react-native", false)])
  func aCapacitorAppsGeolocationAsksWhileInUse(_ runtime: String, _ known: Bool) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-capacitor-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try ProjectShapesTests.write(Self.infoPlist, to: "ios/App/Info.plist", in: folder)
    try ProjectShapesTests.write(
      "{ \"dependencies\": { \"\(runtime)\": \"8.0.0\", \"@capacitor/geolocation\": \"8.0.0\" } }\n",
      to: "package.json", in: folder)
    try ProjectShapesTests.write(
      "export const here = () => Geolocation.getCurrentPosition({ timeout: 10000 });\n",
      to: "src/location.ts", in: folder)
    try ProjectShapesTests.write(
      "assert(plist.includes('NSLocationAlwaysAndWhenInUseUsageDescription'));\n",
      to: "src/app.test.ts", in: folder)
    let (project, _) = try ProjectShapesTests.discover(folder)
    let place = project.targets.first?.code.asksLocationOnlyWhileInUse
    #expect(place?.file == (known ? "src/location.ts" : nil))
  }

  @Test func askingForAlwaysAnywhereIsNotWhileInUseOnly() throws {
    #expect(
      try Self.asking([
        "App/Location.cs": "manager.RequestWhenInUseAuthorization();\n",
        "App/Background/Tracker.cs": "manager.RequestAlwaysAuthorization();\n",
      ]) == nil)
    // Asking for nothing is no evidence either.
    #expect(try Self.asking(["App/Main.cs": "class Main {}\n"]) == nil)
  }

  /// Build output and links are not read: a link to code elsewhere that asks for Always
  /// changes nothing, and neither does a copy in `obj/`.
  @Test func linksAndBuildOutputAreNotRead() throws {
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-outside-\(UUID().uuidString).cs")
    try Data("manager.RequestWhenInUseAuthorization();\n".utf8).write(to: outside)
    defer { try? FileManager.default.removeItem(at: outside) }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-location-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try ProjectShapesTests.write(Self.infoPlist, to: "App/Platforms/iOS/Info.plist", in: folder)
    try ProjectShapesTests.write("<Project/>\n", to: "App/App.csproj", in: folder)
    try ProjectShapesTests.write(
      "manager.RequestWhenInUseAuthorization();\n", to: "App/obj/Generated.cs", in: folder)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("App/Linked.cs"), withDestinationURL: outside)
    let (project, _) = try ProjectShapesTests.discover(folder)
    #expect(project.targets.first?.code.asksLocationOnlyWhileInUse == nil)
  }
}
