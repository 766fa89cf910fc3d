import Foundation
import Testing

/// The languages an Info.plist's `CFBundleLocalizations` lists are languages the system runs the
/// app in, as those of its `.lproj` folders are: a Flutter app lists them so, and a native app
/// whose tables sit in a Swift package's resources (gem-ios) shows every alert in English there.
@Suite struct DeclaredLocalizationsTests {
  @Test func aDeclaredLanguageWithoutATableIsAGap() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func plist(_ languages: [String]) -> String {
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleDevelopmentRegion</key>\n\t<string>en</string>\n\t<key>CFBundleLocalizations</key>\n\t<array>\n"
        + languages.map { "\t\t<string>\($0)</string>\n" }.joined()
        + "\t</array>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n</dict>\n</plist>\n"
    }
    try Binary.write(plist(["en", "de"]), to: "App/Info.plist", in: folder)
    try Binary.write(
      "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n", to: "App/de.lproj/InfoPlist.strings",
      in: folder)
    func check() throws -> String {
      try Binary.run(
        ["check", ".", "--only", "missing-translation", "--reporter", "xcode"], in: folder
      ).stdout
    }
    #expect(try check().isEmpty)
    try Binary.write(plist(["en", "de", "fr"]), to: "App/Info.plist", in: folder)
    let gap = try check()
    #expect(gap.contains("'NSCameraUsageDescription' has no fr translation"), "\(gap)")
    #expect(gap.contains("the app ships fr but has no InfoPlist.strings for it"), "\(gap)")
    // A Flutter app lists its interface's languages there; which alerts its Dart code shows is
    // not known here.
    try Binary.write("name: app\n", to: "pubspec.yaml", in: folder)
    #expect(!(try check().isEmpty))
    try Binary.write(
      "name: app\ndependencies:\n  flutter:\n    sdk: flutter\n", to: "pubspec.yaml", in: folder)
    #expect(try check().isEmpty)
  }
}
