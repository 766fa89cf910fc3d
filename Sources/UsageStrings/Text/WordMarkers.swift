/// A list of words that mark something in a text of one language — a negation, a form of
/// address — as `Locales/` writes it: whole words, beginnings and endings of words, and, for
/// scripts written without spaces, runs of characters found anywhere.
public struct WordMarkers: Sendable, Equatable {
  /// Whole words, lower-cased unless `matchesCase`.
  public var words: Set<String> = []
  /// Those of `words` that are weak evidence: a negating preposition ("without", "ohne") that
  /// translations often render with no negating word ("instead of", Turkish -meden).
  public var weakWords: Set<String> = []
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
    words: Set<String> = [], weakWords: Set<String> = [], prefixes: [String] = [],
    suffixes: [String] = [], substrings: [String] = [], matchesCase: Bool = false
  ) {
    let all = words.union(weakWords)
    self.words = matchesCase ? all : Set(all.map { $0.lowercased() })
    self.weakWords = matchesCase ? weakWords : Set(weakWords.map { $0.lowercased() })
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
    firstMatch(in: text, words: nil)
  }

  /// The first marker of the text that is not one of `weakWords`, or nil.
  public func firstStrongMatch(in text: String) -> String? {
    if let found = substrings.first(where: { text.contains($0) }) { return found }
    var found: String?
    Self.forEachWord(in: text) { word in
      guard matches(word), !weakWords.contains(matchesCase ? String(word.text) : word.lower)
      else { return false }
      found = String(word.text)
      return true
    }
    return found
  }

  /// The same, with the text's words when the caller has them (`words(of:)`).
  func firstMatch(in text: String, words given: [Word]?) -> String? {
    if let found = substrings.first(where: { text.contains($0) }) { return found }
    guard !(words.isEmpty && prefixes.isEmpty && suffixes.isEmpty) else { return nil }
    if let given { return given.first(where: matches).map { String($0.text) } }
    var found: String?
    Self.forEachWord(in: text) { word in
      guard matches(word) else { return false }
      found = String(word.text)
      return true
    }
    return found
  }

  func matches(_ word: Word) -> Bool {
    if matchesCase {
      return !word.opensSentence && words.contains(String(word.text))
    }
    let lower = word.lower
    if words.contains(lower) { return true }
    // Counted in bytes: counting characters would break graphemes for every word.
    let length = lower.utf8.count
    if prefixes.contains(where: { length > $0.utf8.count && lower.hasPrefix($0) }) { return true }
    return suffixes.contains { length > $0.utf8.count && lower.hasSuffix($0) }
  }

  /// A word of a text: letters, with the apostrophes inside it ("don't", "t'aider").
  struct Word {
    /// As the text writes it.
    var text: Substring
    /// In lower case, a typographic apostrophe read as `'` (small strings need no allocation).
    var lower: String
    /// Whether no word comes before it in its sentence.
    var opensSentence: Bool
  }

  /// The words of a text.
  static func words(of text: String) -> [Word] {
    var words: [Word] = []
    forEachWord(in: text) { word in
      words.append(word)
      return false
    }
    return words
  }

  /// Calls `body` with each word of a text until it returns true. By scalar, not by character:
  /// every translation of a run is read so, and grapheme breaking would dominate.
  static func forEachWord(in text: String, _ body: (Word) -> Bool) {
    let scalars = text.unicodeScalars
    // The word lowercased, as UTF-8: appending bytes costs a fraction of a scalar view's append.
    var lower: [UInt8] = []
    lower.reserveCapacity(32)
    var start: String.Index?
    var end = scalars.startIndex
    var opensSentence = true
    var stop = false
    func finish() {
      // A closing quote is no part of the word ('Always').
      while lower.last == UInt8(ascii: "'") {
        lower.removeLast()
        end = scalars.index(before: end)
      }
      if let begun = start, !lower.isEmpty {
        stop = body(
          Word(
            text: text[begun..<end], lower: String(decoding: lower, as: UTF8.self),
            opensSentence: opensSentence))
        opensSentence = false
      }
      lower.removeAll(keepingCapacity: true)
      start = nil
    }
    var index = scalars.startIndex
    while index < scalars.endIndex, !stop {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      if isWordScalar(scalar) {
        if start == nil { start = index }
        appendLowercased(scalar, to: &lower)
        end = next
      } else if scalar == "'" || scalar == "\u{2019}", start != nil {
        lower.append(UInt8(ascii: "'"))
        end = next
      } else {
        finish()
        if sentenceEnds.contains(scalar) { opensSentence = true }
      }
      index = next
    }
    if !stop { finish() }
  }

  @inline(__always)
  static func appendLowercased(_ scalar: Unicode.Scalar, to lower: inout [UInt8]) {
    if scalar.isASCII {
      let value = UInt8(scalar.value)
      lower.append((0x41...0x5A).contains(value) ? value + 0x20 : value)
    } else if scalar.properties.changesWhenLowercased {
      lower.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
    } else {
      UTF8.encode(scalar) { lower.append($0) }
    }
  }

  static let sentenceEnds: Set<Unicode.Scalar> = [".", "!", "?", ":", ";", "\n", "¿", "¡"]

  /// A letter, or a mark that belongs to the letter before it (an ASCII fast path first).
  @inline(__always)
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
    }
    let properties = scalar.properties
    if properties.isAlphabetic { return true }
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
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
