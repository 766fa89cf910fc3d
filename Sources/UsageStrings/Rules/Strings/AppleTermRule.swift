/// `apple-term`: an Apple product or feature name not written as Apple writes it.
public struct AppleTermRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "apple-term", name: "Apple name misspelt",
    summary: "an Apple name written otherwise than Apple writes it, such as 'FaceID' or 'Icloud'",
    rationale: """
      The alert sits in Apple's own interface, beside Settings and the system's texts, which \
      write "Face ID", "iCloud", "HealthKit", "Apple Watch" — in every language, since Apple \
      keeps these names in Latin letters. "FaceID", "Face-ID" or "face id" in a purpose \
      string looks careless there, and App Review's guidelines ask apps to write Apple's \
      names exactly (Guideline 5.2.5; Apple's trademark list gives each spelling). Words \
      joined to the name with a hyphen (German "Face-ID-Daten") are left alone, as are texts \
      written all in capitals, names inside web or file addresses, and texts that say they are \
      never shown (a stub for App Store Connect). A name is found inside \
      text of another script too ("FaceIDを"). Measured (`MeaningDatasetTests`, 6,589 judged \
      real translations): 2 findings on 4,503 tuned translations and 26 on 2,086 holdout ones, \
      all true; 208 of 210 names misspelt on purpose found.
      """,
    defaultSeverity: .warning, scope: .strings, validatesMerge: true,
    examples: [
      .passing(
        .infoPlist(
          "\t<key>NSFaceIDUsageDescription</key>\n\t<string>Unlock your diary with Face ID.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>NSFaceIDUsageDescription</key>\n\t<string>Unlock your diary with ↓FaceID.</string>\n"
        )),
      .failing(
        .strings(
          "de", "\"NSFaceIDUsageDescription\" = \"Entsperre dein Tagebuch mit ↓Face-ID.\";\n")),
      .failing(
        .strings(
          "fr", "\"NSHealthShareUsageDescription\" = \"Lit vos pas dans ↓Healthkit et ↓icloud.\";\n"
        )),
      .failing(.strings("ja", "\"NSFaceIDUsageDescription\" = \"↓FaceIDを使用します。\";\n")),
      .failing(
        .strings(
          "de", "\"NSHealthShareUsageDescription\" = \"Liest aus der ↓Healthkit-Datenbank.\";\n")),
      // A no-break space is how some languages keep the name on one line.
      .passing(
        .strings("fr", "\"NSFaceIDUsageDescription\" = \"Déverrouillez avec Face\u{00A0}ID.\";\n")),
      .passing(
        .strings(
          "de", "\"NSFaceIDUsageDescription\" = \"Schützt deine Face-ID-Daten auf dem iPhone.\";\n")
      ),
      .passing(.infoPlist("\t<key>NSSiriUsageDescription</key>\n\t<string>USE SIRI</string>\n")),
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts on iOS17 and later.</string>\n"
        )),
      .passing(
        .strings(
          "ms", "\"NSSiriUsageDescription\" = \"Tonton siri kegemaran anda dengan Siri.\";\n")),
      // A text that disclaims a use is still shown: only one that says it never is, is skipped.
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Required by system frameworks used for ↓Facetime-style calls.</string>\n"
        )),
      // MyHeartCounts' stub for a key ResearchKit makes App Store Connect ask for.
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>This message should never appear. Not putting it here returns an error on AppStore Connect.</string>\n"
        )),
    ])

  /// An Apple name: how Apple writes it, and where.
  struct Term: Sendable {
    var name: String
    var source: String
    /// Whether the name written all in lower case is a slip (not for "Siri": Malay "siri" is a
    /// series).
    var lowerCaseIsSlip = true
  }

  static let trademarkList =
    "https://www.apple.com/legal/intellectual-property/trademark/appletmlist.html"

  static let terms: [Term] =
    [
      "AirDrop", "AirPlay", "AirPods", "AirTag", "App Store", "Apple Music", "Apple Pay",
      "Apple TV", "Apple Watch", "CarPlay", "CloudKit", "FaceTime", "Face ID", "Game Center",
      "HealthKit", "HomeKit", "HomePod", "iCloud", "iMessage", "iPad", "iPhone", "iPod", "iTunes",
      "macOS", "SiriKit", "Touch ID", "tvOS", "visionOS", "watchOS",
    ].map {
      Term(name: $0, source: trademarkList)
    } + [
      Term(name: "iOS", source: "https://www.apple.com/ios/"),
      Term(name: "Siri", source: trademarkList, lowerCaseIsSlip: false),
    ]

  /// A word's letters in lower case, five bits each in one integer (no allocation for the
  /// words of every string), with their count; nil past twelve letters, longer than any term.
  struct Letters: Hashable {
    var packed: UInt64 = 0
    var count = 0

    init?(_ word: some Sequence<UInt8>) {
      for byte in word {
        let letter: UInt8
        switch byte {
        case 0x41...0x5A: letter = byte - 0x40
        case 0x61...0x7A: letter = byte - 0x60
        case 0x20: continue  // the space of a term's name ("Face ID")
        default: return nil  // a digit: no term has one ("iOS17" is no "iOS")
        }
        guard count < 12 else { return nil }
        packed = packed << 5 | UInt64(letter)
        count += 1
      }
    }

    /// Two words' letters as one ("face" + "id").
    func followed(by other: Letters) -> Letters? {
      guard count + other.count <= 12 else { return nil }
      var joined = self
      joined.packed = packed << (5 * UInt64(other.count)) | other.packed
      joined.count += other.count
      return joined
    }
  }

  /// Every term by its letters in lower case ("faceid"), which every spelling of it shares.
  static let termsByLetters: [Letters: Term] = Dictionary(
    terms.compactMap { term in Letters(term.name.utf8).map { ($0, term) } },
    uniquingKeysWith: { first, _ in first })

  /// The terms' shapes — letter count and first letter — by `shape(of:)`: most words have none
  /// of them and are passed over without hashing.
  static let termShapes: [Bool] = {
    var shapes = [Bool](repeating: false, count: 13 * 32)
    for letters in termsByLetters.keys { shapes[shape(of: letters)] = true }
    return shapes
  }()

  @inline(__always)
  static func shape(of letters: Letters) -> Int {
    letters.count * 32 + Int((letters.packed >> (5 * UInt64(max(0, letters.count - 1)))) & 31)
  }

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    guard text.has(.alphabetic), string.text.utf8.contains(where: { (0x61...0x7A).contains($0) })
    else { return }
    let slips = slips(in: string.text, words: text.asciiWords)
    // A text that says it is never shown (a stub App Store Connect asks for) is seen by nobody.
    guard !slips.isEmpty, !CodeEvidence.saysNeverShown(string.text) else { return }
    for slip in slips {
      let start = string.text.utf16.distance(
        from: string.text.utf16.startIndex, to: slip.range.lowerBound)
      let length = string.text.utf16.distance(
        from: slip.range.lowerBound, to: slip.range.upperBound)
      emit(
        Finding(
          "'\(string.text[slip.range])' in '\(string.key)': Apple writes '\(slip.term.name)'",
          at: string.location(start..<start + length), key: string.key,
          locale: string.reportedLocale))
    }
  }

  /// The names of a text written otherwise than Apple writes them: a word, or two words joined
  /// by one space or hyphen, whose letters are a term's.
  static func slips(in text: String, words: [Range<String.Index>]) -> [(
    range: Range<String.Index>, term: Term
  )] {
    let letters = words.map { Letters(text[$0].utf8) }
    var slips: [(Range<String.Index>, Term)] = []
    var index = 0
    while index < words.count {
      var found = false
      for width in [2, 1] where index + width <= words.count {
        let first = words[index]
        let last = words[index + width - 1]
        let key =
          width == 2
          ? letters[index].flatMap { first in letters[index + 1].flatMap(first.followed(by:)) }
          : letters[index]
        guard let key, termShapes[shape(of: key)], let term = termsByLetters[key] else { continue }
        if width == 2, !isJoiner(text[first.upperBound..<last.lowerBound]) { continue }
        let range = first.lowerBound..<last.upperBound
        found = true
        if isSlip(text, range, of: term) { slips.append((range, term)) }
        index += width
        break
      }
      if !found { index += 1 }
    }
    return slips
  }

  static func isSlip(_ text: String, _ range: Range<String.Index>, of term: Term) -> Bool {
    var written = String(text[range])
    // No-break spaces read as spaces (Foundation's replacing only where there is one).
    for space in ["\u{00A0}", "\u{202F}"] where written.containsBytes(of: space) {
      written = written.replacingOccurrences(of: space, with: " ")
    }
    guard written != term.name else { return false }
    if !term.lowerCaseIsSlip, written == written.lowercased() { return false }
    // Inside an address (apple.com/ios, name@icloud.com).
    let scalars = text.unicodeScalars
    let before: Unicode.Scalar =
      range.lowerBound > scalars.startIndex ? scalars[scalars.index(before: range.lowerBound)] : " "
    let rest = scalars[range.upperBound...]
    let after: Unicode.Scalar = rest.first ?? " "
    if "./@_".unicodeScalars.contains(before) || "/@_".unicodeScalars.contains(after) {
      return false
    }
    if after == ".", rest.dropFirst().first?.properties.isAlphabetic == true { return false }
    // German couples a compound with hyphens: "Face-ID-Daten" is "Face ID" + "Daten".
    if after == "-", written.replacingOccurrences(of: "-", with: " ") == term.name { return false }
    return true
  }

  /// A single space, no-break space or hyphen between two words.
  static func isJoiner(_ between: Substring) -> Bool {
    between.count == 1 && " \u{00A0}\u{202F}-".contains(between.first!)
  }
}
