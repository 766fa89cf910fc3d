import Foundation
import Testing

@testable import UsageStrings

/// The judged real-app suite: every error and warning `check` reports on the four corpus apps is
/// listed in `Tests/Fixtures/Judged/<app>.json` with a verdict a reviewer wrote after reading the
/// files. A finding not in the list fails (judge it first), a listed one judged false fails (fix
/// the rule, never the list), and a listed one no longer reported fails (recall lost, or a list
/// to bring up to date on purpose).
@Suite struct JudgedCorpusTests {
  /// One judged finding: where it is, and what the reviewer said.
  struct Judged: Decodable, Hashable {
    var rule: String
    var file: String
    var line: Int?
    var column: Int?
    var key: String?
    var locale: String?
    var verdict: String
    var reason: String

    /// What tells it apart from the other findings of the app.
    var identity: String {
      [
        rule, file, line.map(String.init) ?? "-", column.map(String.init) ?? "-", key ?? "-",
        locale ?? "-",
      ].joined(separator: " ")
    }
  }

  struct List: Decodable {
    var app: String
    var findings: [Judged]
  }

  static func judged(_ app: String) throws -> List {
    try JSONDecoder().decode(
      List.self, from: Data(contentsOf: Fixtures.url("Judged/\(app).json")))
  }

  /// The identities of the errors and warnings `check` reports on an app, one per finding.
  static func reported(_ app: String) throws -> [String] {
    let prefix = "corpus/\(app)/"
    return try CorpusCheckTests.check(app).diagnostics
      .filter { $0.severity != .note }
      .map { diagnostic in
        let file = diagnostic.location?.file ?? "-"
        return [
          diagnostic.ruleID, file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file,
          diagnostic.location.map { String($0.start.line) } ?? "-",
          diagnostic.location.map { String($0.start.column) } ?? "-", diagnostic.key ?? "-",
          diagnostic.locale ?? "-",
        ].joined(separator: " ")
      }
  }

  @Test(arguments: Fixtures.corpusApps)
  func everyFindingIsJudgedAndNoneIsFalse(_ app: String) throws {
    let list = try Self.judged(app)
    #expect(list.app == app)
    var listed: [String: Int] = [:]
    for entry in list.findings {
      #expect(["true", "false", "debatable"].contains(entry.verdict), "\(entry.identity)")
      #expect(!entry.reason.trimmingWhitespace.isEmpty, "no reason: \(entry.identity)")
      #expect(entry.verdict != "false", "judged false: \(entry.identity) — \(entry.reason)")
      listed[entry.identity, default: 0] += 1
    }
    var reported: [String: Int] = [:]
    for identity in try Self.reported(app) { reported[identity, default: 0] += 1 }
    let unjudged = reported.filter { $0.value > listed[$0.key, default: 0] }.keys.sorted()
    let lost = listed.filter { $0.value > reported[$0.key, default: 0] }.keys.sorted()
    #expect(unjudged.isEmpty, "not in the judged list (judge them): \(unjudged)")
    #expect(lost.isEmpty, "judged but no longer reported: \(lost)")
  }
}
