/// Measures a string for the length rules: its alert lines under the locale's budget, and the
/// text past a budget.
struct LengthMeasurement {
  let units: [UInt16]
  let lines: [TextLayout.Line]
  let columns: Int

  init(_ string: CheckedString, range: Range<Int>? = nil, policy: LocalePolicy, analyzer: TextAnalyzer) throws {
    let all = Array(string.text.utf16)
    let part = range ?? 0..<all.count
    units = Array(all[part])
    let wrapped = try TextLayout.wrap(units, locale: string.locale.canonical, width: policy.lineColumns, analyzer: analyzer)
    lines = wrapped.map { TextLayout.Line(range: ($0.range.lowerBound + part.lowerBound)..<($0.range.upperBound + part.lowerBound), columns: $0.columns) }
    columns = policy.lineColumns
  }

  /// The text of the lines past `budget` lines, shortened for a message.
  func overflow(past budget: Int, in text: String) -> (units: Range<Int>, text: String)? {
    guard lines.count > budget else { return nil }
    let start = lines[budget].range.lowerBound
    let end = lines.last!.range.upperBound
    let all = Array(text.utf16)
    return (start..<end, RuleSupport.excerpt(String(decoding: all[start..<end], as: UTF16.self)))
  }

  /// "3 lines of 40 columns (the longest 38)".
  var summary: String {
    "\(lines.count) alert line\(lines.count == 1 ? "" : "s") of \(columns) columns"
  }
}
