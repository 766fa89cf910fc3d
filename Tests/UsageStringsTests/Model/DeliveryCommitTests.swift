import Testing

@testable import UsageStrings

/// The subjects platforms and their integrations write, and hand fixes that must not read as
/// deliveries.
@Suite struct DeliveryCommitTests {
  @Test(arguments: [
    "New translations InfoPlist.strings (Spanish, Mexico)",
    "New Crowdin updates",
    "Translated using Weblate (German)",
    "Translate 'Nextcloud Talk/InfoPlist.strings' in 'sv'",
    "[tx-robot] updated from transifex",
    "Fix(l10n): Update translations from Transifex",
    "Lokalise: updates",
    "chore(i18n): translations update from Hosted Weblate",
  ])
  func aDeliverysSubjectIsOne(subject: String) {
    #expect(DeliveryCommit.matches(subject: subject))
  }

  @Test(arguments: [
    "Fix the German camera text",
    "Rephrase the location prompt",
    "Fix the German translation of the camera text",
    "fix(l10n): typo in Spanish",
    "Merge branch 'main'",
  ])
  func aHandFixIsNone(subject: String) {
    #expect(!DeliveryCommit.matches(subject: subject))
  }
}
