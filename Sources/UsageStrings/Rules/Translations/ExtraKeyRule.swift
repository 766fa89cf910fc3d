/// `extra-key`: a key of a table that nothing reads.
public struct ExtraKeyRule: Rule {
  public static let description = RuleDescription(
    id: "extra-key", name: "Extra key",
    summary:
      "a key of a table that the system never reads: no Info.plist key, localized key, or text the Info.plist holds",
    rationale: """
      The system reads an `InfoPlist.strings` key only when it is a key of the Info.plist, a key \
      it localizes even where the Info.plist lacks it (`CFBundleName`, `CFBundleDisplayName`, \
      `NSHumanReadableCopyright`, purpose keys), or a text the Info.plist holds (a shortcut \
      title). Any other key is dead text that still costs translation and review — in every \
      table, the source language's included: usually the key was renamed or removed in the \
      Info.plist ("Paste from clipboard" after the shortcut became "Paste from Clipboard"), or \
      the table is keyed by the purpose strings' texts, as a `Localizable.strings` is (the system \
      looks a purpose string up by its key only; the message names the key to use). A key \
      that is a near miss of a real purpose key is reported as `unknown-usage-key` instead, and a \
      translated purpose key the target never declares as `orphan-purpose-string`. A key that is \
      the text of a SensorKit sensor's description is not reported: how SensorKit reads one in \
      another language is not documented, and studies key their tables so. For a target \
      known only by its tables (no Info.plist found), the source language's table stands for it \
      (in a catalog, every key: one with no source value is its own source text, as a document \
      type's name is). \
      Where the target's code reads the table by name (`table: "InfoPlist"`, \
      `NSLocalizedStringFromTable(…, @"InfoPlist", …)`), its other keys are the app's own \
      strings, and none is reported. A table whose dead keys are most of it, and more than ten, \
      is one finding that counts them: another file's strings were written into it (Phrase, set \
      to pull one project into two files, wrote 1,500 app strings into every `InfoPlist.strings` \
      of RockWallet), one mistake rather than 1,500.
      """,
    defaultSeverity: .warning, scope: .translations, readsCode: true,
    examples: [
      // iCloud Drive's folder name is localized by its nested key (IllustMate's PicMate).
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSUbiquitousContainers</key>\n\t<dict>\n\t\t<key>iCloud.com.example</key>\n\t\t<dict>\n\t\t\t<key>NSUbiquitousContainerName</key>\n\t\t\t<string>Receipts</string>\n\t\t</dict>\n\t</dict>\n"
        ),
        .strings("de", "\"NSUbiquitousContainerName\" = \"Belege\";\n")),
      // Automator reads an action's description by its members' keys (Pyto's action).
      .passing(
        .infoPlist(
          "\t<key>AMName</key>\n\t<string>Run Script</string>\n\t<key>AMDescription</key>\n\t<dict>\n\t\t<key>AMDSummary</key>\n\t\t<string>Runs a script.</string>\n\t</dict>\n"
        ),
        .strings(
          "de", "\"AMName\" = \"Skript ausführen\";\n\"AMDSummary\" = \"Führt ein Skript aus.\";\n")
      ),
      .failing(
        .infoPlist(
          "\t<key>AMName</key>\n\t<string>Run Script</string>\n\t<key>AMDescription</key>\n\t<dict>\n\t\t<key>AMDSummary</key>\n\t\t<string>Runs a script.</string>\n\t</dict>\n"
        ),
        .strings("de", "\"AMName\" = \"Skript ausführen\";\n↓\"AMDInput\" = \"Text.\";\n")),
      // A key the app's code reads by name is its own, in a table alone too (Pera's download
      // link); one nothing reads is dead.
      .passing(
        .infoPlist("\t<key>CFBundleDisplayName</key>\n\t<string>Receipts</string>\n"),
        .strings("de", "\"AppDownloadURL\" = \"https://example.com/de\";\n"),
        .file(
          "App/Share.swift",
          "import Foundation\n\nlet link = Bundle.main.object(forInfoDictionaryKey: \"AppDownloadURL\") as? String\n"
        )),
      .passing(
        .infoPlist("\t<key>CFBundleDisplayName</key>\n\t<string>Receipts</string>\n"),
        .strings("de", "\"AppDownloadURL\" = \"https://example.com/de\";\n"),
        .file(
          "App/Share.m",
          "NSString *link = [[NSBundle mainBundle] objectForInfoDictionaryKey:@\"AppDownloadURL\"];\n"
        )),
      .failing(
        .infoPlist("\t<key>CFBundleDisplayName</key>\n\t<string>Receipts</string>\n"),
        .strings("de", "↓\"AppDownloadURL\" = \"https://example.com/de\";\n"),
        .file(
          "App/Share.swift",
          "import Foundation\n\nlet link = Bundle.main.object(forInfoDictionaryKey: \"AppStoreURL\") as? String\n"
        )),
      .failing(
        .infoPlist("\t<key>CFBundleDisplayName</key>\n\t<string>Receipts</string>\n"),
        .strings("de", "↓\"AppDownloadURL\" = \"https://example.com/de\";\n"),
        .file(
          "App/Share.swift",
          "import Foundation\n\n// let link = Bundle.main.object(forInfoDictionaryKey: \"AppDownloadURL\")\n"
        )),
      // `"" = "";` keeps a table from being empty; no lookup reads it.
      .passing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("de", "\"\" = \"\";\n\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")),
      .passing(
        .infoPlist("\t<key>CFBundleDisplayName</key>\n\t<string>Receipts</string>\n"),
        .strings("de", "\"CFBundleDisplayName\" = \"Belege\";\n")),
      .failing(
        .infoPlist("\t<key>CFBundleDisplayName</key>\n\t<string>Receipts</string>\n"),
        .strings(
          "de",
          "\"CFBundleDisplayName\" = \"Belege\";\n↓\"legacy.onboarding.title\" = \"Willkommen\";\n")
      ),
      // The app's code reads its InfoPlist table by name: the other keys are its own strings.
      .passing(
        .infoPlist("\t<key>CFBundleDisplayName</key>\n\t<string>Receipts</string>\n"),
        .strings(
          "de",
          "\"CFBundleDisplayName\" = \"Belege\";\n\"legacy.onboarding.title\" = \"Willkommen\";\n"),
        .file(
          "App/Strings.swift",
          "import Foundation\n\nfunc translate(_ key: String) -> String {\n  Bundle.main.localizedString(forKey: key, value: nil, table: \"InfoPlist\")\n}\n"
        )),
      // A shortcut title that changed: its old key is dead in every table, English included.
      .failing(
        .infoPlist(
          "\t<key>UIApplicationShortcutItems</key>\n\t<array>\n\t\t<dict>\n\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>Paste from Clipboard</string>\n\t\t</dict>\n\t</array>\n"
        ),
        .strings(
          "en",
          "\"Paste from Clipboard\" = \"Paste from Clipboard\";\n↓\"Paste from clipboard\" = \"Paste from clipboard\";\n"
        ),
        .strings(
          "de",
          "\"Paste from Clipboard\" = \"Aus der Zwischenablage\";\n↓\"Paste from clipboard\" = \"Aus der Zwischenablage\";\n"
        )),
      // The system localizes the bundle name even where the Info.plist leaves it to a build setting.
      .passing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings(
          "fr",
          "\"NSCameraUsageDescription\" = \"Numérisez vos reçus.\";\n\"CFBundleName\" = \"Reçus\";\n"
        )),
      .failing(
        .strings("en", "\"CFBundleName\" = \"Widgets\";\n"),
        .strings("fr", "\"CFBundleName\" = \"Widgets\";\n↓\"widget.legacy.title\" = \"Gadgets\";\n")
      ),
      // XcodeGen writes the Info.plist from the spec's `info.properties`: a shortcut title there
      // is a text it holds (Tailscode's "New Chat").
      .passing(
        .file(
          "project.yml",
          "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n    info:\n      path: App/Info.plist\n      properties:\n        NSCameraUsageDescription: Scan receipts.\n        UIApplicationShortcutItems:\n          - UIApplicationShortcutItemType: compose\n            UIApplicationShortcutItemTitle: New Receipt\n"
        ),
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Belege scannen.\";\n\"New Receipt\" = \"Neuer Beleg\";\n"
        )
      ),
      // SensorKit may look a sensor's description up by its text: a study keys its tables so
      // (MyHeartCounts' catalog), and how SensorKit reads it is not documented.
      .passing(
        .infoPlist(sensorKitDeclaration),
        .strings(
          "es",
          "\"NSSensorKitUsageDescription\" = \"Ayuda al estudio a medir la salud del corazón.\";\n\"SENSORKIT_USAGE_DESC_ECG\" = \"El estudio lee tus ECG.\";\n"
        )),
      // Keyed by the English text, as `Localizable.strings` is: the system never reads it
      // (BauchGlueck's German table).
      .failing(
        .infoPlist(
          "\t<key>NSHealthShareUsageDescription</key>\n\t<string>Track your weight.</string>\n"),
        .strings(
          "de", "↓\"Track your weight.\" = \"Verfolge dein Gewicht.\";\n")),
      // A translation platform wrote the app's Localizable strings into the table: one finding.
      .failing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n↓\"about.title\" = \"Info\";\n"
            + (1...11).map { "\"about.line\($0)\" = \"Zeile \($0)\";\n" }.joined())),
      // A target known only by its catalog (a Tuist manifest makes its Info.plist): a key with
      // no source value is its own source text, a document type's name Xcode extracted (Olvid).
      .passing(
        .file(
          "App/InfoPlist.xcstrings",
          "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"CFBundleDisplayName\" : {\n      \"localizations\" : {\n        \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Receipts\" } },\n        \"fr\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Reçus\" } }\n      }\n    },\n    \"Receipt document\" : {\n      \"localizations\" : {\n        \"fr\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Document de reçu\" } }\n      }\n    }\n  },\n  \"version\" : \"1.0\"\n}\n"
        )),
      // An Info.plist that does not parse may hold the key (a document type's name): what the
      // target declares is unknown, and the syntax error is the finding.
      .passing(
        .file(
          "App.xcodeproj/project.pbxproj",
          UnbuiltTableRule.project.replacingOccurrences(
            of: "INFOPLIST_FILE = App/Info.plist;",
            with:
              "INFOPLIST_FILE = App/Info.plist; INFOPLIST_KEY_NSCameraUsageDescription = \"Scan receipts.\";"
          )),
        .infoPlist("\t<key>APP_VERSION =\n\t<string>Receipt files</string>\n"),
        .strings(
          "en",
          "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n\"Receipt files\" = \"Receipt files\";\n"
        )),
    ])

  /// A SensorKit study's declaration whose sensor description is a key of its tables.
  static let sensorKitDeclaration =
    "\t<key>NSSensorKitUsageDescription</key>\n\t<string>Helps the study measure heart health.</string>\n\t<key>NSSensorKitPrivacyPolicyURL</key>\n\t<string>https://example.org/privacy</string>\n\t<key>NSSensorKitUsageDetail</key>\n\t<dict>\n\t\t<key>SRSensorUsageECG</key>\n\t\t<dict>\n\t\t\t<key>Description</key>\n\t\t\t<string>SENSORKIT_USAGE_DESC_ECG</string>\n\t\t</dict>\n\t</dict>\n"

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      guard target.declaresKeys || target.target.sourceTable != nil else { continue }
      let live = { target.readsFromTables($0) == true }
      // The app's own code reads the table by name: its other keys are the app's strings.
      if target.codeFacts?.readsInfoPlistTable != nil { continue }
      // Only a table with a dead key needs them: most targets have none.
      lazy var textKeys = purposeKeysByText(target)
      lazy var lookedUpTexts = textKeyedTexts(target)
      for table in target.tables {
        // A key the code of a target that builds the table reads by name is the app's, even in
        // a table alone (Pera's download link, read by the app, in a table its extension builds).
        lazy var read = readByName(table, context)
        let dead = table.entries.filter { entry in
          !entry.isIgnoredBySystem && !live(entry.key) && !read.contains(entry.key)
            // Another target that builds this table reads it (an edition of the app).
            && !target.facts.isRead(entry.key, elsewhereIn: table.path)
            && KeyNearMiss.find(entry.key, context: context) == nil
            && !lookedUpTexts.contains(entry.key)
            && context.registry[entry.key]?.role != .purposeString
        }
        if isAnotherFile(dead: dead.count, of: table.entries.count), let first = dead.first {
          emit(
            Finding(
              "'\(first.key)' and \(dead.count - 1) more of the table's \(table.entries.count) keys are no key of the Info.plist, nor a text it holds: the table holds another file's strings (a translation platform that writes a whole project into every file does this), which the system never reads here; keep only the Info.plist's keys in it",
              at: first.keyLocation, key: first.key, locale: table.locale.raw))
          continue
        }
        for entry in dead {
          emit(
            Finding(
              message(
                entry.key, purposeKeyOfText: textKeys[entry.key],
                keyed: textKeys[entry.key].map { table.hasEntry(forKey: $0) } ?? false),
              at: entry.keyLocation, key: entry.key, locale: table.locale.raw))
        }
      }
    }
  }

  /// The nested texts the system may look up as keys (`UsageKeyRegistry.textKeyedDictionaries`):
  /// an entry keyed by one may be read, so it is not reported, and nothing else follows from it.
  static func textKeyedTexts(_ target: ResolvedTarget) -> Set<String> {
    Set(target.target.sources.lazy.filter(\.isTextKeyed).compactMap(\.value))
  }

  /// The keys the code of the targets that build a table reads from the Info.plist by name.
  static func readByName(_ table: TranslationTable, _ context: RuleContext) -> Set<String> {
    Set(
      context.targets.lazy.filter { $0.target.tables.contains { $0.path == table.path } }
        .flatMap { $0.codeFacts?.infoDictionaryReads ?? [] })
  }

  static func message(_ key: String, purposeKeyOfText purposeKey: String?, keyed: Bool)
    -> String
  {
    guard let purposeKey else {
      return
        "'\(key)' is no key of the Info.plist, nor a text it holds: the system never reads it here; remove it (from every table), or add it to the Info.plist"
    }
    let fix = keyed ? "remove it: the table has '\(purposeKey)' too" : "key it '\(purposeKey)'"
    return
      "'\(key)' is the source text of '\(purposeKey)', not its key: the system looks a purpose string up by its key only, so it never reads this translation; \(fix)"
  }

  /// The purpose keys of a target by their source texts: a table keyed by the texts (as a
  /// `Localizable.strings` is) is a common slip, and the message names the key to use.
  static func purposeKeysByText(_ target: ResolvedTarget) -> [String: String] {
    var keys: [String: String] = [:]
    for (key, source) in target.sources where target.isPurposeKey(key) {
      if let text = source.text, keys[text].map({ key < $0 }) ?? true { keys[text] = key }
    }
    return keys
  }

  /// Whether a table's dead keys are most of it, and many: one mistake (another file's strings
  /// written into it, as a platform that pulls a whole project does), not one per key.
  static func isAnotherFile(dead: Int, of entries: Int) -> Bool {
    dead > 10 && dead * 2 > entries
  }
}
