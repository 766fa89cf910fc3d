import Foundation
import Testing

@testable import UsageStrings

/// One example of one rule, as a test argument.
struct ExampleCase: Sendable, CustomTestStringConvertible {
  var ruleID: String
  var index: Int
  var example: RuleExample
  var testDescription: String {
    "\(ruleID) #\(index + 1) (\(Paths.lastComponent(example.sourceFile)):\(example.sourceLine))"
  }

  var rule: RegisteredRule { RuleRegistry.rule(ruleID)! }

  static let all: [ExampleCase] = RuleRegistry.all.flatMap { rule in
    rule.description.examples.enumerated().map {
      ExampleCase(ruleID: rule.description.id, index: $0.offset, example: $0.element)
    }
  }
}

/// Every rule's examples, run as tests, also with a multi-byte prefix, with CRLF line endings and
/// silenced by a suppression comment.
@Suite struct RuleExampleTests {
  @Test(arguments: ExampleCase.all, ExampleRunner.Variant.allCases)
  func example(_ test: ExampleCase, _ variant: ExampleRunner.Variant) throws {
    let example = test.example
    let location = Testing.SourceLocation(
      fileID: "UsageStrings/\(Paths.lastComponent(example.sourceFile))",
      filePath: example.sourceFile, line: example.sourceLine, column: 1)
    let outcome = try ExampleRunner.run(example, rule: test.rule, variant: variant)
    defer { try? FileManager.default.removeItem(at: outcome.folder) }
    let found = ExampleRunner.markers(of: outcome.diagnostics)
    let messages = outcome.diagnostics.map {
      "\($0.location.map { "\($0.file):\($0.start.line):\($0.start.column)" } ?? "-"): \($0.message)"
    }
    if variant == .suppressed {
      // Silenced wherever a comment can go; a finding in a JSON file stays.
      let kept = outcome.expected.filter { !ExampleRunner.holdsComments($0.path) }
      #expect(
        found.sorted { $0.description < $1.description }
          == kept.sorted { $0.description < $1.description },
        "a suppressed example still reports: \(messages)", sourceLocation: location)
      return
    }
    switch example.kind {
    case .passing:
      #expect(
        outcome.diagnostics.isEmpty, "expected nothing, found: \(messages)",
        sourceLocation: location)
    case .failing:
      #expect(
        !outcome.expected.isEmpty, "a failing example needs a ↓ marker", sourceLocation: location)
      #expect(
        found.sorted { $0.description < $1.description }
          == outcome.expected.sorted { $0.description < $1.description },
        "found: \(messages)", sourceLocation: location)
      for diagnostic in outcome.diagnostics {
        #expect(diagnostic.ruleID == test.ruleID, sourceLocation: location)
      }
      if let severity = example.severity {
        #expect(
          outcome.diagnostics.allSatisfy { $0.severity == severity },
          "every finding should be a \(severity)", sourceLocation: location)
      } else {
        // A configured example too: one whose findings differ names its severity.
        let defaultSeverity = test.rule.description.defaultSeverity
        #expect(
          outcome.diagnostics.contains { $0.severity == defaultSeverity },
          "no finding has the default severity \(defaultSeverity)", sourceLocation: location)
      }
    case .fix(let fixed):
      let edits = outcome.diagnostics.flatMap { $0.fixes.flatMap(\.edits) }
      #expect(!edits.isEmpty, "a fix example needs a fix", sourceLocation: location)
      let first = example.files[0]
      let result = String(
        decoding: TextEdit.apply(edits, to: Array(outcome.firstText.utf8)), as: UTF8.self)
      let expectedText = ExampleRunner.strip(
        ExampleRunner.transform(ExampleFile(path: first.path, text: fixed), variant),
        path: first.path
      ).0
      #expect(result == expectedText, sourceLocation: location)
      // Applying the fixes again changes nothing: the fixed app has no finding left.
      var again = example
      again.files[0].text = result.replacingOccurrences(of: "\r\n", with: "\n")
      again.kind = .passing
      let rerun = try ExampleRunner.run(
        again, rule: test.rule, variant: variant == .crlf ? .crlf : .plain)
      defer { try? FileManager.default.removeItem(at: rerun.folder) }
      #expect(
        rerun.diagnostics.isEmpty,
        "the fixed text still has findings: \(rerun.diagnostics.map(\.message))",
        sourceLocation: location)
    }
  }
}
