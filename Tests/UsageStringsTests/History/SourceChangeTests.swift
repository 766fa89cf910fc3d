import Testing

@testable import UsageStrings

/// How much a source text changed decides whether its translations are stale, and how badly:
/// each case is a real change from an app's history.
@Suite struct SourceChangeTests {
  @Test(arguments: [
    // Re-wrapped in an XML plist: the same words.
    ("Dictate notes.", "Dictate\n\t\tnotes.", SourceChange.none),
    // Trio: a typo fixed, and an article dropped.
    ("For authorized acces to bolus", "For authorized access to bolus", .minor),
    (
      "Calendar is used to create a new glucose events.",
      "Calendar is used to create new glucose events.", .minor
    ),
    ("Scan receipts", "Scan receipts.", .minor),
    ("scan Receipts.", "Scan receipts.", .minor),
    // A negation turns the claim around.
    ("Location is shared.", "Location is not shared.", .rewrite),
    // UTM and element-x-ios: rewritten.
    (
      "VM needs access to microphone.",
      "Permission is required for any virtual machine to record from the microphone.", .rewrite
    ),
    (
      "Face ID is used to access your app.", "Face ID is used to protect access to your account.",
      .rewrite
    ),
    // Two words apart, or a short word replaced: a claim changed.
    ("Share your location.", "Share your exact location now.", .rewrite),
    ("Scan receipts.", "Scan invoices.", .rewrite),
  ])
  func classifies(_ old: String, _ new: String, _ expected: SourceChange) {
    #expect(SourceChange.between(old, new) == expected)
  }
}
