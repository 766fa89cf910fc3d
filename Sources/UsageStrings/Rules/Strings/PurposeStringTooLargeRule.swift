/// `purpose-string-too-large`: 4,000 bytes or more in UTF-8.
public struct PurposeStringTooLargeRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "purpose-string-too-large", name: "Purpose string too large",
    summary: "4,000 bytes or more in UTF-8, Apple's limit for a purpose string",
    rationale: """
      Apple requires a purpose string to be shorter than 4,000 bytes. Bytes, not characters: a \
      string in Chinese, Japanese or Thai takes three bytes a character in UTF-8, so a translation \
      can cross the limit that its source stays well under.
      """,
    defaultSeverity: .error, scope: .strings, validatesMerge: true,
    examples: [
      .passing(.strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n")),
      .failing(
        .strings(
          "zh-Hans",
          "\"NSCameraUsageDescription\" = \"↓\(String(repeating: "扫描收据。", count: 267))\";\n")),
      .passing(
        .strings(
          "zh-Hans",
          "\"NSCameraUsageDescription\" = \"\(String(repeating: "扫描收据。", count: 266))\";\n"),
        configuration: "{\"rules\": {\"too-long\": \"off\"}}"),
    ])

  static let limit = 4000
  package static let checksOversizedStrings = true

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    guard string.text.utf8.count >= limit else { return }
    emit(
      Finding(
        "'\(string.key)' takes \(string.text.utf8.count) bytes in UTF-8; Apple's limit is under \(limit)",
        at: string.location(0..<1), key: string.key, locale: string.reportedLocale))
  }
}
