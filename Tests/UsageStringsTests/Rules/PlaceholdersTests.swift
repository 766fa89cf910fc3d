import Foundation
import Testing

@testable import UsageStrings

/// The placeholder scanner against the regular expressions it implements, on generated texts
/// dense in specifier characters.
@Suite struct PlaceholdersTests {
  static let printfPattern = try! NSRegularExpression(
    pattern:
      "%(?:([1-9][0-9]*)\\$)?[-+#0]*(?:[0-9]+|\\*)?(?:\\.(?:[0-9]+|\\*))?(hh|h|ll|l|q|z|t|j|L)?([@dDiuUxXoOfFeEgGaAcCsSp%])"
  )
  static let variablePattern = try! NSRegularExpression(
    pattern: "\\$\\(([A-Za-z_][A-Za-z0-9_:]*)\\)|\\$\\{([A-Za-z_][A-Za-z0-9_:]*)\\}")

  /// What the expressions find: (text, UTF-16 range) of each match, `%%` (any specifier converting `%`) and `%#@` included.
  static func reference(_ expression: NSRegularExpression, _ text: String) -> [(String, Range<Int>)]
  {
    let nsText = text as NSString
    return expression.matches(in: text, range: NSRange(location: 0, length: nsText.length)).map {
      (nsText.substring(with: $0.range), $0.range.location..<($0.range.location + $0.range.length))
    }
  }

  static func texts(count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    let alphabet = Array("%%%1230$$-+#*..hlqztjL@dDsfxcp()(){}_AZaz: é😀")
    return (0..<count).map { _ in
      String(
        (0..<Int.random(in: 0...14, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator)!
        })
    }
  }

  @Test func printfSpecifiersAreThoseOfTheExpression() {
    for text in Self.texts(count: 20_000, seed: 7) {
      let expected = Self.reference(Self.printfPattern, text).filter {
        !$0.0.hasSuffix("%") && !$0.0.hasPrefix("%#@")
      }
      let found = Placeholders.printf(in: text)
      #expect(found.map(\.text) == expected.map(\.0), "\(text)")
      #expect(found.map(\.units) == expected.map(\.1), "\(text)")
    }
  }

  @Test func variablesAreThoseOfTheExpression() {
    for text in Self.texts(count: 20_000, seed: 8) {
      let expected = Self.reference(Self.variablePattern, text)
      let found = Placeholders.variables(in: text)
      #expect(found.map(\.text) == expected.map(\.0), "\(text)")
      #expect(found.map(\.units) == expected.map(\.1), "\(text)")
    }
  }

  @Test func positionsAreAssignedAsPrintfDoes() {
    let found = Placeholders.printf(in: "%2$@ and %@, %d%% of %1$ld, %#@count@ %.2f")
    #expect(found.map(\.position) == [2, 1, 2, 1, 3])
    #expect(found.map(\.kind) == ["object", "object", "integer", "integer", "double"])
  }
}
