import Foundation
import Testing
@testable import UsageStrings

/// One golden file per reporter, on the showcase app; and the structure the formats promise.
@Suite struct ReporterTests {
  static let input = ReportInput(
    result: ShowcaseTests.result, rules: RuleRegistry.all.map(\.description), version: "${VERSION}",
    baseDirectory: "/project")

  @Test(arguments: ReporterFactory.all.map(\.id))
  func reporterMatchesGolden(_ id: String) {
    let output = ReporterFactory.reporter(id)!.render(Self.input)
    let ext = ["json": "json", "sarif": "sarif", "junit": "xml"][id] ?? "txt"
    Snapshot.assert(output, suite: "Reporters", name: id, ext: ext)
  }

  @Test func jsonHasTheFieldsOfTheSpec() throws {
    let output = JSONReporter.render(Self.input)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let tool = try #require(object["tool"] as? [String: Any])
    #expect(tool["name"] as? String == "usage-strings")
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == Self.input.result.diagnostics.count)
    for diagnostic in diagnostics {
      #expect(diagnostic["rule"] is String && diagnostic["severity"] is String && diagnostic["message"] is String)
      if diagnostic["file"] != nil { #expect(diagnostic["line"] is Int && diagnostic["column"] is Int) }
    }
    #expect(diagnostics.contains { $0["key"] as? String == "NSCameraUsageDescription" && $0["locale"] as? String == "es" })
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(Set(summary.keys) == ["files", "strings", "errors", "warnings", "notes"])
    #expect(summary["errors"] == Self.input.result.count(.error))
  }

  @Test func sarifIs210WithTheRulesInTheDriver() throws {
    let output = SARIFReporter.render(Self.input)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(object["version"] as? String == "2.1.0")
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.count == RuleRegistry.all.count)
    let ids = rules.compactMap { $0["id"] as? String }
    let results = try #require(run["results"] as? [[String: Any]])
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(ids[index] == result["ruleId"] as? String)
      #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
    }
  }

  @Test func githubEscapesWorkflowCommandData() {
    #expect(GitHubReporter.escape("50% a:b,c\nd", property: true) == "50%25 a%3Ab%2Cc%0Ad")
    #expect(GitHubReporter.escape("50% a:b,c\nd", property: false) == "50%25 a:b,c%0Ad")
  }

  @Test func junitIsWellFormedXML() throws {
    let output = JUnitReporter.render(Self.input)
    var tokenizer = XMLTokenizer(Array(output.utf8))
    var testcases = 0
    while let event = try tokenizer.next() {
      if case .start("testcase", _, _, _) = event { testcases += 1 }
    }
    #expect(testcases == Set(Self.input.result.checked.map { "\($0.file)|\($0.key)" }
      + Self.input.result.diagnostics.map { "\($0.location?.file ?? "(project)")|\($0.key ?? "(file)")" }).count)
  }
}
