import Testing

@testable import UsageStrings

/// What empty-purpose-string calls a value that says nothing, and what says something.
@Suite struct EmptyPurposeStringTests {
  @Test func valuesThatSayNothing() {
    #expect(EmptyPurposeStringRule.describe("  ") == "empty")
    #expect(EmptyPurposeStringRule.describe("Yes") == "'Yes', a placeholder")
    #expect(EmptyPurposeStringRule.describe("\"\"") == "'\"\"': marks with no word")
    for value in ["", " \t", "\"\"", "...", "-", "YES", "todo"] {
      #expect(EmptyPurposeStringRule.saysNothing(value), "\(value)")
    }
  }

  /// One word in any script, or a number, says something.
  @Test func valuesThatSaySomething() {
    for value in ["Scan receipts.", "カメラ", "2FA", "Yes, to scan receipts", "Nej"] {
      #expect(!EmptyPurposeStringRule.saysNothing(value), "\(value)")
    }
  }
}
