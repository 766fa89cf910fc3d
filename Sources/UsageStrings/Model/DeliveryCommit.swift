/// Whether a commit's subject says it brought in a translation platform's delivery ("New
/// translations InfoPlist.strings (Spanish, Mexico)", "Translated using Weblate (German)"):
/// a delivery that returns to a text such a commit replaced may be the translators' own choice,
/// which `merge` says (docs/MERGE.md, "Time"). A subject is a guess, so it changes only a
/// message, never what is merged.
enum DeliveryCommit {
  /// The platforms whose name a delivery's commit carries.
  static let platforms: Set<String> = [
    "crowdin", "transifex", "weblate", "lokalise", "localazy", "glotpress", "pontoon",
    "smartling", "poeditor", "tolgee", "traduora",
  ]

  /// The phrases of the platforms' (and their integrations') commit subjects.
  static let phrases = [
    "new translations", "update translations", "updated translations", "translations update",
    "translation update", "translated using", "translate '", "tx-robot",
  ]

  static func matches(subject: String) -> Bool {
    let lower = subject.lowercased()
    let words = lower.split { !$0.isLetter }
    return words.contains { platforms.contains(String($0)) }
      || phrases.contains { lower.contains($0) }
  }
}
