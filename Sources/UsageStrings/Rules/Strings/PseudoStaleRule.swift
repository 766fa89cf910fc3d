/// `pseudo-stale`: a pseudo-locale's text that is not what the source makes any more, or a key
/// its table lacks.
public struct PseudoStaleRule: Rule {
  public static let description = RuleDescription(
    id: "pseudo-stale", name: "Stale pseudo-locale",
    summary: "a pseudo-locale text made from an older source text, or a key the pseudo table lacks",
    rationale: """
      `generate --pseudo` makes each pseudo-locale's text from the source text. When the source \
      changes, or a key is added, the pseudo table no longer shows what a translation of the \
      app will look like: its overflow notes and its report cards are about a text nobody \
      ships. Run `generate --pseudo` again; it rewrites the tables whole. A note: a pseudo \
      table is no translation.
      """,
    defaultSeverity: .note, scope: .strings, readsPseudoLocales: true,
    examples: [
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"),
        .strings(
          "ar-XB",
          "\"NSCameraUsageDescription\" = \"\u{200F}\u{202E}Scan\u{202C}\u{200F} \u{200F}\u{202E}receipts\u{202C}\u{200F} \u{200F}\u{202E}to\u{202C}\u{200F} \u{200F}\u{202E}file\u{202C}\u{200F} \u{200F}\u{202E}them.\u{202C}\u{200F}\";\n"
        )),
      // Written from an older source text.
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"),
        .strings(
          "ar-XB",
          "↓\"NSCameraUsageDescription\" = \"\u{200F}\u{202E}Scan\u{202C}\u{200F} \u{200F}\u{202E}receipts.\u{202C}\u{200F}\";\n"
        )),
      // A key added since.
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"
            + "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"),
        .strings("en-XA", "↧\"NSCameraUsageDescription\" = \"[Šçååååñ ŕééééçééééîîîîþţš.]\";\n")),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      for table in target.target.localization.pseudoTables {
        guard let pseudo = Pseudolocale(table.locale) else { continue }
        check(table, pseudo: pseudo, of: target, emit)
      }
    }
  }

  private static func check(
    _ table: TranslationTable, pseudo: Pseudolocale, of target: ResolvedTarget,
    _ emit: (Finding) -> Void
  ) {
    let name = Paths.lastComponent(table.path)
    var missing: [String] = []
    for key in target.translatableKeys {
      guard let source = target.sources[key]?.text else { continue }
      guard let entry = table.entry(forKey: key) else {
        missing.append(key)
        continue
      }
      guard let value = entry.value, value != pseudo.transform(source) else { continue }
      emit(
        Finding(
          "the \(pseudo.rawValue) text of '\(key)' was made from another source text than '\(TextExcerpt.oneLine(source))'; run 'usage-strings generate --pseudo' again",
          at: entry.keyLocation, key: key, locale: table.locale.raw))
    }
    guard let first = missing.first else { return }
    emit(
      Finding(
        "\(name) of \(pseudo.rawValue) lacks \(missing.count == 1 ? "'\(first)'" : "\(missing.count) keys ('\(first)' and more)"), added since it was made; run 'usage-strings generate --pseudo' again",
        at: .file(table.path), key: nil, locale: table.locale.raw))
  }
}
