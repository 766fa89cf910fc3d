import Foundation
import Testing

@testable import UsageStrings

/// Every format is written as the findings arrive (`check` on a million strings stays in flat
/// memory): what a stream writes batch by batch must be exactly the report built at once.
@Suite struct StreamingReportTests {
  /// The apps: our fixtures and the four real apps of the corpus.
  static let apps =
    ["Showcase", "XcodeApp", "CodeApp", "BundlesApp", "MergeShapes/App"]
    .map { Fixtures.url($0).path }
    + Fixtures.corpusApps.map { Fixtures.corpus.appendingPathComponent($0).path }

  /// The batches `check` hands over for an app, as it runs (translations deferred, read by two
  /// workers, one language at a time).
  static func batches(_ app: String, fingerprints: Bool = true) throws -> [LintBatch] {
    let configuration = Configuration(directory: app)
    var options = LintOptions(configuration: configuration, locales: try LocaleCatalog.load())
    options.displayBase = app
    return try checkBatches(
      app, configuration: configuration, options: options, collectsChecked: true,
      fingerprints: fingerprints)
  }

  /// A report streamed from the batches.
  static func streamed(_ reporter: RegisteredReporter, _ batches: [LintBatch]) -> String {
    var stream = reporter.start(context)
    var text = stream.begin()
    for batch in batches {
      text += stream.write(
        batch.diagnostics, checked: batch.checked, completeBelow: batch.completeBelow)
    }
    let end = stream.end(ReportTotals(fileCount: 1, stringCount: 1))
    return end.leading + text + end.trailing
  }

  /// `check` computes no fingerprint for a format that does not print identities: exactly those
  /// formats write the same report without them.
  @Test(arguments: ReporterFactory.all.map(\.id))
  func onlyTheFormatsThatPrintIdentitiesReadFingerprints(_ id: String) throws {
    let reporter = try #require(ReporterFactory.reporter(id))
    let app = Fixtures.url("Showcase").path
    let with = Self.streamed(reporter, try Self.batches(app))
    let without = Self.streamed(reporter, try Self.batches(app, fingerprints: false))
    #expect((with != without) == reporter.printsIdentities, "\(id)")
  }

  static let context = ReportContext(
    rules: RuleRegistry.all.map(\.description), version: "0.0.0", baseDirectory: "/project",
    useColor: false)

  @Test(arguments: ReporterFactory.all.map(\.id))
  func aStreamedReportIsTheReportBuiltAtOnce(_ id: String) throws {
    let reporter = try #require(ReporterFactory.reporter(id))
    var batchCounts: [Int] = []
    // How much of each report was written before its end: what streaming is for.
    var writtenEarly = 0
    for app in Self.apps {
      let batches = try Self.batches(app)
      batchCounts.append(batches.filter { !$0.diagnostics.isEmpty }.count)
      var stream = reporter.start(Self.context)
      var streamed = stream.begin()
      var whole = CheckResult(diagnostics: [], fileCount: 0, stringCount: 0, checked: [])
      for batch in batches {
        streamed += stream.write(
          batch.diagnostics, checked: batch.checked, completeBelow: batch.completeBelow)
        whole.diagnostics += batch.diagnostics
        whole.checked += batch.checked
        whole.fileCount += batch.fileCount
        whole.stringCount += batch.stringCount
      }
      writtenEarly += streamed.utf8.count
      let input = ReportInput(
        result: whole, rules: Self.context.rules, version: Self.context.version,
        baseDirectory: Self.context.baseDirectory)
      let end = stream.end(input.totals)
      streamed = end.leading + streamed + end.trailing
      let atOnce = reporter.render(input)
      #expect(streamed == atOnce, "\(id) on \(app)")
    }
    // The apps come in several batches with findings, or the test would prove little.
    #expect(batchCounts.contains { $0 > 3 })
    if reporter.holdsFindings {
      #expect(writtenEarly == 0, "\(id) folds findings, and wrote some before its end")
    } else {
      #expect(writtenEarly > 0, "\(id) held everything for its end")
    }
  }

  /// JSON and SARIF streamed are JSON a parser reads whole, with every finding.
  @Test func streamedJSONParses() throws {
    let app = Fixtures.corpus.appendingPathComponent("home-assistant__iOS").path
    let batches = try Self.batches(app)
    let count = batches.map(\.diagnostics.count).reduce(0, +)
    for id in ["json", "sarif"] {
      var stream = try #require(ReporterFactory.reporter(id)).start(Self.context)
      var text = stream.begin()
      for batch in batches {
        text += stream.write(batch.diagnostics, checked: [], completeBelow: batch.completeBelow)
      }
      text +=
        stream.end(ReportTotals(fileCount: 1, stringCount: 1, errors: 0, warnings: 0, notes: 0))
        .trailing
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      let items =
        id == "json"
        ? object?["diagnostics"] as? [Any]
        : ((object?["runs"] as? [[String: Any]])?.first?["results"] as? [Any])
      #expect(items?.count == count, "\(id)")
    }
  }
}
