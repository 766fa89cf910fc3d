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
      language (en-GB for an English app), app names, values of a single word (brands, "OK") and \
      catalog keys marked "Don't translate" are not reported.
      """,
    defaultSeverity: .warning, scope: .translations, validatesMerge: true,
    examples: [
      // The Info.plist's region 'ch' (meant for Switzerland) names no language the app has
      // resources in, and the project's en does: English is the source, its table no copy.
      .passing(
        .file("App.xcodeproj/project.pbxproj", UnbuiltTableRule.project),
        .infoPlist(
          "\t<key>CFBundleDevelopmentRegion</key>\n\t<string>ch</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"
        ),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n")),
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

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      let sourceLanguage = target.target.sourceLanguage
      for table in target.tables where target.isPlaceholder(table) {
        let count = table.entries.count { $0.value != nil }
        let what =
          table.format == .catalog
          ? "the catalog's \(table.locale.raw) translates nothing"
          : "the \(table.locale.raw) table translates nothing"
        emit(
          Finding(
            "\(what): its \(count) values are the \(sourceLanguage.raw) text, so people using the app in \(table.locale.raw) see \(sourceLanguage.raw) alerts; translate it",
            at: table.format == .catalog
              ? (table.entries.first?.keyLocation ?? .file(table.path)) : .file(table.path),
            locale: table.locale.raw))
      }
      for string in target.strings where string.isSourceCopy && string.variation.isEmpty {
        guard let table = string.table, table.locale.language != sourceLanguage.language,
          !target.isPlaceholder(table),
          !UsageKeyRegistry.nameKeys.contains(string.key),
          let source = target.sources[string.key], let text = source.text,
          let words = try? context.analyzer.words(
            Array(text.utf16), locale: sourceLanguage.canonical),
          words.count >= 2
        else { continue }
        emit(
          Finding(
            "the \(table.locale.raw) value of '\(string.key)' is the source text, untranslated",
            at: string.keyLocation, key: string.key, locale: table.locale.raw,
            notes: [.init(message: "source", location: source.location)]))
      }
    }
  }
}
