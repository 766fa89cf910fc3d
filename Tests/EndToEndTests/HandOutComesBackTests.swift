import Foundation
import Testing

/// Issue 44: whatever `generate` hands translators comes back. For every target shape of
/// `Examples/` (tables; a widget with no folder), each corpus app and a catalog app, in each
/// form — `.strings` in `--output`, XLIFF, `.xcloc`, and the default in place — every unit is
/// filled as a translator would, and `merge` takes every one back with exit 0.
@Suite struct HandOutComesBackTests {
  enum Way: String, CaseIterable, CustomTestStringConvertible {
    case strings, xliff, xcloc, inPlace
    var testDescription: String { rawValue }
  }

  static let apps = [
    "Examples", "Tests/Fixtures/corpus/duckduckgo__iOS",
    "Tests/Fixtures/corpus/home-assistant__iOS",
    "Tests/Fixtures/corpus/mozilla-mobile__focus-ios", "Tests/Fixtures/corpus/videolan__vlc-ios",
    "catalog",
  ]

  @Test(arguments: apps, Way.allCases)
  func everyFilledUnitIsMerged(_ name: String, _ way: Way) throws {
    // A folder of the test's own: the app is moved into it, the translator's files go beside.
    let work = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: work) }
    let made =
      name == "catalog" ? try MergeSafetyTests.catalogApp() : try GenerateCommandTests.copy(name)
    let app = work.appendingPathComponent("app")
    try FileManager.default.moveItem(at: made, to: app)
    if name != "catalog" {
      try? FileManager.default.removeItem(at: made.deletingLastPathComponent())
    }
    // Hawaiian: a language no app here has yet; German: one most have, with translations.
    let languages = way == .inPlace ? "haw" : "de,haw"
    let (inputs, filled) = try translate(app, way: way, languages: languages, in: work)
    #expect(filled > 0)
    let merge = try Binary.run(
      ["merge", "--reporter", "json", "--project", app.path] + inputs.map(\.path), in: work)
    #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
    let summary = try JSONSerialization.jsonObject(with: Data(merge.stdout.utf8)) as? [String: Any]
    let locales = (summary?["locales"] as? [[String: Any]]) ?? []
    for locale in locales {
      #expect((locale["rejected"] as? [Any])?.isEmpty ?? true, "\(locale)")
    }
    let merged = locales.compactMap { $0["merged"] as? Int }.reduce(0, +)
    #expect(merged == filled, "\(merge.stdout)")
  }

  /// `generate` in the way asked, then every unit it wrote filled: the inputs for `merge` and
  /// how many units they hold.
  func translate(_ app: URL, way: Way, languages: String, in work: URL) throws -> (
    inputs: [URL], filled: Int
  ) {
    let out = work.appendingPathComponent("out")
    let before = way == .inPlace ? try Self.snapshot(app) : [:]
    var arguments = ["generate", app.path, "--languages", languages, "-q"]
    if way != .inPlace { arguments += ["--format", way.rawValue, "-o", out.path] }
    let generate = try Binary.run(arguments, in: work)
    #expect(generate.status == 0, "\(generate.stderr)")
    switch way {
    case .xliff:
      return try Self.fillXLIFF(Self.files(in: out, named: { $0.hasSuffix(".xliff") }))
    case .xcloc:
      let bundles = try FileManager.default.contentsOfDirectory(
        at: out, includingPropertiesForKeys: nil
      ).filter { $0.pathExtension == "xcloc" }
      let filled = try Self.fillXLIFF(
        bundles.flatMap { try Self.files(in: $0, named: { $0.hasSuffix(".xliff") }) }
      ).filled
      return (bundles, filled)
    case .strings:
      return try Self.fillStrings(Self.files(in: out, named: { $0 == "InfoPlist.strings" }))
    case .inPlace:
      return try handOut(app, written: Self.snapshot(app), before: before, to: out)
    }
  }

  /// The tables and catalogs `generate` wrote in the project, copied to a translator's folder
  /// (the same folders under it) and filled there.
  func handOut(_ app: URL, written after: [String: Data], before: [String: Data], to out: URL)
    throws -> (inputs: [URL], filled: Int)
  {
    var inputs: [URL] = []
    var filled = 0
    for (path, data) in after.sorted(by: { $0.key < $1.key })
    where before[path] != data
      && (path.hasSuffix("InfoPlist.strings") || path.hasSuffix(".xcstrings"))
    {
      let copy = out.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: copy)
      inputs.append(copy)
      filled +=
        path.hasSuffix(".xcstrings")
        ? try Self.fillCatalog(copy, language: "haw") : try Self.fillStrings([copy]).filled
    }
    return (inputs, filled)
  }

  /// Every file of a folder, by its path relative to it.
  static func snapshot(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for url in try self.files(in: folder, named: { _ in true }) {
      files[String(url.path.dropFirst(folder.path.count + 1))] = try Data(contentsOf: url)
    }
    return files
  }

  static func files(in folder: URL, named wanted: (String) -> Bool) throws -> [URL] {
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    return (enumerator?.compactMap { $0 as? URL } ?? []).filter {
      (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        && wanted($0.lastPathComponent)
    }
  }

  /// A translation as a translator writes it: the source, marked with the language.
  static func translation(of source: String, language: String) -> String {
    "«\(language)» " + source
  }

  /// Every unit's target set to its translation, `translated`.
  static func fillXLIFF(_ files: [URL]) throws -> (inputs: [URL], filled: Int) {
    let unit = try NSRegularExpression(
      pattern: "<trans-unit.*?</trans-unit>", options: .dotMatchesLineSeparators)
    let source = try NSRegularExpression(
      pattern: "<source>(.*?)</source>", options: .dotMatchesLineSeparators)
    let target = try NSRegularExpression(
      pattern: "\\s*<target[^>]*>.*?</target>", options: .dotMatchesLineSeparators)
    var filled = 0
    for file in files {
      var text = try String(contentsOf: file, encoding: .utf8)
      let language =
        text.range(of: "target-language=\"").map {
          String(text[$0.upperBound...].prefix { $0 != "\"" })
        } ?? "?"
      for match in unit.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
        let range = Range(match.range, in: text)!
        var block = String(text[range])
        let whole = NSRange(block.startIndex..., in: block)
        block = target.stringByReplacingMatches(in: block, range: whole, withTemplate: "")
        guard
          let found = source.firstMatch(in: block, range: NSRange(block.startIndex..., in: block)),
          let inner = Range(found.range(at: 1), in: block), let end = Range(found.range, in: block)
        else { continue }
        let value = translation(of: String(block[inner]), language: language)
        block.insert(
          contentsOf: "<target state=\"translated\">\(value)</target>", at: end.upperBound)
        text.replaceSubrange(range, with: block)
        filled += 1
      }
      try Data(text.utf8).write(to: file)
    }
    return (files, filled)
  }

  /// Every value of generated `.strings` tables translated (the language from their folder).
  static func fillStrings(_ files: [URL]) throws -> (inputs: [URL], filled: Int) {
    let entry = try NSRegularExpression(
      pattern: #"^("(?:[^"\\]|\\.)*" = ")"#, options: .anchorsMatchLines)
    var filled = 0
    for file in files {
      let language = file.deletingLastPathComponent().deletingPathExtension().lastPathComponent
      let text = try String(contentsOf: file, encoding: .utf8)
      let range = NSRange(text.startIndex..., in: text)
      filled += entry.numberOfMatches(in: text, range: range)
      let marked = entry.stringByReplacingMatches(
        in: text, range: range, withTemplate: "$1" + translation(of: "", language: language))
      try Data(marked.utf8).write(to: file)
    }
    return (files, filled)
  }

  /// A catalog's string units of `language` translated and marked `translated`.
  static func fillCatalog(_ file: URL, language: String) throws -> Int {
    var root = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [String: Any]
    var strings = root["strings"] as? [String: Any] ?? [:]
    var filled = 0
    for (key, value) in strings {
      guard var entry = value as? [String: Any],
        var localizations = entry["localizations"] as? [String: Any],
        var localization = localizations[language] as? [String: Any],
        var unit = localization["stringUnit"] as? [String: Any], let text = unit["value"] as? String
      else { continue }
      unit["value"] = translation(of: text, language: language)
      unit["state"] = "translated"
      localization["stringUnit"] = unit
      localizations[language] = localization
      entry["localizations"] = localizations
      strings[key] = entry
      filled += 1
    }
    root["strings"] = strings
    try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
      .write(to: file)
    return filled
  }
}
