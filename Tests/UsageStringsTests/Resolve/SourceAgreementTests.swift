import Foundation
import Testing

@testable import UsageStrings

/// Every command reads a key's source from the one resolved model: `check` judges it, `extract`
/// prints it, `generate` hands it to translators, `merge` compares what they saw with it and
/// `report` draws it under each translation. On an app whose `en.lproj/InfoPlist.strings`
/// overrides the Info.plist (`SourceOverride`), the table's text is the source for all of them.
@Suite struct SourceAgreementTests {
  static let apps =
    ["SourceOverride", "Showcase", "XcodeApp", "CodeApp", "BundlesApp", "MergeShapes/App"]
    + Fixtures.corpusApps.map { "corpus/\($0)" }

  /// A command's idea of each key's source text, by target name and key.
  typealias Sources = [String: String]

  static func project(_ app: String) throws -> (Project, Configuration) {
    let folder = Fixtures.url(app).standardizedFileURL.path
    let options = DiscoveryOptions(displayBase: folder)
    return (
      try ProjectDiscovery.discover(folder, options: options).0, Configuration(directory: folder)
    )
  }

  static func lintOptions(_ configuration: Configuration) throws -> LintOptions {
    LintOptions(configuration: configuration, locales: try LocaleCatalog.load())
  }

  /// What `check`'s rules read.
  static func check(_ project: Project, _ configuration: Configuration) throws -> Sources {
    var sources: Sources = [:]
    for target in try lintOptions(configuration).resolver.resolve(project).targets {
      for key in target.resolvedSources.purposeKeys {
        sources[target.target.name + "|" + key] = target.sources[key]?.text
      }
    }
    return sources
  }

  /// What `extract --format strings` prints, read back as a table.
  static func extract(_ project: Project) -> Sources {
    var sources: Sources = [:]
    for target in Extractor.extract(project, evidence: false).targets {
      let text = ExtractFormat.strings.render([target])
      for entry in StringsParser.parse(path: "x", bytes: Array(text.utf8)).entries {
        sources[target.name + "|" + entry.key] = entry.stringValue
      }
    }
    return sources
  }

  /// What `report` draws under each translation.
  static func report(_ project: Project, _ configuration: Configuration) throws -> Sources {
    var sources: Sources = [:]
    let previews = AlertPreview.build(
      [project], options: try lintOptions(configuration), diagnostics: [])
    for preview in previews where !preview.isSource {
      if let text = preview.sourceText { sources[preview.target + "|" + preview.key] = text }
    }
    return sources
  }

  /// The `<source>` of each unit of `generate --format xliff` for a language none of the apps
  /// ships, by key (an XLIFF names its targets by their Info.plist).
  static func generate(_ project: Project, _ configuration: Configuration) throws -> [MergeUnit] {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agreement-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    var options = GenerateOptions(
      languages: [LocaleIdentifier("sw")], format: .xliff, outputDirectory: output.path,
      templates: try TemplateSet.load(), locales: try LocaleCatalog.load(),
      configuration: configuration, displayBase: project.root)
    options.editsProject = false
    let writes = try Generator.plan([project], options: options).writes
    return try writes.flatMap { write in
      try MergeInput.xliff(TextFile(path: write.display, bytes: write.bytes), language: nil)
    }
  }

  @Test(arguments: apps)
  func everyCommandReadsTheSameSource(_ app: String) throws {
    let (project, configuration) = try Self.project(app)
    let check = try Self.check(project, configuration)
    #expect(!check.isEmpty)
    for (command, sources) in [
      ("extract", Self.extract(project)), ("report", try Self.report(project, configuration)),
    ] {
      for (id, text) in sources where check[id] != nil {
        #expect(text == check[id], "\(command) on \(app): \(id)")
      }
    }
    // Units name keys, not targets: compared where a key has one source in the app.
    let byKey = Dictionary(grouping: check) { String($0.key.split(separator: "|").last!) }
      .compactMapValues { Set($0.map(\.value)).count == 1 ? $0[0].value : nil }
    let units = try Self.generate(project, configuration)
    #expect(!units.isEmpty, "generate wrote nothing for \(app)")
    for unit in units where byKey[unit.key] != nil {
      #expect(unit.sourceSeen == byKey[unit.key], "generate on \(app): \(unit.key)")
    }
    // Merge takes back what generate handed out as current, never as stale.
    let translated = units.map { unit in
      var unit = unit
      unit.translation = "⟦" + (unit.sourceSeen ?? "") + "⟧"
      return unit
    }
    let merge = Merger.plan(
      translated, project: project,
      options: MergeOptions(
        configuration: configuration, locales: try LocaleCatalog.load(),
        templates: try TemplateSet.load(), displayBase: project.root))
    let stale = merge.locales.flatMap(\.rejected).filter { $0.reason == "stale" }
    #expect(stale.isEmpty, "merge on \(app): \(stale.map(\.message))")
  }

  /// The repro: the table's text is the source, not the Info.plist's.
  @Test func theSourceTableOverridesTheInfoPlist() throws {
    let (project, configuration) = try Self.project("SourceOverride")
    let table = "Scan receipts to file your expenses."
    #expect(try Self.check(project, configuration)["App|NSCameraUsageDescription"] == table)
    #expect(Self.extract(project)["App|NSCameraUsageDescription"] == table)
    #expect(try Self.report(project, configuration)["App|NSCameraUsageDescription"] == table)
    let units = try Self.generate(project, configuration)
    #expect(units.first { $0.key == "NSCameraUsageDescription" }?.sourceSeen == table)
  }

  /// An app with `de` and `es` tables, configured to ship `de` and `fr`.
  static func configuredApp() throws -> (Project, Configuration, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agreement-\(UUID().uuidString)")
    let files = [
      "App/Info.plist": ResolvedModelTests.plist([("NSCameraUsageDescription", "Scan receipts.")]),
      "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Belege scannen.\";\n",
      "App/es.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Escanear recibos.\";\n",
    ]
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    var configuration = Configuration(directory: folder.path)
    configuration.languages = ["de", "fr"]
    let project = try ProjectDiscovery.discover(
      folder.path, options: DiscoveryOptions(displayBase: folder.path)
    ).0
    return (project, configuration, folder)
  }

  /// The languages `check` judges, `extract --effective` lists and `report` draws agree: the
  /// configuration's ship besides the folders and never narrow; `--languages` alone narrows,
  /// the same way for `check` and `report`.
  @Test(arguments: [nil, ["de"]] as [[String]?])
  func everyCommandShipsTheSameLanguages(_ narrowed: [String]?) throws {
    let (project, configuration, folder) = try Self.configuredApp()
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = try Self.lintOptions(configuration)
    options.languages = narrowed
    let model = options.resolver.resolve(project)
    let shipped = Set(model.targets.flatMap { $0.facts.shippedLocales.map(\.canonical) })
    #expect(shipped == (narrowed == nil ? ["de", "es", "fr"] : ["de"]))
    let judged = Set(model.targets.flatMap { $0.strings.map(\.locale.canonical) }).subtracting(
      ["en"])
    #expect(judged == (narrowed == nil ? ["de", "es"] : ["de"]))
    let drawn = Set(
      AlertPreview.build([project], options: options, diagnostics: []).filter { !$0.isSource }
        .map(\.locale))
    #expect(drawn == judged)
    let effective = EffectiveExtract.extract(
      project, resolver: ModelResolver(configuredLanguages: configuration.languages))
    #expect(Set(effective.flatMap { $0.texts.map(\.locale) }) == ["en", "de", "es", "fr"])
  }
}
