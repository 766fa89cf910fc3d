import Testing

@testable import UsageStrings

/// XML escapes, byte for byte, in character data and in attribute values: what JUnit reports and
/// XLIFF files hold.
@Suite struct XMLEntitiesTests {
  @Test func escapesCharacterData() {
    let cases: [(String, String)] = [
      ("Scan receipts", "Scan receipts"),
      ("a < b & c > d", "a &lt; b &amp; c &gt; d"),
      ("line\r\nnext\tcolumn \"quoted\"", "line&#13;\nnext\tcolumn \"quoted\""),
      // XML 1.0 has no form for these, not even a reference: written visibly.
      ("bell\u{7} and null\u{0}", "bell\\u0007 and null\\u0000"),
      ("not a character \u{FFFE}", "not a character \\uFFFE"),
      ("Kamera öffnen “jetzt” &\u{301}", "Kamera öffnen “jetzt” &amp;\u{301}"),
    ]
    for (text, escaped) in cases {
      #expect(
        Array(XMLEntities.escape(text).utf8) == Array(escaped.utf8), "\(text.debugDescription)")
    }
  }

  @Test func escapesAttributeValues() {
    let escaped = XMLEntities.escape("say \"hi\"\n\tnow\r\n<&>", attribute: true)
    #expect(escaped == "say &quot;hi&quot;&#10;&#9;now&#13;&#10;&lt;&amp;&gt;")
  }
}
