/// `negation-mismatch`: a source that says "not" and a translation that negates nothing.
public struct NegationMismatchRule: StringRule {
  public static let description = RuleDescription(
    id: "negation-mismatch", name: "Negation lost",
    summary:
      "a source that negates (not, never, without) and a translation with no negation at all",
    rationale: """
      "Your location is never shared" and "Your location is shared" differ by one word, and \
      an alert that drops it promises the opposite. A source with a negating word (`Locales/` \
      lists them per language: "not", "never", "without", "n't"…) whose translation holds \
      none of its language's — German "nicht", "kein", "ohne"; French "ne", "pas", "sans"; \
      Chinese 不, 没, 无 — has lost the negation, or translates an older source that did not \
      have the sentence. The lists of the translations' languages err on the side of more \
      words (Czech counts every word that begins with ne-): a word too many hides a finding, \
      never makes one. Languages without a list (Turkish negates inside the verb) are not \
      judged. The reverse — a negation only the translation has — is not reported: English \
      says "unavailable" where other languages say "not available". A text that names what \
      another key's source names is `wrong-key-translation`'s, the same cause. Measured on \
      6,589 judged real translations: 7 findings on the tuned apps, all true (old texts that \
      drop a negated sentence, a Chinese text that demands the passcode the source says is \
      not needed), none on the holdout apps; 123 of 130 negations removed on purpose found. \
      A source whose only negating word is a preposition ("without", German "ohne": each \
      list's `weakWords`) gives a note: on apps the rule was not tuned on, a faithful Ukrainian \
      "замість коду" ("instead of the code") renders "without the code" with no negating word \
      (5 false of 12 such findings on real apps), so 4 of the 7 tuned findings are notes. Only \
      purpose strings and texts keyed by their own words are judged: the other keys of an \
      Info.plist (an Automator action's note) were never measured. A source that negates and \
      restricts ("It will not be used unless you choose") is rendered faithfully by a \
      restriction alone ("Es wird nur verwendet, wenn du …"): a translation with \
      one of its language's `restriction` words passes (six false findings on Signal's texts in \
      an app nobody here had run the tool on).
      """,
    defaultSeverity: .warning, scope: .translations, validatesMerge: true,
    examples: [
      // A name the Info.plist gives Siri (INAlternativeAppNames) is a name in every language
      // (CiRCLES).
      .passing(
        .infoPlist(
          "\t<key>CFBundleDevelopmentRegion</key>\n\t<string>ja</string>\n\t<key>INAlternativeAppNames</key>\n\t<array>\n\t\t<dict>\n\t\t\t<key>INAlternativeAppName</key>\n\t\t\t<string>AppNameSynonym1</string>\n\t\t</dict>\n\t</array>\n"
        ),
        .strings("ja", "\"AppNameSynonym1\" = \"さーくるず\";\n"),
        .strings("en", "\"AppNameSynonym1\" = \"CiRCLES\";\n")),
      // An Automator action's note is no alert's text (LaTeXiT: "ne … que" is "only").
      .passing(
        .infoPlist(
          "\t<key>CFBundleDevelopmentRegion</key>\n\t<string>fr</string>\n\t<key>AMDNote</key>\n\t<string>Le texte peut ne spécifier que la formule.</string>\n"
        ),
        .strings("fr", "\"AMDNote\" = \"Le texte peut ne spécifier que la formule.\";\n"),
        .strings("de", "\"AMDNote\" = \"Der Text kann nur die Formel angeben.\";\n")),
      .passing(
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Your location is never shared.</string>\n"
        ),
        .strings(
          "de", "\"NSLocationWhenInUseUsageDescription\" = \"Dein Standort wird nie geteilt.\";\n")),
      // "The absence of access" negates as "not allowed" does (Lark's Russian).
      .passing(
        .infoPlist(
          "\t<key>NSBluetoothAlwaysUsageDescription</key>\n\t<string>If not allowed, check-in will not work.</string>\n"
        ),
        .strings(
          "ru",
          "\"NSBluetoothAlwaysUsageDescription\" = \"Отсутствие доступа к Bluetooth может повлиять на регистрацию.\";\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Your location is never shared.</string>\n"
        ),
        .strings(
          "de", "↓\"NSLocationWhenInUseUsageDescription\" = \"Dein Standort wird geteilt.\";\n")),
      // "don't" negates too; Chinese negates with a character found anywhere.
      .failing(
        .infoPlist(
          "\t<key>NSFaceIDUsageDescription</key>\n\t<string>Unlock the app so you don't type the passcode.</string>\n"
        ),
        .strings("zh-Hans", "↓\"NSFaceIDUsageDescription\" = \"需要密码解锁。\";\n")),
      .passing(
        .infoPlist(
          "\t<key>NSFaceIDUsageDescription</key>\n\t<string>Unlock the app without entering the passcode.</string>\n"
        ),
        .strings("zh-Hans", "\"NSFaceIDUsageDescription\" = \"无需输入密码即可解锁。\";\n")),
      // German "keinerlei" (none at all) negates (OwnTracks).
      .passing(
        .infoPlist(
          "\t<key>NSContactsUsageDescription</key>\n\t<string>No information from your contacts is sent to any server.</string>\n"
        ),
        .strings(
          "de",
          "\"NSContactsUsageDescription\" = \"Keinerlei Informationen aus Ihrem Adressbuch werden übertragen.\";\n"
        )),
      // Czech negates with the prefix ne- of the verb.
      .passing(
        .infoPlist(
          "\t<key>NSContactsUsageDescription</key>\n\t<string>Contacts are not uploaded.</string>\n"
        ),
        .strings("cs", "\"NSContactsUsageDescription\" = \"Kontakty se nenahrávají.\";\n")),
      // Finnish "eikä" (and not) and Norwegian "verken … eller" (neither … nor) negate (the
      // counter app's tables).
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>The video is shown, not saved.</string>\n"
        ),
        .strings(
          "fi", "\"NSCameraUsageDescription\" = \"Video näytetään eikä sitä tallenneta.\";\n"),
        .strings(
          "nb", "\"NSCameraUsageDescription\" = \"Videoen blir verken lagret eller lastet opp.\";\n"
        )
      ),
      // Its superlative nej- is no "not" (sos-moto's Czech source, "nejbližším kontaktům"); a
      // verb's ne- before j- is ("nejsou", are not).
      .passing(
        .infoPlist(
          "\t<key>CFBundleDevelopmentRegion</key>\n\t<string>cs</string>\n\t<key>NSContactsUsageDescription</key>\n\t<string>Pošle SMS nejbližším kontaktům a co nejrychleji.</string>\n"
        ),
        .strings(
          "de",
          "\"NSContactsUsageDescription\" = \"Sendet so schnell wie möglich eine SMS an die nächsten Kontakte.\";\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>CFBundleDevelopmentRegion</key>\n\t<string>cs</string>\n\t<key>NSContactsUsageDescription</key>\n\t<string>Kontakty nejsou odesílány.</string>\n"
        ),
        .strings("de", "↓\"NSContactsUsageDescription\" = \"Kontakte werden gesendet.\";\n")),
      // A negation only the translation has is not judged: "unavailable" is "nicht verfügbar".
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scanning is unavailable without the camera.</string>\n"
        ),
        .strings(
          "de", "\"NSCameraUsageDescription\" = \"Ohne Kamera ist das Scannen nicht verfügbar.\";\n"
        )),
      // An "only" in one sentence restricts nothing another negates (Home Assistant's Finnish).
      .failing(
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>It is only used at home. It is not shared.</string>\n"
        ),
        .strings(
          "de",
          "↓\"NSLocationWhenInUseUsageDescription\" = \"Er wird nur zu Hause verwendet.\";\n")),
      // "Not … unless" is "only … when": a restriction says it without a negation.
      .passing(
        .infoPlist(
          "\t<key>NSLocalNetworkUsageDescription</key>\n\t<string>It will not be used unless you start a transfer.</string>\n"
        ),
        .strings(
          "de",
          "\"NSLocalNetworkUsageDescription\" = \"Es wird nur verwendet, wenn du eine Übertragung startest.\";\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>NSLocalNetworkUsageDescription</key>\n\t<string>It will not be used unless you start a transfer.</string>\n"
        ),
        .strings(
          "de",
          "↓\"NSLocalNetworkUsageDescription\" = \"Es wird verwendet, wenn du eine Übertragung startest.\";\n"
        )),
      // A language without a list is not judged.
      .passing(
        .infoPlist(
          "\t<key>NSFaceIDUsageDescription</key>\n\t<string>Unlock the app without entering the passcode.</string>\n"
        ),
        .strings("tr", "\"NSFaceIDUsageDescription\" = \"Parola kodunu girmeden kilidi açın.\";\n")),
    ])

  /// What a target's sources say, worked out once: the negating word of each negated source,
  /// and the anchors `wrong-key-translation` reads.
  package struct Prepared: Sendable {
    var negators: [String: String]
    /// Each negated source cut around its negator, for messages: worked out once, when a first
    /// language lacks the negation, not once per such language (an excerpt breaks the whole
    /// source into characters).
    let excerpts = SharedMemo<String, String>()
    /// The negated sources whose only negators are weak (`without`).
    var weaklyNegated: Set<String>
    /// The negated sources that also restrict ("not used unless"), which a translation may
    /// render as a restriction alone ("only used when").
    var restricted: Set<String>
    var anchors: AnchorTokens
  }

  package static func prepare(_ target: ResolvedTarget, _ context: RuleContext) -> Prepared {
    let markers = context.policy(for: target.target.sourceLanguage).negation
    let negators =
      markers.map { markers in
        target.sources.compactMapValues { $0.text.flatMap(markers.firstMatch(in:)) }
      } ?? [:]
    let weak = negators.keys.filter { key in
      markers?.firstStrongMatch(in: target.sources[key]?.text ?? "") == nil
    }
    let restriction = context.policy(for: target.target.sourceLanguage).restriction
    let restricted = negators.keys.filter { key in
      guard let markers, let restriction, let text = target.sources[key]?.text else {
        return false
      }
      return restrictedSentence(in: text, negation: markers, restriction: restriction)
    }
    return Prepared(
      negators: negators, weaklyNegated: Set(weak), restricted: Set(restricted),
      anchors: AnchorTokens.of(target, context))
  }

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    prepared: Prepared, _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    let sourceLanguage = target.target.sourceLanguage
    // A name (Siri's "さーくるず" for CiRCLES) negates nothing, whatever its last letter.
    // An alert's text, or a sentence the code looks up by its words: another key of the
    // Info.plist was never measured, and a long description reads its negations otherwise
    // (LaTeXiT's Automator note: "ne … que" is "only").
    guard let negator = prepared.negators[string.key], string.isTranslation, string.isShown,
      target.isPurposeKey(string.key) || string.key.contains(" "), !target.isName(string.key),
      string.variation.isEmpty, string.locale.language != sourceLanguage.language,
      text.has(.alphabetic), let source = target.sources[string.key]?.text,
      source != string.text, let markers = context.policy(for: string.locale).negation,
      markers.firstMatch(in: string.text, words: context.words(of: string)) == nil,
      !restricts(string, ifItsSource: prepared, context),
      prepared.anchors.foreignAnchor(in: text, of: string.key, source: source) == nil
    else { return }
    let locale = string.reportedLocale ?? string.locale.raw
    let weak = prepared.weaklyNegated.contains(string.key)
    emit(
      Finding(
        "the source of '\(string.key)' negates ('\(negator)': '\(prepared.excerpts.value(for: string.key) { TextExcerpt.around(negator, in: source) })'), but its \(locale) text has no negation: it may say the opposite, or translate an older source\(weak ? Self.weakHint : "")",
        at: string.keyLocation, key: string.key, locale: string.reportedLocale,
        severity: weak ? .note : nil))
  }

  /// Whether one sentence of a text both negates and restricts ("It will not be used unless
  /// you choose"): an "only" in another sentence than the "not" is no restriction of it.
  static func restrictedSentence(
    in text: String, negation: WordMarkers, restriction: WordMarkers
  ) -> Bool {
    // Most negated texts restrict nothing: splitting them into sentences would cost more.
    guard restriction.firstMatch(in: text) != nil else { return false }
    return text.split { GenericPhrasing.sentenceEnds.contains($0) || $0.isNewline }.contains {
      let sentence = String($0)
      return negation.firstMatch(in: sentence) != nil && restriction.firstMatch(in: sentence) != nil
    }
  }

  /// Whether a translation restricts where its source negates and restricts: "It will not be
  /// used unless you choose" is "Es wird nur verwendet, wenn du …" (Signal's texts in Morse).
  static func restricts(
    _ string: CheckedString, ifItsSource prepared: Prepared, _ context: RuleContext
  ) -> Bool {
    guard prepared.restricted.contains(string.key),
      let restriction = context.policy(for: string.locale).restriction
    else { return false }
    return restriction.firstMatch(in: string.text, words: context.words(of: string)) != nil
  }

  static let weakHint =
    " (a note: its only negation is a word like 'without', which a faithful translation may render with none, as 'instead of')"

}
