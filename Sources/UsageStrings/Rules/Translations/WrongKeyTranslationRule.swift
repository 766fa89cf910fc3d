/// `wrong-key-translation`: a translation that names what only another key's source names.
public struct WrongKeyTranslationRule: StringRule {
  public static let description = RuleDescription(
    id: "wrong-key-translation", name: "Translation of another key",
    summary:
      "a translation naming a thing (BLE, iBeacons, HealthKit) that its source does not and exactly one other key's source does",
    rationale: """
      A calendar alert that speaks of "Bluetooth capteurs BLE" was given the Bluetooth key's \
      text; a location alert that still mentions iBeacons translates a source that no longer \
      does, while the Always key's still does. Words no translator translates — acronyms \
      (NFC, BLE, CGM) and names with a capital inside (iBeacons, HealthKit) — are anchors: a \
      translation holding one that its own source lacks, and that the source of exactly one \
      other purpose key has, names that key's feature. Shorter words ("ID", "TV") and words \
      in several keys' sources (the app's name) say nothing about which key. Comparing the \
      translations themselves (how close one is to another key's) was measured and gave only \
      false findings on real tables (36 of 36 false on the tuned apps): it is not used. \
      Measured on 6,589 judged real translations: 28 findings on the tuned apps, all true, \
      none on the holdout apps; of 151 key pairs swapped on purpose in five tables, 72 found.
      """,
    defaultSeverity: .warning, scope: .translations, validatesMerge: true,
    examples: [
      .passing(
        .infoPlist(
          "\t<key>NSCalendarsUsageDescription</key>\n\t<string>Create an event for your pick-up.</string>\n\t<key>NSBluetoothAlwaysUsageDescription</key>\n\t<string>Connect to BLE sensors.</string>\n"
        ),
        .strings(
          "fr",
          "\"NSCalendarsUsageDescription\" = \"Créer un événement pour votre retrait.\";\n\"NSBluetoothAlwaysUsageDescription\" = \"Se connecter aux capteurs BLE.\";\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>NSCalendarsUsageDescription</key>\n\t<string>Create an event for your pick-up.</string>\n\t<key>NSBluetoothAlwaysUsageDescription</key>\n\t<string>Connect to BLE sensors.</string>\n"
        ),
        .strings(
          "fr",
          "↓\"NSCalendarsUsageDescription\" = \"Se connecter aux capteurs BLE.\";\n\"NSBluetoothAlwaysUsageDescription\" = \"Se connecter aux capteurs BLE.\";\n"
        )),
      // A repeated key's earlier value is judged too: it tells which of the two to remove
      // (OsmAnd's French calendar key).
      .failing(
        .infoPlist(
          "\t<key>NSCalendarsUsageDescription</key>\n\t<string>Create an event for your pick-up.</string>\n\t<key>NSBluetoothAlwaysUsageDescription</key>\n\t<string>Connect to BLE sensors.</string>\n"
        ),
        .strings(
          "fr",
          "↓\"NSCalendarsUsageDescription\" = \"Se connecter aux capteurs BLE.\";\n\"NSBluetoothAlwaysUsageDescription\" = \"Se connecter aux capteurs BLE.\";\n\"NSCalendarsUsageDescription\" = \"Créer un événement pour votre retrait.\";\n"
        )),
      // The app's name says nothing about which key, in one source or in several.
      .passing(
        .infoPlist(
          "\t<key>CFBundleDisplayName</key>\n\t<string>PhotoVault</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>PhotoVault takes photos.</string>\n\t<key>NSLocalNetworkUsageDescription</key>\n\t<string>Find servers.</string>\n"
        ),
        .strings(
          "fr", "\"NSLocalNetworkUsageDescription\" = \"PhotoVault trouve des serveurs.\";\n")),
      // A word in several sources says nothing about which key.
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>UTM needs the camera.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>UTM needs the microphone.</string>\n\t<key>NSLocalNetworkUsageDescription</key>\n\t<string>Find servers.</string>\n"
        ),
        .strings("fi", "\"NSLocalNetworkUsageDescription\" = \"UTM etsii palvelimia.\";\n")),
    ])

  package static func prepare(_ target: ResolvedTarget, _ context: RuleContext) -> AnchorTokens {
    AnchorTokens.of(target, context)
  }

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    prepared anchors: AnchorTokens, _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    guard string.isTranslation, string.isPurpose, string.isShown, string.variation.isEmpty,
      let source = target.sources[string.key]?.text,
      let (anchor, other) = anchors.foreignAnchor(in: text, of: string.key, source: source)
    else { return }
    let locale = string.reportedLocale ?? string.locale.raw
    emit(
      Finding(
        "the \(locale) text of '\(string.key)' names '\(anchor)', which its source does not and the source of '\(other)' does: it may translate that key, or an older source",
        at: string.keyLocation, key: string.key, locale: string.reportedLocale))
  }
}
