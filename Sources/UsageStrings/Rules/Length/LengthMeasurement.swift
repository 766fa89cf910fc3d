/// Measures a string for the length rules: its alert lines under the locale's budget, and the
/// text past a budget.
struct LengthMeasurement {
  let lines: [TextLayout.Line]
  let columns: Int

  /// The whole text, or a part of it, wrapped into the locale's alert lines.
  init(_ text: StringAnalysis, part: Range<Int>? = nil, policy: LocalePolicy) throws {
    lines = try part.map { try text.lines(of: $0, width: policy.lineColumns) } ?? text.lines(width: policy.lineColumns)
    columns = policy.lineColumns
  }

  /// The text of the lines past `budget` lines, shortened for a message.
  func overflow(past budget: Int, in text: StringAnalysis) -> (units: Range<Int>, text: String)? {
    guard lines.count > budget else { return nil }
    let start = lines[budget].range.lowerBound
    let end = lines.last!.range.upperBound
    // An excerpt shows a few dozen characters: decode no more than it can use.
    var shown = min(end, start + 1_000)
    if shown < end, UTF16.isLeadSurrogate(text.units[shown - 1]) { shown -= 1 }
    return (start..<end, RuleSupport.excerpt(UTF16Text.string(text.units[start..<shown])))
  }

  /// "3 lines of 40 columns".
  var summary: String {
    "\(lines.count) alert line\(lines.count == 1 ? "" : "s") of \(columns) columns"
  }
}
