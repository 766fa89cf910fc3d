import Foundation
import Testing

@testable import UsageStrings

/// The gate of `check` (`--baseline`, `--new-since`, `--write-baseline`) and its fix loop, in the
/// library: what the command does with them, tested without the binary.
@Suite struct FindingGateTests {
  static func finding(_ rule: String, file: String, key: String, message: String = "m")
    -> Diagnostic
  {
    let start = SourcePosition(line: 1, column: 1, offset: 0)
    var diagnostic = Diagnostic(
      ruleID: rule, severity: .warning, message: message,
      location: SourceRange(file: file, start: start, end: start), key: key, locale: "de")
    diagnostic.fingerprint = Fingerprint.of(key)
    return diagnostic
  }

  static let camera = finding("untranslated", file: "App/de.lproj/InfoPlist.strings", key: "A")
  static let photos = finding("untranslated", file: "App/de.lproj/InfoPlist.strings", key: "B")

  /// A baseline holds its findings back (each entry once), says which of its entries match
  /// nothing any more, and counts what it held; a baseline in another folder matches the
  /// findings by paths relative to it.
  @Test func aBaselineHoldsItsFindingsFromItsOwnFolder() {
    var gate = FindingGate(directory: "/work/repo")
    let baseline = Baseline([
      Self.finding("untranslated", file: "de.lproj/InfoPlist.strings", key: "A"),
      Self.finding("too-long", file: "de.lproj/InfoPlist.strings", key: "C"),
    ])
    gate.hold(baseline, path: "/work/repo/App/baseline.json", display: "App/baseline.json")
    #expect(gate.filter([Self.camera, Self.photos, Self.camera]) == [Self.photos, Self.camera])
    #expect(gate.held == 1)
    #expect(
      gate.summary == [
        "1 finding already in the baseline, not reported.",
        "1 entry of App/baseline.json matches no finding any more (fixed, or changed); --write-baseline App/baseline.json prunes them:",
        "  too-long: de.lproj/InfoPlist.strings, de, C: m",
      ])
  }

  /// A revision's findings are held; a finding in a submodule is compared on neither side.
  @Test func aRevisionHoldsWhatItHadButNotSubmodules() {
    var gate = FindingGate(directory: "/work/repo")
    let inKit = Self.finding("untranslated", file: "Kit/de.lproj/InfoPlist.strings", key: "K")
    gate.hold(revision: Baseline([Self.camera, inKit]), submodules: ["/work/repo/Kit"])
    #expect(gate.filter([Self.camera, Self.photos, inKit]) == [Self.photos])
    #expect(gate.summary.first?.hasPrefix("note: 1 finding is in submodules") == true)
  }

  /// Recording keeps every finding, paths relative to the baseline's folder, and writes them.
  @Test func recordingKeepsEveryFinding() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-gate-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var gate = FindingGate(directory: folder.path)
    let path = folder.appendingPathComponent("App/baseline.json").path
    gate.record(into: path)
    #expect(gate.filter([Self.camera, Self.photos]) == [Self.camera, Self.photos])
    #expect(try gate.writeRecorded(to: path, display: "App/baseline.json") == 2)
    let written = try Baseline.read(
      TextFile(path: "b", bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))))
    #expect(
      written.entries.map(\.file) == ["de.lproj/InfoPlist.strings", "de.lproj/InfoPlist.strings"])
  }

  /// The fix loop fixes, pass after pass, and a second run has nothing left; a dry run writes
  /// nothing and returns the patch.
  @Test func theFixLoopFixesUntilNothingIsLeft() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-fix-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      "App/Info.plist": ResolvedModelTests.plist([("NSCameraUsageDescription", "Scan receipts.")]),
      "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \" Belege scannen. \";\n",
    ]
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let table = folder.appendingPathComponent("App/de.lproj/InfoPlist.strings")
    func jobs() throws -> [LintJob] {
      let discovery = DiscoveryOptions(displayBase: folder.path)
      let project = try ProjectDiscovery.discover(folder.path, options: discovery).0
      let options = LintOptions(
        configuration: Configuration(directory: folder.path), locales: try LocaleCatalog.load())
      var lint = options
      lint.displayBase = folder.path
      return [LintJob(projects: [project], options: lint, discovery: discovery)]
    }
    let dry = try FixLoop.run(dryRun: true, displayBase: folder.path, jobs: jobs)
    #expect(dry.fixed.map(\.ruleID) == ["leading-trailing-space", "leading-trailing-space"])
    #expect(dry.patch.joined().contains("+\"NSCameraUsageDescription\" = \"Belege scannen.\";"))
    #expect(try String(contentsOf: table, encoding: .utf8).contains("\" Belege scannen. \""))
    let fixed = try FixLoop.run(dryRun: false, displayBase: folder.path, jobs: jobs)
    #expect(fixed.fixed.count == 2 && fixed.patch.isEmpty)
    #expect(
      try String(contentsOf: table, encoding: .utf8)
        == "\"NSCameraUsageDescription\" = \"Belege scannen.\";\n")
    #expect(try FixLoop.run(dryRun: false, displayBase: folder.path, jobs: jobs).fixed.isEmpty)
    #expect(FixLoop.summary(fixed.fixed, dryRun: false).hasPrefix("Fixed 2 findings in 1 file"))
  }
}
