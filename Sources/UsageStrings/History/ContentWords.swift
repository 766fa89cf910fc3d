/// What a source text says, as words that carry it: a rewording that keeps them keeps the
/// claim, and its translations still say it (docs/HISTORY.md, "Paraphrase or rewrite").
///
/// The words are lower-cased and stemmed; the words that carry no claim (articles,
/// prepositions, pronouns, helpers: the language's stop words) are left out; the app's own
/// names, and "the app", "this app", "our app", are one token, so that a white-label build's
/// "the app" for the brand is no change; a few words the same feature goes by are one (the
/// synonym table); negations and numbers are kept as they are — they turn or size a claim.
/// Languages without tables are compared word for word.
struct ContentWords {
  let stopWords: Set<String>
  let synonyms: [String: String]
  let appPhrases: [[String]]
  /// Phrases one word stands for ("address book" → "addressbook").
  let phrases: [[String]: String]

  /// The tables of a source language (its primary subtag), or none.
  static func of(language: String) -> ContentWords? {
    switch language {
    case "en": english
    default: nil
    }
  }

  /// The content words of `text`, the app's `names` (its product and display names) one token.
  func words(_ text: String, names: [String]) -> [String] {
    var tokens = SourceChange.words(text)
    // Phrases first ("Photos app" is the photo library, not the app).
    for (phrase, word) in phrases { tokens = Self.replacing([phrase], in: tokens, with: word) }
    let names = names.map(SourceChange.words).filter { !$0.isEmpty } + appPhrases
    tokens = Self.replacing(names, in: tokens, with: "⟨app⟩")
    return tokens.compactMap { word in
      // The app is who every purpose string speaks of: named, "the app", or left out (a
      // sentence made passive), it says the same.
      if word == "⟨app⟩" { return nil }
      // "t" is what a contraction leaves of "not" (`don't`).
      if word == "t" || SourceChange.negations.contains(word) || word.first!.isNumber {
        return word
      }
      guard !stopWords.contains(word) else { return nil }
      let stem = Self.stem(word)
      // `shared` and `sharing` are `share`'s: a stem may have lost the word's final e.
      return synonyms[word] ?? synonyms[stem] ?? synonyms[stem + "e"] ?? stem
    }
  }

  /// The tokens with each of the phrases (longest first) replaced by `token`.
  static func replacing(_ phrases: [[String]], in tokens: [String], with token: String)
    -> [String]
  {
    let sorted = phrases.sorted { $0.count > $1.count }
    var result: [String] = []
    var index = 0
    outer: while index < tokens.count {
      for phrase in sorted where index + phrase.count <= tokens.count {
        if Array(tokens[index..<index + phrase.count]) == phrase {
          result.append(token)
          index += phrase.count
          continue outer
        }
      }
      result.append(tokens[index])
      index += 1
    }
    return result
  }

  /// An English word's stem: the inflections that say nothing of the claim taken off (`photos`,
  /// `sending`, `shared`, `libraries`; `sent` and the like are the synonyms').
  static func stem(_ word: String) -> String {
    if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
    for suffix in ["ing", "ed"] where word.hasSuffix(suffix) && word.count - suffix.count >= 3 {
      return String(word.dropLast(suffix.count))
    }
    if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 3 { return String(word.dropLast()) }
    return word
  }

  /// English: its stop words (articles, prepositions, pronouns, conjunctions, helpers and the
  /// words every purpose string asks with), and the words one feature goes by in the purpose
  /// strings of real apps (each group's first is the one they become; a phrase, such as
  /// "address book", is one word first).
  static let english = ContentWords(
    stopWords: [
      "a", "an", "the", "this", "that", "these", "those", "to", "of", "in", "on", "at", "for",
      "from", "with", "by", "as", "into", "onto", "about", "via", "and", "or", "but", "so", "if",
      "when", "while", "then", "than", "your", "you", "yours", "we", "us", "our", "ours", "it",
      "its", "they", "them", "their", "he", "she", "his", "her", "is", "are", "was", "were", "be",
      "been", "being", "do", "does", "did", "will", "would", "can", "could", "may", "might",
      "shall", "should", "must", "need", "needs", "require", "requires", "required", "want",
      "wants", "allow", "allows", "let", "lets", "enable", "enables", "use", "uses", "used",
      "using", "access", "permission", "please", "also", "only", "just", "any", "some", "all",
      "which", "who", "what", "where", "how", "order", "able", "application", "purpose",
      "reason", "other", "own", "such", "feature",
    ],
    synonyms: synonymTable([
      ["share", "send", "sent"], ["select", "pick", "picked", "choose", "chose"],
      ["contact", "addressbook"], ["photo", "picture", "image", "pic", "photograph"],
      ["take", "capture", "shoot", "took"], ["save", "store", "keep"], ["call", "phone"],
      ["message", "chat"], ["show", "display"], ["library", "gallery", "album", "roll"],
      ["file", "document"],
    ]),
    appPhrases: [["the", "app"], ["this", "app"], ["our", "app"], ["our"], ["app"]],
    phrases: [
      ["address", "book"]: "addressbook", ["camera", "roll"]: "photolibrary",
      ["photos", "app"]: "photolibrary", ["photo", "library"]: "photolibrary",
      ["photo", "gallery"]: "photolibrary", ["media", "files"]: "media",
    ])

  /// Each word of a group to the group's first.
  static func synonymTable(_ groups: [[String]]) -> [String: String] {
    var table: [String: String] = [:]
    for group in groups {
      for word in group where table[word] == nil { table[word] = group[0] }
    }
    return table
  }
}
