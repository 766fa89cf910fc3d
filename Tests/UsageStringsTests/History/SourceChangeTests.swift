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
    // Letter case and punctuation: the same words, nothing to check.
    ("Scan receipts", "Scan receipts.", .none),
    ("scan Receipts.", "Scan receipts.", .none),
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
    // A short word added or dropped, "to" or "the", is grammar: a note, never a warning.
    ("Attach photos expenses.", "Attach photos to expenses.", .minor),
    ("Share location with friends.", "Share the location with friends.", .minor),
    // Two letters swapped is a typo fixed, as one letter wrong is.
    ("Recieve alerts for expenses.", "Receive alerts for expenses.", .minor),
  ])
  func classifies(_ old: String, _ new: String, _ expected: SourceChange) {
    #expect(SourceChange.between(old, new) == expected)
  }

  /// A rewording with the same content words is no change; a change of what is said a rewrite
  /// (real changes of a white-label app's English, its name one with "the app").
  @Test(arguments: [
    ("Send photos to your contacts.", "Share pictures with the address book.", SourceChange.none),
    ("Pick a photo to send.", "Select an image to share.", .none),
    (
      "Threema needs access to your camera to scan QR codes.",
      "The app needs access to the camera to scan QR codes.", .none
    ),
    ("Photos are sent by Threema.", "Threema sends photos.", .none),
    (
      "Threema needs the microphone for voice messages.",
      "The app needs the microphone for voice messages and video calls.", .rewrite
    ),
    (
      "Threema needs the microphone. It is never shared.", "Threema needs the microphone.", .rewrite
    ),
    ("Location is shared.", "Location is not shared.", .rewrite),
    ("Location isn't shared.", "Location is shared.", .rewrite),
    ("Keep 2 backups.", "Keep 3 backups.", .rewrite),
    // A stop word added says nothing new; a typo fixed is still a note.
    ("Attach photos expenses.", "Attach photos to expenses.", .none),
    ("Recieve alerts for expenses.", "Receive alerts for expenses.", .minor),
  ])
  func contentWords(_ old: String, _ new: String, _ expected: SourceChange) {
    #expect(
      SourceChange.between(old, new, content: ContentWords.english, names: ["Threema"])
        == expected)
  }
}
