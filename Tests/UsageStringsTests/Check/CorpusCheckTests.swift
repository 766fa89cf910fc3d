import Foundation
import Testing

@testable import UsageStrings

/// `check` over the four real apps: no crash, no syntax or encoding finding on their valid files,
/// and the findings reviewed when the rules were written.
@Suite struct CorpusCheckTests {
  static func check(_ app: String) throws -> CheckResult {
    let base = Fixtures.root.path
    let configuration = Configuration(directory: Fixtures.corpus.path)
    let (project, issues) = try ProjectDiscovery.discover(
      Fixtures.corpus.appendingPathComponent(app).path,
      options: configuration.discoveryOptions(displayBase: base))
    #expect(issues.isEmpty, "\(issues)")
    var options = LintOptions(configuration: configuration, locales: try LocaleCatalog.load())
    options.displayBase = base
    return Linter.lint([project], options: options)
  }

  @Test(arguments: Fixtures.corpusApps)
  func validFilesHaveNoSyntaxOrEncodingFindings(_ app: String) throws {
    let result = try Self.check(app)
    #expect(result.stringCount > 100)
    let broken = result.diagnostics.filter {
      $0.ruleID == "syntax-error" || $0.ruleID == "invalid-encoding"
    }
    #expect(broken.isEmpty, "\(broken.map(\.message))")
  }

  @Test func homeAssistantFindingsAreTheReviewedOnes() throws {
    let result = try Self.check("home-assistant__iOS")
    let errors = result.diagnostics.filter { $0.severity == .error }
    // The Intents extension asks for always-location without when-in-use.
    #expect(errors.map(\.ruleID) == ["missing-companion-key"])
    #expect(
      errors.first?.location?.file
        == "corpus/home-assistant__iOS/Sources/Extensions/Intents/Resources/Info.plist")
    // Its XML plist writes "\n" where it means a line break.
    #expect(result.diagnostics.filter { $0.ruleID == "literal-escape" }.count == 4)
    // Four purpose keys of the Info.plist were never translated: each missing in all 33 locales.
    let missing = Dictionary(
      grouping: result.diagnostics.filter { $0.ruleID == "missing-translation" },
      by: { $0.key ?? "" })
    #expect(
      Set(missing.keys) == [
        "NSBluetoothAlwaysUsageDescription", "NSFaceIDUsageDescription",
        "NSRemindersFullAccessUsageDescription", "NSRemindersUsageDescription",
      ])
    #expect(missing.values.allSatisfy { $0.count == 33 })
    // The Dutch when-in-use string holds two zero-width spaces.
    let invisible = result.diagnostics.filter { $0.ruleID == "invisible-character" }
    #expect(invisible.count == 2 && invisible.allSatisfy { $0.locale == "nl" })
    // The registry knows WebKit's cross-website tracking key (added to the research 2026-12-01).
    #expect(!result.diagnostics.contains { $0.ruleID == "unrecognized-usage-key" })
  }

  @Test func duckDuckGoIsCleanButForItsExtensionsNames() throws {
    let result = try Self.check("duckduckgo__iOS")
    #expect(result.count(.error) == 0)
    let rules = Set(result.diagnostics.map(\.ruleID))
    #expect(rules == ["extra-key", "missing-source-translation"], "\(rules)")
    // The share extension's translations name it; its English table does not.
    #expect(
      result.diagnostics.filter { $0.ruleID == "extra-key" }.allSatisfy { $0.key == "CFBundleName" }
    )
  }

  @Test func vlcMissesItsNewestKeysInMostLanguages() throws {
    let result = try Self.check("videolan__vlc-ios")
    #expect(result.count(.error) == 0)
    let missing = Set(
      result.diagnostics.filter { $0.ruleID == "missing-translation" }.compactMap(\.key))
    #expect(missing == ["NSLocalNetworkUsageDescription", "NSAlarmKitUsageDescription"])
    // Thai runs words together: "อนุญาตให้ใช้ Face ID ปลดล็อก VLC ได้" names its feature.
    #expect(!result.diagnostics.contains { $0.ruleID == "generic-purpose-string" })
  }

  @Test func focusFindsIndicNormalizationAndStrayJoiners() throws {
    let result = try Self.check("mozilla-mobile__focus-ios")
    #expect(result.count(.error) == 0)
    let nfc = Set(result.diagnostics.filter { $0.ruleID == "not-nfc" }.compactMap(\.locale))
    #expect(nfc.isSubset(of: ["bn", "my", "ta", "te"]) && !nfc.isEmpty)
    // A zero-width joiner at the very start of three Kannada values joins nothing.
    #expect(
      result.diagnostics.filter { $0.ruleID == "invisible-character" }.allSatisfy {
        $0.locale == "kn"
      })
  }
}
