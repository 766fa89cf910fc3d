import Testing

@testable import UsageStrings

/// The findings a unit reports, sorted and without repeats.
@Suite struct SortedUniqueTests {
  static func extraKey(_ locale: String) -> Diagnostic {
    let start = SourcePosition(line: 149, column: 5, offset: 5082)
    return Diagnostic(
      ruleID: "extra-key", severity: .warning, message: "'UTTypeDescription' is no key",
      location: SourceRange(file: "App/InfoPlist.xcstrings", start: start, end: start),
      key: "UTTypeDescription", locale: locale)
  }

  /// A catalog built by two targets: each finds the same stale key in each language, all at the
  /// key's one place in the file (PhotoBooks' `UTTypeDescription`). Each is reported once.
  @Test func aCatalogsRepeatsAcrossTargetsAreReportedOnce() {
    let found = ["de", "en", "fr", "de", "en", "fr"].map(Self.extraKey)
    let kept = Linter.sortedUnique(found)
    #expect(kept.compactMap(\.locale) == ["de", "en", "fr"])
  }
}
