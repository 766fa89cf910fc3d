/// `mixed-address`: one table that speaks to people both familiarly and politely.
public struct MixedAddressRule: Rule {
  public static let description = RuleDescription(
    id: "mixed-address", name: "Mixed forms of address",
    summary:
      "a table that addresses people both familiarly and politely, such as German 'du' and 'Sie'",
    rationale: """
      An app speaks to people in one voice: German "du" or "Sie", French "tu" or "vous", \
      Russian "ты" or "вы", Chinese 你 or 您. A camera alert in one and a location alert in the \
      other reads as two apps stitched together — usually two translators, or a platform's \
      suggestion accepted for one key. The pronouns and possessives of each form are listed \
      per language in `Locales/` (`address`); verb forms are not counted, since many of them \
      mean something else too, so a table that shows its form only in its verbs is not judged. \
      Texts no device shows (a key Apple never defined, a purpose key only the tables hold) \
      address nobody and are not counted. \
      One finding per table, on the first text of the rarer form, naming both. Measured on \
      6,589 judged real translations: 6 tables on the tuned apps and 8 on the holdout ones, \
      all true; 19 of 19 tables given a real text of the other form found; tables that show \
      their form only in verbs (Spanish "permita") are missed.
      """,
    defaultSeverity: .warning, scope: .translations,
    examples: [
      .passing(
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Mach Fotos für deine Notizen.\";\n\"NSMicrophoneUsageDescription\" = \"Diktiere dir Notizen.\";\n"
        )),
      .failing(
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Mach Fotos für deine Notizen.\";\n\"NSMicrophoneUsageDescription\" = \"Diktiere dir Notizen.\";\n↓\"NSLocalNetworkUsageDescription\" = \"Findet Geräte in Ihrem Netzwerk.\";\n"
        )),
      // "Sie" opening a sentence may be "they": only a capitalised form inside one counts.
      .passing(
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Mach Fotos für deine Notizen.\";\n\"NSPhotoLibraryUsageDescription\" = \"Fotos werden geladen. Sie bleiben auf dem Gerät.\";\n"
        )),
      .failing(
        .strings(
          "fr",
          "↓\"NSCameraUsageDescription\" = \"Prends des photos pour tes notes.\";\n\"NSMicrophoneUsageDescription\" = \"Dictez vos notes.\";\n\"NSContactsUsageDescription\" = \"Invitez vos contacts.\";\n"
        )),
      .failing(
        .strings(
          "zh-Hans",
          "\"NSCameraUsageDescription\" = \"这可使您拍照和上传照片。\";\n↓\"NSMicrophoneUsageDescription\" = \"用于录制你的语音。\";\n"
        )),
      // Texts no device shows address nobody: a key Apple never defined, and a purpose key
      // the Info.plist does not declare (Mosquito Alert's).
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Take photos for your notes.</string>\n\t<key>NSUserNotificationsUsageDescription</key>\n\t<string>Get reminders.</string>\n"
        ),
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Mach Fotos für deine Notizen.\";\n\"NSUserNotificationsUsageDescription\" = \"Erhalten Sie Erinnerungen.\";\n\"NSUserTrackingUsageDescription\" = \"Wir teilen Ihre Daten nie.\";\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Take photos for your notes.</string>\n\t<key>NSUserTrackingUsageDescription</key>\n\t<string>Your data stays with us.</string>\n"
        ),
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Mach Fotos für deine Notizen.\";\n↓\"NSUserTrackingUsageDescription\" = \"Wir teilen Ihre Daten nie.\";\n"
        )),
      // Two tables, each in one voice.
      .passing(
        .strings("de", "\"NSCameraUsageDescription\" = \"Mach Fotos für deine Notizen.\";\n"),
        .strings("de", "\"NSCameraUsageDescription\" = \"Ihre Fotos.\";\n", name: "Other.strings")),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      var uses: [ObjectIdentifier: TableUses] = [:]
      var order: [ObjectIdentifier] = []
      for string in target.strings
      where string.isTranslation && string.isShown && !string.isSourceCopy
        && string.variation.isEmpty
      {
        guard let origin = string.origin, let forms = context.policy(for: string.locale).address,
          addressesSomeone(string.key, in: target, table: origin.table.path, context)
        else { continue }
        // The table's shared origin: one per table (a catalog has one per language).
        let id = ObjectIdentifier(origin)
        if uses[id] == nil {
          uses[id] = TableUses()
          order.append(id)
        }
        let words = context.words(of: string)
        if let word = forms.familiar.firstMatch(in: string.text, words: words) {
          uses[id]?.familiar.append((string, word))
        }
        if let word = forms.polite.firstMatch(in: string.text, words: words) {
          uses[id]?.polite.append((string, word))
        }
      }
      for id in order { uses[id]?.report(emit) }
    }
  }

  /// Whether a device can show a key's text to anyone: not a key Apple never defined
  /// (Mosquito Alert's `NSUserNotificationsUsageDescription`), nor a purpose key only the tables
  /// hold (`orphan-purpose-string`'s, its `NSUserTrackingUsageDescription`): their words
  /// address nobody, and the texts people see may all be in one voice.
  static func addressesSomeone(
    _ key: String, in target: ResolvedTarget, table: String, _ context: RuleContext
  ) -> Bool {
    switch context.registry[key]?.role {
    case .notAnAppleKey: return false
    case .purposeString:
      return !target.target.declaresKnownKeys
        || !OrphanPurposeStringRule.isUndeclared(key, in: target, table: table, context)
    default: return true
    }
  }

  /// The texts of one table that use each form, in file order.
  struct TableUses {
    var familiar: [(string: CheckedString, word: String)] = []
    var polite: [(string: CheckedString, word: String)] = []

    func report(_ emit: (Finding) -> Void) {
      guard let firstFamiliar = familiar.first, let firstPolite = polite.first else { return }
      // The rarer form is the slip; on a tie, the later text.
      let rarerIsPolite =
        polite.count != familiar.count
        ? polite.count < familiar.count
        : firstPolite.string.keyLocation.start.line > firstFamiliar.string.keyLocation.start.line
      let (rare, common) =
        rarerIsPolite ? (firstPolite, firstFamiliar) : (firstFamiliar, firstPolite)
      let (rareCount, commonCount) =
        rarerIsPolite ? (polite.count, familiar.count) : (familiar.count, polite.count)
      let locale = rare.string.reportedLocale ?? rare.string.locale.raw
      emit(
        Finding(
          "the \(locale) table addresses people as '\(common.word)' in \(Self.texts(commonCount)) and as '\(rare.word)' in \(Self.texts(rareCount)), here in '\(rare.string.key)': use one form throughout",
          at: rare.string.keyLocation, key: rare.string.key, locale: rare.string.reportedLocale,
          notes: [.init(message: "'\(common.word)' here", location: common.string.keyLocation)]))
    }

    static func texts(_ count: Int) -> String { count == 1 ? "1 text" : "\(count) texts" }
  }
}
