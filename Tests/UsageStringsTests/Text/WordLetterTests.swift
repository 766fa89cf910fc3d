import Foundation
import Testing

@testable import UsageStrings

/// The letters of words (`WordMarkers`) come from ICU in one call: they are the standard
/// library's Alphabetic or Mark scalars, lower-cased by its full mapping, for every scalar both
/// Unicode versions know.
@Suite struct WordLetterTests {
  /// Every scalar of Unicode 15.0 (ICU 72's version), which the standard library knows too.
  static func unicode15Scalars() -> [Unicode.Scalar] {
    (UInt32(0)...0x10FFFF).compactMap { value in
      guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
        age.major < 15 || (age.major == 15 && age.minor == 0)
      else { return nil }
      return scalar
    }
  }

  @Test func everyScalarIsClassifiedAndLoweredAsTheStandardLibraryDoes() {
    var differences: [String] = []
    for scalar in Self.unicode15Scalars() {
      let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { buffer in
        WordMarkers.writeLowercasedLetter(scalar.value, into: buffer, at: 0).map {
          Array(buffer[..<$0])
        }
      }
      let isLetter = written != nil
      let lower = written ?? []
      let properties = scalar.properties
      let expected: Bool
      switch properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: expected = true
      default: expected = properties.isAlphabetic
      }
      let expectedLower = expected ? Array(properties.lowercaseMapping.utf8) : []
      if isLetter != expected || lower != expectedLower {
        differences.append(String(scalar.value, radix: 16))
      }
    }
    #expect(differences.isEmpty, "\(differences.prefix(20))")
  }

  @Test func wordsAreLoweredWithTheirMarks() {
    let words = WordMarkers.words(of: "İSTANBUL'da Ünïcode, ДОБРО! e\u{301}té").map(\.lower)
    #expect(words == ["i\u{307}stanbul'da", "ünïcode", "добро", "e\u{301}té"])
  }

  @Test func wordsKeepInnerApostrophesAndLoseClosingQuotes() {
    let words = WordMarkers.words(of: "‘Always’ don't l’app. Sie's'")
    #expect(words.map { String($0.text) } == ["Always", "don't", "l’app", "Sie's"])
    #expect(words.map(\.lower) == ["always", "don't", "l'app", "sie's"])
    #expect(words.map(\.opensSentence) == [true, false, false, true])
  }

  /// `WordMarkers.lowercased` gives what `String.lowercased()` gives, scalar by scalar (every
  /// scalar both Unicode versions know) and for a text.
  @Test func textsAreLoweredAsTheStandardLibraryLowersThem() {
    var differences: [String] = []
    for scalar in Self.unicode15Scalars() {
      let text = String(Character(scalar))
      if WordMarkers.lowercased(text) != text.lowercased() {
        differences.append(String(scalar.value, radix: 16))
      }
    }
    #expect(differences.isEmpty, "\(differences.prefix(20))")
    let text = "İSTANBUL, ΟΔΥΣΣΕΥΣ — Ⅻ Ⓐ 2FA"
    #expect(WordMarkers.lowercased(text) == text.lowercased())
  }

  /// A marker word written decomposed in a text is still found: Strings compare canonically,
  /// and the quick test of first letters decomposes them.
  @Test func aDecomposedMarkerIsFound() {
    let greek = WordMarkers(words: ["όχι", "δεν"])
    #expect(greek.firstMatch(in: "Ο\u{301}χι, ευχαριστώ") != nil)
    #expect(greek.firstMatch(in: "ο\u{301}χι") != nil)
    #expect(greek.firstMatch(in: "Ναι") == nil)
    let vietnamese = WordMarkers(words: ["ông"])
    #expect(vietnamese.firstMatch(in: "o\u{302}ng ấy") != nil)
    // Composed in part: "ô" and an acute, neither the composed nor the decomposed form.
    #expect(WordMarkers(words: ["ống"]).firstMatch(in: "Các \u{00F4}\u{301}ng") != nil)
    #expect(WordMarkers(words: ["Åsa"], matchesCase: true).firstMatch(in: "Hej \u{212B}sa") != nil)
    let polite = WordMarkers(words: ["Été"], matchesCase: true)
    #expect(polite.firstMatch(in: "Un E\u{301}te\u{301}") != nil)
    // Cyrillic, whose words are looked up by their bytes' hash: "й" decomposed is looked up as
    // a String.
    let russian = WordMarkers(words: ["твой", "не"])
    #expect(russian.firstMatch(in: "Это не так") == "не")
    #expect(russian.firstMatch(in: "это тво\u{0438}\u{0306} дом") != nil)
    #expect(russian.firstMatch(in: "это наш дом") == nil)
  }

  /// A text is hashed by its bytes (`plainHash`) only where its characters are each their own
  /// NFC and no mark: then two such texts are canonically equal exactly when their bytes are.
  @Test func onlyPlainTextsAreHashedByTheirBytes() {
    for value in UInt32(0)...0x7FF {
      guard let scalar = Unicode.Scalar(value), WordMarkers.plainHash(String(scalar)) != nil
      else { continue }
      let text = String(scalar)
      #expect(scalar.properties.canonicalCombiningClass == .notReordered, "\(value)")
      #expect(
        Array(text.precomposedStringWithCanonicalMapping.unicodeScalars) == [scalar], "\(value)")
    }
    #expect(WordMarkers.plainHash("e\u{301}") == nil)
    #expect(WordMarkers.plainHash("\u{0483}") == nil)
    #expect(WordMarkers.plainHash("ο\u{301}χι") == nil)
    #expect(WordMarkers.plainHash("όχι") != nil)
    #expect(WordMarkers.plainHash("\u{0387}") == nil)
    #expect(WordMarkers.plainHash("לא") != nil)
    #expect(WordMarkers.plainHash("\u{05B0}") == nil)
    #expect(WordMarkers.plainHash("твой") != nil)
  }
}
