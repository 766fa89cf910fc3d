/// `bidi-control`: explicit bidirectional embedding, override and isolate controls.
public struct BidiControlRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "bidi-control", name: "Bidi control character",
    summary: "explicit bidi embedding, override or isolate controls (U+202A–U+202E, U+2066–U+2069)",
    rationale: """
      These invisible characters reorder what follows them, so the alert displays text in an order \
      different from how it reads in the file — the trick behind "Trojan Source" attacks, and a \
      common leftover of copying from a word processor. Right-to-left text needs none of them: the \
      marks U+200E and U+200F set a direction without reordering anything.
      """,
    defaultSeverity: .error, scope: .strings, validatesMerge: true,
    safeFix: "removes the control character",
    examples: [
      .passing(
        .strings("ar", "\"NSCameraUsageDescription\" = \"التقط صورًا ليومياتك\u{200F}.\";\n")),
      .failing(
        .strings(
          "ar",
          "\"NSPhotoLibraryAddUsageDescription\" = \"احفظ الصور في ↓\u{202E}Photo Journal↓\u{202C} في مكتبتك.\";\n"
        )),
      .failing(.strings("en", "\"NSCameraUsageDescription\" = \"Scan ↓\\U2066receipts\";\n")),
      .fix(
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan \u{202E}receipts.\";\n"),
        fixed: "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
    ])

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    guard text.has(.bidiEmbedding) else { return }
    let characters = context.analyzer.characters
    for (offset, scalar) in RuleSupport.scalars(string.text)
    where characters[scalar.value].contains(.bidiEmbedding) {
      let units = offset..<(offset + 1)
      let fixes =
        RuleSupport.deletion(units, in: string.span).map {
          [Diagnostic.Fix(message: "remove \(RuleSupport.describe(scalar))", edits: [$0])]
        } ?? []
      emit(
        Finding(
          "\(RuleSupport.describe(scalar)) makes '\(string.key)' display differently from how it reads; remove it (U+200E or U+200F set a direction without reordering)",
          at: string.location(units), key: string.key, locale: string.reportedLocale, fixes: fixes))
    }
  }
}
