import Foundation
import Testing

/// `.strings` tables in every property-list form the system reads (SPEC §9): XML, as GlotPress
/// exports them, and binary, as a built app ships them — through every command. Before, an XML
/// table was a `syntax-error` ("the system cannot read this file"), its translations unchecked,
/// missing from `extract --effective` and the HTML report, and refused by `merge`.
@Suite struct PlistTableTests {
  static func xml(_ pairs: [(String, String)]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>

    """ + pairs.map { "\t<key>\($0.0)</key>\n\t<string>\($0.1)</string>\n" }.joined()
      + "</dict>\n</plist>\n"
  }

  static func binary(_ pairs: [String: String]) throws -> Data {
    try PropertyListSerialization.data(fromPropertyList: pairs, format: .binary, options: 0)
  }

  /// An app whose German table is XML (with a zero-width space, a defect), whose Japanese table
  /// is binary (an untranslated copy), and whose French one is text.
  static func build() throws -> HostileCheckout {
    let app = try HostileCheckout()
    try app.write(
      "App/Info.plist",
      HostileCheckout.infoPlist([
        ("NSCameraUsageDescription", "Scan receipts to file them."),
        ("NSMicrophoneUsageDescription", "Dictate notes about your receipts."),
      ]))
    try app.write(
      "App/de.lproj/InfoPlist.strings",
      xml([
        ("NSCameraUsageDescription", "Scanne Belege\u{200B}, um sie abzulegen."),
        ("NSMicrophoneUsageDescription", "Diktiere Notizen zu deinen Belegen &amp; Rechnungen."),
      ]))
    try app.write("App/ja.lproj/InfoPlist.strings", "")
    try binary([
      "NSCameraUsageDescription": "Scan receipts to file them.",
      "NSMicrophoneUsageDescription": "領収書についてメモを口述します。",
    ]).write(to: app.app.appendingPathComponent("App/ja.lproj/InfoPlist.strings"))
    try app.write(
      "App/fr.lproj/InfoPlist.strings",
      "\"NSCameraUsageDescription\" = \"Numérisez les reçus pour les classer.\";\n")
    return app
  }

  @Test func checkReadsEveryForm() throws {
    let app = try Self.build()
    defer { app.remove() }
    let result = try Binary.run(["check", ".", "--reporter", "json"], in: app.app)
    #expect(result.status == 0, "\(result.stderr)")
    let findings = try BaselineTests.findings(result)
    let rules = Set(findings.map { "\($0["rule"]!) \($0["locale"] as? String ?? "")" })
    #expect(!rules.contains { $0.hasPrefix("syntax-error") }, "\(findings)")
    #expect(rules.contains("invisible-character de"), "\(findings)")
    #expect(rules.contains("untranslated ja"), "\(findings)")
    #expect(rules.contains("missing-translation fr"), "\(findings)")
    // The XML table's finding is at its line and column.
    let invisible = try #require(findings.first { $0["rule"] as? String == "invisible-character" })
    #expect(invisible["line"] as? Int == 6 && invisible["column"] as? Int == 23, "\(invisible)")
  }

  @Test func extractAndTheReportShowEveryForm() throws {
    let app = try Self.build()
    defer { app.remove() }
    let extracted = try Binary.run(
      ["extract", ".", "--effective", "--format", "table"], in: app.app)
    #expect(extracted.status == 0, "\(extracted.stderr)")
    #expect(extracted.stdout.contains("Diktiere Notizen zu deinen Belegen & Rechnungen."))
    #expect(extracted.stdout.contains("領収書についてメモを口述します。"))
    let report = try Binary.run(["report", ".", "--html", "report.html"], in: app.app)
    #expect(report.status == 0, "\(report.stderr)")
    let html = try String(
      contentsOf: app.app.appendingPathComponent("report.html"), encoding: .utf8)
    for locale in ["de", "ja", "fr"] { #expect(html.contains("data-locale=\"\(locale)\"")) }
  }

  /// `--fix`, `generate` and `merge` keep an XML table XML, and never write a binary one.
  @Test func writesKeepTheForm() throws {
    let app = try Self.build()
    defer { app.remove() }
    let german = app.app.appendingPathComponent("App/de.lproj/InfoPlist.strings")
    let japanese = app.app.appendingPathComponent("App/ja.lproj/InfoPlist.strings")
    let binary = try Data(contentsOf: japanese)
    let fixed = try Binary.run(["check", ".", "--fix"], in: app.app)
    #expect(fixed.status == 0, "\(fixed.stderr)")
    #expect(
      try String(contentsOf: german, encoding: .utf8)
        == Self.xml([
          ("NSCameraUsageDescription", "Scanne Belege, um sie abzulegen."),
          ("NSMicrophoneUsageDescription", "Diktiere Notizen zu deinen Belegen &amp; Rechnungen."),
        ]))
    try app.write(
      "de.xml.strings", Self.xml([("NSCameraUsageDescription", "Fotografiere Belege.")]))
    try FileManager.default.createDirectory(
      at: app.app.appendingPathComponent("delivery/ja.lproj"), withIntermediateDirectories: true)
    try Self.binary(["NSCameraUsageDescription": "領収書をスキャンします。"]).write(
      to: app.app.appendingPathComponent("delivery/ja.lproj/InfoPlist.strings"))
    let merged = try Binary.run(["merge", "de.xml.strings", "--language", "de"], in: app.app)
    #expect(merged.status == 0, "\(merged.stdout)\(merged.stderr)")
    #expect(
      try String(contentsOf: german, encoding: .utf8)
        == Self.xml([
          ("NSCameraUsageDescription", "Fotografiere Belege."),
          ("NSMicrophoneUsageDescription", "Diktiere Notizen zu deinen Belegen &amp; Rechnungen."),
        ]))
    // A binary delivery is read; a binary table is never written.
    let intoBinary = try Binary.run(["merge", "delivery/ja.lproj/InfoPlist.strings"], in: app.app)
    #expect(intoBinary.status == 1, "\(intoBinary.stdout)\(intoBinary.stderr)")
    #expect(intoBinary.stdout.contains("never written"), "\(intoBinary.stdout)")
    #expect(try Data(contentsOf: japanese) == binary)
    let generated = try Binary.run(["generate", ".", "--languages", "de,ja"], in: app.app)
    #expect(generated.stderr.contains("never written"), "\(generated.stderr)")
    #expect(try Data(contentsOf: japanese) == binary)
    #expect(try String(contentsOf: german, encoding: .utf8).hasPrefix("<?xml"))
  }

  /// The history reads each version of an XML table: a translation older than its English is
  /// stale whatever form its table is in.
  @Test func theHistoryReadsXMLTables() throws {
    let app = try Self.build()
    defer { app.remove() }
    let repository = try app.commitAll("Translated", day: 1)
    try app.write(
      "App/Info.plist",
      HostileCheckout.infoPlist([
        ("NSCameraUsageDescription", "Scan receipts and invoices to file them with your taxes."),
        ("NSMicrophoneUsageDescription", "Dictate notes about your receipts."),
      ]))
    try repository.commit("A new camera text", day: 2)
    let result = try Binary.run(["check", ".", "--history", "--reporter", "json"], in: app.app)
    let stale = try BaselineTests.findings(result).filter {
      $0["rule"] as? String == "stale-translation"
    }
    #expect(stale.contains { $0["locale"] as? String == "de" }, "\(result.stdout)")
    let since = try Binary.run(["check", ".", "--new-since", "HEAD"], in: app.app)
    #expect(since.status == 0 && since.stdout.isEmpty, "\(since.stdout)")
  }
}
