/// `missing-translation`: a source key with no translation in a locale the app ships.
public struct MissingTranslationRule: Rule {
  public static let description = RuleDescription(
    id: "missing-translation", name: "Missing translation",
    summary: "a source key with no translation in a locale the app ships",
    rationale: """
      A key missing from a language's `InfoPlist.strings` falls back to the Info.plist's value, so \
      people who use the app in that language meet one alert in the development language. The \
      locales an app ships are those of its translation folders, or the configuration's \
      `languages`; the keys to translate are the purpose strings and every key of the source \
      language's own table.
      """,
    defaultSeverity: .warning, scope: .translations,
    examples: [
      .passing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")),
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"
        ),
        .strings("de", "↧\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")),
      .failing(
        .infoPlist("\t<key>↓NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        configuration: "{\"languages\": [\"fr\"]}"),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      let keys = target.translatableKeys
      guard !keys.isEmpty else { continue }
      for locale in target.shippedLocales {
        let tables = target.tables.filter {
          $0.locale == locale || $0.locale.canonical == locale.canonical
        }
        // Table by table, then key by key: asking the tables for each key copied a table (every
        // field retained) per key.
        var translated = [Bool](repeating: false, count: keys.count)
        for table in tables {
          for index in keys.indices
          where !translated[index] && table.hasReadEntry(forKey: keys[index]) {
            translated[index] = true
          }
        }
        for (index, key) in keys.enumerated() where !translated[index] {
          let source = target.sources[key]!
          let location: SourceRange
          if let catalog = tables.first(where: { $0.format == .catalog }) {
            location =
              target.tables.first { $0.format == .catalog }?.entry(forKey: key)?.keyLocation
              ?? .file(catalog.path)
          } else if let table = tables.first {
            location = .file(table.path)
          } else {
            location = source.location
          }
          emit(
            Finding(
              "'\(key)' has no \(locale.raw) translation; people using the app in \(locale.raw) see the \(target.target.sourceLanguage.raw) text",
              at: location, key: key, locale: locale.raw,
              notes: [.init(message: "source", location: source.location)]))
        }
      }
    }
  }
}
