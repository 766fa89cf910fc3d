import Foundation
import Testing

@testable import UsageStrings

/// Real translators' files, rebuilt small in `Tests/Fixtures/MergeShapes` (see its README): an
/// app and its watch extension sharing a key, and one input per shape.
@Suite struct MergeShapesTests {
  static let root = Fixtures.url("MergeShapes")

  /// The plan of merging `inputs` (relative to the fixture's `inputs/`) into its app.
  func plan(_ inputs: [String], configure: (inout MergeOptions) -> Void = { _ in }) throws
    -> MergeReport
  {
    let app = Self.root.appendingPathComponent("App").path
    let configuration = Configuration(directory: app)
    let (project, _) = try ProjectDiscovery.discover(
      app, options: configuration.discoveryOptions(displayBase: app))
    var units: [MergeUnit] = []
    for input in inputs {
      let path = Self.root.appendingPathComponent("inputs/\(input)").path
      units += try MergeInput.read(path, display: input, language: nil)
    }
    var options = MergeOptions(
      configuration: configuration, locales: try LocaleCatalog.load(),
      templates: try TemplateSet.load(), displayBase: app)
    configure(&options)
    return Merger.plan(units, project: project, options: options)
  }

  func text(_ write: PlannedWrite) -> String { String(decoding: write.bytes, as: UTF8.self) }

  /// An export of the development language writes nothing, and says so; with --include-source
  /// it edits the source table in place, keeping the keys the export did not hold.
  @Test func anExportOfTheDevelopmentLanguageNeverOverwritesTheSource() throws {
    let report = try plan(["en.xliff"])
    #expect(report.writes.isEmpty)
    #expect(report.rejectedCount == 0)
    #expect(report.sourceLanguageUnits == ["en": 1])
    #expect(MergeSummary.text(report, dryRun: true).contains("pass --include-source"))
    let included = try plan(["en.xliff"]) { $0.includesSource = true }
    #expect(included.writes.map(\.display) == ["App/en.lproj/InfoPlist.strings"])
    let written = try #require(included.writes.first.map(text))
    #expect(written.contains("this month's expenses"))
    #expect(written.contains("/* Location alert. */\n\"NSLocationWhenInUseUsageDescription\""))
    #expect(written.contains("/* Camera alert. */"))
    #expect(included.writes.first?.existing != nil)
  }

  /// A workspace-relative original names the extension: its units go there, though the app has
  /// the key and its source text too.
  @Test func anOriginalRoutesByItsLastFolders() throws {
    let report = try plan(["watch-fr.xliff"])
    #expect(report.rejectedCount == 0)
    #expect(report.writes.map(\.display) == ["WatchApp Extension/fr.lproj/InfoPlist.strings"])
  }

  /// A whole export: units of other tables are counted, not rejected; an app name the Info.plist
  /// declares is merged (and written); a `$(PRODUCT_NAME)` source is not stale.
  @Test func aWholeExportMergesTheInfoPlistUnitsOnly() throws {
    let report = try plan(["fr.xcloc"])
    #expect(report.rejectedCount == 0)
    #expect(report.otherTableUnits == ["Localizable.strings": 2, "Main.storyboard": 1])
    #expect(report.writes.map(\.display) == ["App/fr.lproj/InfoPlist.strings"])
    let written = try #require(report.writes.first.map(text))
    #expect(written.contains("\"CFBundleDisplayName\" = \"Reçus\";"))
    #expect(written.contains("\"NSCameraUsageDescription\" = \"Scannez un reçu"))
    #expect(
      MergeSummary.text(report, dryRun: true).contains(
        "3 units of other tables skipped (Localizable.strings, Main.storyboard)"))
  }

  /// A platform's file: keys from `resname`; a key only the app has goes to the app, one both
  /// have is refused by name until --target says which.
  @Test func aPlatformsXLIFFRoutesByKeyAndRefusesToGuess() throws {
    let report = try plan(["platform-ja.xliff"])
    let rejected = report.locales.flatMap(\.rejected)
    #expect(rejected.map(\.key) == ["NSLocationWhenInUseUsageDescription"])
    #expect(rejected.first?.reason == "ambiguous-target")
    #expect(rejected.first?.message.contains("'App', 'WatchApp Extension'") == true)
    #expect(report.writes.map(\.display) == ["App/ja.lproj/InfoPlist.strings"])
    let named = try plan(["platform-ja.xliff"]) { $0.target = "App" }
    #expect(named.rejectedCount == 0)
    let written = try #require(named.writes.first.map(text))
    #expect(written.contains("\"NSLocationWhenInUseUsageDescription\" = \"近くのお店を表示します。\";"))
    let unknown = try plan(["platform-ja.xliff"]) { $0.target = "Widget" }
    #expect(
      unknown.locales.flatMap(\.rejected).allSatisfy { $0.message.contains("no target 'Widget'") })
  }

  /// Two inputs that translate one key differently: neither wins in silence.
  @Test func disagreeingUnitsAreBothRefused() throws {
    let report = try plan(["it-a.xliff", "it-b.xliff"])
    #expect(report.writes.isEmpty)
    #expect(report.locales.flatMap(\.rejected).map(\.reason) == ["conflict", "conflict"])
  }

  /// Every other-table file name Xcode exports is recognised; the Info.plist's and a platform's
  /// are not other tables.
  @Test func otherTablesByTheirOriginal() {
    #expect(MergeInput.otherTable("App/en.lproj/Localizable.strings") == "Localizable.strings")
    #expect(MergeInput.otherTable("App/Base.lproj/Main.storyboard") == "Main.storyboard")
    #expect(MergeInput.otherTable("App/Localizable.xcstrings") == "Localizable.xcstrings")
    #expect(MergeInput.otherTable("Workspace/App/Base.lproj/InfoPlist.strings") == nil)
    #expect(MergeInput.otherTable("App/InfoPlist.xcstrings") == nil)
    #expect(MergeInput.otherTable("Sources/App/Receipts-Info.plist") == nil)
    #expect(MergeInput.otherTable("/en.xliff") == nil)
  }
}
