/// `pseudo-overflow`: in an `en-XA` pseudo table, a headline the expansion pushes past its
/// budget.
public struct PseudoOverflowRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "pseudo-overflow", name: "Pseudo-locale overflow",
    summary: "in an en-XA pseudo table, a headline that will not fit once translated",
    rationale: """
      `generate --pseudo` writes pseudo-locales: `en-XA` accents each source text and lengthens \
      it as translations grow (short texts most, after IBM's guideline A3), `ar-XB` writes it \
      right to left. They are no translations, so no other rule reads them. This one measures \
      each expanded headline as `headline-too-long` measures a translation (the locale's \
      budget, in alert lines): past the budget, German-length text will overflow there, so the \
      source's first sentence is worth shortening before any translator starts. A note, never a \
      translation defect.
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
      // A real translation's headline is `headline-too-long`'s.
      .passing(
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>\(longHeadline)</string>\n"),
        .strings(
          "en-GB",
          "\"NSLocationWhenInUseUsageDescription\" = \"[Šĥöŵ ţĥéé þļååçééš ýýöûû þĥööţööĝŕååþĥééð öñ ţĥéé ɱååþ ööƒ ýýöûûŕ ĵööûûŕñååļ, ñééẋţ ţö ţĥéé þĥööţööš ýýöûû ţööööķ ţĥééŕéé.]\";\n"
        )),
    ])

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
      let overflow = measured.overflow(past: budget.headlineLines, in: text)
    else { return }
    emit(
      Finding(
        "German-length text will overflow here: expanded as translations grow, the headline of '\(string.key)' needs \(measured.summary) (budget: \(budget.headlineLines)); shorten the source's first sentence. Past the budget: '\(overflow.text)'",
        at: string.location(overflow.units.lowerBound..<overflow.units.lowerBound + 1),
        key: string.key, locale: string.reportedLocale))
  }
}
