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
      written all in capitals and names inside web or file addresses. A name is found inside \
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
        .strings(
          "ms", "\"NSSiriUsageDescription\" = \"Tonton siri kegemaran anda dengan Siri.\";\n")),
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

  /// Each term by its letters in lower case ("faceid"), which every spelling of it shares.
  static let termsByLetters: [String: Term] = Dictionary(
    terms.map { (letters(of: $0.name), $0) }, uniquingKeysWith: { first, _ in first })

  static func letters(of text: some StringProtocol) -> String {
    String(text.lowercased().filter(\.isLetter))
  }

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    guard text.has(.alphabetic), string.text.contains(where: \.isLowercase) else { return }
    for slip in slips(in: string.text) {
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
  static func slips(in text: String) -> [(range: Range<String.Index>, term: Term)] {
    let words = wordRanges(of: text)
    var slips: [(Range<String.Index>, Term)] = []
    var index = 0
    while index < words.count {
      var found = false
      for width in [2, 1] where index + width <= words.count {
        let first = words[index]
        let last = words[index + width - 1]
        if width == 2, !isJoiner(text[first.upperBound..<last.lowerBound]) { continue }
        let range = first.lowerBound..<last.upperBound
        guard let term = termsByLetters[letters(of: text[range])] else { continue }
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
    let written = String(text[range]).replacingOccurrences(of: "\u{00A0}", with: " ")
      .replacingOccurrences(of: "\u{202F}", with: " ")
    guard written != term.name else { return false }
    if !term.lowerCaseIsSlip, written == written.lowercased() { return false }
    // Inside an address (apple.com/ios, name@icloud.com).
    let before =
      range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : " "
    let after = range.upperBound < text.endIndex ? text[range.upperBound] : " "
    if "./@_".contains(before) || "/@_".contains(after) { return false }
    if after == ".", text[range.upperBound...].dropFirst().first?.isLetter == true { return false }
    // German couples a compound with hyphens: "Face-ID-Daten" is "Face ID" + "Daten".
    if after == "-", written.replacingOccurrences(of: "-", with: " ") == term.name { return false }
    return true
  }

  /// A single space, no-break space or hyphen between two words.
  static func isJoiner(_ between: Substring) -> Bool {
    between.count == 1 && " \u{00A0}\u{202F}-".contains(between.first!)
  }

  /// The runs of letters and digits of a text, a run of Latin letters ending where another
  /// script's begin (Japanese writes "FaceIDを" without a space).
  static func wordRanges(of text: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var start: String.Index?
    var startIsLatin = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let isWordCharacter = character.isLetter || character.isNumber
      let isLatin = isLatinOrDigit(character)
      if let begun = start, !isWordCharacter || isLatin != startIsLatin {
        ranges.append(begun..<index)
        start = nil
      }
      if isWordCharacter, start == nil {
        start = index
        startIsLatin = isLatin
      }
      index = text.index(after: index)
    }
    if let begun = start { ranges.append(begun..<text.endIndex) }
    return ranges
  }

  /// A Latin letter (ASCII or with a diacritic) or an ASCII digit.
  static func isLatinOrDigit(_ character: Character) -> Bool {
    guard let value = character.unicodeScalars.first?.value else { return false }
    return value < 0x0250 || (0x1E00...0x1EFF).contains(value)
  }
}
