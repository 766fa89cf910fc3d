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
    // Its XML plist writes "\n" where it means a line break; the three in the retired
    // NSLocationAlwaysUsageDescription (read by iOS 8 to 10 only) no device shows.
    #expect(
      result.diagnostics.filter { $0.ruleID == "literal-escape" }.map(\.key) == [
        "NSLocationAlwaysAndWhenInUseUsageDescription"
      ])
    // Four purpose keys of the Info.plist were never translated: neither en.lproj nor any other
    // language's table holds them. One cause, one finding each, in the source table.
    #expect(!result.diagnostics.contains { $0.ruleID == "missing-translation" && $0.locale == nil })
    let untranslated = result.diagnostics.filter {
      $0.ruleID == "missing-source-translation" && $0.severity == .warning
    }
    #expect(
      Set(untranslated.compactMap(\.key)) == [
        "NSBluetoothAlwaysUsageDescription", "NSFaceIDUsageDescription",
        "NSRemindersFullAccessUsageDescription", "NSRemindersUsageDescription",
      ])
    #expect(
      untranslated.allSatisfy {
        $0.location?.file
          == "corpus/home-assistant__iOS/Sources/App/Resources/en.lproj/InfoPlist.strings"
          && $0.message.contains("none of the 32 languages")
      }, "\(untranslated.map(\.message))")
    // The Mexican Spanish table, which translates nothing, is one finding of its own.
    #expect(
      result.diagnostics.contains {
        $0.ruleID == "untranslated" && $0.locale == "es-MX" && $0.key == nil
      })
    #expect(
      !result.diagnostics.contains { $0.ruleID == "missing-translation" && $0.locale == "en-GB" })
    // The Dutch when-in-use string holds two zero-width spaces in a row: one finding.
    let invisible = result.diagnostics.filter { $0.ruleID == "invisible-character" }
    #expect(
      invisible.count == 1 && invisible.allSatisfy { $0.locale == "nl" }
        && invisible.allSatisfy { $0.message.contains("(2 in a row)") })
    // The registry knows WebKit's cross-website tracking key (added to the research 2026-12-01).
    #expect(!result.diagnostics.contains { $0.ruleID == "unrecognized-usage-key" })
  }

  @Test func duckDuckGoReportsItsDeadShortcutTitleInEveryTable() throws {
    let result = try Self.check("duckduckgo__iOS")
    #expect(result.count(.error) == 0)
    // The shortcut's title became "Paste from Clipboard"; the old key is dead in all 25 tables,
    // the English one included. The share extension's CFBundleName is read by the system.
    let extra = result.diagnostics.filter { $0.ruleID == "extra-key" }
    #expect(extra.count == 25 && extra.allSatisfy { $0.key == "Paste from clipboard" })
    #expect(extra.contains { $0.locale == "en" })
  }

  @Test func vlcMissesItsNewestKeysInMostLanguages() throws {
    let result = try Self.check("videolan__vlc-ios")
    #expect(result.count(.error) == 0)
    let missing = Set(
      result.diagnostics.filter { $0.ruleID == "missing-translation" }.compactMap(\.key))
    #expect(missing == ["NSAlarmKitUsageDescription"])
    // The local-network text is in no table, en.lproj's included: one finding, for that cause.
    #expect(
      result.diagnostics.contains {
        $0.ruleID == "missing-source-translation" && $0.key == "NSLocalNetworkUsageDescription"
          && $0.message.contains("none of the 59 languages")
      })
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
