import Foundation
import Testing

@testable import UsageStrings

/// The README says what the CLI does: every option of every command, the reporters, and the
/// counts of rules and locale files, checked against the tool itself.
@Suite struct DocsAgreeTests {
  static let readme: String = {
    let url = Binary.packageRoot.appendingPathComponent("README.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  static let commands = ["check", "generate", "merge", "extract", "report", "rules", "config"]

  /// The options a command's help lists (`--name`), `--help` aside.
  static func options(of command: String) throws -> Set<String> {
    let help = try Binary.run(["help", command]).stdout
    let expression = try NSRegularExpression(pattern: "(?m)^\\s+(?:-\\w, )?(--[a-z][a-z-]*)")
    let range = NSRange(help.startIndex..., in: help)
    return Set(
      expression.matches(in: help, range: range).compactMap {
        Range($0.range(at: 1), in: help).map { String(help[$0]) }
      }
    ).subtracting(["--help"])
  }

  /// The README's synopsis of a command: its lines in the command reference.
  static func synopsis(of command: String) -> String {
    let lines = readme.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.hasPrefix("usage-strings \(command) ") })
    else { return "" }
    return ([lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix(" ") })
      .joined(separator: "\n")
  }

  @Test(arguments: commands)
  func everyOptionIsInTheSynopsis(_ command: String) throws {
    let synopsis = Self.synopsis(of: command)
    #expect(!synopsis.isEmpty, "no synopsis of \(command) in the README")
    let missing = try Self.options(of: command).filter { !synopsis.contains($0) }.sorted()
    #expect(missing.isEmpty, "README's synopsis of \(command) lacks \(missing)")
  }

  @Test func theReportersAreTheCLIs() throws {
    let help = try Binary.run(["help", "check"]).stdout
    let listed = help.range(of: #"\((text\|[a-z|]+)\)"#, options: .regularExpression).map {
      String(help[$0].dropFirst().dropLast())
    }
    #expect(listed != nil)
    #expect(Self.synopsis(of: "check").contains("--reporter \(listed ?? "?")"))
  }

  @Test func theCountsAreTheTools() throws {
    #expect(Self.readme.contains("— \(RuleRegistry.all.count) of them, each with its rationale"))
    let locales = try LocaleCatalog.load().localeIdentifiers.count
    #expect(Self.readme.contains("One JSON file per locale — \(locales) of them"))
  }
}
