import Testing

@testable import UsageStrings

/// A locale's exemplar letters as ranges: membership by halving the ranges, as ICU's sets say.
@Suite struct CodePointRangesTests {
  @Test func membershipIsThatOfTheRanges() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<200 {
      var bounds: [UInt32] = []
      // Below U+0100, across it, and far above it (the bits of one block, then halving).
      let base = [0, 230, 1000, 70_000].randomElement(using: &generator)!
      var next = UInt32(base) + UInt32.random(in: 0...40, using: &generator)
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        let end = next + UInt32.random(in: 0...5, using: &generator)
        bounds += [next, end]
        let gap = UInt32.random(in: 2...9, using: &generator)
        next = end + gap * (Bool.random(using: &generator) ? 1 : 900)
      }
      let ranges = CodePointRanges(bounds: bounds)
      let members = Set(
        stride(from: 0, to: bounds.count, by: 2).flatMap { bounds[$0]...bounds[$0 + 1] })
      for value in UInt32(0)...(next + 3) {
        #expect(ranges.contains(value) == members.contains(value), "\(bounds) \(value)")
      }
    }
  }

  @Test func aLocalesLettersAreCLDRs() {
    let ukrainian = ICU.exemplarLetters(ofLocale: "uk")
    let russian = ICU.exemplarLetters(ofLocale: "ru")
    #expect(ukrainian.contains(0x0457) && ukrainian.contains(0x0407))  // ї, Ї
    #expect(!russian.contains(0x0457))
    let korean = ICU.exemplarLetters(ofLocale: "ko")
    #expect(korean.contains(0xAC00) && korean.contains(0xD7A3))  // 가, 힣
    #expect(ICU.exemplarLetters(ofLocale: "de").contains(0x00C4))  // Ä
  }
}
