/// The length model (README, "The length model"; its definitions are `LengthModel`): how many
/// columns a text takes, and how it wraps into alert lines.
///
/// Width is counted per grapheme cluster (ICU's character break iterator): 2 columns when the
/// cluster's base character is East Asian Wide or Fullwidth or the cluster is an emoji
/// presentation sequence, else 1. Text wraps into lines of `width` columns at ICU's line-break
/// opportunities for the locale; a word longer than a line is split between clusters; mandatory
/// breaks (line feeds) end a line. Whitespace where a line breaks does not count.
package enum TextLayout {
  package struct Line: Sendable, Hashable {
    /// The UTF-16 range of the line, its trailing whitespace and break included.
    package var range: Range<Int>
    /// The columns the line's visible text takes.
    package var columns: Int
  }

  /// The total columns of a text, on one line.
  package static func columns(_ units: [UInt16], locale: String, analyzer: TextAnalyzer) throws
    -> Int
  {
    try StringAnalysis(units: units, locale: locale, analyzer: analyzer).clusterMap().columns
  }

  /// Wraps a text into alert lines of `width` columns.
  package static func wrap(_ units: [UInt16], locale: String, width: Int, analyzer: TextAnalyzer)
    throws -> [Line]
  {
    try StringAnalysis(units: units, locale: locale, analyzer: analyzer).lines(width: width)
  }

  /// Wraps `units[part]`, whose clusters `map` gives, into lines of `width` columns; the ranges
  /// are offsets in `units`. ICU finds the break opportunities unless the rules settle the lines.
  static func wrap(
    _ units: [UInt16], part: Range<Int>, map: ClusterMap, locale: String, width: Int,
    analyzer: TextAnalyzer,
    boundaries: [LineBreakBounds.Boundary]? = nil
  ) throws -> [Line] {
    guard !part.isEmpty else { return [] }
    if let settled = LineBreakBounds.lines(
      units, part: part, map: map, width: width, table: analyzer.characters, known: boundaries)
    {
      return settled
    }
    var placer = LinePlacer(map: map, width: width, start: part.lowerBound)
    try analyzer.forEachLineBreak(units[part], locale: locale) { offset, hard in
      placer.place(upTo: offset + part.lowerBound, hard: hard)
    }
    return placer.finish(at: part.upperBound)
  }

  /// The headline: the first line when the text has a line break, else the first
  /// sentence. Blank lines before it are skipped: the alert shows them as space, not words.
  package static func headline(_ units: [UInt16], locale: String, analyzer: TextAnalyzer) throws
    -> Range<Int>
  {
    try StringAnalysis(units: units, locale: locale, analyzer: analyzer).headline()
  }
}
