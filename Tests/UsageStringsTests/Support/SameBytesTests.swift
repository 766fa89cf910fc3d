import Testing

@testable import UsageStrings

/// `hasSameBytes`: equal UTF-8, not canonical equivalence.
@Suite struct SameBytesTests {
  @Test(arguments: [
    ("", "", true),
    ("Scan receipts.", "Scan receipts.", true),
    ("Numérisez", "Numérisez", true),
    ("Num\u{E9}risez", "Nume\u{301}risez", false),
    ("Scan", "Scan ", false),
    ("", " ", false),
    ("Scan.", "Scan!", false),
  ])
  func sameBytesAreEqualUTF8(_ first: String, _ second: String, _ same: Bool) {
    #expect(first.hasSameBytes(as: second) == same)
    #expect(second.hasSameBytes(as: first) == same)
  }
}
