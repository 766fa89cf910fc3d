import Foundation
import Testing

/// `check --write-baseline` / `--baseline`: today's findings recorded, only new ones reported,
/// matched by their text and not their line.
@Suite struct BaselineTests {
  static let plist = HistoryTests.infoPlist([
    ("NSCameraUsageDescription", "Scan receipts to add expenses."),
    ("NSMicrophoneUsageDescription", "Record voice notes for an expense."),
    ("NSContactsUsageDescription", "Split an expense with a contact."),
  ])

  /// The German table: the camera text untranslated (a finding), the rest translated.
  static func german(camera: String = "Scan receipts to add expenses.", extraLines: String = "")
    -> String
  {
    extraLines
      + HistoryTests.table([
        ("NSCameraUsageDescription", camera),
        ("NSMicrophoneUsageDescription", "Sprachnotizen für eine Ausgabe aufnehmen."),
        ("NSContactsUsageDescription", "Eine Ausgabe mit einem Kontakt teilen."),
      ])
  }

  static func app() throws -> URL {
    let folder = try Binary.temporaryFolder()
    try Binary.write(plist, to: "App/Info.plist", in: folder)
    try Binary.write(
      HistoryTests.table([
        ("NSCameraUsageDescription", "Scan receipts to add expenses."),
        ("NSMicrophoneUsageDescription", "Record voice notes for an expense."),
        ("NSContactsUsageDescription", "Split an expense with a contact."),
      ]), to: "App/en.lproj/InfoPlist.strings", in: folder)
    try Binary.write(german(), to: "App/de.lproj/InfoPlist.strings", in: folder)
    return folder
  }

  static func findings(_ result: Binary.Result) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return try #require(object?["diagnostics"] as? [[String: Any]])
  }

  static func fingerprints(_ result: Binary.Result) throws -> [String] {
    let issues =
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
    return try #require(issues).compactMap { $0["fingerprint"] as? String }
  }

  @Test func aBaselineHoldsTodaysFindingsWhereverTheirLinesMove() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = try Binary.run(["check", "--write-baseline", "baseline.json"], in: folder)
    #expect(
      written.stderr.contains("Wrote 1 findings to the baseline baseline.json"), "\(written.stderr)"
    )
    let baseline = try String(
      contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
    #expect(baseline.contains("\"rule\":\"untranslated\""))
    #expect(!baseline.contains("\"line\""), "a baseline holds no line numbers")

    let gitlabBefore = try Self.fingerprints(
      try Binary.run(["check", "--reporter", "gitlab"], in: folder))
    // Lines added above the finding: still held.
    try Binary.write(
      Self.german(extraLines: "/* Reviewed.\n   Twice. */\n\n"),
      to: "App/de.lproj/InfoPlist.strings",
      in: folder)
    let moved = try Binary.run(
      ["check", "--baseline", "baseline.json", "--reporter", "json"], in: folder)
    #expect(try Self.findings(moved).isEmpty, "\(moved.stdout)")
    #expect(moved.status == 0)
    // From another folder, the same baseline holds the same findings: its paths are its own.
    let elsewhere = try Binary.run(
      [
        "check", folder.lastPathComponent, "--baseline",
        folder.lastPathComponent + "/baseline.json", "--reporter", "json",
      ], in: folder.deletingLastPathComponent())
    #expect(try Self.findings(elsewhere).isEmpty, "\(elsewhere.stdout)")
    // GitLab matches issues by the same fingerprints.
    let gitlabAfter = try Self.fingerprints(
      try Binary.run(["check", "--reporter", "gitlab"], in: folder))
    #expect(!gitlabBefore.isEmpty && gitlabAfter == gitlabBefore)

    // A new finding in the same file is reported, the held one still is not.
    try Binary.write(
      Self.german(extraLines: "/* Reviewed. */\n").replacingOccurrences(
        of: "Sprachnotizen", with: "Sprach\u{200B}notizen"), to: "App/de.lproj/InfoPlist.strings",
      in: folder)
    let added = try Self.findings(
      try Binary.run(["check", "--baseline", "baseline.json", "--reporter", "json"], in: folder))
    #expect(added.map { $0["rule"] as? String } == ["invisible-character"], "\(added)")

    // The held finding fixed: its entry is listed as stale, and writing the baseline prunes it.
    try Binary.write(
      Self.german(camera: "Belege scannen, um Ausgaben hinzuzufügen."),
      to: "App/de.lproj/InfoPlist.strings", in: folder)
    let fixed = try Binary.run(["check", "--baseline", "baseline.json"], in: folder)
    #expect(
      fixed.stderr.contains("1 entry of baseline.json matches no finding any more"),
      "\(fixed.stderr)")
    #expect(
      fixed.stderr.contains(
        "untranslated: App/de.lproj/InfoPlist.strings, de, NSCameraUsageDescription"))
    _ = try Binary.run(
      ["check", "--baseline", "baseline.json", "--write-baseline", "baseline.json"], in: folder)
    let pruned = try String(
      contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
    #expect(!pruned.contains("untranslated"), "\(pruned)")
  }

  @Test func theConfigurationNamesTheBaselineAndABrokenOneIsAnError() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try Binary.run(["check", "--write-baseline", "accepted.json"], in: folder)
    try Binary.write(#"{"baseline": "accepted.json"}"#, to: ".usage-strings.json", in: folder)
    let held = try Binary.run(["check", "--reporter", "json"], in: folder)
    #expect(try Self.findings(held).isEmpty, "\(held.stdout)")

    try Binary.write(
      "{\"version\": 1,\n \"findings\": [\n  {\"rule\": 3}]}", to: "accepted.json", in: folder)
    let broken = try Binary.run(["check"], in: folder)
    #expect(broken.status == 2)
    #expect(broken.stderr.contains("accepted.json"), "\(broken.stderr)")
    #expect(broken.stderr.contains("(line 3, column 3)"), "\(broken.stderr)")
  }

  /// A table that translates nothing is one finding; translating part of it later splits it into
  /// one per key left, which the accepted whole-table entry still holds.
  @Test func aWholeTableEntryHoldsItsLaterParts() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let english = [
      ("NSCameraUsageDescription", "Scan receipts to add expenses."),
      ("NSMicrophoneUsageDescription", "Record voice notes for an expense."),
      ("NSContactsUsageDescription", "Split an expense with a contact."),
    ]
    try Binary.write(HistoryTests.table(english), to: "App/fr.lproj/InfoPlist.strings", in: folder)
    _ = try Binary.run(["check", "--write-baseline", "baseline.json"], in: folder)
    var partly = english
    partly[0].1 = "Scannez vos reçus pour ajouter des dépenses."
    try Binary.write(HistoryTests.table(partly), to: "App/fr.lproj/InfoPlist.strings", in: folder)
    let before = try Self.findings(try Binary.run(["check", "--reporter", "json"], in: folder))
    #expect(before.filter { $0["locale"] as? String == "fr" }.count == 2, "\(before)")
    let result = try Binary.run(
      ["check", "--baseline", "baseline.json", "--reporter", "json"], in: folder)
    #expect(try Self.findings(result).isEmpty, "\(result.stdout)")
    #expect(!result.stderr.contains("match no finding"), "\(result.stderr)")
  }

  /// A baseline kept outside the checked folder records its paths from its own folder, and a
  /// baseline of part of the rules is refused.
  @Test func aBaselineElsewhereClimbsToTheFiles() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("App")
    _ = try Binary.run(["check", ".", "--write-baseline", "../ci/baseline.json"], in: app)
    let baseline = try String(
      contentsOf: folder.appendingPathComponent("ci/baseline.json"), encoding: .utf8)
    #expect(baseline.contains("\"file\":\"../App/de.lproj/InfoPlist.strings\""), "\(baseline)")
    let held = try Binary.run(
      ["check", "--baseline", "ci/baseline.json", "--reporter", "json"], in: folder)
    #expect(try Self.findings(held).isEmpty, "\(held.stdout)")
    let partial = try Binary.run(
      ["check", "--only", "untranslated", "--write-baseline", "b.json"], in: folder)
    #expect(partial.status == 64)
    #expect(partial.stderr.contains("does not go with --only"), "\(partial.stderr)")
  }
}
