/// `format-specifier`: printf-style specifiers in a purpose string.
public struct FormatSpecifierRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "format-specifier", name: "Format specifier",
    summary:
      "a printf-style specifier such as %@ or %d in a purpose string, which the system shows as typed",
    rationale: """
      The system shows a purpose string exactly as written: nothing is substituted into it, so \
      `%@` appears in the alert as "%@". Write the name out, or leave it out. A translation that \
      keeps its source's specifiers is not reported: the source is.
      """,
    defaultSeverity: .warning, scope: .source, validatesMerge: true,
    examples: [
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan 100% of your receipts.</string>\n")
      ),
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Let ↓%@ scan receipts.</string>\n")),
      .failing(
        .strings(
          "en",
          "\"NSMicrophoneUsageDescription\" = \"Record up to ↓%1$d minutes of notes, ↓%lld in total.\";\n"
        )),
    ])

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    guard string.isPurpose, string.text.containsAnyASCII(UInt8(ascii: "%")) else { return }
    // A translation keeps the source's specifiers (placeholder-mismatch asks it to): those are
    // the source's finding, reported there once.
    let isTranslation = string.isTranslation
    let inherited =
      !isTranslation
      ? []
      : Set(target.sources[string.key]?.text.map { Placeholders.printf(in: $0).map(\.text) } ?? [])
    for placeholder in Placeholders.printf(in: string.text)
    where !inherited.contains(placeholder.text) {
      emit(
        Finding(
          "'\(string.key)' holds '\(placeholder.text)', which the alert shows as typed: nothing is substituted into a purpose string",
          at: string.location(placeholder.units), key: string.key, locale: string.reportedLocale))
    }
  }

}
