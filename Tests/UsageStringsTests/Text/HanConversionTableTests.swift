import Testing

@testable import UsageStrings

/// The table of Han characters the build reads from ICU's data agrees with ICU's
/// transliterators at run time, character by character (what `wrong-script` used to ask them).
@Suite struct HanConversionTableTests {
  @Test(arguments: [
    ("Hans-Hant", HanConversionTable.hansToHant), ("Hant-Hans", HanConversionTable.hantToHans),
  ])
  func theTableIsWhatICUChanges(_ id: String, _ table: [UInt32]) throws {
    let transliterator = try ICU.Transliterator(id)
    let tabulated = Set(table)
    var disagreements: [String] = []
    for value in UInt32(0x2E80)...0x323AF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let character = String(Character(scalar))
      let changes = try transliterator.apply(character) != character
      if changes != tabulated.contains(value) { disagreements.append(String(value, radix: 16)) }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    #expect(table.count > 2_000)
  }

  @Test func countsTheCharactersAConversionChanges() {
    let analyzer = TextAnalyzer()
    // 简体 (Simplified) → 簡體: both change; 中文 is the same in both.
    #expect(analyzer.charactersChanged(in: "简体中文", by: "Hans-Hant") == 2)
    #expect(analyzer.charactersChanged(in: "簡體中文", by: "Hant-Hans") == 2)
    #expect(analyzer.charactersChanged(in: "简体", by: "Latn-Cyrl") == nil)
  }
}
