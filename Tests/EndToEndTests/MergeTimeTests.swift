import Foundation
import Testing

/// Time in `merge` (docs/MERGE.md, "Time"): a delivery never puts back a value the project
/// replaced since. On a copy of the example app in a real git repository: the tool's own export
/// merged after the translator and the project each changed the camera text or not; the same
/// export without its recorded base (as Xcode or a platform delivers it), judged by the history.
@Suite struct MergeTimeTests {
  static let table = "PhotoJournal/de.lproj/InfoPlist.strings"
  static let exported = "Nimm Fotos für deine Tagebucheinträge auf."
  static let fixed = "Mache Fotos für deine Tagebucheinträge."
  static let delivered = "Fotografiere für deine Tagebucheinträge."

  /// The app in a repository, its German exported (`generate --format xliff`), and the export.
  static func exportedApp() throws -> (HistoryTests.Repository, URL) {
    let app = try GenerateCommandTests.copy("Examples")
    let repository = HistoryTests.Repository(at: app)
    try repository.git("init", "-q", "-b", "main")
    try replace(
      "Nimm Fotos für deine Tagebucheinträge auf. Die Kamera wird nur verwendet, solange der Auslöser geöffnet ist.",
      with: exported, in: app)
    try repository.commit("The app", day: 1)
    let out = app.deletingLastPathComponent().appendingPathComponent("out")
    let generate = try Binary.run(
      ["generate", ".", "--format", "xliff", "--languages", "de", "-o", out.path], in: app)
    #expect(generate.status == 0, "\(generate.stderr)")
    return (repository, out.appendingPathComponent("de.xliff"))
  }

  static func replace(_ old: String, with new: String, in app: URL) throws {
    let url = app.appendingPathComponent(table)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains(old), "\(old)")
    try text.replacingOccurrences(of: old, with: new).write(
      to: url, atomically: true, encoding: .utf8)
  }

  /// The export as a tool that does not record the base writes it.
  static func withoutBase(_ export: URL) throws {
    let plain = try String(contentsOf: export, encoding: .utf8).split(separator: "\n")
      .filter { !$0.contains("from=\"usage-strings\"") }.joined(separator: "\n")
    try plain.write(to: export, atomically: true, encoding: .utf8)
  }

  static func camera(_ app: URL) throws -> String {
    let text = try String(contentsOf: app.appendingPathComponent(table), encoding: .utf8)
    let line = text.split(separator: "\n").first { $0.hasPrefix("\"NSCameraUsageDescription\"") }
    return String(line ?? "")
  }

  /// Who changed the camera text since the export — the translator, the project, both — and what
  /// the merge does: (translator's text, project's text, the text after, the count it is in).
  @Test(
    arguments: [
      (nil, nil, exported, "0 merged"),
      (delivered, nil, delivered, "1 merged"),
      (nil, fixed, fixed, "1 newer in the project"),
      (fixed, fixed, fixed, "0 merged"),
      (delivered, fixed, fixed, "1 rejected"),
    ] as [(String?, String?, String, String)])
  func threeWay(translator: String?, project: String?, after: String, count: String) throws {
    let (repository, export) = try Self.exportedApp()
    defer { try? FileManager.default.removeItem(at: repository.folder.deletingLastPathComponent()) }
    if let translator {
      let text = try String(contentsOf: export, encoding: .utf8)
      try text.replacingOccurrences(
        of: "<target state=\"translated\">\(Self.exported)",
        with: "<target state=\"translated\">\(translator)"
      ).write(to: export, atomically: true, encoding: .utf8)
    }
    if let project {
      try Self.replace(Self.exported, with: project, in: repository.folder)
      try repository.commit("Fix the German camera text", day: 2)
    }
    let merge = try Binary.run(["merge", export.path], in: repository.folder)
    #expect(merge.output.contains("de: ") && merge.output.contains(count), "\(merge.output)")
    #expect(merge.status == (count == "1 rejected" ? 1 : 0), "\(merge.output)")
    #expect(try Self.camera(repository.folder).contains("\"\(after)\""))
    if count == "1 rejected" {
      #expect(merge.output.contains("delivered: '\(Self.delivered)'"))
      #expect(merge.output.contains("project: '\(Self.fixed)'"))
    }
  }

  /// An export without the recorded base (Xcode's, a platform's) put back into a project that
  /// fixed the text since: the history says the table held it before, and names the fix.
  @Test func anOlderDeliveryIsToldByTheHistory() throws {
    let (repository, export) = try Self.exportedApp()
    defer { try? FileManager.default.removeItem(at: repository.folder.deletingLastPathComponent()) }
    try Self.withoutBase(export)
    try Self.replace(Self.exported, with: Self.fixed, in: repository.folder)
    try repository.commit("Fix the German camera text", day: 2)
    let merge = try Binary.run(["merge", export.path], in: repository.folder)
    #expect(merge.status == 0, "\(merge.output)")
    #expect(
      merge.output.contains("changed it on 2024-01-02")
        && merge.output.contains("'Fix the German camera text'")
        && merge.output.contains("[older-than-project]"), "\(merge.output)")
    #expect(!merge.output.contains("itself a translation delivery"), "\(merge.output)")
    #expect(try Self.camera(repository.folder).contains("\"\(Self.fixed)\""))
    // A change not committed yet is newer too: a delivery of the committed text is older.
    let older = export.deletingLastPathComponent().appendingPathComponent("older.xliff")
    try String(contentsOf: export, encoding: .utf8).replacingOccurrences(
      of: ">\(Self.exported)<", with: ">\(Self.fixed)<"
    ).write(to: older, atomically: true, encoding: .utf8)
    try Self.replace(Self.fixed, with: Self.delivered, in: repository.folder)
    let uncommitted = try Binary.run(["merge", older.path, "--dry-run"], in: repository.folder)
    #expect(uncommitted.output.contains("changed it in the work tree"), "\(uncommitted.output)")
    // Asked, the older text is merged.
    let accepted = try Binary.run(["merge", export.path, "--accept-older"], in: repository.folder)
    #expect(accepted.status == 0 && accepted.output.contains("de: 1 merged"), "\(accepted.output)")
    #expect(try Self.camera(repository.folder).contains("\"\(Self.exported)\""))
  }

  /// A → B → A: the change a delivery would undo was itself a platform's delivery. The older
  /// text is still kept out (the translators may have gone back on purpose, or not), and the
  /// message says which kind of change it undoes.
  @Test func goingBackOverADeliveryIsSaid() throws {
    let (repository, export) = try Self.exportedApp()
    defer { try? FileManager.default.removeItem(at: repository.folder.deletingLastPathComponent()) }
    try Self.withoutBase(export)
    try Self.replace(Self.exported, with: Self.fixed, in: repository.folder)
    try repository.commit("New translations InfoPlist.strings (German)", day: 2)
    let merge = try Binary.run(["merge", export.path], in: repository.folder)
    #expect(merge.status == 0, "\(merge.output)")
    #expect(
      merge.output.contains(
        "'New translations InfoPlist.strings (German)', itself a translation delivery")
        && merge.output.contains("[older-than-project]"), "\(merge.output)")
    #expect(try Self.camera(repository.folder).contains("\"\(Self.fixed)\""))
  }

  /// A delivery whose every unit for a table is older than the project (an old platform
  /// download of one key): nothing is written, and the run ends normally.
  @Test func aDeliveryOfOnlyOlderTextsWritesNothing() throws {
    let (repository, _) = try Self.exportedApp()
    defer { try? FileManager.default.removeItem(at: repository.folder.deletingLastPathComponent()) }
    try Self.replace(Self.exported, with: Self.fixed, in: repository.folder)
    try repository.commit("Fix the German camera text", day: 2)
    let inbox = repository.folder.deletingLastPathComponent().appendingPathComponent("inbox")
    try Binary.write(
      "\"NSCameraUsageDescription\" = \"\(Self.exported)\";\n", to: "de.lproj/InfoPlist.strings",
      in: inbox)
    let merge = try Binary.run(
      [
        "merge", inbox.appendingPathComponent("de.lproj/InfoPlist.strings").path, "--target",
        "PhotoJournal",
      ], in: repository.folder)
    #expect(merge.status == 0, "\(merge.output)")
    #expect(merge.output.contains("de: 0 merged, 0 unchanged, 1 newer in the project"))
    #expect(try Self.camera(repository.folder).contains("\"\(Self.fixed)\""))
  }

  /// Outside a git work tree the history cannot tell: merged as delivered, and said once.
  @Test func withoutAHistoryTheMergeSaysSo() throws {
    let (repository, export) = try Self.exportedApp()
    defer { try? FileManager.default.removeItem(at: repository.folder.deletingLastPathComponent()) }
    try FileManager.default.removeItem(at: repository.folder.appendingPathComponent(".git"))
    try Self.withoutBase(export)
    try Self.replace(Self.exported, with: Self.fixed, in: repository.folder)
    let merge = try Binary.run(["merge", export.path], in: repository.folder)
    #expect(merge.status == 0, "\(merge.output)")
    #expect(
      merge.output.components(
        separatedBy: "could not be told (history unavailable: not in a git work tree)"
      ).count == 2,
      "\(merge.output)")
  }
}

extension Binary.Result {
  /// Standard output and error: a merge's summary goes to either (standard error with
  /// `--dry-run`), its notes to standard error.
  var output: String { stdout + stderr }
}
