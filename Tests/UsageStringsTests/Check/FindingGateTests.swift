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

  /// A baseline written before fingerprints ignored what `--fix` changes (version 1: of the
  /// text as it is) still holds its findings; the same entries read as version 2 do not, and a
  /// baseline written now is version 2.
  @Test func aBaselineOfVersionOneMatchesAsBefore() throws {
    let value = "\nBelege  scannen. "
    let folder = try Self.folder([
      "App/Info.plist": ResolvedModelTests.plist([("NSCameraUsageDescription", "Scan receipts.")]),
      "App/de.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"\\nBelege  scannen. \";\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let findings = Linter.findings(try Self.jobs(folder))
    #expect(findings.map(\.ruleID) == Array(repeating: "leading-trailing-space", count: 3))
    #expect(findings.allSatisfy { $0.formerFingerprint == Fingerprint.of(value) })
    #expect(findings.allSatisfy { $0.fingerprint == Fingerprint.of("Belege scannen.") })
    let entries = findings.map { finding in
      Baseline.Entry(
        rule: finding.ruleID, file: finding.location?.file, key: finding.key,
        locale: finding.locale, fingerprint: Fingerprint.of(value), message: finding.message)
    }
    for (version, held) in [(1, 3), (2, 0)] {
      let text = Baseline(entries: entries, version: version).rendered
      let read = try Baseline.read(TextFile(path: "b.json", bytes: Array(text.utf8)))
      #expect(read.version == version)
      var gate = FindingGate(directory: folder.path)
      gate.hold(read, path: folder.path + "/b.json", display: "b.json")
      #expect(gate.filter(findings).count == 3 - held, "version \(version)")
      #expect(
        gate.summary.contains { $0.hasPrefix("note: b.json is a baseline of version 1") }
          == (version == 1))
    }
    #expect(Baseline(findings).rendered.hasPrefix("{\n  \"version\": 2,"))
  }

  /// A file without a version is of the first; one of a version this tool does not know is
  /// refused, not matched as if it were another.
  @Test func aBaselinesVersionIsRead() throws {
    func read(_ text: String) throws(ToolIssue) -> Baseline {
      try Baseline.read(TextFile(path: "b.json", bytes: Array(text.utf8)))
    }
    #expect(try read("{\"findings\": []}").version == 1)
    #expect(throws: ToolIssue.self) { try read("{\"version\": 3, \"findings\": []}") }
  }

  /// `--fix` renames a mis-cased `infoplist.strings`: the findings in it still match their
  /// entries, made with the old spelling.
  @Test func aRenamedTableStillMatches() {
    let old = Self.finding("untranslated", file: "App/de.lproj/infoplist.strings", key: "A")
    var gate = FindingGate(directory: "/work/repo")
    gate.hold(Baseline([old]), path: "/work/repo/baseline.json", display: "baseline.json")
    #expect(gate.filter([Self.camera]).isEmpty)
    var since = FindingGate(directory: "/work/repo")
    since.hold(revision: Baseline([old]), submodules: [])
    #expect(since.filter([Self.camera]).isEmpty)
  }

  /// A folder of `files` (path: text), new.
  static func folder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-gate-\(UUID().uuidString)")
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }

  /// The checks of `folder`, as `check` plans them.
  static func jobs(_ folder: URL) throws -> [LintJob] {
    let discovery = DiscoveryOptions(displayBase: folder.path)
    let project = try ProjectDiscovery.discover(folder.path, options: discovery).0
    var options = LintOptions(
      configuration: Configuration(directory: folder.path), locales: try LocaleCatalog.load())
    options.displayBase = folder.path
    return [LintJob(projects: [project], options: options, discovery: discovery)]
  }

  /// The fix loop fixes, pass after pass, and a second run has nothing left; a dry run writes
  /// nothing and returns the patch.
  @Test func theFixLoopFixesUntilNothingIsLeft() throws {
    let folder = try Self.folder([
      "App/Info.plist": ResolvedModelTests.plist([("NSCameraUsageDescription", "Scan receipts.")]),
      "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \" Belege scannen. \";\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = folder.appendingPathComponent("App/de.lproj/InfoPlist.strings")
    let jobs = { try Self.jobs(folder) }
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
