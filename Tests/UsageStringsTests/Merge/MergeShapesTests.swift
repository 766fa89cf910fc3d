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
    var units: [MergeUnit] = []
    for input in inputs {
      let path = Self.root.appendingPathComponent("inputs/\(input)").path
      units += try MergeInput.read(path, display: input, language: nil)
    }
    return try plan(units: units, configure: configure)
  }

  /// The plan of merging `units` into the fixture's app.
  func plan(units: [MergeUnit], configure: (inout MergeOptions) -> Void = { _ in }) throws
    -> MergeReport
  {
    let app = Self.root.appendingPathComponent("App").path
    let configuration = Configuration(directory: app)
    let (project, _) = try ProjectDiscovery.discover(
      app, options: configuration.discoveryOptions(displayBase: app))
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

  func summary(_ report: MergeReport, _ locale: String) -> MergeReport.LocaleSummary? {
    report.locales.first { $0.locale == locale }
  }

  /// A copy of the source is no translation: it never replaces the language's own text (from an
  /// XLIFF or a platform's `.strings`), and is written only where the language has none.
  @Test func aCopyOfTheSourceNeverReplacesATranslation() throws {
    let report = try plan(["copy-de.xliff"])
    #expect(report.rejectedCount == 0)
    #expect(summary(report, "de")?.skipped == 1)
    let written = try #require(report.writes.first.map(text))
    #expect(written.contains("\"NSCameraUsageDescription\" = \"Scanne einen Beleg"))
    #expect(
      written.contains("\"NSMicrophoneUsageDescription\" = \"Dictate a note about a receipt.\""))
    let strict = try plan(["copy-de.xliff"]) { $0.strict = true }
    #expect(strict.writes.isEmpty)
    #expect(strict.rejectedCount == 0)
    let table = try plan(["copies/de.lproj/InfoPlist.strings"])
    #expect(table.writes.isEmpty)
    #expect(table.rejectedCount == 0)
    #expect(summary(table, "de")?.skipped == 2)
  }

  /// Another project's units (an embedded package's, another app's) are skipped by their
  /// `original`, never routed by key, even when stale ones are accepted.
  @Test func anotherProjectsUnitsAreSkippedByTheirOriginal() throws {
    let report = try plan(["other-project-de.xliff"]) { $0.acceptStale = true }
    #expect(report.writes.isEmpty)
    #expect(report.rejectedCount == 0)
    #expect(report.foreignUnits == ["OtherKit/Example/en.lproj/InfoPlist.strings": 1])
    #expect(
      MergeSummary.text(report, dryRun: true).contains(
        "1 unit of 'OtherKit/Example/en.lproj/InfoPlist.strings' skipped: not in this project"))
  }

  /// An `original` naming another project's Info.plist shares only the file name with the app's:
  /// the unit is skipped, not routed into the app; the app's own Info.plist, named from a
  /// workspace folder above it, routes there.
  @Test func anotherProjectsInfoPlistIsNotTheApps() throws {
    func unit(_ original: String) -> MergeUnit {
      var unit = MergerTests.unit(
        "NSMicrophoneUsageDescription", "de", "Diktiere eine Notiz zu einem Beleg.",
        source: "Dictate a note about a receipt.")
      unit.original = original
      unit.namesPlace = true
      return unit
    }
    let report = try plan(units: [unit("OtherKit/Example/Info.plist")])
    #expect(report.writes.isEmpty)
    #expect(report.rejectedCount == 0)
    #expect(report.foreignUnits == ["OtherKit/Example/Info.plist": 1])
    let own = try plan(units: [unit("Receipts/App/Info.plist")])
    #expect(own.writes.map(\.display) == ["App/de.lproj/InfoPlist.strings"])
  }

  /// --target decides only what the input leaves open: an original that names the watch
  /// extension goes there whatever --target says.
  @Test func targetNeverOverridesWhatTheInputNames() throws {
    let report = try plan(["watch-fr.xliff"]) { $0.target = "App" }
    #expect(report.writes.map(\.display) == ["WatchApp Extension/fr.lproj/InfoPlist.strings"])
  }

  /// A bundle whose contents.json, name and XLIFF name different languages is refused whole.
  @Test func aBundleThatContradictsItselfIsRefused() throws {
    #expect {
      try plan(["mismatch/de.xcloc"])
    } throws: { error in
      guard case .fileUnreadable(_, let reason) = error as? ToolIssue else { return false }
      return reason.contains("contents.json says 'de'") && reason.contains("its name says 'de'")
        && reason.contains("target-language=\"fr\"")
    }
  }

  /// A unit marked for review goes into a `.strings` table listed as unreviewed; --strict
  /// refuses it.
  @Test func reviewStatesAreMergedUnreviewedOrRefused() throws {
    let report = try plan(["review-de.xliff"])
    #expect(report.rejectedCount == 0)
    #expect(
      summary(report, "de")?.unreviewed.map(\.key).sorted() == [
        "NSLocationWhenInUseUsageDescription", "NSMicrophoneUsageDescription",
      ])
    #expect(MergeSummary.text(report, dryRun: true).contains("merged unreviewed"))
    let strict = try plan(["review-de.xliff"]) { $0.strict = true }
    #expect(strict.writes.isEmpty)
    #expect(strict.locales.flatMap(\.rejected).map(\.reason) == ["unreviewed", "unreviewed"])
  }

  /// A platform's export that translates little: untranslated units and other tables' keys are
  /// counted, not rejected; a key two targets have goes to the one whose source it shows.
  @Test func aNormalExportPassesAndRoutesBySourceText() throws {
    let report = try plan(["sk.xliff"])
    #expect(report.rejectedCount == 0, "\(report.locales.flatMap(\.rejected))")
    #expect(summary(report, "sk")?.skipped == 2)
    #expect(report.otherKeyUnits == 1)
    #expect(report.writes.map(\.display) == ["WatchApp Extension/sk.lproj/InfoPlist.strings"])
  }

  /// An original that is a target's Info.plist routes to that target.
  @Test func anInfoPlistOriginalRoutesToItsTarget() throws {
    let report = try plan(["plist-it.xliff"])
    #expect(report.rejectedCount == 0)
    #expect(report.writes.map(\.display) == ["WatchApp Extension/it.lproj/InfoPlist.strings"])
  }

  /// A retired key is skipped as retired, not rejected as unknown.
  @Test func retiredKeysAreSkippedAsRetired() throws {
    let report = try plan(["retired-de.xliff"])
    #expect(report.rejectedCount == 0, "\(report.locales.flatMap(\.rejected))")
    #expect(summary(report, "de")?.retired == 1)
    #expect(report.writes.isEmpty)
  }

  /// One delivery given as `.xliff` and as `.strings` holds one retired key, not two.
  @Test func aRetiredKeyInTwoFormsIsCountedOnce() throws {
    let report = try plan(["retired-de.xliff", "retired/de.lproj/InfoPlist.strings"])
    #expect(report.rejectedCount == 0, "\(report.locales.flatMap(\.rejected))")
    #expect(summary(report, "de")?.retired == 1)
  }

  /// Xcode takes its English from `Base.lproj`: a unit showing that text is not stale.
  @Test func aSourceFromBaseIsNotStale() throws {
    let report = try plan(["base-nl.xliff"])
    #expect(report.rejectedCount == 0, "\(report.locales.flatMap(\.rejected))")
    #expect(report.writes.map(\.display) == ["WatchApp Extension/nl.lproj/InfoPlist.strings"])
    // The new table records the text the translator saw, as an existing table would: a later
    // change of that English makes `check` call the translation stale.
    let written = String(decoding: report.writes[0].bytes, as: UTF8.self)
    #expect(written.contains(Fingerprint.of("Show shops near you.")), "\(written)")
  }

  /// Every state of XLIFF 1.2 and 2.0 and of String Catalogs, on one scale.
  @Test func statesOfEveryFormat() {
    let expected: [(String?, String?, TranslationState)] = [
      ("new", nil, .new), ("needs-translation", nil, .new),
      ("needs-l10n", nil, .needsReview), ("needs-adaptation", nil, .needsReview),
      ("needs-review-translation", nil, .needsReview), ("needs-review-l10n", nil, .needsReview),
      ("needs-review-adaptation", nil, .needsReview), ("translated", nil, .translated),
      ("signed-off", nil, .translated), ("final", nil, .translated),
      ("initial", nil, .needsReview), ("reviewed", nil, .translated),
      ("needs_review", nil, .needsReview), ("machine_translated", nil, .machineTranslated),
      ("needs-review-translation", "mt-suggestion", .machineTranslated), (nil, nil, .translated),
      // A machine's suggestion nobody accepted is no translation yet.
      ("needs-translation", "mt-suggestion", .new), ("x-custom", nil, .needsReview),
    ]
    for (state, qualifier, result) in expected {
      #expect(
        TranslationState.of(state, qualifier: qualifier, hasTarget: true) == result,
        "\(state ?? "nil")")
    }
    #expect(TranslationState.of("translated", hasTarget: false) == .new)
    // What generate exports for a catalog's state reads back as that state.
    for state in ["translated", "needs_review", "machine_translated"] {
      let (xliff, qualifier) = TranslationState.xliff(forCatalogState: state)
      #expect(
        TranslationState.of(xliff, qualifier: qualifier, hasTarget: true).catalogState == state)
    }
  }
}
