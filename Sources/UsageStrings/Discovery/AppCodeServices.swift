/// Which services a JavaScript app's own code never names. Its packages ask for a permission
/// only when the script names it (`Permissions.askAsync(Permissions.CALENDAR)`,
/// `request(PERMISSIONS.IOS.CONTACTS)`, `Pedometer.requestPermissionsAsync()`), or are named
/// for the service themselves: where the script names none of a service's words, a package not
/// named for it cannot ask (Kid Security's Expo-template calendar, reminders and motion keys,
/// beside `expo-permissions`).
enum AppCodeServices {
  /// The words that name each service in code, compared lower-cased with `_` left out; only the
  /// services whose packages are named for them (`CodeEvidence.namedPluginKeys`).
  static let words: [String: [String]] = {
    var words: [String: [String]] = [
      "NSContactsUsageDescription": ["contact"],
      "NSMotionUsageDescription": ["motion", "pedometer"],
      "NSSpeechRecognitionUsageDescription": ["speech", "voice"],
      "NSHealthShareUsageDescription": ["health"],
      "NSHealthUpdateUsageDescription": ["health"],
      "NSAppleMusicUsageDescription": ["music", "medialibrary"],
    ]
    for key in [
      "NSCalendarsUsageDescription", "NSCalendarsFullAccessUsageDescription",
      "NSCalendarsWriteOnlyAccessUsageDescription",
    ] {
      words[key] = ["calendar"]
    }
    for key in ["NSRemindersUsageDescription", "NSRemindersFullAccessUsageDescription"] {
      words[key] = ["reminder"]
    }
    return words
  }()

  /// The keys of `words` whose words no code file under `folder` holds; empty where the code
  /// could not be read whole, or there is none (it lies elsewhere: a workspace's package).
  static func unnamed(
    under folder: String, mayRead: (String) -> Bool, display: (String) -> String
  ) -> Set<String> {
    guard let files = AppCodeLocation.codeFiles(under: folder, mayRead: mayRead), !files.isEmpty
    else { return [] }
    var unseen = Set(words.values.joined())
    let whole = AppCodeLocation.read(files, display: display) { _, bytes in
      let text = AppCodeLocation.folded(bytes).bytes
      unseen = unseen.filter { AppCodeLocation.first(text[...], $0) == nil }
      return !unseen.isEmpty
    }
    guard whole else { return [] }
    return Set(words.filter { $0.value.allSatisfy(unseen.contains) }.keys)
  }
}
