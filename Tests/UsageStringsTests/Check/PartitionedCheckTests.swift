import Foundation
import Testing

@testable import UsageStrings

/// `check` reads other languages one at a time, on several threads: what it finds must be exactly
/// what checking the whole project at once finds, in the same order.
@Suite struct PartitionedCheckTests {
  static let projects =
    ["Showcase", "../../Examples", "XcodeApp", "MergeShapes/App"]
    + Fixtures.corpusApps.map { "corpus/\($0)" }

  static func run(_ path: String, partitioned: Bool) throws -> (
    diagnostics: [Diagnostic], strings: Int, batches: Int
  ) {
    let base = Fixtures.root.path
    let folder = Fixtures.url(path).standardizedFileURL.path
    let configuration = try ConfigurationLoader.load(
      path: ConfigurationLoader.find(from: folder), directory: folder,
      knownRules: RuleRegistry.knownIDs
    ).configuration
    var options = LintOptions(configuration: configuration, locales: try LocaleCatalog.load())
    options.displayBase = base
    let batches = try checkBatches(
      folder, configuration: configuration, options: options, deferred: partitioned, workers: 3)
    return (
      batches.flatMap(\.diagnostics), batches.map(\.stringCount).reduce(0, +), batches.count
    )
  }

  @Test(arguments: projects)
  func partitionedCheckFindsWhatAWholeCheckFinds(_ path: String) throws {
    let whole = try Self.run(path, partitioned: false)
    let parts = try Self.run(path, partitioned: true)
    #expect(parts.batches > 1, "nothing was deferred")
    #expect(parts.strings == whole.strings)
    #expect(parts.diagnostics == whole.diagnostics.sorted())
    #expect(parts.diagnostics == parts.diagnostics.sorted(), "batches out of order")
    let missing = Set(whole.diagnostics).subtracting(parts.diagnostics).sorted().prefix(3)
    let extra = Set(parts.diagnostics).subtracting(whole.diagnostics).sorted().prefix(3)
    #expect(
      missing.isEmpty && extra.isEmpty,
      "missing \(missing.map(\.message)); extra \(extra.map(\.message))")
  }

  /// A target with tables and no Info.plist: the rules about its tables as a whole
  /// (`conflicting-tables`, `missing-translation`'s one finding for a key no language has) run
  /// in every part, and each finding is kept once, by the part whose file it is in.
  @Test func aTargetWithOnlyTablesIsReportedOnceInParts() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "parts-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      "App/InfoPlist.xcstrings": NeedsReviewRule.catalog(state: "translated"),
      "App/en.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n\"NSMicrophoneUsageDescription\" = \"Record notes.\";\n",
      "App/fr.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Numérisez.\";\n",
      "App/ja.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"スキャン。\";\n",
    ]
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let configuration = Configuration(directory: folder.path)
    var options = LintOptions(configuration: configuration, locales: try LocaleCatalog.load())
    options.displayBase = folder.path
    func run(deferred: Bool) throws -> (diagnostics: [Diagnostic], batches: Int) {
      let batches = try checkBatches(
        folder.path, configuration: configuration, options: options, deferred: deferred)
      return (batches.flatMap(\.diagnostics), batches.count)
    }
    let whole = try run(deferred: false)
    let parts = try run(deferred: true)
    #expect(parts.batches > 1, "nothing was deferred")
    #expect(parts.diagnostics == whole.diagnostics)
    #expect(parts.diagnostics.count { $0.ruleID == "conflicting-tables" } == 1)
    let nowhere = parts.diagnostics.filter {
      $0.ruleID == "missing-translation" && $0.key == "NSMicrophoneUsageDescription"
    }
    #expect(nowhere.count == 1, "\(nowhere.map(\.message))")
  }
}
