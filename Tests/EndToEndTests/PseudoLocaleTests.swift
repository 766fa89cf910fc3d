import Foundation
import Testing

@testable import UsageStrings

/// `generate --pseudo` on a copy of the example app: the pseudo tables in every format (golden),
/// kept out of the project, rewritten the same by a second run; `check` reads them with one
/// rule only, whose notes are exactly the headlines the expansion pushes past the budget; and
/// `report --html` draws them.
@Suite struct PseudoLocaleTests {
  /// The files each format writes, by golden name (paths relative to the app's copy).
  static let outputs: [String: [(path: String, golden: String)]] = [
    "strings": [
      ("PhotoJournal/en-XA.lproj/InfoPlist.strings", "pseudo-en-XA.strings"),
      ("PhotoJournal/ar-XB.lproj/InfoPlist.strings", "pseudo-ar-XB.strings"),
    ],
    "xcstrings": [("PhotoJournal/InfoPlist.xcstrings", "pseudo.xcstrings")],
    "xliff": [
      ("Export/en-XA.xliff", "pseudo-en-XA.xliff"), ("Export/ar-XB.xliff", "pseudo-ar-XB.xliff"),
    ],
    "xcloc": [
      ("Export/en-XA.xcloc/Localized Contents/en-XA.xliff", "pseudo-en-XA.xliff"),
      ("Export/ar-XB.xcloc/Localized Contents/ar-XB.xliff", "pseudo-ar-XB.xliff"),
    ],
  ]

  static func generate(_ format: String, in app: URL) throws -> Binary.Result {
    try Binary.run(
      ["generate", "--pseudo", "--format", format, "-q"]
        + (["xliff", "xcloc"].contains(format) ? ["-o", "Export"] : [])
        // A catalog beside the example's tables: written where the tests look, by `-o .`.
        + (format == "xcstrings" ? ["-o", "."] : []), in: app)
  }

  @Test(arguments: ["strings", "xcstrings", "xliff", "xcloc"])
  func everyFormatMatchesItsGoldenAndRegeneratesTheSame(_ format: String) throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let project = app.appendingPathComponent("PhotoJournal.xcodeproj/project.pbxproj")
    let projectBefore = try Data(contentsOf: project)
    let first = try Self.generate(format, in: app)
    #expect(first.status == 0, "\(first.stderr)")
    for (path, golden) in Self.outputs[format]! {
      Golden.assert(
        try GenerateCommandTests.text(app.appendingPathComponent(path)), name: golden)
    }
    // A pseudo-locale never ships: the project does not list it.
    #expect(try Data(contentsOf: project) == projectBefore)
    let second = try Binary.run(
      ["generate", "--pseudo", "--format", format]
        + (["xliff", "xcloc"].contains(format) ? ["-o", "Export"] : [])
        + (format == "xcstrings" ? ["-o", "."] : []),
      in: app)
    #expect(second.stderr.contains("Wrote 0 files"), "\(second.stderr)")
  }

  /// A pseudo export is not merged back, with a table there or not: `generate --pseudo` makes
  /// it from the source, and a merged copy would only go stale. The project is untouched.
  @Test(arguments: [false, true])
  func pseudoExportsAreNotMerged(_ tableExists: Bool) throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let project = app.appendingPathComponent("PhotoJournal.xcodeproj/project.pbxproj")
    let projectBefore = try Data(contentsOf: project)
    if tableExists { #expect(try Self.generate("strings", in: app).status == 0) }
    let table = app.appendingPathComponent("PhotoJournal/en-XA.lproj/InfoPlist.strings")
    let tableBefore = try? Data(contentsOf: table)
    #expect(try Self.generate("xliff", in: app).status == 0)
    let merge = try Binary.run(["merge", "Export/en-XA.xliff"], in: app)
    #expect(merge.status == 0, "\(merge.stderr)")
    #expect(
      (merge.stdout + merge.stderr).contains(
        "12 units of the pseudo-locale en-XA skipped: 'usage-strings generate --pseudo' writes it"),
      "\(merge.stdout)\(merge.stderr)")
    #expect((try? Data(contentsOf: table)) == tableBefore)
    #expect(try Data(contentsOf: project) == projectBefore)
  }

  /// A synchronized folder is built as it is on disk: `generate` writes no pseudo table there
  /// (and says so), and `check` warns about one put there by hand, for each target it ships in.
  @Test func aSynchronizedFolderGetsNoPseudoTable() throws {
    let app = try GenerateCommandTests.copy("Tests/Fixtures/SynchronizedApp")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    // Without its catalog, 'Blue' may get tables ('Green', a catalog target, is refused them).
    try FileManager.default.removeItem(
      at: app.appendingPathComponent("Flavors/Blue/InfoPlist.xcstrings"))
    let run = try Binary.run(["generate", "--pseudo", "--format", "strings"], in: app)
    #expect(
      run.stderr.contains(
        "'Flavors/Blue/en-XA.lproj/InfoPlist.strings' is not written: 'Blue' builds its folder"),
      "\(run.stderr)")
    let classic = app.appendingPathComponent("Classic/en-XA.lproj/InfoPlist.strings")
    #expect(FileManager.default.fileExists(atPath: classic.path))
    #expect(!(try Self.findings(in: app)).contains { $0.rule == "pseudo-locale-shipped" })
    let blue = app.appendingPathComponent("Flavors/Blue/en-XA.lproj")
    try FileManager.default.createDirectory(at: blue, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: classic, to: blue.appendingPathComponent("InfoPlist.strings"))
    let shipped = try Self.findings(in: app).filter { $0.rule == "pseudo-locale-shipped" }
    #expect(!shipped.isEmpty)
    #expect(shipped.allSatisfy { $0.file == "Flavors/Blue/en-XA.lproj/InfoPlist.strings" })
  }

  /// `--remove-pseudo` takes out what `--pseudo` put in: the catalog comes back byte for byte,
  /// the tables and their folders go, the project is untouched; a table the project lists is
  /// left with a note (deleting it would break the build).
  @Test func removingThePseudoLocalesRestoresTheApp() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    #expect(
      try Binary.run(
        ["generate", "--languages", "de", "--format", "xcstrings", "-o", ".", "-q"], in: app
      )
      .status == 0)
    let catalog = app.appendingPathComponent("PhotoJournal/InfoPlist.xcstrings")
    let project = app.appendingPathComponent("PhotoJournal.xcodeproj/project.pbxproj")
    let (catalogBefore, projectBefore) = (
      try Data(contentsOf: catalog), try Data(contentsOf: project)
    )
    #expect(try Self.generate("xcstrings", in: app).status == 0)
    #expect(try Self.generate("strings", in: app).status == 0)
    // Any language in a pseudo-region is one: fr-XA's table is machine-made too.
    #expect(try Binary.run(["generate", "--languages", "fr-XA", "-q"], in: app).status == 0)
    #expect(try Data(contentsOf: catalog) != catalogBefore)
    let removal = try Binary.run(["generate", "--remove-pseudo"], in: app)
    #expect(removal.status == 0, "\(removal.stderr)")
    #expect(removal.stderr.contains("deleted PhotoJournal/en-XA.lproj/InfoPlist.strings"))
    #expect(removal.stderr.contains("Deleted 3 tables; 1 catalog without pseudo-locales; 0 left."))
    #expect(try Data(contentsOf: catalog) == catalogBefore)
    #expect(try Data(contentsOf: project) == projectBefore)
    for folder in ["en-XA.lproj", "ar-XB.lproj", "fr-XA.lproj"] {
      #expect(
        !FileManager.default.fileExists(
          atPath: app.appendingPathComponent("PhotoJournal/\(folder)").path))
    }
    #expect(try Self.findings(in: app).allSatisfy { !$0.rule.hasPrefix("pseudo-") })
    // A second run has nothing to do.
    let again = try Binary.run(["generate", "--remove-pseudo"], in: app)
    #expect(again.stderr.contains("Deleted 0 tables; 0 catalogs without pseudo-locales; 0 left."))
  }

  /// A catalog's pseudo-locales are machine-made: a changed source gives new en-XA and ar-XB
  /// text on the next `--pseudo`. `--remove-pseudo` keeps a catalog's final line break.
  @Test func aCatalogsPseudoTextFollowsItsSourceAndItsLineBreakStays() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    #expect(
      try Binary.run(
        ["generate", "--languages", "de", "--format", "xcstrings", "-o", ".", "-q"], in: app
      )
      .status == 0)
    let catalog = app.appendingPathComponent("PhotoJournal/InfoPlist.xcstrings")
    let before = try Data(contentsOf: catalog)
    #expect(try Self.generate("xcstrings", in: app).status == 0)
    // A catalog with pseudo-locales that ends with a line break (an editor added one) keeps it.
    try (try Data(contentsOf: catalog) + Data("\n".utf8)).write(to: catalog)
    #expect(try Binary.run(["generate", "--remove-pseudo", "-q"], in: app).status == 0)
    #expect(try Data(contentsOf: catalog) == before + Data("\n".utf8))
    // The whole round trip keeps it too.
    try (before + Data("\n".utf8)).write(to: catalog)
    #expect(try Self.generate("xcstrings", in: app).status == 0)
    #expect(try Binary.run(["generate", "--remove-pseudo", "-q"], in: app).status == 0)
    let roundTrip = try Data(contentsOf: catalog)
    #expect(roundTrip == before + Data("\n".utf8))
    // The source changes: the next --pseudo writes the pseudo text of the new one.
    let table = app.appendingPathComponent("PhotoJournal/en.lproj/InfoPlist.strings")
    let old = "Take photos for your journal entries."
    let new = "Take photos of your receipts."
    let source = try String(contentsOf: table, encoding: .utf8)
    try Data(source.replacingOccurrences(of: old, with: new).utf8).write(to: table)
    #expect(try Self.generate("xcstrings", in: app).status == 0)
    let text = try #require(
      try Self.sourceTexts(in: app)["NSCameraUsageDescription"])
    #expect(text.hasPrefix(new))
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any]
    let camera = (json?["strings"] as? [String: [String: Any]])?["NSCameraUsageDescription"]
    let localizations = camera?["localizations"] as? [String: [String: Any]]
    for locale in ["en-XA", "ar-XB"] {
      let unit = localizations?[locale]?["stringUnit"] as? [String: Any]
      let pseudo = try #require(Pseudolocale(LocaleIdentifier(locale)))
      #expect(unit?["value"] as? String == pseudo.transform(text), "\(locale)")
    }
  }

  @Test func aListedPseudoTableIsNotDeleted() throws {
    let app = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: app) }
    try Binary.write(
      PseudoShippedRule.listingPseudoTable, to: "App.xcodeproj/project.pbxproj", in: app)
    try Binary.write(
      ExampleFile.plistHeader
        + "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"
        + ExampleFile.plistFooter, to: "App/Info.plist", in: app)
    try Binary.write(
      "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n", to: "App/en.lproj/InfoPlist.strings",
      in: app)
    try Binary.write(
      "\"NSCameraUsageDescription\" = \"[Šçååååñ ŕééééçééééîîîîþţš.]\";\n",
      to: "App/en-XA.lproj/InfoPlist.strings", in: app)
    // Hand-written in a pseudo folder, and a plural table generate never writes: kept.
    try Binary.write(
      "\"NSCameraUsageDescription\" = \"mine\";\n", to: "App/fr-XA.lproj/InfoPlist.strings",
      in: app)
    try Binary.write("<plist/>\n", to: "App/ar-XB.lproj/InfoPlist.stringsdict", in: app)
    let removal = try Binary.run(["generate", "--remove-pseudo", "-q"], in: app)
    #expect(removal.status == 1, "\(removal.stderr)")
    #expect(
      removal.stderr.contains(
        "is in the project of 'App': remove en-XA from its InfoPlist.strings in Xcode"))
    #expect(
      removal.stderr.contains(
        "'App/fr-XA.lproj/InfoPlist.strings' was not written by 'generate --pseudo'"))
    for kept in [
      "App/en-XA.lproj/InfoPlist.strings", "App/fr-XA.lproj/InfoPlist.strings",
      "App/ar-XB.lproj/InfoPlist.stringsdict",
    ] {
      #expect(
        FileManager.default.fileExists(atPath: app.appendingPathComponent(kept).path), "\(kept)")
    }
    let mixed = try Binary.run(["generate", "--remove-pseudo", "--languages", "de"], in: app)
    #expect(mixed.status == 64)
  }

  /// A pseudo-locale named twice (`--languages en_XA --pseudo`) is written once, canonically.
  @Test func aPseudoLocaleNamedTwiceIsWrittenOnce() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let run = try Binary.run(
      ["generate", "--languages", "en_XA", "--pseudo", "--dry-run"], in: app)
    #expect(run.stderr.contains("Would write 2 files"), "\(run.stderr)")
    #expect(run.stdout.contains("PhotoJournal/en-XA.lproj/InfoPlist.strings"))
  }

  /// `check` after `generate --pseudo`: every other finding is as before, and the notes of
  /// `pseudo-overflow` are exactly the en-XA purpose strings whose headline, measured by the
  /// length model with the locale's budget, takes more lines than the budget.
  @Test(arguments: ["strings", "xcstrings"])
  func notesAreExactlyTheHeadlinesPastTheBudget(_ format: String) throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    if format == "xcstrings" {
      // The catalog first, so that "before" already has it.
      #expect(
        try Binary.run(
          ["generate", "--languages", "de", "--format", format, "-o", ".", "-q"], in: app
        ).status == 0)
    }
    let before = try Self.findings(in: app)
    #expect(try Self.generate(format, in: app).status == 0)
    let after = try Self.findings(in: app)
    let pseudo = after.filter { $0.rule == "pseudo-overflow" }
    #expect(
      Set(after.filter { !$0.rule.hasPrefix("pseudo-") }.map(\.description))
        == Set(before.map(\.description)))
    #expect(pseudo.allSatisfy { $0.locale == "en-XA" })
    // Neither the tables nor the catalog generate made are in the project: nothing ships
    // (`pseudo-locale-shipped`'s examples show what does).
    #expect(!after.contains { $0.rule == "pseudo-locale-shipped" })
    #expect(!after.contains { $0.rule == "pseudo-stale" })

    let budget = try LocaleCatalog.load().policy(for: "en-XA")
    let analyzer = TextAnalyzer()
    func headlineLines(_ text: String, _ locale: String) throws -> Int {
      let analysis = StringAnalysis(text, locale: locale, analyzer: analyzer)
      return try analysis.lines(showing: try analysis.headline(), width: budget.lineColumns).count
    }
    let purposeKeys = try Self.purposeKeys(in: app)
    let sources = try Self.sourceTexts(in: app)
    var overflowing: Set<String> = []
    for (key, text) in try Self.pseudoTexts(in: app, format: format) where purposeKeys.contains(key)
    {
      // Past the budget once expanded, where the source's own headline fits.
      if try headlineLines(text, "en-XA") > budget.headlineLines,
        try headlineLines(try #require(sources[key]), "en") <= budget.headlineLines
      {
        overflowing.insert(key)
      }
    }
    #expect(Set(pseudo.map(\.key)) == overflowing)
    // As README says: the example's Face ID and always-location headlines.
    #expect(
      overflowing == ["NSFaceIDUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription"])
    #expect(pseudo.count == overflowing.count)
    // Some, not all: the expansion is what decides.
    #expect(!overflowing.isEmpty && overflowing.count < purposeKeys.count)
  }

  /// An app whose purpose strings no table translates, shipping German by its other resources:
  /// the pseudo folders add no language to what it ships.
  @Test func pseudoFoldersShipNoLanguage() throws {
    let app = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: app) }
    try Binary.write(
      ExampleFile.plistHeader
        + "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"
        + ExampleFile.plistFooter, to: "App/Info.plist", in: app)
    try Binary.write("\"Scan\" = \"Scan\";\n", to: "App/en.lproj/Localizable.strings", in: app)
    try Binary.write("\"Scan\" = \"Scannen\";\n", to: "App/de.lproj/Localizable.strings", in: app)
    let before = try Self.findings(in: app)
    #expect(before.contains { $0.rule == "missing-translation" })
    #expect(try Self.generate("strings", in: app).status == 0)
    #expect(
      FileManager.default.fileExists(
        atPath: app.appendingPathComponent("App/ar-XB.lproj/InfoPlist.strings").path))
    let check = try Binary.run(["check", "-q"], in: app)
    #expect(!check.stdout.contains("ar-XB") && !check.stdout.contains("en-XA"), "\(check.stdout)")
    #expect(Set(try Self.findings(in: app).map(\.description)) == Set(before.map(\.description)))
  }

  struct Found: CustomStringConvertible {
    var rule: String
    var key: String
    var locale: String
    var file: String
    /// Without the line: a catalog's lines move when pseudo-locales join it.
    var description: String { "\(rule) \(key) \(locale) \(file)" }
  }

  static func findings(in app: URL) throws -> [Found] {
    let result = try Binary.run(["check", "--reporter", "json", "-q"], in: app)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return (json?["diagnostics"] as? [[String: Any]] ?? []).map {
      Found(
        rule: $0["rule"] as? String ?? "", key: $0["key"] as? String ?? "",
        locale: $0["locale"] as? String ?? "", file: $0["file"] as? String ?? "")
    }
  }

  /// The keys `extract` lists: the app's purpose strings.
  static func purposeKeys(in app: URL) throws -> Set<String> {
    let result = try Binary.run(["extract", "--format", "json", "-q"], in: app)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let targets = json?["targets"] as? [[String: Any]] ?? []
    return Set(
      targets.filter { $0["name"] as? String == "PhotoJournal" }
        .flatMap { $0["entries"] as? [[String: Any]] ?? [] }.compactMap { $0["key"] as? String })
  }

  /// The source texts a device shows: the source table's, else the Info.plist's (`extract`).
  static func sourceTexts(in app: URL) throws -> [String: String] {
    let result = try Binary.run(["extract", "--format", "json", "-q"], in: app)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    var texts: [String: String] = [:]
    for entry in (json?["targets"] as? [[String: Any]] ?? []).flatMap({
      $0["entries"] as? [[String: Any]] ?? []
    }) {
      if let key = entry["key"] as? String, let value = entry["value"] as? String {
        texts[key] = value
      }
    }
    let table = app.appendingPathComponent("PhotoJournal/en.lproj/InfoPlist.strings")
    let document = StringsParser.parse(
      TextFile(path: table.path, bytes: Array(try Data(contentsOf: table))))
    for entry in document.entries { texts[entry.key] = entry.stringValue ?? texts[entry.key] }
    return texts
  }

  /// The en-XA texts the run wrote, by key.
  static func pseudoTexts(in app: URL, format: String) throws -> [(String, String)] {
    if format == "strings" {
      let path = app.appendingPathComponent("PhotoJournal/en-XA.lproj/InfoPlist.strings")
      let document = StringsParser.parse(
        TextFile(path: path.path, bytes: Array(try Data(contentsOf: path))))
      return document.entries.compactMap { entry in entry.stringValue.map { (entry.key, $0) } }
    }
    let catalog = app.appendingPathComponent("PhotoJournal/InfoPlist.xcstrings")
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any]
    let strings = json?["strings"] as? [String: [String: Any]] ?? [:]
    return strings.compactMap { key, entry in
      let localizations = entry["localizations"] as? [String: [String: Any]]
      let unit = localizations?["en-XA"]?["stringUnit"] as? [String: Any]
      return (unit?["value"] as? String).map { (key, $0) }
    }
  }

  /// The report draws the pseudo-locales: en-XA with its expanded text, ar-XB right to left
  /// with its title in order; a screenshot of one en-XA card is left in the artifacts.
  @Test func reportDrawsThePseudoLocales() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    #expect(try Self.generate("strings", in: app).status == 0)
    let page = app.appendingPathComponent("report.html")
    #expect(try Binary.run(["report", "--html", page.path, "-q"], in: app).status == 0)
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("data-locale=\"en-XA\""))
    #expect(html.contains("<bdi>en-XA</bdi> (pseudo-locale)"))
    #expect(html.contains("German-length text will overflow here"))
    // The headline's fourth line is past its budget of three, striped as such.
    let card = try #require(
      html.components(
        separatedBy:
          "data-key=\"NSLocationAlwaysAndWhenInUseUsageDescription\" data-locale=\"en-XA\""
      ).dropFirst().first?.components(separatedBy: "</section>").first)
    #expect(card.components(separatedBy: "class=\"line headline past\"").count == 2, "\(card)")
    guard ReportCommandTests.chromium != nil else {
      #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must install Chromium")
      return
    }
    let cards = try ReportCommandTests.drawnCards(page, locale: "ar-XB")
    #expect(!cards.isEmpty)
    for card in cards { try ReportCommandTests.expectRightToLeftCard(card) }
    try ReportCommandTests.screenshot(of: page, locale: "en-XA", name: "pseudo-card-en-XA.png")
  }
}
