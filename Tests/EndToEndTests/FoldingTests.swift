import Foundation
import Testing

/// The folded text report: golden on the shared corpus and the example app, and holding exactly
/// the JSON report's findings; its totals are the JSON report's counts.
@Suite struct FoldingTests {
  /// The folders, relative to the package, and their golden files.
  static let apps = [
    ("Tests/Fixtures/corpus/duckduckgo__iOS", "folded-duckduckgo.txt"),
    ("Tests/Fixtures/corpus/home-assistant__iOS", "folded-home-assistant.txt"),
    ("Tests/Fixtures/corpus/mozilla-mobile__focus-ios", "folded-focus.txt"),
    ("Tests/Fixtures/corpus/videolan__vlc-ios", "folded-vlc.txt"),
    ("Examples", "folded-examples.txt"),
  ]

  /// One entry of the text report: its rule, message and how many findings it holds.
  struct Entry: Hashable {
    var rule: String
    var message: String
    var count: Int
  }

  /// The entries of a text report, read back from its lines.
  static func entries(_ text: String) -> [Entry] {
    var entries: [Entry] = []
    let entryLine = /^  (?:\d+:\d+|-)\s+(?:error|warning|note)\s+(.*) \[([a-z-]+)\]$/
    let folded = /^\s+(\d+) findings like this one/
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let match = line.wholeMatch(of: entryLine) {
        entries.append(Entry(rule: String(match.2), message: String(match.1), count: 1))
      } else if let match = line.prefixMatch(of: folded), !entries.isEmpty {
        entries[entries.count - 1].count = Int(match.1)!
      }
    }
    return entries
  }

  static func json(_ folder: String) throws -> [String: Any] {
    let result = try Binary.run(["check", folder, "--reporter", "json"])
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  @Test(arguments: apps)
  func theFoldedReportHoldsExactlyTheFindings(_ folder: String, _ golden: String) throws {
    let text = try Binary.run(["check", folder]).stdout
    Golden.assert(text, name: golden)
    let report = try Self.json(folder)
    let findings = try #require(report["diagnostics"] as? [[String: Any]])
    let entries = Self.entries(text)
    // One entry per group, each holding its group's findings: none lost, none invented.
    var byGroup: [String: [[String: Any]]] = [:]
    for finding in findings { byGroup[finding["group"] as! String, default: []].append(finding) }
    #expect(entries.count == byGroup.count)
    #expect(entries.map(\.count).reduce(0, +) == findings.count)
    var perRule: [String: Int] = [:]
    for finding in findings { perRule[finding["rule"] as! String, default: 0] += 1 }
    var entriesPerRule: [String: Int] = [:]
    for entry in entries { entriesPerRule[entry.rule, default: 0] += entry.count }
    #expect(entriesPerRule == perRule)
    let counts = byGroup.values.map { group in
      (group[0]["rule"] as! String, group.count)
    }
    for entry in entries {
      #expect(
        findings.contains {
          $0["message"] as? String == entry.message.replacingOccurrences(of: "\\n", with: "\n")
            || $0["message"] as? String == entry.message
        },
        "\(entry.message)")
      #expect(counts.contains { $0 == (entry.rule, entry.count) }, "\(entry)")
    }
    print("\(folder): \(entries.count) entries hold \(findings.count) findings")
  }

  /// The text report's table by language holds the JSON report's counts.
  @Test(arguments: apps)
  func theTotalsAreTheFindingsCounted(_ folder: String, _ golden: String) throws {
    let text = try Binary.run(["check", folder, "--summary"]).stdout
    let report = try Self.json(folder)
    let findings = try #require(report["diagnostics"] as? [[String: Any]])
    let summary = try #require(report["summary"] as? [String: Any])
    let locales = try #require(summary["locales"] as? [String: [String: Int]])
    var counted: [String: [String: Int]] = [:]
    for finding in findings {
      guard let locale = finding["locale"] as? String else { continue }
      counted[locale, default: [:]][(finding["severity"] as! String) + "s", default: 0] += 1
    }
    let row = /^  (\S+)\s+(?:(\d+)\/(\d+)\s+\d+ %|-)\s+(\d+)\s+(\d+)\s+(\d+)$/
    var rows = 0
    for line in text.split(separator: "\n") {
      guard let match = line.wholeMatch(of: row), match.1 != "language" else { continue }
      rows += 1
      let locale = String(match.1)
      for (index, severity) in ["errors", "warnings", "notes"].enumerated() {
        let value = Int([match.4, match.5, match.6][index])!
        #expect(value == counted[locale]?[severity] ?? 0, "\(locale) \(severity)")
        #expect(value == locales[locale]?[severity], "\(locale) \(severity)")
      }
      if let translated = match.2, let expected = match.3 {
        #expect(Int(translated) == locales[locale]?["translated"], "\(locale)")
        #expect(Int(expected) == locales[locale]?["expected"], "\(locale)")
      }
    }
    #expect(rows == locales.count)
  }

  @Test func theMarkdownSummaryOfTheExamples() throws {
    let result = try Binary.run(["check", "Examples", "--reporter", "markdown"])
    Golden.assert(result.stdout, name: "markdown-examples.md")
  }

  /// Three shipped languages with no InfoPlist table beside one with: one finding each (not one
  /// per key and language), one entry in all.
  @Test func languagesWithNoTableAreOneEntry() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Binary.write(BaselineTests.plist, to: "App/Info.plist", in: folder)
    for locale in ["en", "de", "fr", "it", "ja"] {
      try Binary.write(
        "\"Done\" = \"\(locale)\";\n", to: "App/\(locale).lproj/Localizable.strings", in: folder)
    }
    // French is translated; the other three have no table ("it" also reads as an English word).
    try Binary.write(
      HistoryTests.table([
        ("NSCameraUsageDescription", "Scannez vos reçus pour ajouter des dépenses."),
        ("NSMicrophoneUsageDescription", "Enregistrez des notes vocales pour une dépense."),
        ("NSContactsUsageDescription", "Partagez une dépense avec un contact."),
      ]), to: "App/fr.lproj/InfoPlist.strings", in: folder)
    let report = try Self.json(folder.path)
    let findings = try #require(report["diagnostics"] as? [[String: Any]])
      .filter { $0["rule"] as? String == "missing-translation" }
    // One per language, not one per key and language: 3, not 9.
    #expect(findings.count == 3, "\(findings)")
    #expect(Set(findings.compactMap { $0["group"] as? String }).count == 1)
    let text = try Binary.run(["check", folder.path]).stdout
    let entries = Self.entries(text).filter { $0.rule == "missing-translation" }
    #expect(entries.count == 1, "\(text)")
    #expect(text.contains("3 findings like this one, in 3 locales: de, it, ja"), "\(text)")
  }
}
