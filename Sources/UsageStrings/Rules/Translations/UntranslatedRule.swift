/// `untranslated`: a translation identical to the source in another language.
public struct UntranslatedRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "untranslated", name: "Untranslated",
    summary: "a value identical to the source in another language",
    rationale: """
      A translation that is the source text, word for word, is usually a placeholder a tool copied \
      in, or a string a translator never saw; people of that language read the alert in the \
      development language. Regional variants of the source language (en-GB for an English app), \
      app names, and values of a single word (brands, "OK") are not reported.
      """,
    defaultSeverity: .warning, scope: .translations, validatesMerge: true,
    examples: [
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
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"),
        .strings("de", "↓\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n")),
    ])

  /// Keys whose values are names, which stay the same across languages.
  static let nameKeys: Set<String> = ["CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName"]

  package static let checksSourceCopies = true

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    guard string.isSourceCopy, string.variation.isEmpty, let source = target.sources[string.key],
      let table = string.table, table.locale.language != target.target.sourceLanguage.language,
      !nameKeys.contains(string.key),
      let words = try? context.analyzer.words(
        Array(source.text.utf16), locale: target.target.sourceLanguage.canonical),
      words.count >= 2
    else { return }
    emit(
      Finding(
        "the \(table.locale.raw) value of '\(string.key)' is the source text, untranslated",
        at: string.keyLocation, key: string.key, locale: table.locale.raw,
        notes: [.init(message: "source", location: source.location)]))
  }

}
