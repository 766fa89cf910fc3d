/// How much a source text changed between two versions: what decides whether its translations
/// are stale, and how badly.
enum SourceChange: Equatable {
  /// The same words, wrapped, spaced, cased or punctuated otherwise, or reworded with the same
  /// content words: the translation still says it.
  case none
  /// One word's typo fixed, a short word added or dropped: the translation is likely still
  /// right.
  case minor
  /// New or other words: a new sentence, a changed claim, a feature named.
  case rewrite

  /// - Parameters:
  ///   - content: the source language's content-word tables; nil compares word for word.
  ///   - names: the app's own names, which "the app" may stand for.
  static func between(
    _ old: String, _ new: String, content: ContentWords? = nil, names: [String] = []
  ) -> SourceChange {
    if spaced(old) == spaced(new) { return .none }
    let oldWords = words(old)
    let newWords = words(new)
    // Letter case and punctuation only: the translation says the same words.
    if oldWords == newWords { return .none }
    // Reworded, the same content words: the claim is the same, and a note on it would be one
    // per language of every white-label edition that nobody acts on (docs/HISTORY.md).
    if let content,
      Set(content.words(old, names: names)) == Set(content.words(new, names: names))
    {
      return .none
    }
    if let word = oneWordMore(oldWords, newWords) ?? oneWordMore(newWords, oldWords) {
      // An article or a preposition added or dropped: grammar fixed. A negation turns the claim.
      return word.count <= 3 && !negations.contains(word) ? .minor : .rewrite
    }
    // One word changed by a letter or two, in place: a typo fixed.
    guard oldWords.count == newWords.count else { return .rewrite }
    let changed = zip(oldWords, newWords).filter { $0 != $1 }
    guard changed.count == 1, let (before, after) = changed.first,
      EditDistance.distance(before, after, limit: 3) <= 2, min(before.count, after.count) >= 3
    else { return .rewrite }
    return .minor
  }

  /// Words that turn a claim around when added or dropped.
  static let negations: Set<String> = [
    "no", "not", "non", "nie", "ne", "nu", "nej", "nei", "ei", "never", "without", "nothing",
    "none", "nor", "neither",
  ]

  /// The one word `longer` has besides the words of `shorter`, in order; nil otherwise.
  static func oneWordMore(_ longer: [String], _ shorter: [String]) -> String? {
    guard longer.count == shorter.count + 1 else { return nil }
    let index = shorter.indices.first { longer[$0] != shorter[$0] } ?? shorter.count
    guard Array(longer[..<index]) + longer[(index + 1)...] == shorter else { return nil }
    return longer[index]
  }

  /// A text with every run of whitespace one space, none at either end.
  static func spaced(_ text: String) -> String {
    text.split { $0.isWhitespace }.joined(separator: " ")
  }

  /// Its words, lower-cased, without punctuation.
  static func words(_ text: String) -> [String] {
    text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }
}
