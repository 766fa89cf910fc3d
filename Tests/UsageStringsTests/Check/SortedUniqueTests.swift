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

  /// One text that contradicts the privacy manifests of three apps that build its table (Tuta):
  /// one finding, with each manifest as a note; a finding that differs otherwise stays apart.
  @Test func oneCauseWithSeveralTargetsEvidenceIsOneFinding() {
    func contradiction(_ manifest: String, message: String = "says 'stored on your device'")
      -> Diagnostic
    {
      var finding = Self.extraKey("en")
      finding.ruleID = "privacy-manifest-contradiction"
      finding.message = message
      finding.notes = [.init(message: "declared collected here", location: nil)]
      finding.notes[0].location = SourceRange(
        file: "\(manifest)/PrivacyInfo.xcprivacy", start: .zero, end: .zero)
      return finding
    }
    let kept = Linter.sortedUnique(
      [
        contradiction("calendar"), contradiction("drive"), contradiction("mail"),
        contradiction("drive"), contradiction("mail", message: "says 'never leaves'"),
      ])
    #expect(kept.count == 2)
    let files = kept.flatMap { $0.notes.compactMap(\.location?.file) }
    #expect(
      files.sorted() == [
        "calendar/PrivacyInfo.xcprivacy", "drive/PrivacyInfo.xcprivacy",
        "mail/PrivacyInfo.xcprivacy", "mail/PrivacyInfo.xcprivacy",
      ])
  }
}
