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
      `headlineLines` lines. The message shows what falls past the budget. A line or two over is \
      what real apps ship, and the alert shows it whole: a note. Three or more lines over is a \
      warning (docs/LENGTH.md has the calibration on real apps), but for a translation whose \
      source's headline is over its own budget too: the source is to shorten first, and the \
      translation's finding is a note. A string past `maxLines` as a \
      whole is `too-long`'s to report.
      """,
    defaultSeverity: .warning, scope: .strings, validatesMerge: true,
    examples: [
      .passing(
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Scanne Belege, um sie abzulegen. Die Bilder bleiben auf diesem Gerät, bis du sie löschst, und werden nie geteilt.\";\n"
        )),
      // Three lines over: the benefit is out of sight.
      .failing(
        .strings(
          "en",
          "\"NSLocationAlwaysAndWhenInUseUsageDescription\" = \"Remind you of the notes you wrote at a place when you come back to it, even while the app is closed, which needs ↓your location all the time and in the background, on every trip you take with your phone and all the places you go to.\";\n"
        )),
      // One or two lines over: what real apps ship, and the alert shows whole.
      .failing(
        .strings(
          "de",
          "\"NSLocationAlwaysAndWhenInUseUsageDescription\" = \"Damit wir dich an die Einträge erinnern können, die du an einem Ort geschrieben hast, sobald du zurückkehrst, benötigt ↓die App jederzeit Zugriff auf deinen Standort.\";\n"
        ), severity: .note),
      .failing(
        .strings("ja", "\"NSCameraUsageDescription\" = \"日記に載せる写真を撮影するためにカメラを↓使います。\";\n"),
        configuration: "{\"length\": {\"lineColumns\": 20, \"headlineLines\": 2}}", severity: .note),
      .passing(
        .strings("ja", "\"NSCameraUsageDescription\" = \"日記に載せる写真を撮影します。\";\n"),
        configuration: "{\"length\": {\"lineColumns\": 20, \"headlineLines\": 2}}"),
      // The source's headline is over its own budget too: it is the one to shorten first
      // (MyFlightbook's French).
      .failing(
        .infoPlist(
          "\t<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>\n\t<string>Remind you of the notes you wrote at a place when you come back to it, even while the app is closed, which needs ↓your location all the time and in the background.</string>\n"
        ),
        .strings(
          "de",
          "\"NSLocationAlwaysAndWhenInUseUsageDescription\" = \"Damit wir dich an die Einträge erinnern können, die du an einem Ort geschrieben hast, sobald du dorthin zurückkehrst, ↓auch wenn die App geschlossen ist, benötigt die App jederzeit und im Hintergrund Zugriff auf deinen Standort.\";\n"
        ), severity: .note),
      // Past `maxLines` as a whole: `too-long` says so, once.
      .passing(
        .strings(
          "en",
          "\"NSLocationAlwaysAndWhenInUseUsageDescription\" = \"Remind you of the notes you wrote at a place when you come back to it, even while the app is closed, which needs your location all the time and in the background, on every trip you take with your phone and all the places you go to, and every place you have been to before today.\";\n"
        )),
      // A key Apple does not define: no alert shows it (Window Resize's accessibility text).
      .passing(
        .strings(
          "en",
          "\"NSAccessibilityUsageDescription\" = \"Remind you of the notes you wrote at a place when you come back to it, even while the app is closed, which needs your location all the time and in the background, on every trip you take with your phone and all the places you go to.\";\n"
        )),
      // Not a purpose string: no alert shows it.
      .passing(
        .strings(
          "en",
          "\"NSHumanReadableCopyright\" = \"Copyright 2026 The Example Company and its many contributors, who wrote this app over many years in many places around the world, all rights reserved.\";\n"
        )),
    ])

  /// How many lines past the budget make a warning rather than a note.
  static let warningLinesOver = 3

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    // Only purpose strings are shown in the alert.
    guard string.isPurpose, !string.text.isEmpty,
      !UsageKeyRegistry.sheetKeys.contains(string.parentKey ?? string.key),
      // A key Apple does not define is shown by no alert (unrecognized-usage-key).
      !CodeEvidence.isUnrecognized(string.key, in: target, context: context),
      CodeEvidence.onlyWhileInUse(string.key, in: target) == nil
    else { return }
    let budget = context.budget(for: string.locale)
    // The headline's lines are some of the whole text's: when those fit, so does the headline,
    // and its sentence need not be found. Past `maxLines`, `too-long` says it for the whole.
    guard let all = try? text.lines(width: budget.lineColumns), all.count > budget.headlineLines,
      all.count <= budget.maxLines,
      let headline = try? text.headline(),
      let measured = try? LengthMeasurement(text, part: headline, budget: budget),
      let overflow = measured.overflow(past: budget.headlineLines, in: text)
    else { return }
    // A line or two over is what real apps ship and the alert shows whole: a note. Three or more
    // push the benefit out of sight: a warning (docs/LENGTH.md has the calibration).
    let over = measured.lines.count - budget.headlineLines
    // A translation of a headline over its own budget cannot be shortened without dropping what
    // the source says: the source is to shorten first, and the translation's is a note.
    let sourceLines = sourceHeadlineLineCount(of: string, in: target, text, context)
    let blame =
      sourceLines.map {
        "; the source's headline itself needs \($0) lines (its budget: \(context.budget(for: target.target.sourceLanguage).headlineLines)): shorten it first"
      } ?? ""
    emit(
      Finding(
        "the headline of '\(string.key)' needs \(measured.summary) (budget: \(budget.headlineLines), \(over) over); past the budget: '\(overflow.text)'\(blame)",
        at: string.location(overflow.units.lowerBound..<overflow.units.lowerBound + 1),
        key: string.key, locale: string.reportedLocale,
        severity: over < warningLinesOver || sourceLines != nil ? .note : nil))
  }

  /// For a translation, how many lines its source's headline needs when that is over its own
  /// budget; nil when it fits, or for the source itself.
  static func sourceHeadlineLineCount(
    of string: CheckedString, in target: ResolvedTarget, _ text: StringAnalysis,
    _ context: RuleContext
  ) -> Int? {
    guard let (original, budget) = LengthMeasurement.source(of: string, in: target, text, context),
      let headline = try? original.headline(),
      let measured = try? LengthMeasurement(original, part: headline, budget: budget),
      measured.lines.count > budget.headlineLines
    else { return nil }
    return measured.lines.count
  }
}
