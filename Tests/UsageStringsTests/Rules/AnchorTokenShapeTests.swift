import Testing

@testable import UsageStrings

/// The words that may be anchors of `wrong-key-translation`: three letters or more, with a
/// capital after a small letter, or capitals only with an `s` allowed at the end.
@Suite struct AnchorTokenShapeTests {
  @Test(arguments: [
    ("iBeacons", true), ("HealthKit", true), ("iOS", true), ("NFC", true), ("CGMs", true),
    ("SMS", true), ("BLE", true), ("ID", false), ("OK", false), ("IDs", false), ("Face", false),
    ("Sms", false), ("camera", false), ("ab1", false), ("NF1", false), ("", false),
  ])
  func aWordIsAnAnchorByItsShape(_ word: String, _ isAnchor: Bool) {
    #expect(AnchorTokens.isAnchor(Substring(word)) == isAnchor)
  }
}
