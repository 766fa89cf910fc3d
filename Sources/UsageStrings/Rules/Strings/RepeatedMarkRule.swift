/// `repeated-mark`: the same combining mark twice in a row.
public struct RepeatedMarkRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "repeated-mark", name: "Repeated mark",
    summary: "the same combining mark (a vowel sign, an accent) twice in a row on one letter",
    rationale: """
      A vowel sign or accent typed twice — Lao ເຖິິງ, a doubled Devanagari matra — is drawn a \
      second time over the letter or on a dotted circle of its own: the word looks broken, \
      however the font copes. No language writes one mark twice in a row, so the second is a \
      slip of the keyboard or of a copy. Variation selectors, which repeat invisibly, are left to \
      `invisible-character`.
      """,
    defaultSeverity: .warning, scope: .strings, validatesMerge: true,
    examples: [
      .passing(.strings("lo", "\"NSCameraUsageDescription\" = \"ອະນຸຍາດໃຫ້ເຂົ້າເຖິງກ້ອງ\";\n")),
      .failing(.strings("lo", "\"NSCameraUsageDescription\" = \"ອະນຸຍາດໃຫ້ເຂົ້າເຖິ↓\u{0EB4}ງກ້ອງ\";\n")),
      .failing(.strings("hi", "\"NSCameraUsageDescription\" = \"फ़ोटो ली↓\u{0940}जिए\";\n")),
      .passing(.strings("vi", "\"NSCameraUsageDescription\" = \"Chụp ảnh và gửi chúng.\";\n")),
    ])

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    guard string.isPurpose, text.has(.graphemeExtend) else { return }
    var previous: Unicode.Scalar?
    for (offset, scalar) in RuleSupport.scalars(string.text) {
      defer { previous = scalar }
      guard scalar == previous, isVisibleMark(scalar) else { continue }
      let units = offset..<(offset + scalar.utf16.count)
      let fixes =
        RuleSupport.deletion(units, in: string.span).map {
          [
            Diagnostic.Fix(
              message: "remove the second \(RuleSupport.describe(scalar))", edits: [$0])
          ]
        } ?? []
      emit(
        Finding(
          "\(RuleSupport.describe(scalar)) twice in a row in '\(string.key)': the second is drawn again or on a dotted circle; remove it",
          at: string.location(units), key: string.key, locale: string.reportedLocale,
          fixes: fixes))
    }
  }

  /// A mark drawn with its letter (nonspacing, spacing or enclosing), not a variation selector or
  /// other default-ignorable code point.
  static func isVisibleMark(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark:
      return !properties.isDefaultIgnorableCodePoint
    default: return false
    }
  }
}
