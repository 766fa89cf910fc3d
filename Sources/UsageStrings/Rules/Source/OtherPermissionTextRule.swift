/// `other-permission-text`: a purpose string that explains another permission.
public struct OtherPermissionTextRule: Rule {
  public static let description = RuleDescription(
    id: "other-permission-text", name: "Purpose string of another permission",
    summary: "a purpose string that names another permission's resource and none of its own",
    rationale: """
      Purpose strings are often copied from key to key, and one copy is sometimes left: Green's \
      photo library alert says "We use the camera to scan QR codes". The alert then explains a \
      permission the app is not asking for, and App Review reads it as a purpose string that \
      does not describe the use. A source text (English) of the photo library, microphone, \
      contacts, location or camera key that names another key's resource — the camera (not a \
      camera roll), the microphone, location, contacts, the photo library — and none of the \
      words of its own (photos, pictures, images, a library, saving for the photo keys; audio, \
      voice, calls, recording for the microphone; taking, scanning, capturing for the camera, \
      whose photos are the library's too; …) is reported. Measured on the 59 judged apps: one \
      such text, true; a holdout later met a camera text that saves to the photo library.
      """,
    defaultSeverity: .warning, scope: .source,
    examples: [
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>We use the camera to scan QR codes.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>↓NSPhotoLibraryUsageDescription</key>\n\t<string>We use the camera to scan QR codes.</string>\n"
        )),
      // A camera roll is the photo library; a photo taken with the camera is the library's too.
      .passing(
        .infoPlist(
          "\t<key>NSPhotoLibraryUsageDescription</key>\n\t<string>Pick a QR code from your camera roll.</string>\n"
        )),
      .passing(
        .infoPlist(
          "\t<key>NSPhotoLibraryAddUsageDescription</key>\n\t<string>Save what the camera scans as pictures.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>↓NSMicrophoneUsageDescription</key>\n\t<string>Show the shops near your location.</string>\n"
        )),
      // A camera text about the library's images; one that takes photos for it says the camera.
      .failing(
        .infoPlist(
          "\t<key>↓NSCameraUsageDescription</key>\n\t<string>Save the image from the note to your photo library.</string>\n"
        )),
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Take photos to add to your library.</string>\n"
        )),
    ])

  /// Per key: the word beginnings of its own resource and use, and the words that name another
  /// key's (`camera` unless a `roll` follows).
  static let vocabulary: [String: (own: [String], others: [String])] = [
    "NSPhotoLibraryUsageDescription": (
      photoWords + ["select", "pick", "attach", "upload"],
      ["camera", "microphone", "location", "contacts"]
    ),
    "NSPhotoLibraryAddUsageDescription": (
      photoWords + ["download", "export", "qr"], ["camera", "microphone", "location", "contacts"]
    ),
    "NSMicrophoneUsageDescription": (
      [
        "microphone", "mic", "audio", "voice", "record", "sound", "call", "speak", "speech",
        "dictat", "talk", "listen", "video", "noise", "meeting", "music", "sing", "tune",
      ], ["camera", "location", "contacts", "library"]
    ),
    "NSContactsUsageDescription": (
      ["contact", "address", "friend", "people", "phone", "email", "invite", "member"],
      ["camera", "microphone", "location", "photos"]
    ),
    "NSLocationWhenInUseUsageDescription": (
      [
        "location", "where", "near", "map", "gps", "position", "place", "weather", "local",
        "region", "area", "city", "countr", "distance", "direction", "navigat", "route", "track",
        "sun", "geo", "wi", "ssid", "network", "address", "store", "shop",
      ], ["camera", "microphone", "contacts", "library"]
    ),
    // A photo, picture or image is the camera's and the library's alike: only the words of
    // capture say the camera (CBNote's lock-screen camera asked "Save the image from the note
    // to your photo library.").
    "NSCameraUsageDescription": (
      [
        "camera", "video", "scan", "qr", "barcode", "document", "take", "capture", "selfie",
        "face", "record", "augmented", "ar", "code", "card", "shoot", "snap",
      ], ["microphone", "location", "contacts", "library"]
    ),
  ]

  static let photoWords = [
    "photo", "picture", "image", "librar", "gallery", "album", "media", "video", "screenshot",
    "wallpaper", "avatar", "save", "roll",
  ]

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets where target.target.sourceLanguage.language == "en" {
      for source in target.declarations where source.parentKey == nil {
        guard let words = vocabulary[source.key],
          let text = target.sources[source.key]?.text,
          let other = otherResource(in: text, own: words.own, others: words.others)
        else { continue }
        emit(
          Finding(
            "'\(source.key)' explains the \(other), not what this permission gives: '\(TextExcerpt.oneLine(text))'; a copy of another key's text? Say what the app does with this one",
            at: source.keyLocation, key: source.key))
      }
    }
  }

  /// The other resource a text names, when it names none of its own.
  static func otherResource(in text: String, own: [String], others: [String]) -> String? {
    let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    guard !words.contains(where: { word in own.contains { word.hasPrefix($0) } }) else {
      return nil
    }
    for (index, word) in words.enumerated() where others.contains(word) {
      if word == "camera", index + 1 < words.count, words[index + 1] == "roll" { continue }
      return word == "library" ? "photo library" : word
    }
    return nil
  }
}
