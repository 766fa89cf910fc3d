import Foundation
import Testing

@testable import UsageStrings

/// `check` reads other languages one at a time, on several threads: what it finds must be exactly
/// what checking the whole project at once finds, in the same order.
@Suite struct PartitionedCheckTests {
  static let projects =
    ["Showcase", "../../Examples", "XcodeApp"] + Fixtures.corpusApps.map { "corpus/\($0)" }

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
}
