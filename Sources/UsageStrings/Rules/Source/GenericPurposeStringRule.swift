/// `generic-purpose-string`: phrasing that names the resource instead of the feature.
public struct GenericPurposeStringRule: StringRule {
  public static let description = RuleDescription(
    id: "generic-purpose-string", name: "Generic purpose string",
    summary:
      "a purpose string that names the resource instead of the feature, such as 'This app needs access to your camera'",
    rationale: """
      App Review rejects purpose strings that "only restate the name of the resource" or promise a \
      vague benefit (guideline 5.1.1). People grant access when they see what they get: "Scan \
      receipts to file them with your taxes", not "This app needs your camera". Each language has \
      its own patterns in `Locales/`, with the words that introduce a purpose ("to", "um … zu", \
      "para", "ために"); a pattern followed by a purpose is fine. A translation whose source \
      names a feature, with more than three words after the phrase (six characters in a \
      language written without spaces), is a note: those words may name the feature in a way \
      the language's list does not know. On the judged apps, 13 of 15 false warnings on \
      translations were such, and none of the 20 true ones (Ruuvi's Finnish boilerplate has \
      three words after the phrase).
      """,
    defaultSeverity: .warning, scope: .source, validatesMerge: true,
    examples: [
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>This app needs access to your camera to scan receipts.</string>\n"
        )),
      .passing(
        .infoPlist(
          "\t<key>NSContactsUsageDescription</key>\n\t<string>Tag the friends you were with in an entry.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>NSContactsUsageDescription</key>\n\t<string>↓This app needs access to your contacts.</string>\n"
        )),
      // An Info.plist's repeated key's earlier value is dead text, which duplicate-key reports:
      // the system keeps the last (Peach's regtest Info.plist).
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>This app needs access to your camera.</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan QR codes to pay.</string>\n"
        )),

      .failing(
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>↓Uses location.</string>\n")),
      // The default texts of Expo's permission plugins, the app's name before Xcode expands it
      // or after: "Allow … to access" and nothing more.
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>↓Allow $(PRODUCT_NAME) to access your camera</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>CFBundleName</key>\n\t<string>Trips</string>\n\t<key>NSPhotoLibraryUsageDescription</key>\n\t<string>↓Allow Trips to access your photos</string>\n"
        )),
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Allow $(PRODUCT_NAME) to access your camera to scan receipts.</string>\n"
        )),
      // "So it can" gives the purpose as "so you can" does (CifraClub's music library).
      .passing(
        .infoPlist(
          "\t<key>NSAppleMusicUsageDescription</key>\n\t<string>Allow this app to access your music library so it can play your songs.</string>\n"
        )),
      // Zotero's: a label, not a purpose.
      .failing(
        .infoPlist(
          "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>↓Access to microphone</string>\n")),
      .failing(
        .infoPlist(
          "\t<key>NSPhotoLibraryUsageDescription</key>\n\t<string>↓We need to access your library ...</string>\n"
        )),
      .passing(
        .infoPlist(
          "\t<key>NSPhotoLibraryUsageDescription</key>\n\t<string>We need to access your library to attach photos to notes.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>NSUserTrackingUsageDescription</key>\n\t<string>↓Your data will be used to provide a better experience.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"),
        .strings(
          "de", "\"NSCameraUsageDescription\" = \"↓Die App benötigt Zugriff auf deine Kamera.\";\n")
      ),
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"),
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Die App benötigt Zugriff auf deine Kamera, um Belege zu scannen.\";\n"
        )),
      // ONLYOFFICE's Chinese: 'so that you can take photos and upload them' ('这样…').
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"),
        .strings(
          "zh-Hans",
          "\"NSCameraUsageDescription\" = \"该应用程序需要访问相机，这样您就可以拍照并上传照片。\";\n")),
      // GlucoseDirect's: 'the Bluetooth function is needed to (来) connect to the devices'.
      .passing(
        .infoPlist(
          "\t<key>NSBluetoothAlwaysUsageDescription</key>\n\t<string>Bluetooth connects your sensor.</string>\n"
        ),
        .strings(
          "zh-Hans",
          "\"NSBluetoothAlwaysUsageDescription\" = \"需要使用蓝牙功能来连接到支持的设备。\";\n")),
      .failing(
        .infoPlist(
          "\t<key>NSBluetoothAlwaysUsageDescription</key>\n\t<string>Bluetooth connects your sensor.</string>\n"
        ),
        .strings("zh-Hans", "\"NSBluetoothAlwaysUsageDescription\" = \"↓需要使用蓝牙功能。\";\n")),
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"),
        .strings("ja", "\"NSCameraUsageDescription\" = \"↓カメラへのアクセスを許可してください。\";\n")),
      // The resource in a compound, then what it is for (Meaningful Conversations' German).
      .passing(
        .infoPlist(
          "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>ManualMode needs microphone access for voice input.</string>\n"
        ),
        .strings(
          "de",
          "\"NSMicrophoneUsageDescription\" = \"Die App benötigt Mikrofonzugriff für Spracheingabe.\";\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>ManualMode needs microphone access for voice input.</string>\n"
        ),
        .strings(
          "de", "\"NSMicrophoneUsageDescription\" = \"↓Die App benötigt Mikrofonzugriff.\";\n")),
      // A condition with a clause after it names what the access is for (Damus's Czech); one
      // without ("if you allow it", "if possible") does not.
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Damus needs access to your camera if you want to upload photos from it.</string>\n"
        ),
        .strings(
          "cs",
          "\"NSCameraUsageDescription\" = \"Damus potřebuje přístup k vašemu fotoaparátu, pokud z něj chcete nahrávat fotografie.\";\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>↓We need access to your camera if you allow it.</string>\n"
        )),
      // A translation of a source that names a feature, with more words after the phrase:
      // they may name it too, so a note.
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"),
        .strings(
          "fr",
          "\"NSCameraUsageDescription\" = \"↓L'application a besoin d'accéder à votre appareil photo, les reçus seront ensuite classés.\";\n"
        ), severity: .note),
      // The source is generic itself: its finding is the one cause, the faithful translation
      // none.
      .failing(
        .infoPlist(
          "\t<key>NSFaceIDUsageDescription</key>\n\t<string>↓We need your Face ID.</string>\n"),
        .strings("es", "\"NSFaceIDUsageDescription\" = \"Necesitamos su Face ID.\";\n")),
    ])

  /// What the rule needs of a target, worked out once per target, not once per string.
  package struct Prepared {
    var appNames: [String]
    /// The purpose keys whose source text is generic itself: a translation that follows it is
    /// the same cause, reported on the source (JetWallet's "Necesitamos su Face ID").
    var genericSources: Set<String>
    /// The purpose keys whose source text was matched and names a feature.
    var featureSources: Set<String>
  }

  package static func prepare(_ target: ResolvedTarget, _ context: RuleContext) -> Prepared {
    let names = appNames(of: target)
    let language = target.target.sourceLanguage
    let policy = context.policy(for: language)
    var generic: Set<String> = []
    var feature: Set<String> = []
    if !policy.genericPatterns.isEmpty {
      for (key, source) in target.sources {
        guard let text = source.text else { continue }
        let isGeneric =
          GenericPhrasing.genericPhrase(
            in: text, policy: policy, language: language.language, context: context,
            appNames: names) != nil
        if isGeneric { generic.insert(key) } else { feature.insert(key) }
      }
    }
    return Prepared(appNames: names, genericSources: generic, featureSources: feature)
  }

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    prepared: Prepared, _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    guard string.isPurpose, string.variation.isEmpty else { return }
    let isTranslation = string.locale.language != target.target.sourceLanguage.language
    if isTranslation && prepared.genericSources.contains(string.key) { return }
    let policy = context.policy(for: string.locale)
    guard !policy.genericPatterns.isEmpty,
      let phrase = GenericPhrasing.genericPhrase(
        in: string.text, units: text.units, policy: policy, language: string.locale.language,
        context: context, appNames: prepared.appNames)
    else { return }
    // Point at the first visible character, where the phrase starts.
    let start = string.text.utf16.count - string.text.drop(while: \.isWhitespace).utf16.count
    let location = string.location(start..<start + 1)
    // A translation of a source that names a feature, with more words after the phrase: they
    // may name it too, in words the language's list does not know (Damus's "pokud…", Delta
    // Chat's verb at the end, before either was known).
    if isTranslation, prepared.featureSources.contains(string.key),
      GenericPhrasing.saysMore(after: phrase, in: string.text, language: string.locale.language)
    {
      emit(
        Finding(
          "'\(string.key)' starts by naming the resource, while its source names a feature: check that the words after it say what the access is for (App Review guideline 5.1.1)",
          at: location, key: string.key, locale: string.reportedLocale, severity: .note))
      return
    }
    // A plugin's default text (Expo's): the fix is its option, which no file holds yet.
    let advice =
      isTranslation
      ? nil
      : target.declarations.first { $0.key == string.key && $0.defaultOf != nil }?.defaultAdvice
    emit(
      Finding(
        "'\(string.key)' names the resource, not what the app does with it; say which feature the access makes possible (App Review guideline 5.1.1)\(advice ?? "")",
        at: location, key: string.key, locale: string.reportedLocale))
  }

  /// The names the app goes by: its display name, bundle name, product name and target name,
  /// where known (a `$(…)` left unexpanded is no name).
  static func appNames(of target: ResolvedTarget) -> [String] {
    let names = [
      target.sources["CFBundleDisplayName"]?.text, target.sources["CFBundleName"]?.text,
      target.target.buildSettings?.values["PRODUCT_NAME"], target.target.name,
    ]
    return names.compactMap { $0 }.filter { $0.count >= 2 && !$0.contains("$") }.uniqued()
  }
}
