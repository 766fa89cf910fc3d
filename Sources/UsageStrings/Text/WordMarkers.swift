/// A list of words that mark something in a text of one language — a negation, a form of
/// address — as `Locales/` writes it: whole words, beginnings and endings of words, and, for
/// scripts written without spaces, runs of characters found anywhere.
public struct WordMarkers: Sendable, Equatable {
  /// Whole words, lower-cased unless `matchesCase`.
  public var words: Set<String> = []
  /// Beginnings of words ("n'" of French "n'est", "ne" of Czech "nebude"): a longer word counts.
  public var prefixes: [String] = []
  /// Endings of words ("n't").
  public var suffixes: [String] = []
  /// Runs of characters found anywhere (Chinese 不, Japanese ない).
  public var substrings: [String] = []
  /// Words counted only as written, and never as the first word of a sentence: German "Sie"
  /// is formal "you" inside a sentence, but "she" or "they" may open one.
  public var matchesCase = false

  public init(
    words: Set<String> = [], prefixes: [String] = [], suffixes: [String] = [],
    substrings: [String] = [], matchesCase: Bool = false
  ) {
    self.words = matchesCase ? words : Set(words.map { $0.lowercased() })
    self.prefixes = prefixes.map { $0.lowercased() }
    self.suffixes = suffixes.map { $0.lowercased() }
    self.substrings = substrings
    self.matchesCase = matchesCase
  }

  public var isEmpty: Bool {
    words.isEmpty && prefixes.isEmpty && suffixes.isEmpty && substrings.isEmpty
  }

  /// The first marker of the text, as the text writes it (for messages), or nil.
  public func firstMatch(in text: String) -> String? {
    if let found = substrings.first(where: { text.contains($0) }) { return found }
    guard !(words.isEmpty && prefixes.isEmpty && suffixes.isEmpty) else { return nil }
    for word in Self.words(of: text) where matches(word) {
      return word.text
    }
    return nil
  }

  func matches(_ word: Word) -> Bool {
    if matchesCase {
      return !word.opensSentence && words.contains(word.text)
    }
    let lower = word.text.lowercased()
    if words.contains(lower) { return true }
    if prefixes.contains(where: { lower.count > $0.count && lower.hasPrefix($0) }) { return true }
    return suffixes.contains { lower.count > $0.count && lower.hasSuffix($0) }
  }

  /// A word of a text: letters, with the apostrophes inside it ("don't", "t'aider").
  struct Word {
    var text: String
    /// Whether no word comes before it in its sentence.
    var opensSentence: Bool
  }

  /// The words of a text; a typographic apostrophe is read as `'`.
  static func words(of text: String) -> [Word] {
    var words: [Word] = []
    var current = ""
    var opensSentence = true
    func end() {
      // A closing quote is no part of the word ('Always').
      while current.last == "'" { current.removeLast() }
      guard !current.isEmpty else { return }
      words.append(Word(text: current, opensSentence: opensSentence))
      current = ""
      opensSentence = false
    }
    for character in text {
      if character.isLetter {
        current.append(character)
      } else if character == "'" || character == "’", !current.isEmpty {
        current.append("'")
      } else {
        end()
        if ".!?:;\n¿¡".contains(character) { opensSentence = true }
      }
    }
    end()
    return words
  }
}

/// The forms of address of a language: the familiar one (German "du", French "tu") and the
/// polite one ("Sie", "vous").
public struct AddressForms: Sendable, Equatable {
  public var familiar: WordMarkers
  public var polite: WordMarkers

  public init(familiar: WordMarkers, polite: WordMarkers) {
    self.familiar = familiar
    self.polite = polite
  }
}
