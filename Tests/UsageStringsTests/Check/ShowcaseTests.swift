import Foundation
import Testing

@testable import UsageStrings

/// The showcase app: every rule fires at a known file, line and key, while the locales written
/// to be clean — right-to-left text with direction marks, Persian with ZWNJ, Thai, Japanese,
/// Chinese, emoji ZWJ sequences, French with no-break spaces — stay clean.
@Suite struct ShowcaseTests {
  static let result: CheckResult = {
    let base = Fixtures.root.path
    let configuration = Configuration(directory: Fixtures.url("Showcase").path)
    let (project, _) = try! ProjectDiscovery.discover(
      Fixtures.url("Showcase").path, options: configuration.discoveryOptions(displayBase: base))
    var options = LintOptions(configuration: configuration, locales: try! LocaleCatalog.load())
    options.displayBase = base
    return Linter.lint([project], options: options)
  }()

  /// Where each rule must fire: (rule, file, line, key).
  static let expected: [(String, String, Int, String?)] = [
    ("unknown-usage-key", "App/Info.plist", 25, "NSPhotoLibraryUsageDescripton"),
    ("unrecognized-usage-key", "App/Info.plist", 17, "NSHologramUsageDescription"),
    ("deprecated-usage-key", "App/Info.plist", 9, "NSCalendarsUsageDescription"),
    ("missing-companion-key", "App/Info.plist", 21, "NSLocationAlwaysAndWhenInUseUsageDescription"),
    ("empty-purpose-string", "App/Info.plist", 23, "NSMotionUsageDescription"),
    ("generic-purpose-string", "App/en.lproj/InfoPlist.strings", 3, "NSContactsUsageDescription"),
    (
      "format-specifier", "Widget/InfoPlist.xcstrings", 17, "NSSpeechRecognitionUsageDescription"
    ),
    ("literal-escape", "App/Info.plist", 16, "NSFaceIDUsageDescription"),
    ("other-permission-text", "Widget/Info.plist", 9, "NSMicrophoneUsageDescription"),
    (
      "orphan-purpose-string", "App/de.lproj/InfoPlist.strings", 11,
      "NSBluetoothAlwaysUsageDescription"
    ),
    ("missing-source-translation", "App/en.lproj/InfoPlist.strings", 1, "NSCameraUsageDescription"),
    ("syntax-error", "App/it.lproj/InfoPlist.strings", 1, nil),
    ("invalid-encoding", "App/pl.lproj/InfoPlist.strings", 2, nil),
    ("duplicate-key", "App/de.lproj/InfoPlist.strings", 13, "CFBundleDisplayName"),
    ("not-nfc", "App/es.lproj/InfoPlist.strings", 3, "NSCameraUsageDescription"),
    ("bidi-control", "App/ar.lproj/InfoPlist.strings", 3, "NSCameraUsageDescription"),
    ("invisible-character", "App/es.lproj/InfoPlist.strings", 4, "NSContactsUsageDescription"),
    (
      "headline-too-long", "App/de.lproj/InfoPlist.strings", 9,
      "NSLocationAlwaysAndWhenInUseUsageDescription"
    ),
    ("too-long", "App/de.lproj/InfoPlist.strings", 10, "NSMotionUsageDescription"),
    ("purpose-string-too-large", "App/ko.lproj/InfoPlist.strings", 9, "NSMotionUsageDescription"),
    ("leading-trailing-space", "App/es.lproj/InfoPlist.strings", 3, "NSCameraUsageDescription"),
    ("unknown-locale", "App/pt_BR.lproj/InfoPlist.strings", 1, nil),
    ("file-name-case", "App/nl.lproj/infoplist.strings", 1, nil),
    ("missing-translation", "App/de.lproj/InfoPlist.strings", 1, "NSCameraUsageDescription"),
    ("extra-key", "App/de.lproj/InfoPlist.strings", 12, "legacy.welcome"),
    ("untranslated", "App/es.lproj/InfoPlist.strings", 2, "NSCalendarsUsageDescription"),
    ("stale-translation", "App/de.lproj/InfoPlist.strings", 4, "NSCalendarsUsageDescription"),
    ("needs-review", "Widget/InfoPlist.xcstrings", 4, "NSSpeechRecognitionUsageDescription"),
    ("conflicting-tables", "Widget/InfoPlist.xcstrings", 1, nil),
    (
      "source-conflict", "App/en.lproj/InfoPlist.strings", 7,
      "NSLocationAlwaysAndWhenInUseUsageDescription"
    ),
    (
      "placeholder-mismatch", "Widget/InfoPlist.xcstrings", 4, "NSSpeechRecognitionUsageDescription"
    ),
    ("plural-categories", "App/cs.lproj/InfoPlist.stringsdict", 5, "NSMotionUsageDescription"),
    ("wrong-script", "App/ru.lproj/InfoPlist.strings", 7, "NSHomeKitUsageDescription"),
    ("reused-translation", "App/ru.lproj/InfoPlist.strings", 6, "NSHologramUsageDescription"),
    ("repeated-mark", "App/ru.lproj/InfoPlist.strings", 9, "NSMotionUsageDescription"),
    ("unexpanded-build-setting", "App/ru.lproj/InfoPlist.strings", 1, "CFBundleDisplayName"),
    ("missing-usage-key", "App/Sources/Recorder.swift", 4, "NSMicrophoneUsageDescription"),
    ("unused-usage-key", "App/Info.plist", 19, "NSHomeKitUsageDescription"),
    ("unneeded-permission", "App/Info.plist", 13, "NSContactsUsageDescription"),
    (
      "privacy-manifest-contradiction", "App/Info.plist", 22,
      "NSLocationAlwaysAndWhenInUseUsageDescription"
    ),
  ]

  @Test func everyRuleFiresAtItsPlace() {
    for (rule, file, line, key) in Self.expected {
      let found = Self.result.diagnostics.contains {
        $0.ruleID == rule && $0.location?.file == "Showcase/\(file)"
          && $0.location?.start.line == line && $0.key == key
      }
      #expect(found, "\(rule) at \(file):\(line) \(key ?? "")")
    }
    // The showcase has no project file, so every table is built and no file is missing:
    // `unbuilt-table` fires in ResolvedModelTests, on the XcodeApp fixture, and `missing-file` in
    // MissingPartsTests. It has no pseudo-locale: `pseudo-overflow` fires in PseudoLocaleTests.
    // No platform's in-context table and one edition: `platform-placeholder` and
    // `foreign-name` fire in their examples. The meaning rules fire on real tables: the judged
    // corpus apps (JudgedCorpusTests) and the judged translations (MeaningDatasetTests).
    let fired = Set(Self.result.diagnostics.map(\.ruleID)).union([
      "unbuilt-table", "missing-file", "pseudo-overflow", "pseudo-stale", "pseudo-locale-shipped",
      "platform-placeholder", "foreign-name", "apple-term", "mixed-address", "negation-mismatch",
      "wrong-key-translation", "wrong-language",
    ])
    #expect(
      fired == Set(RuleRegistry.all.map(\.description.id)),
      "never fired: \(Set(RuleRegistry.all.map(\.description.id)).subtracting(fired))")
  }

  @Test(arguments: ["he", "fa", "th", "ja", "zh-Hans", "fr"])
  func cleanLocalesStayClean(_ locale: String) {
    let file = "Showcase/App/\(locale).lproj/InfoPlist.strings"
    let found = Self.result.diagnostics.filter { $0.location?.file == file || $0.locale == locale }
    #expect(found.isEmpty, "\(found.map { "\($0.ruleID): \($0.message)" })")
  }
}
