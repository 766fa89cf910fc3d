/// Measures a string for the length rules: its alert lines under the locale's budget, and the
/// text past a budget.
struct LengthMeasurement {
  let lines: [TextLayout.Line]
  let columns: Int

  /// The part of the text measured.
  let part: Range<Int>

  /// The whole text's alert lines, or those of them that show a part of it (the headline).
  init(_ text: StringAnalysis, part: Range<Int>? = nil, budget: LocalePolicy.Budget) throws {
    lines =
      try part.map { try text.lines(showing: $0, width: budget.lineColumns) }
      ?? text.lines(width: budget.lineColumns)
    columns = budget.lineColumns
    self.part = part ?? 0..<text.units.count
  }

  /// The text of the lines past `budget` lines (within the part), shortened for a message.
  func overflow(past budget: Int, in text: StringAnalysis) -> (units: Range<Int>, text: String)? {
    guard lines.count > budget else { return nil }
    let start = max(lines[budget].range.lowerBound, part.lowerBound)
    let end = min(lines.last!.range.upperBound, part.upperBound)
    let excerpt =
      (try? text.excerpt(of: start..<end))
      ?? TextExcerpt.oneLine(UTF16Text.string(text.units[start..<end]))
    return (start..<end, excerpt)
  }

  /// "3 lines of 40 columns".
  var summary: String {
    "\(lines.count) alert line\(lines.count == 1 ? "" : "s") of \(columns) columns"
  }
}

extension LengthMeasurement {
  /// A translation's source, analysed in the source language, with that language's budget:
  /// what the length rules blame when the source is over its own budget. Nil for the source
  /// itself, or a key with no source text.
  static func source(
    of string: CheckedString, in target: ResolvedTarget, _ text: StringAnalysis,
    _ context: RuleContext
  ) -> (text: StringAnalysis, budget: LocalePolicy.Budget)? {
    let sourceLanguage = target.target.sourceLanguage
    guard string.locale.canonical != sourceLanguage.canonical,
      let source = target.sources[string.key]?.text
    else { return nil }
    return (
      StringAnalysis(source, locale: sourceLanguage.canonical, analyzer: text.analyzer),
      context.budget(for: sourceLanguage)
    )
  }
}
