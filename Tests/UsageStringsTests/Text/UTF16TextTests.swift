import Testing

@testable import UsageStrings

/// The fast UTF-16 transcoder against the standard library's, unpaired surrogates included.
@Suite struct UTF16TextTests {
  @Test func transcodesAsTheStandardLibraryDoes() {
    var generator = SeededGenerator(seed: 3)
    let interesting: [UInt16] = [
      0x41, 0x7F, 0x80, 0xE9, 0x7FF, 0x800, 0x4E2D, 0xD83D, 0xDE00, 0xDBFF, 0xDC00, 0xFFFD, 0xFFFF,
      0x0,
    ]
    for _ in 0..<20_000 {
      let units = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        Bool.random(using: &generator)
          ? interesting.randomElement(using: &generator)!
          : UInt16.random(in: 0...UInt16.max, using: &generator)
      }
      let expected = String(decoding: units, as: UTF16.self)
      #expect(Array(UTF16Text.string(units).utf8) == Array(expected.utf8), "\(units)")
      #expect(Array(UTF16Text.string(units[...]).utf8) == Array(expected.utf8))
      #expect(UTF16Text.units(of: expected) == Array(expected.utf16))
    }
  }
}
