import Foundation
import GoldenFiles
import Testing

@testable import UsageStrings

/// One golden file per reporter, of findings written by hand — one per severity and per thing a
/// format must carry (notes and related locations, a finding with no location, non-ASCII paths
/// and columns, right-to-left text, characters each format escapes) — so that a rule's wording
/// never changes them; and the structure the formats promise.
@Suite struct ReporterTests {
  static func at(_ file: String, _ line: Int, _ column: Int, _ offset: Int = 0) -> SourceRange {
    let start = SourcePosition(line: line, column: column, offset: offset)
    return SourceRange(
      file: file, start: start,
      end: SourcePosition(line: line, column: column + 3, offset: offset + 3))
  }

  static let diagnostics: [Diagnostic] = [
    Diagnostic(
      ruleID: "sample-error", severity: .error,
      message: "'NSCameraUsageDescription' is \"broken\" <here> & there",
      location: at("App/Info.plist", 12, 5, 301), key: "NSCameraUsageDescription"),
    Diagnostic(
      ruleID: "sample-warning", severity: .warning,
      message: "the es translation of 'NSCameraUsageDescription' is 100% the source",
      location: at("App/es.lproj/InfoPlist.strings", 3, 30, 88),
      notes: [
        .init(message: "source", location: at("App/Info.plist", 12, 5, 301)),
        .init(message: "a note without a place"),
      ],
      key: "NSCameraUsageDescription", locale: "es"),
    // The es finding again in de: one entry in the formats people read.
    Diagnostic(
      ruleID: "sample-warning", severity: .warning,
      message: "the de translation of 'NSCameraUsageDescription' is 100% the source",
      location: at("App/de.lproj/InfoPlist.strings", 3, 30, 88),
      notes: [.init(message: "source", location: at("App/Info.plist", 12, 5, 301))],
      key: "NSCameraUsageDescription", locale: "de"),
    Diagnostic(
      ruleID: "sample-warning", severity: .warning,
      message: "'NSMicrophoneUsageDescription' in ar: «التقط صورًا» needs 7 alert lines",
      location: at("App/ar.lproj/InfoPlist.strings", 2, 41, 60),
      key: "NSMicrophoneUsageDescription", locale: "ar"),
    Diagnostic(
      ruleID: "sample-note", severity: .note,
      message: "Grüße aus 日本: a note, with a comma; a colon, and a\nline break",
      location: at("Ünïcødé/日本語.lproj/InfoPlist.strings", 1, 1), key: "CFBundleDisplayName",
      locale: "ja"),
    Diagnostic(
      ruleID: "sample-note", severity: .note,
      message: "a finding about the whole project, with no place", location: nil),
  ]

  static let rules: [RuleDescription] = [
    RuleDescription(
      id: "sample-error", name: "Sample error", summary: "an error written for the reporter tests",
      rationale: "Shows how an error is rendered.", defaultSeverity: .error, scope: .source,
      examples: []),
    RuleDescription(
      id: "sample-note", name: "Sample note", summary: "a note written for the reporter tests",
      rationale: "Shows how a note is rendered, with `code` and *emphasis*.",
      defaultSeverity: .note, scope: .strings,
      examples: []),
    RuleDescription(
      id: "sample-warning", name: "Sample warning",
      summary: "a warning written for the reporter tests",
      rationale: "Shows how a warning is rendered.", defaultSeverity: .warning,
      scope: .translations, examples: []),
  ]

  static let input: ReportInput = {
    var result = CheckResult(
      diagnostics: diagnostics.sorted(), fileCount: 4, stringCount: 9,
      checked: [
        .init(file: "App/Info.plist", key: "NSCameraUsageDescription"),
        .init(file: "App/es.lproj/InfoPlist.strings", key: "NSCameraUsageDescription"),
        .init(file: "App/es.lproj/InfoPlist.strings", key: "NSMicrophoneUsageDescription"),
      ])
    result.coverage = [
      LocaleCoverage(locale: "es", translated: 1, expected: 2),
      LocaleCoverage(locale: "de", translated: 0, expected: 2),
      LocaleCoverage(locale: "ar", translated: 2, expected: 2),
    ]
    return ReportInput(
      result: result, rules: rules, version: "${VERSION}", baseDirectory: "/project")
  }()

  @Test(arguments: ReporterFactory.all.map(\.id))
  func reporterMatchesGolden(_ id: String) {
    let output = ReporterFactory.reporter(id)!.render(Self.input)
    let ext =
      ["json": "json", "sarif": "sarif", "junit": "xml", "gitlab": "json", "checkstyle": "xml"][id]
      ?? "txt"
    Snapshot.assert(output, suite: "Reporters", name: id, ext: ext)
  }

  @Test func jsonHasTheFieldsOfTheSpec() throws {
    let output = JSONReporter.render(Self.input)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let tool = try #require(object["tool"] as? [String: Any])
    #expect(tool["name"] as? String == "usage-strings")
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == Self.input.result.diagnostics.count)
    for diagnostic in diagnostics {
      #expect(
        diagnostic["rule"] is String && diagnostic["severity"] is String
          && diagnostic["message"] is String)
      if diagnostic["file"] != nil {
        #expect(diagnostic["line"] is Int && diagnostic["column"] is Int)
      }
    }
    #expect(
      diagnostics.contains {
        $0["key"] as? String == "NSCameraUsageDescription" && $0["locale"] as? String == "es"
      })
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(
      Set(summary.keys) == ["files", "strings", "errors", "warnings", "notes", "rules", "locales"])
    #expect(summary["errors"] as? Int == Self.input.result.count(.error))
    // Each rule's and language's counts are those of the findings.
    let rules = try #require(summary["rules"] as? [String: [String: Int]])
    for (rule, counts) in rules {
      let found = diagnostics.filter { $0["rule"] as? String == rule }
      for severity in ["error", "warning", "note"] {
        #expect(
          counts[severity + "s"] == found.filter { $0["severity"] as? String == severity }.count)
      }
    }
    let locales = try #require(summary["locales"] as? [String: [String: Int]])
    #expect(locales["es"]?["translated"] == 1 && locales["es"]?["percent"] == 50)
    for (locale, counts) in locales {
      let found = diagnostics.filter { $0["locale"] as? String == locale }
      #expect(counts["warnings"] == found.filter { $0["severity"] as? String == "warning" }.count)
    }
  }

  @Test func sarifIs210WithTheRulesInTheDriver() throws {
    let output = SARIFReporter.render(Self.input)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(object["version"] as? String == "2.1.0")
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.count == Self.rules.count)
    let ids = rules.compactMap { $0["id"] as? String }
    let results = try #require(run["results"] as? [[String: Any]])
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(ids[index] == result["ruleId"] as? String)
      // A result at its rule's default severity leaves the level to the rule (SARIF 3.27.10).
      let level =
        result["level"] as? String
        ?? (rules[index]["defaultConfiguration"] as? [String: Any])?["level"] as? String
      #expect(["error", "warning", "note"].contains(level ?? ""))
    }
    // Leaner than a pretty-printed result: one line each.
    #expect(output.contains("\n        {\"ruleId\":\"sample-error\",\"ruleIndex\":0,"))
  }

  /// A severity the configuration changed is written; a note at the finding's own place is not
  /// repeated as a related location.
  @Test func sarifWritesWhatDiffersFromTheRule() throws {
    var input = Self.input
    let place = Self.at("App/Info.plist", 12, 5, 301)
    input.result.diagnostics = [
      Diagnostic(
        ruleID: "sample-note", severity: .error, message: "raised by the configuration",
        location: place,
        notes: [
          .init(message: "here", location: place),
          .init(message: "elsewhere", location: Self.at("App/de.lproj/InfoPlist.strings", 2, 1, 9)),
        ])
    ]
    let output = SARIFReporter.render(input)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let result = try #require(
      ((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
    #expect(result["level"] as? String == "error")
    let related = try #require(result["relatedLocations"] as? [[String: Any]])
    #expect(related.count == 1)
    #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "elsewhere")
  }

  @Test func githubEscapesWorkflowCommandData() {
    #expect(GitHubReporter.escape("50% a:b,c\nd", property: true) == "50%25 a%3Ab%2Cc%0Ad")
    #expect(GitHubReporter.escape("50% a:b,c\nd", property: false) == "50%25 a:b,c%0Ad")
    // CR LF is one character, a colon with an accent too: each byte is escaped all the same.
    #expect(GitHubReporter.escape("a\r\nb", property: false) == "a%0D%0Ab")
    #expect(GitHubReporter.escape("a:\u{301}b", property: true) == "a%3A\u{301}b")
  }

  @Test func junitIsWellFormedXML() throws {
    let output = JUnitReporter.render(Self.input)
    var tokenizer = XMLTokenizer(Array(output.utf8))
    var testcases = 0
    while let event = try tokenizer.next() {
      if case .start("testcase", _, _, _) = event { testcases += 1 }
    }
    #expect(
      testcases
        == Set(
          Self.input.result.checked.map { "\($0.file)|\($0.key)" }
            + Self.input.result.diagnostics.map {
              "\($0.location?.file ?? "(project)")|\($0.key ?? "(file)")"
            }
        ).count)
  }

  @Test func checkstyleHasAnErrorPerFindingInItsFile() throws {
    let output = CheckstyleReporter.render(Self.input)
    var tokenizer = XMLTokenizer(Array(output.utf8))
    var files: [String] = []
    var errors = 0
    while let event = try tokenizer.next() {
      if case .start("file", _, _, _) = event { files.append("") }
      if case .start("error", _, _, _) = event { errors += 1 }
    }
    #expect(errors == Self.input.result.diagnostics.count)
    #expect(
      files.count == Set(Self.input.result.diagnostics.map { $0.location?.file ?? "." }).count)
  }

  @Test func gitlabIsAnArrayOfIssuesWithUniqueFingerprints() throws {
    var input = Self.input
    // The same finding twice in one value: two issues, two fingerprints.
    input.result.diagnostics.append(input.result.diagnostics[1])
    let output = GitLabReporter.render(input)
    let issues = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    #expect(issues.count == input.result.diagnostics.count)
    let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
    #expect(Set(fingerprints).count == issues.count)
    for issue in issues {
      let location = try #require(issue["location"] as? [String: Any])
      #expect(location["path"] is String && (location["lines"] as? [String: Int])?["begin"] != nil)
      #expect(["info", "minor", "major"].contains(issue["severity"] as? String))
    }
  }

  /// The Markdown summary fits a pull-request comment (65,536 characters) however many findings
  /// and languages there are, and says how many it left out.
  @Test func markdownStaysWithinAComment() {
    let long = String(repeating: "a long message ", count: 40)
    // One message quoting a whole file of the checkout, and a folder with a long name.
    let huge = Diagnostic(
      ruleID: "sample-huge", severity: .error, message: String(repeating: "x", count: 200_000),
      location: Self.at("App/Info.plist", 1, 1), key: "Huge")
    let diagnostics =
      [huge]
      + (0..<500).map { index in
        Diagnostic(
          ruleID: "sample-\(index)", severity: .warning, message: "\(index) \(long)",
          location: Self.at("App/Info.plist", index + 1, 1), key: "K\(index)")
      }
    var totals = ReportTotals(fileCount: 1, stringCount: 500, warnings: 500)
    for index in 0..<1_000 {
      totals.locales["x\(index)"] = LocaleTotals(translated: 1, expected: 1)
    }
    let output = MarkdownReporter.document(diagnostics, totals: totals, summaryOnly: false)
    #expect(output.count < 65_536, "\(output.count)")
    let rows = output.split(separator: "\n").filter { $0.hasPrefix("| ⚠️") }.count
    #expect(rows > 0 && rows < 100)
    #expect(output.contains("… and \(501 - rows - 1) more entries"))
    #expect(output.contains("<details><summary>By language (1000 languages)</summary>"))
    #expect(output.contains("… and 800 more languages."))
  }
}
