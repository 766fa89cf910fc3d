import Foundation
import Testing

@testable import UsageStrings

/// `extract --effective` is the model made visible: every rule's idea of what an alert shows in a
/// language agrees with it, on every fixture app.
@Suite struct EffectiveTextTests {
  static let apps =
    [
      "SourceOverride", "Showcase", "XcodeApp", "CodeApp", "BundlesApp", "MergeShapes/App",
      "SynchronizedApp", "SharedTablesApp", "XcodeGenApp", "MissingParts", "TuistApp",
    ] + Fixtures.corpusApps.map { "corpus/\($0)" }

  @Test(arguments: apps)
  func rulesAgreeWithTheEffectiveTexts(_ app: String) throws {
    let (project, configuration) = try SourceAgreementTests.project(app)
    let options = try SourceAgreementTests.lintOptions(configuration)
    let targets = options.resolver.resolve(project).targets
    for finding in Linter.lint([project], options: options).diagnostics {
      guard let key = finding.key, let locale = finding.locale,
        ["missing-translation", "untranslated"].contains(finding.ruleID)
      else { continue }
      // The finding is about one of the targets that translate the key (editions share tables).
      let shown = targets.compactMap { target in
        target.effectiveText(of: key, in: LocaleIdentifier(locale)).map {
          (text: $0, target: target)
        }
      }
      let about = "\(app) \(finding.ruleID) \(key) \(locale): \(shown.map(\.text))"
      if finding.ruleID == "missing-translation" {
        // A missing translation shows something else than the language's own text...
        #expect(shown.contains { ![.table, .catalog].contains($0.text.origin) }, "\(about)")
        // ...and the Info.plist's text where the message says so.
        if finding.message.contains("see the Info.plist's") {
          #expect(shown.contains { $0.text.origin == .infoPlist }, "\(about)")
        }
      } else {
        // An untranslated text is the source's, wherever it comes from.
        #expect(shown.contains { $0.text.text == $0.target.sources[key]?.text }, "\(about)")
      }
    }
    // Every language a target ships has every key to translate.
    for target in targets {
      let texts = target.effectiveTexts
      let languages = 1 + target.facts.shippedLocales.count
      #expect(texts.count == languages * target.translatableKeys.count, "\(app)")
    }
  }

  /// The fallback the device takes: a language whose table lacks the key shows the Info.plist's
  /// text, one with no table the development language's.
  @Test func aLanguageFallsBackAsTheDeviceDoes() throws {
    let (project, configuration) = try SourceAgreementTests.project("SourceOverride")
    let options = try SourceAgreementTests.lintOptions(configuration)
    let target = try #require(options.resolver.resolve(project).targets.first)
    let english = try #require(
      target.effectiveText(of: "NSCameraUsageDescription", in: target.target.sourceLanguage))
    #expect(english.origin == .sourceTable)
    #expect(english.text == target.sources["NSCameraUsageDescription"]?.text)
  }
}
