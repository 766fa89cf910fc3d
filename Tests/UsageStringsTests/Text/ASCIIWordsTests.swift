import Testing

@testable import UsageStrings

/// The ASCII words of a text, found by byte, are those a reading by scalar finds.
@Suite struct ASCIIWordsTests {
  @Test func wordsAreTheRunsOfASCIILettersNotJoinedToLatinOnes() {
    let text = "FaceIDを使う, Iphoné, éNFC 2FA iCloud-Konto ß1 Touch ID"
    #expect(
      ASCIIWords.ranges(in: text).map { String(text[$0]) } == [
        "FaceID", "2FA", "iCloud", "Konto", "Touch", "ID",
      ])
  }

  @Test func byteRangesMatchAReadingByScalar() {
    var generator = SeededGenerator(seed: 11)
    let pieces = ["a", "Z", "9", " ", "é", "ß", "ł", "を", "😀", "-", "ḁ", "\u{301}", "ɏ", "×", "Ω"]
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      #expect(
        ASCIIWords.ranges(in: text).map { String(text[$0]) } == Self.byScalar(text), "\(text)")
    }
  }

  /// The words read scalar by scalar with the standard library's properties.
  static func byScalar(_ text: String) -> [String] {
    func isWord(_ scalar: Unicode.Scalar) -> Bool {
      scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
    }
    func isLatin(_ scalar: Unicode.Scalar) -> Bool {
      let value = scalar.value
      return value >= 0x80 && (value < 0x250 || (0x1E00...0x1EFF).contains(value))
        && scalar.properties.isAlphabetic
    }
    let scalars = Array(text.unicodeScalars)
    var words: [String] = []
    var index = 0
    while index < scalars.count {
      guard isWord(scalars[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < scalars.count, isWord(scalars[index]) { index += 1 }
      let joined =
        (start > 0 && isLatin(scalars[start - 1]))
        || (index < scalars.count && isLatin(scalars[index]))
      if !joined { words.append(String(String.UnicodeScalarView(scalars[start..<index]))) }
    }
    return words
  }
}
