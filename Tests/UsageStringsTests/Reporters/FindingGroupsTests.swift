import Testing

@testable import UsageStrings

/// What folds and what an entry says about the findings after its first.
@Suite struct FindingGroupsTests {
  static func finding(
    _ message: String, file: String, line: Int = 3, key: String?, locale: String?,
    notes: [Diagnostic.Note] = []
  ) -> Diagnostic {
    Diagnostic(
      ruleID: "extra-key", severity: .warning, message: message,
      location: ReporterTests.at(file, line, 1), notes: notes, key: key, locale: locale)
  }

  /// Folding batch by batch, as the report's stream does while the run goes on, groups as
  /// folding them all at once: a finding joins the group of one from an earlier batch.
  @Test func foldingInBatchesIsFoldingAtOnce() {
    let findings = ["de", "fr", "it"].flatMap { (locale: String) in
      ["Camera", "Photos"].map { (key: String) in
        Self.finding(
          "'\(key)' is no key of the Info.plist", file: "\(locale).lproj/InfoPlist.strings",
          key: key, locale: locale)
      }
    }
    var folder = FindingFolder()
    for batch in [0..<1, 1..<4, 4..<4, 4..<6] { folder.add(Array(findings[batch])) }
    let whole = FindingGroups.fold(findings)
    #expect(folder.groups().map(\.members) == whole.map(\.members))
    #expect(folder.groups().map(\.id) == whole.map(\.id))
    #expect(whole.count == 1 && whole[0].members.count == 6)
  }

  @Test func keysThatAreNoWordsFold() {
    let findings = ["Share Extension unavailable", "The Share Extension is not available."].map {
      (key: String) in
      Self.finding(
        "'\(key)' is no key of the Info.plist", file: "A/Share.xcstrings", key: key, locale: "de")
    }
    let groups = FindingGroups.fold(findings)
    #expect(groups.count == 1)
    #expect(groups.first?.keys.count == 2)
  }

  @Test func filesTheLocalesDoNotNameAreListed() {
    let findings = ["A/Action.xcstrings", "A/Share.xcstrings"].flatMap { (file: String) in
      ["de", "fr"].map { (locale: String) in
        Self.finding("'Done' is no key of the Info.plist", file: file, key: "Done", locale: locale)
      }
    }
    let group = FindingGroups.fold(findings)[0]
    #expect(
      FindingGroups.summary(of: group)
        == "4 findings like this one, in 2 locales: de, fr; in 2 files: A/Action.xcstrings, A/Share.xcstrings"
    )
    // One file per locale: the locales say it all.
    let perLocale = ["de", "fr"].map { (locale: String) in
      Self.finding(
        "'Done' is no key of the Info.plist", file: "A/\(locale).lproj/InfoPlist.strings",
        key: "Done", locale: locale)
    }
    #expect(
      FindingGroups.summary(of: FindingGroups.fold(perLocale)[0])
        == "2 findings like this one, in 2 locales: de, fr")
  }

  @Test func theSamePlaceIsToldApartByItsNote() {
    let findings = ["A/App-Info.plist", "A/Widget-Info.plist"].map {
      Self.finding(
        "'NSCameraUsageDescription' says another text here", file: "A/en.lproj/InfoPlist.strings",
        line: 1, key: "NSCameraUsageDescription", locale: "en",
        notes: [.init(message: "the Info.plist's text", location: ReporterTests.at($0, 7, 7))])
    }
    #expect(
      FindingGroups.summary(of: FindingGroups.fold(findings)[0])
        == "2 findings like this one, also at 1:1 (the Info.plist's text: A/Widget-Info.plist:7:7)")
  }

  @Test func localeCodesThatAreWordsFoldWithTheOthers() {
    let findings = ["da", "it"].map { (locale: String) in
      Self.finding(
        "the app ships \(locale) but has no InfoPlist.strings for it; add \(locale).lproj/InfoPlist.strings",
        file: "A/Info.plist", key: nil, locale: locale)
    }
    #expect(FindingGroups.fold(findings).count == 1)
  }

  /// The same message at two severities (`--strict`, a configured severity per language) is two
  /// entries: folded, the error would be listed inside a warning, and read as one.
  @Test func findingsOfAnotherSeverityAreNotFolded() {
    var findings = ["de", "fr"].map { (locale: String) in
      Self.finding(
        "'Done' is no key of the Info.plist", file: "A/\(locale).lproj/InfoPlist.strings",
        key: "Done", locale: locale)
    }
    findings[1].severity = .error
    let groups = FindingGroups.fold(findings)
    #expect(groups.map(\.members) == [[0], [1]])
    #expect(FindingGroups.id(of: findings[0]) != FindingGroups.id(of: findings[1]))
    let text = TextReporter.text(findings, color: false)
    #expect(text.contains("error    'Done' is no key of the Info.plist"), "\(text)")
    #expect(!text.contains("2 findings like this one"), "\(text)")
  }
}
