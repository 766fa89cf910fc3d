/// `headline-too-long`: the headline needs more alert lines than the locale's budget.
public struct HeadlineTooLongRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "headline-too-long", name: "Headline too long",
    summary:
      "the headline (the first sentence, or the first line) needs more alert lines than the locale allows",
    rationale: """
      The permission alert shows the purpose string under its title, and a long one scrolls; other \
      places show only its start. Apple asks for one short, complete sentence that names the \
      feature, so the benefit must come first and fit in the part that is always seen. The \
      headline is the first line when the string has line breaks, else its first sentence (ICU's \
      sentence boundaries for the locale); it is wrapped at ICU's line-break opportunities into \
      lines of `lineColumns` columns (wide characters and emoji count two) and may take \
      `headlineLines` lines. The message shows what falls past the budget.
      """,
    defaultSeverity: .warning, scope: .strings, validatesMerge: true,
    examples: [
      .passing(
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Scanne Belege, um sie abzulegen. Die Bilder bleiben auf diesem Gerät, bis du sie löschst, und werden nie geteilt.\";\n"
        )),
      .failing(
        .strings(
          "de",
          "\"NSLocationAlwaysAndWhenInUseUsageDescription\" = \"Damit wir dich an die Einträge erinnern können, die du an einem Ort geschrieben hast, sobald du zurückkehrst, benötigt ↓die App jederzeit Zugriff auf deinen Standort.\";\n"
        )),
      .failing(
        .strings("ja", "\"NSCameraUsageDescription\" = \"日記に載せる写真を撮影するためにカメラを↓使います。\";\n"),
        configuration: "{\"length\": {\"lineColumns\": 20, \"headlineLines\": 2}}"),
      .passing(
        .strings("ja", "\"NSCameraUsageDescription\" = \"日記に載せる写真を撮影します。\";\n"),
        configuration: "{\"length\": {\"lineColumns\": 20, \"headlineLines\": 2}}"),
      // One line over the budget: a note (the budget set here only to make the example short).
      .failing(
        .strings(
          "en",
          "\"NSMotionUsageDescription\" = \"Count your steps and detect your workouts so that your daily summary is ↓complete and right.\";\n"
        ), configuration: "{\"length\": {\"headlineLines\": 2}}"),
    ])

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    guard !string.text.isEmpty else { return }
    let budget = context.budget(for: string.locale)
    // The headline's lines are some of the whole text's: when those fit, so does the headline,
    // and its sentence need not be found.
    guard let all = try? text.lines(width: budget.lineColumns), all.count > budget.headlineLines,
      let headline = try? text.headline(),
      let measured = try? LengthMeasurement(text, part: headline, budget: budget),
      let overflow = measured.overflow(past: budget.headlineLines, in: text)
    else { return }
    // One line over is what real apps ship and the alert shows whole: a note. Two or more
    // (docs/LENGTH.md has the calibration) push the benefit out of sight: a warning.
    let oneOver = measured.lines.count == budget.headlineLines + 1
    emit(
      Finding(
        "the headline of '\(string.key)' needs \(measured.summary) (budget: \(budget.headlineLines)\(oneOver ? ", one over" : "")); past the budget: '\(overflow.text)'",
        at: string.location(overflow.units.lowerBound..<overflow.units.lowerBound + 1),
        key: string.key, locale: string.reportedLocale, severity: oneOver ? .note : nil))
  }
}
