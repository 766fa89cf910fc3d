import Testing

@testable import UsageStrings

/// The 1-based "line:column" of a UTF-8 offset of `text`, columns counted in scalars.
private func lineColumn(_ text: String, _ offset: Int) -> String {
  let position = TextFile(path: "t.json", bytes: Array(text.utf8)).position(offset)
  return "\(position.line):\(position.column)"
}

private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
  try JSONParser.parse(Array(text.utf8))
}

@Suite struct JSONParserTests {
  @Test func scalarsKeepTheirTextAndRange() throws {
    #expect(try parse(" true ") == .bool(true, 1..<5))
    #expect(try parse("false") == .bool(false, 0..<5))
    #expect(try parse("\tnull\n") == .null(1..<5))
    #expect(try parse("\"é\"") == .string("é", 0..<4))
    // Numbers stay as written, so that a round trip loses nothing.
    let number = try parse("-0.50E+3")
    #expect(number == .number("-0.50E+3", 0..<8))
    #expect(number.double == -500)
    #expect(try parse("120").int == 120)
  }

  @Test func nestingKeepsOrderRangesAndRepeatedKeys() throws {
    let text = #"{"z": [1, {"é": null}], "a": {"b": [true, []]}, "z": "again"}"#
    let root = try parse(text)
    #expect(root.range == 0..<62)
    #expect(root.members?.map(\.key) == ["z", "a", "z"])
    #expect(root.members?.map(\.keyRange) == [1..<4, 25..<28, 49..<52])
    // A repeated key keeps both members; lookups find the last, as Foundation does.
    #expect(root["z"] == .string("again", 54..<61))
    let inner = try #require(root.members?.first?.value.array)
    #expect(inner.first == .number("1", 7..<8))
    #expect(inner.last?.member("é")?.keyRange == 11..<15)
    #expect(inner.last?["é"] == .null(17..<21))
    #expect(root["a"]?["b"]?.array == [.bool(true, 37..<41), .array([], 43..<45)])
    let expected = JSONValue.object([("b", .array([.bool(true), .array([])]))])
    #expect(root["a"]?.sameContent(as: expected) == true)
    #expect(root["a"]?.sameContent(as: .object([("b", .array([.bool(false)]))])) == false)
  }

  @Test func escapesDecodeIncludingSurrogatePairs() throws {
    let text = #"["\"\\\/\b\f\n\r\t", "\u00e9\u0041", "\ud83d\ude00", "\uD800x", "plain é"]"#
    let values = try parse(text).array?.map(\.string)
    // A lone surrogate cannot be a String: it becomes U+FFFD.
    #expect(values == ["\"\\/\u{8}\u{C}\n\r\t", "éA", "😀", "\u{FFFD}x", "plain é"])
  }

  @Test func decodedUnitsMapBackToTheirSource() throws {
    let text = #"{"k": "a\u00e9\ud83d\ude00é😀\"b"}"#
    let bytes = Array(text.utf8)
    let value = try #require(try JSONParser.parse(bytes)["k"])
    #expect(value.string == "aé😀é😀\"b")
    let content = bytes[(value.range.lowerBound + 1)..<(value.range.upperBound - 1)]
    #expect(content.startIndex == 7)
    // Units: a, é, the pair's two halves (one escape each), é, 😀's two units, ", b, the end.
    let offsets = (0...9).map { JSONEscapes.sourceOffset(ofUnit: $0, in: content) }
    #expect(offsets == [7, 8, 14, 20, 26, 28, 28, 32, 34, 35])
    #expect(lineColumn(text, offsets[4]) == "1:27")
  }

  @Test func memberRangesHaveLinesAndColumns() throws {
    let text = "{\n  \"é\": 1,\n  \"ключ\": [true]\n}"
    let member = try #require(try parse(text).member("ключ"))
    #expect(lineColumn(text, member.keyRange.lowerBound) == "3:3")
    #expect(lineColumn(text, member.keyRange.upperBound) == "3:9")
    #expect(lineColumn(text, member.value.range.lowerBound) == "3:11")
    #expect(member.value.array == [.bool(true, 28..<32)])
  }

  @Test func nestingDeeperThanTheLimitIsAnError() throws {
    let limit = JSONParser.maximumDepth
    let fine = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(try parse(fine).array?.count == 1)
    // The object is depth 0 and its array depth 1, so the 511th bracket of line 3 is one too many.
    let text = "{\"a\":\n[1,\n\"ü\", " + String(repeating: "[", count: limit)
    let error = try #require(throws: JSONSyntaxError.self) { try parse(text) }
    #expect(error.message == "values nested more than 512 deep")
    #expect(lineColumn(text, error.offset) == "3:516")
  }

  /// RFC 8259 wants four hex digits after '\\u'; `UInt16(_:radix:)` also takes a sign.
  @Test func signedUnicodeEscapeIsRefused() {
    for escape in [#"\u+041"#, #"\u-000"#] {
      let text = "[\n1,\n\"ö\", \"\(escape)\"]"
      let error = #expect(throws: JSONSyntaxError.self) { try parse(text) }
      #expect(error.map { lineColumn(text, $0.offset) } == "3:7")
    }
  }

  /// Malformed documents with the bad byte on line 3, after multi-byte characters wherever
  /// JSON allows them there, so that a byte count passed off as a column would show.
  static let malformed: [(String, String, String)] = [
    (#"{"a": 1,\#n"b": 2,\#n"ü→": tru}"#, "3:7", "unexpected 't'; expected a value"),
    (#"[\#n"x",\#n"日本", ]"#, "3:7", "unexpected ']'; expected a value"),
    (#"[\#n1,\#n"ü", «]"#, "3:6", "unexpected '«'; expected a value"),
    ("[\n1,\n\"ü\", \u{7}]", "3:6", "unexpected U+0007; expected a value"),
    (#"{\#n"a": 1,\#n"ключ" 2}"#, "3:8", #"expected ':' after member "ключ""#),
    (#"{\#n"a": 1,\#n"é": 012}"#, "3:6", "a number may not start with '0'"),
    (#"[\#n1,\#n"ö", -.5]"#, "3:6", "a number needs digits"),
    (#"[\#n1,\#n"ö", 1.e5]"#, "3:8", "a number needs digits after '.'"),
    (#"[\#n1,\#n"ö", 2E+]"#, "3:9", "a number needs digits in its exponent"),
    (#"[\#n1,\#n"ö", "abc"#, "3:6", "unterminated string"),
    (#"[\#n1,\#n"ö", "a\"#, "3:6", "unterminated string"),
    ("[\n1,\n\"ö\", \"a\tb\"]", "3:8", "a control character (U+0009) must be escaped"),
    (#"[\#n1,\#n"ö", "a\qb"]"#, "3:8", #"unknown escape '\q'"#),
    (#"[\#n1,\#n"ö", "\u12G4"]"#, "3:7", #"'\u' needs four hex digits"#),
    (#"{\#n"a": 1,\#n"ü": 2, b: 3}"#, "3:9", "expected a member name in quotes, found 'b'"),
    (#"{\#n"a": 1,\#n"ü": 2,}"#, "3:8", "expected a member name in quotes, found '}'"),
    (#"{\#n"a": 1,\#n"ü": 2 "c": 3}"#, "3:8", "expected ',' or '}' in the object, found '\"'"),
    (#"[\#n1,\#n"ü" 2]"#, "3:5", "expected ',' or ']' in the array, found '2'"),
    (#"[\#n1,\#n"ü", {"a": 1"#, "3:6", "missing '}' to end the object"),
    (#"{\#n"a": 1,\#n"ü": [1, 2"#, "3:6", "missing ']' to end the array"),
    (#"{\#n"a": 1,\#n"ü":"#, "3:5", "unexpected end of file; expected a value"),
    (#"[\#n1,\#n"ü"] x"#, "3:6", "unexpected text after the JSON value"),
    // Only whitespace may come before the value, so this column has no multi-byte text.
    ("\n\n\t ", "3:3", "unexpected end of file; expected a value"),
  ]

  @Test(arguments: malformed)
  func malformedInputIsAnErrorAtItsPlace(_ input: (String, String, String)) throws {
    let error = try #require(throws: JSONSyntaxError.self) { try parse(input.0) }
    #expect(lineColumn(input.0, error.offset) == input.1)
    #expect(error.message.hasPrefix(input.2), "\(error.message)")
  }
}
