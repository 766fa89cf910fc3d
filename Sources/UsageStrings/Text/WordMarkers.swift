import CICU

/// A list of words that mark something in a text of one language — a negation, a form of
/// address — as `Locales/` writes it: whole words, beginnings and endings of words, and, for
/// scripts written without spaces, runs of characters found anywhere.
public struct WordMarkers: Sendable, Equatable {
  /// Whole words, lower-cased unless `matchesCase`.
  public var words: Set<String> = [] {
    didSet {
      starts = Self.starts(of: words, prefixes)
      wordHashes = Self.hashes(of: words)
    }
  }
  /// Those of `words` that are weak evidence: a negating preposition ("without", "ohne") that
  /// translations often render with no negating word ("instead of", Turkish -meden).
  public var weakWords: Set<String> = []
  /// Beginnings of words ("n'" of French "n'est", "ne" of Czech "nebude"): a longer word counts.
  public var prefixes: [String] = [] { didSet { starts = Self.starts(of: words, prefixes) } }
  /// Words a prefix does not make markers, whole or as `start*end`: Czech's superlative
  /// `nej*ší` ("nejbližší", nearest) begins like `ne`-, its "not".
  public var exceptions: [String] = []
  /// Endings of words ("n't").
  public var suffixes: [String] = []
  /// Runs of characters found anywhere (Chinese 不, Japanese ない).
  public var substrings: [String] = []
  /// Words counted only as written, and never as the first word of a sentence: German "Sie"
  /// is formal "you" inside a sentence, but "she" or "they" may open one.
  public var matchesCase = false
  /// The first bytes of `words` and `prefixes`, as written and with their first letter
  /// decomposed (NFD): a word that starts with neither is none of them, even written
  /// decomposed (Strings compare canonically), and most words of a text are passed over
  /// without hashing them.
  private var starts = BitSet256()
  /// The hashes of `words`' UTF-8 when each is plainly comparable (`plainHash`): a word of a
  /// text that is so too is one of them only if its hash is here. Looking a non-ASCII word up
  /// in the set itself hashes it through Unicode normalization.
  private var wordHashes: Set<UInt64>?

  public init(
    words: Set<String> = [], weakWords: Set<String> = [], prefixes: [String] = [],
    exceptions: [String] = [], suffixes: [String] = [], substrings: [String] = [],
    matchesCase: Bool = false
  ) {
    let all = words.union(weakWords)
    self.words = matchesCase ? all : Set(all.map { $0.lowercased() })
    self.weakWords = matchesCase ? weakWords : Set(weakWords.map { $0.lowercased() })
    self.prefixes = prefixes.map { $0.lowercased() }
    self.exceptions = exceptions.map { $0.lowercased() }
    self.suffixes = suffixes.map { $0.lowercased() }
    self.substrings = substrings
    self.matchesCase = matchesCase
    starts = Self.starts(of: self.words, self.prefixes)
    wordHashes = Self.hashes(of: self.words)
  }

  private static func hashes(of words: Set<String>) -> Set<UInt64>? {
    var hashes: Set<UInt64> = []
    for word in words {
      guard let hash = plainHash(word) else { return nil }
      hashes.insert(hash)
    }
    return hashes
  }

  /// FNV-1a of a text's UTF-8, when every character of it is its own NFC, no mark and composes
  /// with nothing — below U+0300, or a Greek, Cyrillic, Hebrew or Arabic letter — so that it
  /// equals another such text exactly when their bytes do; nil for any other text.
  static func plainHash(_ text: String) -> UInt64? {
    text.withUTF8Bytes { bytes -> UInt64? in
      var index = 0
      while index < bytes.count {
        if bytes[index] >= 0xCC {
          guard index + 1 < bytes.count, isPlainLetter(bytes[index], bytes[index + 1]) else {
            return nil
          }
          index += 1
        }
        index += 1
      }
      var hash = FNV1a()
      hash.add(bytes)
      return hash.long
    }
  }

  /// Whether the two-byte character `lead`, `next` is a letter of `plainHash`: U+0370–U+03FF
  /// but U+0374, U+037E and U+0387 (each another character in NFC); U+0400–U+04FF but the
  /// marks U+0483–U+0489; the Hebrew letters U+05D0–U+05EA and U+05F0–U+05F4; the Arabic
  /// letters U+0620–U+064A.
  @inline(__always)
  private static func isPlainLetter(_ lead: UInt8, _ next: UInt8) -> Bool {
    switch lead {
    case 0xCD: return next >= 0xB0 && next != 0xB4 && next != 0xBE
    case 0xCE: return next != 0x87
    case 0xCF, 0xD0, 0xD1, 0xD3: return true
    case 0xD2: return next >= 0x8A || next <= 0x82
    case 0xD7: return (0x90...0xAA).contains(next) || (0xB0...0xB4).contains(next)
    case 0xD8: return next >= 0xA0
    case 0xD9: return next <= 0x8A
    default: return false
    }
  }

  /// Whether `word` is one of `words`, by its hash first where that is exact.
  @inline(__always)
  private func isWord(_ word: String) -> Bool {
    if let wordHashes, let hash = Self.plainHash(word) {
      return wordHashes.contains(hash) && words.contains(word)
    }
    return words.contains(word)
  }

  private static func starts(of words: Set<String>, _ prefixes: [String]) -> BitSet256 {
    var starts = BitSet256()
    for marker in Array(words) + prefixes {
      marker.utf8.first.map { starts.insert($0) }
      decomposedStartByte(of: marker).map { starts.insert($0) }
    }
    return starts
  }

  /// Whether a word may be one of `words` or start with one of `prefixes`: its first byte as
  /// written is a marker's, or, outside ASCII, its first letter decomposed starts like one
  /// (canonically equivalent texts decompose alike).
  @inline(__always)
  private func mayStartLikeAMarker(_ text: some StringProtocol) -> Bool {
    guard let first = text.utf8.first else { return false }
    if starts.contains(first) { return true }
    return first >= 0xC3 && Self.decomposedStartByte(of: text).map(starts.contains) == true
  }

  /// The first UTF-8 byte of the text's first letter decomposed (`usicu_nfd_first`).
  static func decomposedStartByte(of text: some StringProtocol) -> UInt8? {
    guard let scalar = text.unicodeScalars.first else { return nil }
    let starter = usicu_nfd_first(Int32(bitPattern: scalar.value))
    return Unicode.Scalar(UInt32(starter)).flatMap { UTF8.encode($0)?.first }
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
    if let found = substrings.first(where: { text.containsBytes(of: $0) }) { return found }
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
    if let found = substrings.first(where: { text.containsBytes(of: $0) }) { return found }
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
      return !word.opensSentence && mayStartLikeAMarker(word.text) && isWord(String(word.text))
    }
    let lower = word.lower
    // Counted in bytes: counting characters would break graphemes for every word.
    let length = lower.utf8.count
    if mayStartLikeAMarker(lower) {
      if isWord(lower) { return true }
      if prefixes.contains(where: { length > $0.utf8.count && lower.hasPrefix($0) }),
        !isException(lower)
      {
        return true
      }
    }
    return suffixes.contains { length > $0.utf8.count && lower.hasSuffix($0) }
  }

  /// Whether a lower-cased word is one of `exceptions`: equal to one, or, for `start*end`,
  /// longer than both and starting and ending so.
  func isException(_ lower: String) -> Bool {
    exceptions.contains { pattern in
      guard let star = pattern.firstIndex(of: "*") else { return lower == pattern }
      let start = pattern[..<star]
      let end = pattern[pattern.index(after: star)...]
      return lower.utf8.count > start.utf8.count + end.utf8.count && lower.hasPrefix(start)
        && lower.hasSuffix(end)
    }
  }

  /// A word of a text: letters, with the apostrophes inside it ("don't", "t'aider").
  struct Word {
    /// The text the word is in, and where in its UTF-8 the word is.
    var source: String
    var utf8: Range<Int>
    /// In lower case, a typographic apostrophe read as `'` (small strings need no allocation).
    var lower: String
    /// Whether no word comes before it in its sentence.
    var opensSentence: Bool

    /// As the text writes it: made when asked, as most words are only compared in lower case
    /// (a substring's bounds are checked against the text's scalars).
    var text: Substring { source[source.range(utf8: utf8)] }
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

  /// Calls `body` with each word of a text until it returns true. By scalar, read from the
  /// UTF-8 bytes, not by character: every translation of a run is read so, and grapheme breaking
  /// (or a scalar view's indices) would dominate.
  static func forEachWord(in text: String, _ body: (Word) -> Bool) {
    text.withUTF8Bytes { bytes in
      // The word lowercased, as UTF-8, in a buffer of its own: an array's appends checked its
      // uniqueness and capacity at every letter. A letter lowercased is at most twice its bytes.
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 2 + 4) { lower in
        var count = 0
        var start: Int?
        // Just past the word's last letter: a closing quote is no part of it ('Always').
        var lettersEnd = 0
        var opensSentence = true
        var stop = false
        func finish() {
          while count > 0, lower[count - 1] == UInt8(ascii: "'") { count -= 1 }
          if let begun = start {
            let letters = UnsafeBufferPointer(rebasing: lower[..<count])
            stop = body(
              Word(
                source: text, utf8: begun..<lettersEnd,
                lower: String(decoding: letters, as: UTF8.self), opensSentence: opensSentence))
            opensSentence = false
          }
          count = 0
          start = nil
        }
        var index = 0
        while index < bytes.count, !stop {
          let (value, length) = UTF8Scalar.decode(bytes, at: index)
          if let written = writeLowercasedLetter(value, into: lower, at: count) {
            count = written
            if start == nil { start = index }
            lettersEnd = index + length
          } else if value == 0x27 || value == 0x2019, start != nil {
            lower[count] = UInt8(ascii: "'")
            count += 1
          } else {
            finish()
            if endsSentence(Unicode.Scalar(value)!) { opensSentence = true }
          }
          index += length
        }
        if !stop { finish() }
      }
    }
  }

  /// Writes a letter of a word (a letter, or a mark that belongs to the letter before it) in
  /// lower case at `index`, and returns the index after it; nil for any other scalar. Outside
  /// ASCII, ICU answers both in one call: the standard library's property lookups were a tenth
  /// of a run. A letter lowercased takes at most twice its bytes.
  @inline(__always)
  static func writeLowercasedLetter(
    _ value: UInt32, into lower: UnsafeMutableBufferPointer<UInt8>, at index: Int
  ) -> Int? {
    if value < 0x80 {
      switch value {
      case 0x41...0x5A: lower[index] = UInt8(value + 0x20)
      case 0x61...0x7A: lower[index] = UInt8(value)
      default: return nil
      }
      return index + 1
    }
    let lowered = usicu_word_scalar_lower(Int32(bitPattern: value))
    guard lowered >= 0 else { return nil }
    var end = index
    // İ is the one letter whose lower case is two scalars (i and a combining dot above).
    func write(_ byte: UInt8) {
      lower[end] = byte
      end += 1
    }
    if value == 0x130 {
      "i\u{307}".utf8.forEach(write)
    } else if let mapped = Unicode.Scalar(UInt32(lowered)) {
      UTF8.encode(mapped, into: write)
    }
    return end
  }

  /// The text in lower case, as `String.lowercased()` gives it, with ICU's mapping of letters:
  /// the standard library's looks each scalar's mapping up at several times the cost.
  static func lowercased(_ text: String) -> String {
    text.withUTF8Bytes { bytes in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 2 + 4) { lower in
        var count = 0
        var index = 0
        while index < bytes.count {
          let (value, length) = UTF8Scalar.decode(bytes, at: index)
          if let written = writeLowercasedLetter(value, into: lower, at: count) {
            count = written
          } else {
            for byte in bytes[index..<index + length] {
              lower[count] = byte
              count += 1
            }
          }
          index += length
        }
        return String(decoding: UnsafeBufferPointer(rebasing: lower[..<count]), as: UTF8.self)
      }
    }
  }

  @inline(__always)
  static func endsSentence(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case ".", "!", "?", ":", ";", "\n", "¿", "¡": true
    default: false
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
