import Testing

@testable import UsageStrings

/// Positions counted on from a known one are those found from scratch.
@Suite struct LineIndexTests {
  @Test func positionsCountedOnAgreeWithPositionsFoundAnew() {
    var generator = SeededGenerator(seed: 5)
    let pieces = ["a", "é", "中", "😀", "\n", "\r\n", "\r", " "]
    for _ in 0..<2_000 {
      let text = Array(
        (0..<Int.random(in: 0...20, using: &generator)).map { _ in
          pieces.randomElement(using: &generator)!
        }.joined().utf8)
      let index = LineIndex(text)
      for _ in 0..<10 {
        let first = Int.random(in: 0...text.count, using: &generator)
        let second = Int.random(in: first...text.count, using: &generator)
        let known = index.position(of: first)
        #expect(
          index.position(of: second, after: known) == index.position(of: second),
          "\(text) \(first) \(second)")
      }
    }
  }
}

/// Lines and columns as the definition gives them, one scalar at a time.
@Suite struct LineIndexDefinitionTests {
  @Test func positionsAreLinesAndScalarColumns() {
    var generator = SeededGenerator(seed: 7)
    let pieces = ["a", "é", "中", "😀", "\n", "\r\n", "\r", " ", "\t", "long enough to fill a word"]
    for _ in 0..<500 {
      let string = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let text = Array(string.utf8)
      let index = LineIndex(text)
      var line = 1
      var column = 1
      var offset = 0
      for scalar in string.unicodeScalars {
        #expect(
          index.position(of: offset) == SourcePosition(line: line, column: column, offset: offset),
          "\(string.debugDescription) \(offset)")
        let length = String(scalar).utf8.count
        let isCRBeforeLF = scalar == "\r" && offset + 1 < text.count && text[offset + 1] == 0x0A
        if (scalar == "\n" || scalar == "\r") && !isCRBeforeLF {
          line += 1
          column = 1
        } else {
          column += 1
        }
        offset += length
      }
      #expect(index.lineCount == line)
    }
  }
}
