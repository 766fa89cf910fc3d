/// `not-nfc`: text not in Unicode Normalization Form C.
public struct NotNFCRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "not-nfc", name: "Not NFC",
    summary: "text not in Unicode Normalization Form C",
    rationale: """
      The same visible text can be stored composed (é) or decomposed (e + ◌́). Decomposed text \
      comes from some macOS file systems, pasteboards and CAT tools; it renders the same but \
      compares, searches and counts differently — a translation memory or a diff sees a change \
      where there is none. Strings should be stored in NFC, as Apple's tools write them.
      """,
    defaultSeverity: .warning, scope: .strings, validatesMerge: true,
    examples: [
      .passing(.strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez vos reçus.\";\n")),
      .failing(
        .strings("fr", "\"NSCameraUsageDescription\" = \"Num↓e\u{301}risez vos reçus.\";\n")),
      .fix(
        .strings("fr", "\"NSCameraUsageDescription\" = \"Nume\u{301}risez vos reçus.\";\n"),
        fixed: "\"NSCameraUsageDescription\" = \"Numérisez vos reçus.\";\n"),
    ])

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    // Only a code point whose NFC quick check is not Yes can make a text unnormalized.
    guard !text.allHave(.nfcYes), (try? ICU.isNFC(units: text.units)) == false else { return }
    // Swift's == compares canonically equivalent text as equal: compare the scalars.
    guard let normalized = try? ICU.nfc(string.text),
      !normalized.unicodeScalars.elementsEqual(string.text.unicodeScalars)
    else { return }
    // Point at the first character that normalization changes.
    var offset = 0
    for character in string.text {
      let text = String(character)
      if (try? ICU.nfc(text))?.unicodeScalars.elementsEqual(text.unicodeScalars) != true { break }
      offset += text.utf16.count
    }
    let fixes =
      RuleSupport.replacement(of: string.span, with: normalized).map {
        [Diagnostic.Fix(message: "normalize to NFC", edits: [$0])]
      } ?? []
    emit(
      Finding(
        "'\(string.key)' is not in Unicode Normalization Form C; store it composed (NFC)",
        at: string.location(offset..<(offset + 1)), key: string.key, locale: string.reportedLocale,
        fixes: fixes))
  }
}
