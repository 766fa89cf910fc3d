import Foundation
import Testing

/// The examples of `docs/INTEGRATIONS.md`, run as users would run them, on a copy of `Examples/`.
@Suite struct DocsExamplesTests {
  static let examples = Binary.packageRoot.appendingPathComponent("docs/examples")

  /// Runs `script` with `sh` in `folder`, the tool first on PATH.
  static func run(
    _ script: String, _ arguments: [String] = [], in folder: URL,
    environment: [String: String] = [:]
  ) throws -> Binary.Result {
    try Binary.execute(
      URL(fileURLWithPath: "/bin/sh"), [examples.appendingPathComponent(script).path] + arguments,
      in: folder,
      environment: ["PATH": Binary.pathWithTool, "NO_COLOR": "1"].merging(environment) { $1 })
  }

  @Test func xcodeBuildPhaseReportsInXcodesFormatAndFailsOnErrors() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let result = try Self.run("xcode-build-phase.sh", in: app, environment: ["SRCROOT": app.path])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "PhotoJournal/Info.plist:38:7: error: 'NSPhotoLibraryUsageDescripton' is not a key the system reads"
      ), "\(result.stdout)")
  }

  @Test func preCommitHookChecksOnlyWhatTheCommitChanges() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    func git(_ arguments: String...) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        ["git", "-c", "user.email=t@example.com", "-c", "user.name=t"] + arguments
      process.currentDirectoryURL = app
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
    }
    try git("init", "-q")
    // Before the first commit, every staged file is the commit's.
    try git("add", "PhotoJournal/de.lproj/InfoPlist.strings")
    let first = try Self.run("pre-commit", in: app)
    #expect(first.status == 1)
    #expect(first.stdout.contains("[duplicate-key]"))
    // The app's errors committed: a commit that leaves their files alone is not blocked by them.
    try git("add", "-A")
    try git("commit", "-q", "-m", "app")
    try Data("notes\n".utf8).write(to: app.appendingPathComponent("README.txt"))
    try git("add", "README.txt")
    #expect(try Self.run("pre-commit", in: app).status == 0)
    let japanese = app.appendingPathComponent("PhotoJournal/ja.lproj/InfoPlist.strings")
    var text = try String(contentsOf: japanese, encoding: .utf8)
    text += "\"CFBundleDisplayName\" = \"日記\";\n"
    try text.write(to: japanese, atomically: true, encoding: .utf8)
    #expect(try Self.run("pre-commit", in: app).status == 0, "not staged yet")
    try git("add", "PhotoJournal/ja.lproj/InfoPlist.strings")
    let blocked = try Self.run("pre-commit", in: app)
    #expect(blocked.status == 1)
    #expect(blocked.stdout.contains("ja.lproj/InfoPlist.strings"), "\(blocked.stdout)")
    #expect(blocked.stdout.contains("[duplicate-key]"), "\(blocked.stdout)")
    #expect(!blocked.stdout.contains("de.lproj"), "\(blocked.stdout)")
  }

  @Test func translationPipelineHandsOutXLIFFAndGates() throws {
    let app = try GenerateCommandTests.copy("Examples")
    let work = app.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: work) }
    // A translator's work, waiting in the inbox: the German camera string.
    let inbox = work.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
    let camera =
      "Take photos for your journal entries. The camera is only used while the shutter screen is open."
    try Data(
      MergeCommandTests.xliff([
        (
          "NSCameraUsageDescription", camera,
          "Mach Fotos für dein Tagebuch. Die Kamera läuft nur im Aufnahmebildschirm."
        )
      ]).utf8
    )
    .write(to: inbox.appendingPathComponent("de.xliff"))
    let result = try Self.run(
      "translation-pipeline.sh", ["Examples", "out", "in", "de,fr"], in: work)
    #expect(result.status == 1, "\(result.stderr)")
    for language in ["de", "fr"] {
      #expect(
        FileManager.default.fileExists(
          atPath: work.appendingPathComponent("out/\(language).xliff").path))
    }
    let german = try String(
      contentsOf: app.appendingPathComponent("PhotoJournal/de.lproj/InfoPlist.strings"),
      encoding: .utf8)
    #expect(german.contains("Mach Fotos für dein Tagebuch."))
    let junit = try String(
      contentsOf: work.appendingPathComponent("purpose-strings.xml"), encoding: .utf8)
    #expect(junit.contains("<testsuites"))
  }

  @Test func nightlyBaselineRecordsThenFailsOnlyOnNewFindings() throws {
    let app = try GenerateCommandTests.copy("Examples")
    let work = app.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: work) }
    let first = try Self.run("nightly-baseline.sh", ["Examples", "baseline.json"], in: work)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      FileManager.default.fileExists(atPath: work.appendingPathComponent("baseline.json").path))
    #expect(
      try Self.run("nightly-baseline.sh", ["Examples", "baseline.json"], in: work).status == 0)
    // A new defect: an invisible character in the German camera text.
    let german = app.appendingPathComponent("PhotoJournal/de.lproj/InfoPlist.strings")
    let text = try String(contentsOf: german, encoding: .utf8)
    try text.replacingOccurrences(of: "Tagebucheinträge", with: "Tage\u{200B}bucheinträge")
      .write(to: german, atomically: true, encoding: .utf8)
    let failed = try Self.run("nightly-baseline.sh", ["Examples", "baseline.json"], in: work)
    #expect(failed.status == 1, "\(failed.stdout)")
    #expect(failed.stdout.contains("[invisible-character]"), "\(failed.stdout)")
    #expect(!failed.stdout.contains("[duplicate-key]"), "\(failed.stdout)")
  }

  @Test func pullRequestGateReportsWhatTheBranchAdds() throws {
    let repository = try NewSinceTests.repository()
    defer { try? FileManager.default.removeItem(at: repository.folder) }
    let summary = repository.folder.appendingPathComponent("../summary-\(UUID().uuidString).md")
    defer { try? FileManager.default.removeItem(at: summary) }
    let result = try Self.run(
      "pull-request-gate.sh", ["HEAD~1", summary.path], in: repository.folder,
      environment: ["USAGE_STRINGS_REPORTER": "xcode"])
    // The invisible character the last commit adds is a warning: --strict fails on it.
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.contains("[invisible-character]"), "\(result.stdout)")
    #expect(!result.stdout.contains("[untranslated]"), "\(result.stdout)")
    let markdown = try String(contentsOf: summary, encoding: .utf8)
    #expect(markdown.contains("## usage-strings: 0 errors, 1 warning, 0 notes"), "\(markdown)")
  }
}
