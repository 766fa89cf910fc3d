import Testing

@testable import UsageStrings

/// The UTF-8 decoder of escapes against the unit-by-unit walk that locations use: both must read
/// every text the same way, surrogate escapes and stray backslashes included.
@Suite struct OpenStepEscapesTests {
  @Test func decodingAgreesWithTheWalk() {
    var generator = SeededGenerator(seed: 11)
    let pieces = [
      "a", "é", "😀", "\\\\", "\\\"", "\\n", "\\t", "\\U00e9", "\\UD83D", "\\UDE00", "\\U12",
      "\\Uzz", "\\101", "\\777", "\\ü", "\\", " ", "中", "a plain run of words",
    ]
    // Long enough texts that the eight-byte counting of locations runs too.
    for _ in 0..<10_000 {
      let text = (0..<Int.random(in: 0...16, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let bytes = ArraySlice(Array(text.utf8))
      var units: [UInt16] = []
      OpenStepEscapes.walk(bytes) { unit, _ in units.append(unit) }
      #expect(OpenStepEscapes.decode(bytes) == String(decoding: units, as: UTF16.self), "\(text)")
      // Every unit's source offset is where the walk says it comes from.
      var offsets: [Int] = []
      OpenStepEscapes.walk(bytes) { _, offset in offsets.append(offset) }
      for (unit, offset) in offsets.enumerated() {
        #expect(
          OpenStepEscapes.sourceOffset(ofUnit: unit, in: bytes) == offset, "\(text) unit \(unit)")
      }
      // Both ends of a range in one pass: a unit past the end is the end of the text.
      let upper = Int.random(in: 0...(offsets.count + 1), using: &generator)
      let lower = Int.random(in: 0...upper, using: &generator)
      let both = OpenStepEscapes.sourceOffsets(ofUnits: lower..<upper, in: bytes)
      #expect(both.start == (lower < offsets.count ? offsets[lower] : bytes.endIndex), "\(text)")
      #expect(both.end == (upper < offsets.count ? offsets[upper] : bytes.endIndex), "\(text)")
    }
  }

  @Test func surrogateEscapesPairUp() {
    #expect(OpenStepEscapes.decode(ArraySlice(Array("\\UD83D\\UDE00!".utf8))) == "😀!")
    #expect(OpenStepEscapes.decode(ArraySlice(Array("\\UD83Dx".utf8))) == "\u{FFFD}x")
  }
}
