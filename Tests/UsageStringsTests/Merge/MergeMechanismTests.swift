import Foundation
import Testing

@testable import UsageStrings

/// The merge mechanism on generated cases: random apps (`.strings` tables, a String Catalog, or
/// both; some with a watch extension sharing keys and their text), random languages coming back
/// in every input format (XLIFF 1.2 and 2.0, `.strings`, `.xcstrings`, `.xcloc`; some exports of
/// the development language; some whole exports with other tables), grouped and ordered at
/// random. Merged in one run or one input per run, the files come out byte for byte the same; no
/// translation there before or in an input is lost, each in its own target; the source is never
/// overwritten; a second run changes nothing; an export merged back after the project fixed a
/// value never puts the old value back. Seeded: a failure names its case, which runs alone with
/// `MERGE_CASE=<n>`; `MERGE_CASES=<n>` runs that many (2,000 on CI, 300 otherwise).
@Suite struct MergeMechanismTests {
  static let sources: [(key: String, text: String)] = [
    ("NSCameraUsageDescription", "Scan receipts to file them."),
    ("NSMicrophoneUsageDescription", "Dictate notes about a receipt."),
    ("NSPhotoLibraryUsageDescription", "Attach photos of receipts."),
    ("NSLocationWhenInUseUsageDescription", "Tag receipts with the shop's place."),
    ("NSContactsUsageDescription", "Share receipts with the people you split them with."),
  ]

  /// Words to make translations of, in each language's script; one holds characters every
  /// format escapes.
  static let words: [String: [String]] = [
    "de": ["Belege", "scannen", "Notizen", "Fotos", "ablegen", "\"Kasse\" & Co."],
    "fr": ["reçus", "numériser", "notes", "photos", "classer", "l'« addition » & co"],
    "ja": ["領収書", "スキャン", "メモ", "写真", "整理"],
    "ar": ["الإيصالات", "مسح", "ملاحظات", "صور", "ترتيب"],
    "pt-BR": ["recibos", "digitalizar", "notas", "fotos", "arquivar"],
    "zh-Hans": ["收据", "扫描", "笔记", "照片", "归档"],
    "ko": ["영수증", "스캔", "메모", "사진", "정리"],
    "es": ["recibos", "escanear", "notas", "fotos", "archivar"],
  ]

  enum Storage: CaseIterable { case strings, catalog, both }
  enum Format: CaseIterable { case xliff12, xliff20, strings, xcstrings, xcloc }

  /// A generated case: the app's files, the inputs (each a set of files), and what each target's
  /// languages (`target|language`) must hold after the merge.
  struct Case {
    var app: [String: String] = [:]
    var inputs: [(name: String, files: [String: String])] = []
    var expected: [String: [String: String]] = [:]
  }

  /// Translations of one target's language, on their way back.
  struct Piece {
    var target: String
    var language: String
    var values: [String: String]
  }

  static func makeCase(_ number: Int) -> Case {
    var random = SeededGenerator(seed: 0x5EED_0000 &+ UInt64(number))
    var result = Case()
    let keys = Array(sources.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)))
    let storage = Storage.allCases.randomElement(using: &random)!
    func text(_ language: String) -> String {
      (0..<Int.random(in: 2...4, using: &random)).map { _ in
        words[language]!.randomElement(using: &random)!
      }.joined(separator: " ") + " \(Int.random(in: 1...99, using: &random))"
    }
    // Some apps have a watch extension that declares some of the same keys, with the same text:
    // only the file an input names says which target its units are for.
    let watchKeys =
      Bool.random(using: &random) && Int.random(in: 0..<3, using: &random) == 0
      ? Array(keys.prefix(Int.random(in: 1...keys.count, using: &random))) : []
    let targets = watchKeys.isEmpty ? ["App"] : ["App", "Watch"]
    for target in targets {
      let declared = target == "App" ? keys : watchKeys
      result.app["\(target)/Info.plist"] =
        ExampleFile.plistHeader + "\t<key>CFBundleDevelopmentRegion</key>\n\t<string>en</string>\n"
        + declared.map { "\t<key>\($0.key)</key>\n\t<string>\(xml($0.text))</string>\n" }.joined()
        + ExampleFile.plistFooter
    }
    var pieces: [Piece] = []
    for target in targets {
      let declared = target == "App" ? keys : watchKeys
      let storage = target == "App" ? storage : .strings
      // What the target holds before: some languages, some of their keys.
      var existing: [String: [String: String]] = [:]
      for language in words.keys.sorted() where Bool.random(using: &random) {
        for source in declared where Bool.random(using: &random) {
          existing[language, default: [:]][source.key] = text(language)
        }
      }
      let tabled = Set(
        existing.keys.filter { _ in storage != .catalog && Bool.random(using: &random) })
      for (language, values) in existing where storage == .strings || tabled.contains(language) {
        result.app["\(target)/\(language).lproj/InfoPlist.strings"] = stringsTable(values)
      }
      let sourceValues = Dictionary(uniqueKeysWithValues: declared.map { ($0.key, $0.text) })
      if storage != .strings {
        var catalog = existing.filter { !tabled.contains($0.key) }
        catalog["en"] = sourceValues
        result.app["\(target)/InfoPlist.xcstrings"] = xcstrings(catalog, keys: declared.map(\.key))
      } else {
        result.app["\(target)/en.lproj/InfoPlist.strings"] = stringsTable(sourceValues)
      }
      result.expected["\(target)|en"] = sourceValues
      // What comes back: 1 to 6 languages, some keys each; a language's keys may come in two
      // inputs.
      let languages = Array(
        words.keys.sorted().shuffled(using: &random).prefix(Int.random(in: 1...6, using: &random)))
      for language in languages {
        var values: [String: String] = [:]
        for source in declared where Bool.random(using: &random) || values.isEmpty {
          values[source.key] = text(language)
        }
        // Sometimes a platform's copy of the source for a key: written only where the language
        // has no value of its own. (Into a language the target has: one a run would create from
        // copies alone is not created, which depends on what else the run merges.)
        var copies: Set<String> = []
        if let copied = declared.randomElement(using: &random),
          Int.random(in: 0..<4, using: &random) == 0, existing[language] != nil
        {
          values[copied.key] = copied.text
          copies.insert(copied.key)
        }
        if values.count > 1 && Int.random(in: 0..<4, using: &random) == 0 {
          let first = Set(values.keys.sorted().prefix(values.count / 2))
          pieces.append(
            Piece(
              target: target, language: language, values: values.filter { first.contains($0.key) }))
          pieces.append(
            Piece(
              target: target, language: language, values: values.filter { !first.contains($0.key) })
          )
        } else {
          pieces.append(Piece(target: target, language: language, values: values))
        }
        result.expected["\(target)|\(language)"] = (existing[language] ?? [:]).merging(
          values.filter { !copies.contains($0.key) || existing[language]?[$0.key] == nil }
        ) { $1 }
      }
      for (language, values) in existing where result.expected["\(target)|\(language)"] == nil {
        result.expected["\(target)|\(language)"] = values
      }
      // Sometimes an export of the development language, edited: never written.
      if Int.random(in: 0..<4, using: &random) == 0 {
        pieces.append(
          Piece(
            target: target, language: "en",
            values: Dictionary(
              uniqueKeysWithValues: declared.map { ($0.key, "\($0.text) (edited)") })))
      }
    }
    // Sometimes another project's units for the same keys (an embedded package's): never
    // written anywhere.
    if Int.random(in: 0..<4, using: &random) == 0 {
      let language = words.keys.sorted().randomElement(using: &random)!
      let values = Dictionary(uniqueKeysWithValues: keys.map { ($0.key, "FOREIGN \($0.key)") })
      result.inputs.append(
        input(
          [Piece(target: "App", language: language, values: values)], format: .xliff12,
          number: 90, source: Dictionary(uniqueKeysWithValues: keys.map { ($0.key, $0.text) }),
          original: "OtherKit/Example/en.lproj/InfoPlist.strings"))
    }
    pieces.shuffle(using: &random)
    // Only a file's name says which target a unit is for when two have the key: an app with an
    // extension gets the formats that carry one.
    let formats: [Format] = targets.count > 1 ? [.xliff12, .xliff20, .xcloc] : Format.allCases
    // A source-language piece goes in an XLIFF, as Xcode exports one.
    let workspace = Bool.random(using: &random) ? "Workspace/" : ""
    var index = 0
    while index < pieces.count {
      let format =
        pieces[index].language == "en"
        ? .xliff12 : formats.randomElement(using: &random)!
      // Formats that hold several languages may take the next pieces too.
      var group = [pieces[index]]
      index += 1
      while format == .xcstrings || format == .xcloc, index < pieces.count,
        pieces[index].language != "en", pieces[index].target == group[0].target,
        !group.contains(where: { $0.language == pieces[index].language }),
        Bool.random(using: &random)
      {
        group.append(pieces[index])
        index += 1
      }
      let source = Dictionary(
        uniqueKeysWithValues: (group[0].target == "App" ? keys : watchKeys).map {
          ($0.key, $0.text)
        })
      result.inputs.append(
        input(
          group, format: format, number: result.inputs.count, source: source,
          original: "\(workspace)\(group[0].target)/en.lproj/InfoPlist.strings",
          otherTable: format == .xcloc && Bool.random(using: &random)))
    }
    return result
  }

  /// The files of one input: `original` is the file its XLIFF names; a whole export
  /// (`otherTable`) holds a `Localizable.strings` too.
  static func input(
    _ group: [Piece], format: Format, number: Int, source: [String: String], original: String,
    otherTable: Bool = false
  ) -> (name: String, files: [String: String]) {
    switch format {
    case .xliff12:
      return (
        "in\(number).xliff",
        ["in\(number).xliff": xliff12(group[0], source: source, original: original)]
      )
    case .xliff20:
      return (
        "in\(number).xliff",
        ["in\(number).xliff": xliff20(group[0], source: source, original: original)]
      )
    case .strings:
      let path = "in\(number)/\(group[0].language).lproj/InfoPlist.strings"
      return (path, [path: stringsTable(group[0].values)])
    case .xcstrings:
      var catalog = Dictionary(uniqueKeysWithValues: group.map { ($0.language, $0.values) })
      catalog["en"] = source
      return (
        "in\(number).xcstrings",
        ["in\(number).xcstrings": xcstrings(catalog, keys: source.keys.sorted())]
      )
    case .xcloc:
      var files: [String: String] = [:]
      for piece in group {
        files["in\(number).xcloc/Localized Contents/\(piece.language).xliff"] = xliff12(
          piece, source: source, original: original, otherTable: otherTable)
      }
      files["in\(number).xcloc/contents.json"] = "{\"developmentRegion\" : \"en\"}\n"
      return ("in\(number).xcloc", files)
    }
  }

  // MARK: The formats, written as their tools write them

  static func xml(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }

  static func stringsTable(_ values: [String: String]) -> String {
    values.keys.sorted().map {
      "\(OpenStepEscapes.quoted($0)) = \(OpenStepEscapes.quoted(values[$0]!));\n"
    }
    .joined()
  }

  static func xcstrings(_ catalog: [String: [String: String]], keys: [String]) -> String {
    let strings = keys.sorted().map { key -> (String, JSONValue) in
      let localizations = catalog.keys.sorted().compactMap { language -> (String, JSONValue)? in
        guard let value = catalog[language]?[key] else { return nil }
        return (language, Generator.unit(value, state: "translated"))
      }
      return (key, JSONValue.object([("localizations", .object(localizations))]))
    }
    return JSONPrinter.print(
      .object([
        ("sourceLanguage", .string("en")), ("strings", .object(strings)),
        ("version", .string("1.0")),
      ]), style: .xcode)
  }

  static func xliff12(
    _ piece: Piece, source: [String: String], original: String, otherTable: Bool = false
  ) -> String {
    let units = piece.values.keys.sorted().map { key in
      """
            <trans-unit id="\(key)" xml:space="preserve">
              <source>\(xml(source[key]!))</source>
              <target state="translated">\(xml(piece.values[key]!))</target>
            </trans-unit>

      """
    }.joined()
    let other =
      otherTable
      ? """
        <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="\(piece.language)" datatype="plaintext">
          <body>
            <trans-unit id="Done" xml:space="preserve">
              <source>Done</source>
              <target state="translated">\(xml(piece.values.values.sorted().first ?? ""))</target>
            </trans-unit>
          </body>
        </file>

      """ : ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="\(original)" source-language="en" target-language="\(piece.language)" datatype="plaintext">
          <body>
      \(units)    </body>
        </file>
      \(other)</xliff>

      """
  }

  static func xliff20(_ piece: Piece, source: [String: String], original: String) -> String {
    let units = piece.values.keys.sorted().map { key in
      """
          <unit id="\(key)">
            <segment state="translated">
              <source>\(xml(source[key]!))</source>
              <target>\(xml(piece.values[key]!))</target>
            </segment>
          </unit>

      """
    }.joined()
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="\(piece.language)">
        <file id="f1" original="\(original)">
      \(units)  </file>
      </xliff>

      """
  }

  // MARK: Running merges

  static func write(_ files: [String: String], under folder: URL) throws {
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  static let locales = try! LocaleCatalog.load()

  /// Merges the inputs into the app in one run, as `merge` does; returns the files it changed.
  @discardableResult
  static func merge(_ inputs: [String], in folder: URL) throws -> [PlannedWrite] {
    let app = folder.appendingPathComponent("Project").path
    let configuration = Configuration(directory: app)
    var units: [MergeUnit] = []
    for input in inputs {
      units += try MergeInput.read(
        folder.appendingPathComponent(input).path, display: input, language: nil)
    }
    let (project, _) = try ProjectDiscovery.discover(
      app, options: configuration.discoveryOptions(displayBase: folder.path))
    let options = MergeOptions(
      configuration: configuration, locales: locales, templates: try TemplateSet.load(folder: nil),
      displayBase: folder.path)
    let report = Merger.plan(units, project: project, options: options)
    #expect(report.rejectedCount == 0, "\(report.locales.flatMap(\.rejected))")
    try DiskChanges(writes: report.writes).commit(confinedTo: [Checkout(root: folder.path)])
    return report.writes.filter(\.isChange)
  }

  /// The app's files and their bytes.
  static func files(_ folder: URL) -> [String: Data] {
    let app = folder.appendingPathComponent("Project")
    var files: [String: Data] = [:]
    for path in FileManager.default.subpaths(atPath: app.path) ?? [] {
      var isFolder: ObjCBool = false
      let url = app.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files[path] = try? Data(contentsOf: url)
      }
    }
    return files
  }

  /// What each target's languages hold (`target|language`), as the system reads them: the
  /// language's table, else the catalog.
  static func translations(_ folder: URL) throws -> [String: [String: String]] {
    let app = folder.appendingPathComponent("Project").path
    let (project, _) = try ProjectDiscovery.discover(
      app, options: Configuration(directory: app).discoveryOptions(displayBase: folder.path))
    var result: [String: [String: String]] = [:]
    for target in project.targets {
      for table in target.tables {
        let id = "\(target.name)|\(table.locale.canonical)"
        for entry in table.entries {
          guard let value = entry.value else { continue }
          // A language's own table wins over the catalog.
          if table.format == .strings || result[id]?[entry.key] == nil {
            result[id, default: [:]][entry.key] = value
          }
        }
      }
    }
    return result
  }

  /// The app's first language exported (`generate --format xliff`), one of its values fixed in
  /// the project since (a delivery merged), the untouched export merged back: the fix stays.
  static func exportedThenFixed(_ number: Int, in folder: URL, held: [String: [String: String]])
    throws
  {
    guard
      let (id, values) = held.filter({ $0.key.hasPrefix("App|") && !$0.key.hasSuffix("|en") })
        .min(by: { $0.key < $1.key }), let key = values.keys.min()
    else { return }
    let language = String(id.dropFirst("App|".count))
    let app = folder.appendingPathComponent("Project").path
    let configuration = Configuration(directory: app)
    let (project, _) = try ProjectDiscovery.discover(
      app, options: configuration.discoveryOptions(displayBase: folder.path))
    var options = GenerateOptions(
      languages: [LocaleIdentifier(language)], format: .xliff,
      outputDirectory: folder.appendingPathComponent("export").path,
      templates: try TemplateSet.load(folder: nil), locales: locales,
      configuration: configuration, displayBase: folder.path)
    options.editsProject = false
    let export = try Generator.plan([project], options: options).writes
    try DiskChanges(writes: export).commit(confinedTo: [Checkout(root: folder.path)])
    let fixed = values[key]! + " (fixed)"
    let fix = "fix/\(language).lproj/InfoPlist.strings"
    try write([fix: stringsTable([key: fixed])], under: folder)
    try merge([fix], in: folder)
    #expect(try translations(folder)[id]?[key] == fixed, "case \(number): the fix was not merged")
    try merge(export.map { Paths.relative($0.path, to: folder.path) }, in: folder)
    #expect(
      try translations(folder)[id]?[key] == fixed,
      "case \(number): merging the export put back \(id) \(key)")
  }

  static var caseNumbers: [Int] {
    let environment = ProcessInfo.processInfo.environment
    if let one = environment["MERGE_CASE"].flatMap(Int.init) { return [one] }
    // Thousands on CI; fewer on a developer's machine, where `MERGE_CASES` asks for more.
    let count =
      environment["MERGE_CASES"].flatMap(Int.init) ?? (environment["CI"] != nil ? 2000 : 300)
    return Array(0..<count)
  }

  /// One case: merged together and apart, compared, checked for losses, merged again. Returns
  /// the input formats it used.
  static func run(_ number: Int, under root: URL) throws -> Set<String> {
    let generated = makeCase(number)
    let together = root.appendingPathComponent("\(number)-together")
    let apart = root.appendingPathComponent("\(number)-apart")
    defer {
      try? FileManager.default.removeItem(at: together)
      try? FileManager.default.removeItem(at: apart)
    }
    for folder in [together, apart] {
      try write(generated.app, under: folder.appendingPathComponent("Project"))
      for input in generated.inputs { try write(input.files, under: folder) }
    }
    let names = generated.inputs.map(\.name)
    let before = try translations(together)
    try merge(names, in: together)
    for name in names { try merge([name], in: apart) }
    let result = files(together)
    #expect(result == files(apart), "case \(number): one run and one run per input differ")
    let held = try translations(together)
    for (id, values) in generated.expected {
      for (key, value) in values {
        #expect(
          held[id]?[key] == value,
          "case \(number): \(id) \(key) is \(held[id]?[key] ?? "missing"), not \(value)")
      }
    }
    // No translation became a copy of its source, and no other project's unit landed.
    let sources = Dictionary(uniqueKeysWithValues: Self.sources.map { ($0.key, $0.text) })
    for (id, values) in before where !id.hasSuffix("|en") {
      for (key, value) in values where value != sources[key] {
        #expect(held[id]?[key] != sources[key], "case \(number): \(id) \(key) became the source")
      }
    }
    for (path, bytes) in result {
      #expect(
        !String(decoding: bytes, as: UTF8.self).contains("FOREIGN"),
        "case \(number): another project's unit is in \(path)")
    }
    #expect(try merge(names, in: together).isEmpty, "case \(number): a second run wrote")
    #expect(files(together) == result)
    if generated.app["Watch/Info.plist"] == nil {
      try exportedThenFixed(number, in: together, held: held)
    }
    // What the case exercised, so that the run can show every shape came up.
    let contents = generated.inputs.flatMap(\.files.values)
    var shapes = Set(names.map(Paths.pathExtension))
    if generated.app["Watch/Info.plist"] != nil { shapes.insert("two targets") }
    if contents.contains(where: { $0.contains("target-language=\"en\"") }) {
      shapes.insert("source language")
    }
    if contents.contains(where: { $0.contains("Localizable.strings") }) {
      shapes.insert("other table")
    }
    if contents.contains(where: { $0.contains("OtherKit/") }) { shapes.insert("other project") }
    let copied = generated.inputs.contains { input in
      input.files.values.contains { file in
        Self.sources.contains {
          file.contains(">\(xml($0.text))</target>")
            || file.contains("= \(OpenStepEscapes.quoted($0.text));")
        }
      }
    }
    if copied { shapes.insert("source copy") }
    return shapes
  }

  @Test func mergesAreTheSameInAnyGroupingAndLoseNothing() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-mechanism-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let numbers = Self.caseNumbers
    // Cases are independent: they run on every core, each in folders of its own.
    let lanes = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let lock = NSLock()
    nonisolated(unsafe) var formats: Set<String> = []
    DispatchQueue.concurrentPerform(iterations: lanes) { lane in
      for number in numbers where number % lanes == lane {
        do {
          let used = try Self.run(number, under: root)
          lock.withLock { formats.formUnion(used) }
        } catch {
          Issue.record("case \(number): \(error)")
        }
      }
    }
    if numbers.count > 100 {
      #expect(
        formats == [
          "xliff", "strings", "xcstrings", "xcloc", "two targets", "source language",
          "other table", "other project", "source copy",
        ])
    }
  }
}
