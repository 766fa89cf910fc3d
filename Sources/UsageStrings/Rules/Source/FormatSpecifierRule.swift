/// `format-specifier`: printf-style specifiers in a purpose string.
public struct FormatSpecifierRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "format-specifier", name: "Format specifier",
    summary:
      "a printf-style specifier such as %@ or %d in a purpose string, which the system shows as typed",
    rationale: """
      The system shows a purpose string exactly as written: nothing is substituted into it, so \
      `%@` appears in the alert as "%@". Write the name out, or leave it out. A translation is \
      not reported: a specifier it keeps is the source's finding, and one the source lacks is \
      `placeholder-mismatch`'s.
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
      // One the source lacks is placeholder-mismatch's error: one finding per cause.
      .passing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("de", "\"NSCameraUsageDescription\" = \"%@ scannt Belege.\";\n")),
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
    // A translation's specifiers are the source's finding (one it keeps, as placeholder-mismatch
    // asks) or placeholder-mismatch's (one the source lacks): one finding per cause.
    guard string.isPurpose, !string.isTranslation,
      string.text.containsAnyASCII(UInt8(ascii: "%"))
    else { return }
    for placeholder in Placeholders.printf(in: string.text) {
      emit(
        Finding(
          "'\(string.key)' holds '\(placeholder.text)', which the alert shows as typed: nothing is substituted into a purpose string",
          at: string.location(placeholder.units), key: string.key, locale: string.reportedLocale))
    }
  }

}
