import Foundation
import Testing

/// `extract --effective`: per language the app ships, the text each alert shows and where it
/// comes from, as the device looks it up.
@Suite struct ExtractEffectiveTests {
  @Test func eachLanguageShowsWhatTheDeviceFallsBackTo() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ text: String) throws {
      try Binary.write(text, to: path, in: folder)
    }
    try write(
      "App/Info.plist", HistoryTests.infoPlist([("NSCameraUsageDescription", "Scan receipts.")]))
    try write(
      "App/en.lproj/InfoPlist.strings",
      "\"NSCameraUsageDescription\" = \"Scan receipts to file your expenses.\";\n")
    try write("App/de.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Belege\";\n")
    try write("App/fr.lproj/Localizable.strings", "\"Scan\" = \"Numériser\";\n")
    let table = try Binary.run(["extract", ".", "--effective", "--format", "table"], in: folder)
    #expect(table.status == 0, "\(table.stderr)")
    let rows = table.stdout.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).prefix(3).joined(separator: " ")
    }
    // English: its table; German: a table without the key, so the Info.plist; French: no
    // table at all, so the development language's.
    #expect(rows.contains("en NSCameraUsageDescription source-table"), "\(table.stdout)")
    #expect(rows.contains("de NSCameraUsageDescription info-plist"), "\(table.stdout)")
    #expect(rows.contains("fr NSCameraUsageDescription source-table"), "\(table.stdout)")
    #expect(table.stdout.contains("info-plist    Scan receipts.\n"), "\(table.stdout)")
    let json = try Binary.run(["extract", ".", "--effective"], in: folder)
    #expect(json.stdout.contains("\"origin\": \"info-plist\""), "\(json.stdout)")
    let strings = try Binary.run(
      ["extract", ".", "--effective", "--format", "strings"], in: folder)
    #expect(strings.status == 2 && strings.stderr.contains("--effective prints json or table"))
  }

  /// The configuration's `languages` ship besides the folders, for `extract` as for `check`:
  /// French configured without a table is shown falling back, and Spanish, a folder nobody
  /// configured, is still judged and listed (the configuration adds, never narrows).
  @Test func configuredLanguagesAreShippedAsCheckSeesThem() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Binary.write(
      HistoryTests.infoPlist([("NSCameraUsageDescription", "Scan receipts.")]),
      to: "App/Info.plist", in: folder)
    try Binary.write(
      "\"NSCameraUsageDescription\" = \"Belege scannen.\";\n", to: "App/de.lproj/InfoPlist.strings",
      in: folder)
    try Binary.write(
      "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n", to: "App/es.lproj/InfoPlist.strings",
      in: folder)
    try Binary.write(#"{"languages": ["de", "fr"]}"#, to: ".usage-strings.json", in: folder)
    let table = try Binary.run(["extract", ".", "--effective", "--format", "table"], in: folder)
    let languages = table.stdout.split(separator: "\n").dropFirst(2).map {
      String($0.prefix { $0 != " " })
    }
    #expect(languages == ["en", "de", "es", "fr"], "\(table.stdout)")
    let check = try Binary.run(["check", ".", "--reporter", "json"], in: folder)
    #expect(check.stdout.contains("has no fr translation"), "\(check.stdout)")
    #expect(check.stdout.contains("the es value of 'NSCameraUsageDescription' is the source text"))
  }
}
