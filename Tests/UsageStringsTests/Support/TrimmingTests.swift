import Testing

@testable import UsageStrings

/// `trimmingWhitespace` against the plain definition (characters whose first scalar is White_Space
/// dropped at either end), on texts built to meet its quick path's edges: printable ASCII next to
/// combining marks, CRLF, no-break and ideographic spaces.
@Suite struct TrimmingTests {
  static func reference(_ text: String) -> String {
    var characters = Substring(text)
    while let first = characters.first, first.unicodeScalars.first!.properties.isWhitespace {
      characters.removeFirst()
    }
    while let last = characters.last, last.unicodeScalars.first!.properties.isWhitespace {
      characters.removeLast()
    }
    return String(characters)
  }

  @Test func trimmingAgreesWithTheDefinition() {
    var generator = SeededGenerator(seed: 31)
    let pieces = [
      "a", "Z", "!", "~", " ", "\t", "\r\n", "\n", "\u{301}", "\u{A0}", "\u{3000}", "\u{2028}",
      "Ж", "中", "\u{200D}", "😀", "\u{85}",
    ]
    var quick = 0
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      #expect(text.trimmingWhitespace == Self.reference(text), "\(text.debugDescription)")
      if let first = text.utf8.first, let last = text.utf8.last, (0x21...0x7E).contains(first),
        (0x21...0x7E).contains(last)
      {
        quick += 1
      }
    }
    #expect(quick > 1_000)
  }
}
