import Foundation
import Testing

/// `check --fix` passes the tool's own gates: on a branch whose only change is the fix,
/// `--new-since` the commit before it and a baseline written before it report nothing new
/// (findings are fingerprinted by their text as the fixes leave it); a text changed after it is
/// still new.
@Suite struct FixGateTests {
  /// The four corpus apps, and an app whose mis-cased `infoplist.strings` the fix renames.
  static let apps =
    FixTests.apps.map { "Tests/Fixtures/corpus/\($0)" } + ["Tests/Fixtures/XcodeApp"]
  /// The apps where the fix changes something (the others guard the gates' plain case).
  static let fixed: Set<String> = ["home-assistant__iOS", "mozilla-mobile__focus-ios", "XcodeApp"]

  /// A copy of `app` in a git repository: one commit before the fix, one of the fix, and the
  /// baseline written before it in the folder above.
  static func fixedRepository(_ app: String) throws -> HistoryTests.Repository {
    let repository = HistoryTests.Repository(at: try GenerateCommandTests.copy(app))
    try repository.git("init", "-q", "-b", "main")
    try repository.commit("Before the fix", day: 1)
    let baseline = try Binary.run(
      ["check", "--write-baseline", "../baseline.json"], in: repository.folder)
    #expect(baseline.stderr.contains("to the baseline ../baseline.json"), "\(baseline.stderr)")
    let fix = try Binary.run(["check", "--fix"], in: repository.folder)
    let name = repository.folder.lastPathComponent
    #expect(fix.stderr.contains("Fixed") == fixed.contains(name), "\(name): \(fix.stderr)")
    try repository.git("add", "-A")
    try repository.git("commit", "-q", "--allow-empty", "-m", "Fix")
    return repository
  }

  /// Each finding's rule, file and key, for a failure's message.
  static func places(_ findings: [[String: Any]]) -> [String] {
    findings.map { finding in
      ["rule", "file", "key"].map { finding[$0] as? String ?? "-" }.joined(separator: " ")
    }
  }

  /// The findings each gate reports as new, with `--strict`, after they exit as clean or not.
  static func new(in folder: URL, clean: Bool) throws -> [[[String: Any]]] {
    try [["--new-since", "HEAD~1"], ["--baseline", "../baseline.json"]].map { gate in
      let result = try Binary.run(["check", "--strict", "--reporter", "json"] + gate, in: folder)
      #expect((result.status == 0) == clean, "\(gate): exit \(result.status)")
      return try BaselineTests.findings(result)
    }
  }

  @Test(arguments: apps)
  func aFixAloneAddsNoFinding(_ app: String) throws {
    let repository = try Self.fixedRepository(app)
    defer { try? FileManager.default.removeItem(at: repository.folder.deletingLastPathComponent()) }
    for new in try Self.new(in: repository.folder, clean: true) {
      #expect(new.isEmpty, "\(app): \(Self.places(new))")
    }
  }

  /// After the fix, a translation changed in its words: its findings are new to both gates.
  @Test func aTextChangedAfterTheFixIsNew() throws {
    let repository = try Self.fixedRepository("Tests/Fixtures/corpus/home-assistant__iOS")
    defer { try? FileManager.default.removeItem(at: repository.folder.deletingLastPathComponent()) }
    let table = repository.folder.appendingPathComponent(
      "Sources/App/Resources/de.lproj/InfoPlist.strings")
    let text = try GenerateCommandTests.text(table)
    #expect(text.contains("Wir benötigen außerdem"))
    try Data(
      text.replacingOccurrences(of: "Wir benötigen außerdem", with: "Wir brauchen auch").utf8
    )
    .write(to: table)
    for new in try Self.new(in: repository.folder, clean: true) {
      #expect(new.contains { $0["rule"] as? String == "too-long" }, "\(Self.places(new))")
      for finding in new {
        #expect(finding["file"] as? String == "Sources/App/Resources/de.lproj/InfoPlist.strings")
        #expect(finding["key"] as? String == "NSLocationAlwaysAndWhenInUseUsageDescription")
      }
    }
  }
}
