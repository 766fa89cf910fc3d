import Foundation
import Testing

@testable import UsageStrings

@Suite struct MergerTests {
  static func copyExamples() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-merge-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let app = folder.appendingPathComponent("Examples")
    try FileManager.default.copyItem(
      at: Fixtures.packageRoot.appendingPathComponent("Examples"), to: app)
    return app
  }

  static func unit(_ key: String, _ locale: String, _ translation: String, source: String)
    -> MergeUnit
  {
    MergeUnit(
      key: key, locale: locale, translation: translation, sourceSeen: source, fingerprintSeen: nil,
      state: .translated, original: nil, input: "test.xliff", line: 1)
  }

  /// A merge stopped between two files leaves each entirely old or entirely new.
  @Test func failedRenameOfTheSecondFileLeavesItEntirelyOld() throws {
    let app = try Self.copyExamples()
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let configuration = Configuration(directory: app.path)
    let (project, _) = try ProjectDiscovery.discover(
      app.path, options: configuration.discoveryOptions(displayBase: app.path))
    let source = "Record voice notes for your journal entries."
    let units = [
      Self.unit(
        "NSMicrophoneUsageDescription", "de", "Nimm Sprachmemos für dein Tagebuch auf.",
        source: source),
      Self.unit("NSMicrophoneUsageDescription", "ja", "日記のボイスメモを録音します。", source: source),
    ]
    let options = MergeOptions(
      configuration: configuration, locales: try LocaleCatalog.load(),
      templates: try TemplateSet.load(), displayBase: app.path)
    let report = Merger.plan(units, project: project, options: options)
    #expect(report.rejectedCount == 0)
    let writes = report.writes.sorted { $0.path < $1.path }
    try #require(writes.count == 2)
    let before = try writes.map { try Data(contentsOf: URL(fileURLWithPath: $0.path)) }
    let second = writes[1].path
    let interrupted = Renamer { from, to in
      to == second ? "the rename was interrupted" : Renamer.system.rename(from, to)
    }
    #expect(throws: ToolIssue.self) {
      try DiskChanges(writes: writes).commit(
        confinedTo: [Checkout(root: app.path)], renamer: interrupted)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: writes[0].path)) == Data(writes[0].bytes))
    #expect(try Data(contentsOf: URL(fileURLWithPath: second)) == before[1])
    // No temporary file is left behind.
    for folder in writes.map({ Paths.parent($0.path) }) {
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy {
          !$0.hasPrefix(".")
        }, "\(folder)")
    }
  }

  /// A unit translated from another of the key's texts (the Info.plist's, which en.lproj now
  /// overrides) is merged into the existing German table with the fingerprint of the text the
  /// translator saw, not today's: `check` can still say the translation is stale.
  @Test func aMergedUnitKeepsTheFingerprintOfTheTextTheTranslatorSaw() throws {
    let app = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-fingerprint-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: app) }
    let (seen, today) = ("Scan receipts.", "Scan receipts and invoices.")
    let files = [
      "App/Info.plist": ResolvedModelTests.plist([
        ("CFBundleDevelopmentRegion", "en"), ("NSCameraUsageDescription", seen),
      ]),
      "App/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"\(today)\";\n",
      "App/de.lproj/InfoPlist.strings": """
      /* Camera. Source fingerprint: \(Fingerprint.of(today)) */
      "NSCameraUsageDescription" = "Scanne Belege und Rechnungen.";

      """,
    ]
    for (path, text) in files {
      let url = app.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let configuration = Configuration(directory: app.path)
    let (project, _) = try ProjectDiscovery.discover(
      app.path, options: configuration.discoveryOptions(displayBase: app.path))
    let options = MergeOptions(
      configuration: configuration, locales: try LocaleCatalog.load(),
      templates: try TemplateSet.load(), displayBase: app.path)
    let report = Merger.plan(
      [Self.unit("NSCameraUsageDescription", "de", "Scanne Belege.", source: seen)],
      project: project, options: options)
    #expect(report.rejectedCount == 0)
    try #require(report.writes.count == 1)
    #expect(report.writes[0].existing != nil, "not an existing table")
    let written = String(decoding: report.writes[0].bytes, as: UTF8.self)
    #expect(
      written == """
        /* Camera. Source fingerprint: \(Fingerprint.of(seen)) */
        "NSCameraUsageDescription" = "Scanne Belege.";

        """)
  }

  @Test func projectLocaleFollowsTheProjectsSpelling() {
    let table = TranslationTable(
      locale: LocaleIdentifier("pt_BR"), format: .strings, path: "p", absolutePath: "/p",
      entries: [])
    let hans = TranslationTable(
      locale: LocaleIdentifier("zh-Hans"), format: .strings, path: "z", absolutePath: "/z",
      entries: [])
    let target = Target(
      name: "T", sourceLanguage: LocaleIdentifier("en"), sourceLanguageOrigin: .fallback,
      tables: [table, hans])
    let project = Project(
      root: "/", targets: [target], problems: [], fileCount: 0, projectFiles: [])
    let check = ModelResolver().resolve(project).targets[0]
    func folder(_ requested: String) -> String {
      ProjectLocale.folderLocale(LocaleIdentifier(requested), in: check).raw
    }
    #expect(folder("pt-BR") == "pt_BR")
    #expect(folder("zh-CN") == "zh-Hans")
    #expect(folder("zh_Hans") == "zh-Hans")
    #expect(folder("de") == "de")
    #expect(folder("zh-TW") == "zh-TW")
    // A regional variant never goes into another locale's table.
    #expect(folder("pt-PT") == "pt-PT")
    #expect(folder("pt") == "pt")
    #expect(folder("zh-SG") == "zh-SG")
    // The other way round: a project that spells Simplified Chinese by its region.
    let china = TranslationTable(
      locale: LocaleIdentifier("zh-CN"), format: .strings, path: "c", absolutePath: "/c",
      entries: [])
    var regional = target
    regional.tables = [china]
    let regionalProject = Project(
      root: "/", targets: [regional], problems: [], fileCount: 0, projectFiles: [])
    let regionalCheck = ModelResolver().resolve(regionalProject).targets[0]
    #expect(
      ProjectLocale.folderLocale(LocaleIdentifier("zh-Hans"), in: regionalCheck).raw == "zh-CN")
    #expect(
      ProjectLocale.folderLocale(LocaleIdentifier("zh-Hant"), in: regionalCheck).raw == "zh-Hant")
  }
}

@Suite struct MergeValidationTests {
  /// A rule that judges one string judges a translation by itself: merge must run it, or a new
  /// rule of that kind would never stop a bad unit.
  @Test func everyStringRuleValidatesMergedUnits() {
    for rule in RuleRegistry.all where rule.stringRule != nil {
      #expect(rule.description.validatesMerge, "\(rule.description.id)")
      #expect(Merger.validationRules.contains(rule.description.id))
    }
    // The project's own rules are never a unit's business.
    for id in ["missing-translation", "extra-key", "missing-usage-key", "duplicate-key"] {
      #expect(!Merger.validationRules.contains(id), "\(id)")
    }
  }
}
