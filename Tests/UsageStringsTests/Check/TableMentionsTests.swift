import Testing

@testable import UsageStrings

/// Which keys a table read later holds, found without parsing it: for many keys, its keys are
/// gathered in one pass (every token an `=` follows), not searched for one by one.
@Suite struct TableMentionsTests {
  @Test func theKeysOfATableAreTheTokensBeforeAnEqualsSign() {
    let table = """
      /* "NSContactsUsageDescription" is not translated yet; it's "soon". */
      "NSCameraUsageDescription" = "Scanne Belege (see NSMicrophoneUsageDescription).";
      NSLocationWhenInUseUsageDescription
        = "Zeige Orte.";
      "Shortcut.Scan" = "Scannen";
      "Say \\"Hi\\"" = "Sag Hallo";
      """
    let words = TableLoader.words(Array(table.utf8))
    #expect(words.contains("NSCameraUsageDescription"))
    #expect(words.contains("NSLocationWhenInUseUsageDescription"))
    #expect(words.contains("Shortcut.Scan"))
    #expect(words.contains(#"Say \"Hi\""#))
    // A key named in a value or a comment is not held.
    #expect(!words.contains("NSMicrophoneUsageDescription"))
    #expect(!words.contains("NSContactsUsageDescription"))
  }
}
