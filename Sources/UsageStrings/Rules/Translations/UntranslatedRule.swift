/// `untranslated`: a translation identical to the source in another language.
public struct UntranslatedRule: Rule {
  public static let description = RuleDescription(
    id: "untranslated", name: "Untranslated",
    summary: "a value identical to the source in another language",
    rationale: """
      A translation that is the source text, word for word, is usually a placeholder a tool copied \
      in, or a string a translator never saw; people of that language read the alert in the \
      development language. The source is the text the development language shows: its own \
      table's where it has one, which on a device wins over the Info.plist. A table that \
      translates nothing at all is one finding, not one per key. Regional variants of the source \
      language (en-GB for an English app), app names, values of a single word (brands, "OK"), web \
      addresses, texts that say they are never shown and catalog keys marked "Don't translate" \
      are not reported.
      """,
    defaultSeverity: .warning, scope: .translations, validatesMerge: true,
    examples: [
      // A table the app and its extension both build: the extension reads none of its keys,
      // so only the app's finding is one (iNaturalist's catalog).
      .failing(
        .file("App.xcodeproj/project.pbxproj", sharedTableProject),
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"
            + "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes to yourself.</string>\n"
        ),
        .file("Share/Info.plist", MissingUsageKeyRule.shareExtensionPlist),
        .strings(
          "en",
          "\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n\"NSMicrophoneUsageDescription\" = \"Dictate notes to yourself.\";\n"
        ),
        .strings(
          "fr",
          "↧\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n\"NSMicrophoneUsageDescription\" = \"Dictate notes to yourself.\";\n"
        )),
      // A stub that says it is never shown (YeneGuzo's keys a plugin makes App Review ask for).
      .passing(
        .infoPlist(
          "\t<key>NSContactsUsageDescription</key>\n\t<string>You should never see this, please contact us</string>\n"
        ),
        .strings(
          "de",
          "\"NSContactsUsageDescription\" = \"You should never see this, please contact us\";\n")),
      // A placeholder that says so, for keys a linked framework makes App Store Connect ask for
      // (MyHeartCounts' Spanish catalog keeps the English).
      .passing(
        .infoPlist(
          "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>This message should never appear. Please adjust this when you start using microphone information.</string>\n"
        ),
        .strings(
          "es",
          "\"NSMicrophoneUsageDescription\" = \"This message should never appear. Please adjust this when you start using microphone information.\";\n"
        )),
      // A web address is the same in every language (SensorKit's privacy policy).
      .passing(
        .infoPlist(
          "\t<key>NSSensorKitPrivacyPolicyURL</key>\n\t<string>https://example.org/privacy-policy/</string>\n"
        ),
        .strings(
          "es", "\"NSSensorKitPrivacyPolicyURL\" = \"https://example.org/privacy-policy/\";\n")),
      // The old Get Info line is a name, a version and a copyright: the same in French and
      // Swedish (Monolingual's).
      .passing(
        .infoPlist(
          "\t<key>CFBundleGetInfoString</key>\n\t<string>Lingo version 1.9, Copyleft 2021 Ann Lee</string>\n"
        ),
        .strings(
          "fr", "\"CFBundleGetInfoString\" = \"Lingo version 1.9, Copyleft 2021 Ann Lee\";\n")),
      // The Info.plist's region 'ch' (meant for Switzerland) names no language the app has
      // resources in, and the project's en does: English is the source, its table no copy.
      .passing(
        .file("App.xcodeproj/project.pbxproj", UnbuiltTableRule.project),
        .infoPlist(
          "\t<key>CFBundleDevelopmentRegion</key>\n\t<string>ch</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"
        ),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n")),
      // A German app beside Xcode's default en: its en table translates, so German stays the
      // source, and French left in German is reported.
      .failing(
        .file("App.xcodeproj/project.pbxproj", UnbuiltTableRule.buildingFrench),
        .infoPlist(
          "\t<key>CFBundleDevelopmentRegion</key>\n\t<string>de</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scanne Belege, um sie abzulegen.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Diktiere Notizen.</string>\n"
        ),
        .strings(
          "en",
          "\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n\"NSMicrophoneUsageDescription\" = \"Dictate notes.\";\n"
        ),
        .strings(
          "fr",
          "↓\"NSCameraUsageDescription\" = \"Scanne Belege, um sie abzulegen.\";\n\"NSMicrophoneUsageDescription\" = \"Dictez des notes.\";\n"
        )),
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"),
        .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege, um sie abzulegen.\";\n"),
        .strings("en-GB", "\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n")),
      .passing(
        .infoPlist("\t<key>CFBundleDisplayName</key>\n\t<string>Receipts</string>\n"),
        .strings("de", "\"CFBundleDisplayName\" = \"Receipts\";\n")),
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"
            + "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"),
        .strings(
          "de",
          "↓\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n\"NSMicrophoneUsageDescription\" = \"Diktiere Notizen.\";\n"
        )),
      // The English the device shows is the source table's, not the Info.plist's.
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan\n\t\treceipts.</string>\n"
            + "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n"),
        .strings(
          "es",
          "↓\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n\"NSMicrophoneUsageDescription\" = \"Dicta notas.\";\n"
        )),
      // The Info.plist is written in Traditional Chinese, whatever the development region:
      // the zh-Hant table's copy is Chinese, not English left in.
      .passing(
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>DPIP 需要你的位置，以提供你所在地的地震警報。</string>\n"
        ),
        .strings(
          "zh-Hant",
          "\"NSLocationWhenInUseUsageDescription\" = \"DPIP 需要你的位置，以提供你所在地的地震警報。\";\n"
        )),
      // The same Chinese in the ja table is no Japanese (no kana): left untranslated.
      .failing(
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>DPIP 需要你的位置，以提供你所在地的地震警報。</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>DPIP 需要相機。</string>\n"
        ),
        .strings(
          "ja",
          "↓\"NSLocationWhenInUseUsageDescription\" = \"DPIP 需要你的位置，以提供你所在地的地震警報。\";\n\"NSCameraUsageDescription\" = \"カメラで撮影します。\";\n"
        )),
      // A table that translates nothing: one finding for the table.
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"
            + "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes to yourself.</string>\n"
        ),
        .strings(
          "es-MX",
          "↧\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n\"NSMicrophoneUsageDescription\" = \"Dictate notes to yourself.\";\n"
        )),
      // A table that keeps only the names of the app's formats as they are (WiredClient's
      // "Wired Transfer"): no interface text is in English.
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>CFBundleDocumentTypes</key>\n\t<array>\n\t\t<dict>\n\t\t\t<key>CFBundleTypeName</key>\n\t\t\t<string>Receipt Archive</string>\n\t\t</dict>\n\t</array>\n"
            + "\t<key>CFBundleURLTypes</key>\n\t<array>\n\t\t<dict>\n\t\t\t<key>CFBundleURLName</key>\n\t\t\t<string>Receipts URL</string>\n\t\t</dict>\n\t</array>\n"
        ),
        .strings(
          "en", "\"Receipt Archive\" = \"Receipt Archive\";\n\"Receipts URL\" = \"Receipts URL\";\n"
        ),
        .strings(
          "de", "\"Receipt Archive\" = \"Receipt Archive\";\n\"Receipts URL\" = \"Receipts URL\";\n"
        )
      ),
      // A catalog's language that copies every value: one finding, at its first key.
      .failing(
        .file(
          "App/InfoPlist.xcstrings",
          """
          {
            "sourceLanguage" : "en",
            "strings" : {
              ↓"NSCameraUsageDescription" : {
                "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Scan receipts to file them." } },
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Scan receipts to file them." } }
                }
              },
              "NSMicrophoneUsageDescription" : {
                "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Dictate notes to yourself." } },
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Dictate notes to yourself." } }
                }
              }
            },
            "version" : "1.0"
          }
          """)),
    ])

  /// Whether a source text is written in a table's language, not its source language's (DPIP's
  /// Info.plist is Chinese, CovPass's German, though their development region is en): a copy
  /// of it in that language's table is that language's text. Told by script only where a
  /// script names the language (kana Japanese, Hangul Korean, Han without either Chinese), and
  /// in Latin letters by its small words (`FunctionWords`).
  static func isWritten(
    _ text: String, in locale: LocaleIdentifier, for source: LocaleIdentifier,
    _ context: RuleContext
  ) -> Bool {
    otherLanguage(of: text, source: source, context) == locale.language
  }

  /// The language a source text is written in where it is not its source language's, by
  /// script or by small words; nil where it is the source language's or cannot be told.
  static func otherLanguage(of text: String, source: LocaleIdentifier, _ context: RuleContext)
    -> String?
  {
    if let language = scriptLanguage(of: text, context) {
      return language == source.language ? nil : language
    }
    return FunctionWords.otherLanguage(of: text, than: source.language)
  }

  /// The language a text's letters name by their script, where most of them are Chinese,
  /// Japanese or Korean, or of a script one language writes: Hebrew (Hamagen's Info.plist,
  /// in an app developed in en), Greek, Thai.
  static func scriptLanguage(of text: String, _ context: RuleContext) -> String? {
    let tally = WrongScriptRule.ScriptTally(
      Array(text.utf16), characters: context.analyzer.characters, expected: ScriptSet([Int32]()),
      borrowed: WrongScriptRule.sourceWords(of: ""))
    let letters = Dictionary(
      tally.counts.map { ($0.script, $0.count) }, uniquingKeysWith: { $0 + $1 })
    func count(_ names: String...) -> Int {
      names.compactMap(ICU.scriptCode).reduce(0) { $0 + (letters[$1] ?? 0) }
    }
    let kana = count("Hira", "Kana")
    let hangul = count("Hang")
    let cjk = kana + hangul + count("Hani")
    if cjk * 2 > tally.total { return kana > 0 ? "ja" : hangul > 0 ? "ko" : "zh" }
    return [("Hebr", "he"), ("Grek", "el"), ("Thai", "th")].first { count($0.0) * 2 > tally.total }?
      .1
  }

  /// `UnbuiltTableRule.project` with French, and an extension that builds its InfoPlist table
  /// too.
  static let sharedTableProject = UnbuiltTableRule.project.replacingOccurrences(
    of: "children = (F1);", with: "children = (F1, F9);"
  ).replacingOccurrences(of: "targets = (T1);", with: "targets = (T1, T2);").replacingOccurrences(
    of: "\t\tV1 /* InfoPlist.strings */",
    with:
      "\t\tF9 /* fr */ = {isa = PBXFileReference; name = fr; path = fr.lproj/InfoPlist.strings; sourceTree = \"<group>\"; };\n\t\tT2 /* Share */ = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (R2); name = Share; productType = \"com.apple.product-type.app-extension\"; };\n\t\tR2 = {isa = PBXResourcesBuildPhase; files = (B9); };\n\t\tB9 = {isa = PBXBuildFile; fileRef = V1; };\n\t\tC3 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Share/Info.plist; PRODUCT_NAME = Share;}; name = Release; };\n\t\tL3 = {isa = XCConfigurationList; buildConfigurations = (C3); };\n\t\tV1 /* InfoPlist.strings */"
  )

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      let sourceLanguage = target.target.sourceLanguage
      for table in target.tables where target.isPlaceholder(table) {
        let values = table.entries.filter { !UsageKeyRegistry.nameKeys.contains($0.key) }
          .compactMap(\.value)
        if !values.isEmpty,
          values.allSatisfy({ isWritten($0, in: table.locale, for: sourceLanguage, context) })
        {
          continue
        }
        // Only the Info.plist's texts: a table may hold other files' strings too (RockWallet's,
        // in every language, the source's included).
        // The names of its formats are no interface text: a table that copies only them keeps
        // the product's names (WiredClient's German, "Wired Transfer").
        let count = table.entries.count {
          $0.value != nil && !target.isName($0.key) && target.readsFromTables($0.key) == true
            && !target.target.formatNames.contains($0.key)
        }
        // A catalog's other table of the language (its variations) copies none of them.
        guard count > 0 else { continue }
        let what =
          table.format == .catalog
          ? "the catalog's \(table.locale.raw) translates nothing"
          : "the \(table.locale.raw) table translates nothing"
        emit(
          Finding(
            "\(what): its \(count) Info.plist texts are the \(sourceLanguage.raw) text, so people using the app in \(table.locale.raw) see \(sourceLanguage.raw) alerts; translate it",
            at: table.format == .catalog
              ? (table.entries.first?.keyLocation ?? .file(table.path)) : .file(table.path),
            locale: table.locale.raw))
      }
      for string in target.strings where string.isSourceCopy && string.variation.isEmpty {
        guard let table = string.table, table.locale.language != sourceLanguage.language,
          !target.isPlaceholder(table),
          !target.isName(string.key),
          let source = target.sources[string.key], let text = source.text,
          let words = try? context.analyzer.words(
            Array(text.utf16), locale: sourceLanguage.canonical),
          words.count >= 2, !isWritten(text, in: table.locale, for: sourceLanguage, context),
          // A text never meant to show ("You should never see this") needs no translation.
          !CodeEvidence.disclaimsUse(text, key: string.key), !Self.isWebAddress(text)
        else { continue }
        emit(
          Finding(
            "the \(table.locale.raw) value of '\(string.key)' is the source text, untranslated",
            at: string.keyLocation, key: string.key, locale: table.locale.raw,
            notes: [.init(message: "source", location: source.location)]))
      }
    }
  }

  /// Whether a text is a web address and nothing else, which every language keeps.
  static func isWebAddress(_ text: String) -> Bool {
    let trimmed = text.trimmingWhitespace.lowercased()
    return (trimmed.hasPrefix("https://") || trimmed.hasPrefix("http://"))
      && !trimmed.contains(where: \.isWhitespace)
  }
}
