/// `pseudo-overflow`: in an `en-XA` pseudo table, a headline the expansion pushes past its
/// budget.
public struct PseudoOverflowRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "pseudo-overflow", name: "Pseudo-locale overflow",
    summary: "in an en-XA pseudo table, a headline that will not fit once translated",
    rationale: """
      `generate --pseudo` writes pseudo-locales: `en-XA` accents each source text and lengthens \
      it as translations grow (short texts most, after IBM's guideline A3), `ar-XB` writes it \
      right to left. They are no translations: no rule about translations reads them. This one measures \
      each expanded headline as `headline-too-long` measures a translation (the locale's \
      budget, in alert lines): past the budget, German-length text will overflow there, so the \
      source's first sentence is worth shortening before any translator starts. A note, never a \
      translation defect; where the source's own headline is over already, `headline-too-long` \
      says so on the source.
      """,
    defaultSeverity: .note, scope: .strings, validatesMerge: true, readsPseudoLocales: true,
    examples: [
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"),
        .strings(
          "en-XA",
          "\"NSCameraUsageDescription\" = \"[Šçåååñ ŕééééçéééîîîîþţš ţööö ƒîîîîļééé ţĥééééɱ.]\";\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>\(longHeadline)</string>\n"),
        .strings(
          "en-XA",
          "\"NSLocationWhenInUseUsageDescription\" = \"[Šĥöŵ ţĥéé þļååçééš ýýöûû þĥööţööĝŕååþĥééð öñ ţĥéé ɱååþ ööƒ ýýöûûŕ ĵööûûŕñååļ, ñééẋţ ţö ţĥéé þĥööţööš ýýöûû ↓ţööööķ ţĥééŕéé.]\";\n"
        )),
      // The source's own headline is over: `headline-too-long`'s on the source.
      .passing(
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>\(overBudgetSource)</string>\n"
        ),
        .strings(
          "en-XA",
          "\"NSLocationWhenInUseUsageDescription\" = \"\(Pseudolocale.accented.transform(overBudgetSource))\";\n"
        )),
      // A real translation's headline is `headline-too-long`'s.
      .passing(
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>\(longHeadline)</string>\n"),
        .strings(
          "en-GB",
          "\"NSLocationWhenInUseUsageDescription\" = \"[Šĥöŵ ţĥéé þļååçééš ýýöûû þĥööţööĝŕååþĥééð öñ ţĥéé ɱååþ ööƒ ýýöûûŕ ĵööûûŕñååļ, ñééẋţ ţö ţĥéé þĥööţööš ýýöûû ţööööķ ţĥééŕéé.]\";\n"
        )),
    ])

  /// A headline of four lines of 40 columns in English already.
  static let overBudgetSource =
    "Remind you of the notes you wrote at a place when you come back to it, even while the app is closed, which needs your location all the time."

  /// A headline of three lines of 40 columns, four once expanded by a third.
  static let longHeadline =
    "Show the places you photographed on the map of your journal, next to the photos you took there."

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    guard string.isPurpose, string.table != nil, Pseudolocale(string.locale) == .accented,
      !UsageKeyRegistry.sheetKeys.contains(string.parentKey ?? string.key)
    else { return }
    let budget = context.budget(for: string.locale)
    guard let headline = try? text.headline(),
      let measured = try? LengthMeasurement(text, part: headline, budget: budget),
      measured.lines.count > budget.headlineLines,
      let source = target.sources[string.key]?.text
    else { return }
    // Where the source's own headline is over, `headline-too-long` says so already.
    let sourceLanguage = target.target.sourceLanguage
    let original = StringAnalysis(
      source, locale: sourceLanguage.canonical, analyzer: text.analyzer)
    let sourceBudget = context.budget(for: sourceLanguage)
    guard let sourceHeadline = try? original.headline(),
      let sourceLines = try? original.lines(
        showing: sourceHeadline, width: sourceBudget.lineColumns),
      sourceLines.count <= sourceBudget.headlineLines
    else { return }
    let first = (try? original.excerpt(of: sourceHeadline)) ?? TextExcerpt.oneLine(source)
    emit(
      Finding(
        "German-length text will overflow here: expanded as translations grow, the headline of '\(string.key)' needs \(measured.summary) where the source's takes \(sourceLines.count) (budget: \(budget.headlineLines)); shorten its first sentence: '\(first)'",
        at: string.location(
          measured.lines[budget.headlineLines].range.lowerBound..<measured.lines[
            budget.headlineLines
          ].range.lowerBound + 1),
        key: string.key, locale: string.reportedLocale))
  }
}
