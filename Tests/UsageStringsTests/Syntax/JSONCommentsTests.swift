import Testing

@testable import UsageStrings

/// JSON5's comments and trailing commas, blanked so that a strict parser reads the rest where
/// it is written.
@Suite struct JSONCommentsTests {
  static func blanked(_ text: String) -> String {
    String(decoding: JSONComments.blanked(Array(text.utf8)), as: UTF8.self)
  }

  @Test func commentsAndTrailingCommasBecomeSpaces() throws {
    let text =
      "{\n  // the app\n  \"a\": \"http://x\", /* old: \"b\": 1,\n */\n  \"c\": [1, 2,],\n}\n"
    let blanked = Self.blanked(text)
    #expect(blanked.utf8.count == text.utf8.count)
    #expect(blanked.split(separator: "\n").count == text.split(separator: "\n").count)
    let value = try JSONParser.parse(Array(blanked.utf8))
    #expect(value["a"]?.string == "http://x")
    #expect(value["c"]?.array?.count == 2)
    #expect(value["b"] == nil)
    // Each value where the file has it.
    let range = try #require(value.member("c")?.keyRange)
    #expect(Array(text.utf8)[range] == Array("\"c\"".utf8)[...])
  }

  /// What looks like a comment or a comma inside a string is text.
  @Test func stringsAreLeftAlone() {
    let text = "{\"a\": \"// not /* a */ comment,]\", \"b\": \"\\\"//\"}"
    #expect(Self.blanked(text) == text)
  }
}
