import Testing

@testable import UsageStrings

/// JSON string literals, byte for byte: the runs between escapes are copied as they are, even
/// where an escaped character is part of a larger character.
@Suite struct JSONPrinterTests {
  @Test func escapesOnlyWhatJSONRequires() {
    let cases: [(String, String)] = [
      ("Scan receipts", #""Scan receipts""#),
      ("line\r\nnext", #""line\r\nnext""#),
      ("\"\u{301}quoted\"", "\"\\\"\u{301}quoted\\\"\""),
      ("tab\there\u{1}", #""tab\there\u0001""#),
      ("back\\slash \u{8}\u{C}", #""back\\slash \b\f""#),
      ("Kamera öffnen “jetzt”", "\"Kamera öffnen “jetzt”\""),
    ]
    for (text, literal) in cases {
      let quoted = JSONPrinter.quoted(text)
      #expect(Array(quoted.utf8) == Array(literal.utf8), "\(text.debugDescription)")
    }
  }

  @Test func compactAndReportLayoutsQuoteKeysAndValuesAlike() {
    let value = JSONValue.object(
      [JSONValue.Member(key: "a\"b", value: .string("c\nd", 0..<0))], 0..<0)
    #expect(JSONPrinter.print(value, style: .compact) == "{\"a\\\"b\":\"c\\nd\"}\n")
    #expect(JSONPrinter.print(value, style: .report) == "{\n  \"a\\\"b\": \"c\\nd\"\n}\n")
  }
}
