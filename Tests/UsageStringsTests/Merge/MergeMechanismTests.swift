import Foundation
import Testing

@testable import UsageStrings

/// The merge mechanism on generated cases: random apps (`.strings` tables, a String Catalog, or
/// both), random languages coming back in every input format (XLIFF 1.2 and 2.0, `.strings`,
/// `.xcstrings`, `.xcloc`), grouped and ordered at random. Merged in one run or one input per
/// run, the files come out byte for byte the same; no translation there before or in an input is
/// lost; a second run changes nothing. Seeded: a failure names its case, which runs alone with
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

  /// A generated case: the app's files, the inputs (each a set of files), and what each language
  /// must hold after the merge.
  struct Case {
    var app: [String: String] = [:]
    var inputs: [(name: String, files: [String: String])] = []
    var expected: [String: [String: String]] = [:]
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
    result.app["App/Info.plist"] =
      ExampleFile.plistHeader + "\t<key>CFBundleDevelopmentRegion</key>\n\t<string>en</string>\n"
      + keys.map { "\t<key>\($0.key)</key>\n\t<string>\(xml($0.text))</string>\n" }.joined()
      + ExampleFile.plistFooter
    // What the app holds before: some languages, some of their keys.
    var existing: [String: [String: String]] = [:]
    for language in words.keys.sorted() where Bool.random(using: &random) {
      for source in keys where Bool.random(using: &random) {
        existing[language, default: [:]][source.key] = text(language)
      }
    }
    let tabled = Set(
      existing.keys.filter { _ in storage != .catalog && Bool.random(using: &random) })
    for (language, values) in existing where storage == .strings || tabled.contains(language) {
      result.app["App/\(language).lproj/InfoPlist.strings"] = stringsTable(values)
    }
    if storage != .strings {
      var catalog = existing.filter { !tabled.contains($0.key) }
      catalog["en"] = Dictionary(uniqueKeysWithValues: keys.map { ($0.key, $0.text) })
      result.app["App/InfoPlist.xcstrings"] = xcstrings(catalog, keys: keys.map(\.key))
    } else {
      result.app["App/en.lproj/InfoPlist.strings"] = stringsTable(
        Dictionary(uniqueKeysWithValues: keys.map { ($0.key, $0.text) }))
    }
    // What comes back: 1 to 6 languages, some keys each, in groups of random formats; a
    // language's keys may come in two inputs.
    let languages = Array(
      words.keys.sorted().shuffled(using: &random).prefix(Int.random(in: 1...6, using: &random)))
    var pieces: [(language: String, values: [String: String])] = []
    for language in languages {
      var values: [String: String] = [:]
      for source in keys where Bool.random(using: &random) || values.isEmpty {
        values[source.key] = text(language)
      }
      let split = values.count > 1 && Int.random(in: 0..<4, using: &random) == 0
      if split {
        let first = Set(values.keys.sorted().prefix(values.count / 2))
        pieces.append((language, values.filter { first.contains($0.key) }))
        pieces.append((language, values.filter { !first.contains($0.key) }))
      } else {
        pieces.append((language, values))
      }
      result.expected[language] = (existing[language] ?? [:]).merging(values) { $1 }
    }
    for (language, values) in existing where result.expected[language] == nil {
      result.expected[language] = values
    }
    pieces.shuffle(using: &random)
    var index = 0
    while index < pieces.count {
      let format = Format.allCases.randomElement(using: &random)!
      // Formats that hold several languages may take the next pieces too.
      var group = [pieces[index]]
      index += 1
      while format == .xcstrings || format == .xcloc, index < pieces.count,
        !group.contains(where: { $0.language == pieces[index].language }),
        Bool.random(using: &random)
      {
        group.append(pieces[index])
        index += 1
      }
      result.inputs.append(input(group, format: format, number: result.inputs.count, keys: keys))
    }
    return result
  }

  static func input(
    _ group: [(language: String, values: [String: String])], format: Format, number: Int,
    keys: [(key: String, text: String)]
  ) -> (name: String, files: [String: String]) {
    let source = Dictionary(uniqueKeysWithValues: keys.map { ($0.key, $0.text) })
    switch format {
    case .xliff12:
      return ("in\(number).xliff", ["in\(number).xliff": xliff12(group[0], source: source)])
    case .xliff20:
      return ("in\(number).xliff", ["in\(number).xliff": xliff20(group[0], source: source)])
    case .strings:
      let path = "in\(number)/\(group[0].language).lproj/InfoPlist.strings"
      return (path, [path: stringsTable(group[0].values)])
    case .xcstrings:
      var catalog = Dictionary(uniqueKeysWithValues: group.map { ($0.language, $0.values) })
      catalog["en"] = source
      return (
        "in\(number).xcstrings",
        ["in\(number).xcstrings": xcstrings(catalog, keys: keys.map(\.key))]
      )
    case .xcloc:
      var files: [String: String] = [:]
      for piece in group {
        files["in\(number).xcloc/Localized Contents/\(piece.language).xliff"] = xliff12(
          piece, source: source)
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
    _ piece: (language: String, values: [String: String]), source: [String: String]
  )
    -> String
  {
    let units = piece.values.keys.sorted().map { key in
      """
            <trans-unit id="\(key)" xml:space="preserve">
              <source>\(xml(source[key]!))</source>
              <target state="translated">\(xml(piece.values[key]!))</target>
            </trans-unit>

      """
    }.joined()
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="App/en.lproj/InfoPlist.strings" source-language="en" target-language="\(piece.language)" datatype="plaintext">
          <body>
      \(units)    </body>
        </file>
      </xliff>

      """
  }

  static func xliff20(
    _ piece: (language: String, values: [String: String]), source: [String: String]
  )
    -> String
  {
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
        <file id="f1" original="App/en.lproj/InfoPlist.strings">
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
    let app = folder.appendingPathComponent("App").path
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
    try PlannedWrite.commit(report.writes)
    return report.writes.filter(\.isChange)
  }

  /// The app's files and their bytes.
  static func files(_ folder: URL) -> [String: Data] {
    let app = folder.appendingPathComponent("App")
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

  /// What each language holds, as the system reads it: its table, else the catalog.
  static func translations(_ folder: URL) throws -> [String: [String: String]] {
    let app = folder.appendingPathComponent("App").path
    let (project, _) = try ProjectDiscovery.discover(
      app, options: Configuration(directory: app).discoveryOptions(displayBase: folder.path))
    var result: [String: [String: String]] = [:]
    for table in project.targets.flatMap(\.tables) where table.locale.canonical != "en" {
      for entry in table.entries {
        guard let value = entry.value else { continue }
        // A language's own table wins over the catalog.
        if table.format == .strings || result[table.locale.canonical]?[entry.key] == nil {
          result[table.locale.canonical, default: [:]][entry.key] = value
        }
      }
    }
    return result
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
      try write(generated.app, under: folder)
      for input in generated.inputs { try write(input.files, under: folder) }
    }
    let names = generated.inputs.map(\.name)
    try merge(names, in: together)
    for name in names { try merge([name], in: apart) }
    let result = files(together)
    #expect(result == files(apart), "case \(number): one run and one run per input differ")
    let held = try translations(together)
    for (language, values) in generated.expected {
      for (key, value) in values {
        #expect(
          held[language]?[key] == value,
          "case \(number): \(language) \(key) is \(held[language]?[key] ?? "missing"), not \(value)"
        )
      }
    }
    #expect(try merge(names, in: together).isEmpty, "case \(number): a second run wrote")
    #expect(files(together) == result)
    return Set(names.map(Paths.pathExtension))
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
          lock.withLock { _ = formats.formUnion(used) }
        } catch {
          Issue.record("case \(number): \(error)")
        }
      }
    }
    if numbers.count > 100 {
      #expect(formats == ["xliff", "strings", "xcstrings", "xcloc"])
    }
  }
}
