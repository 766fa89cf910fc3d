import Testing
@testable import UsageStrings

/// Positions counted on from a known one are those found from scratch.
@Suite struct LineIndexTests {
  @Test func positionsCountedOnAgreeWithPositionsFoundAnew() {
    var generator = SeededGenerator(seed: 5)
    let pieces = ["a", "é", "中", "😀", "\n", "\r\n", "\r", " "]
    for _ in 0..<2_000 {
      let text = Array((0..<Int.random(in: 0...20, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined().utf8)
      let index = LineIndex(text)
      for _ in 0..<10 {
        let first = Int.random(in: 0...text.count, using: &generator)
        let second = Int.random(in: first...text.count, using: &generator)
        let known = index.position(of: first)
        #expect(index.position(of: second, after: known) == index.position(of: second), "\(text) \(first) \(second)")
      }
    }
  }
}
