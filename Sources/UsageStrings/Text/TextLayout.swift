/// The length model of SPEC §5.1: how many columns a text takes, and how it wraps into alert lines.
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

  /// The columns of one grapheme cluster.
  package static func columns(ofCluster units: ArraySlice<UInt16>) -> Int {
    guard let first = units.first else { return 0 }
    // Most clusters are one unit below U+1100, where nothing is wide and no emoji has emoji
    // presentation: answered without ICU or allocation.
    if units.count == 1, first < 0x1100 {
      return first == 0x0A || first == 0x0D || first == 0x0B || first == 0x0C || first == 0x85 ? 0 : 1
    }
    var value = UInt32(first)
    if (0xD800...0xDBFF).contains(first), units.count > 1, case let low = units[units.startIndex + 1], (0xDC00...0xDFFF).contains(low) {
      value = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
    }
    guard let base = Unicode.Scalar(value) else { return 1 }
    if isLineBreak(base) { return 0 }
    let width = ICU.eastAsianWidth(base)
    if width == .wide || width == .fullwidth { return 2 }
    if ICU.has(.emojiPresentation, base) { return 2 }
    if units.contains(0xFE0F), ICU.has(.emoji, base) { return 2 }
    if ICU.has(.regionalIndicator, base), units.count >= 4 { return 2 }
    return 1
  }

  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{0B}"
      || scalar == "\u{0C}" || scalar == "\u{85}"
  }

  static func isSpace(_ unit: UInt16) -> Bool {
    unit == 0x20 || unit == 0x09 || unit == 0x3000 || (0x2000...0x200A).contains(unit)
  }

  /// The clusters of `units` with their columns.
  static func clusters(_ units: [UInt16], locale: String, analyzer: TextAnalyzer) throws -> [(range: Range<Int>, columns: Int)] {
    var result: [(Range<Int>, Int)] = []
    var start = 0
    for end in try analyzer.graphemeBoundaries(units, locale: locale) {
      result.append((start..<end, columns(ofCluster: units[start..<end])))
      start = end
    }
    return result
  }

  /// The total columns of a text, on one line.
  package static func columns(_ units: [UInt16], locale: String, analyzer: TextAnalyzer) throws -> Int {
    try clusters(units, locale: locale, analyzer: analyzer).reduce(0) { $0 + $1.columns }
  }

  /// Wraps a text into alert lines of `width` columns.
  package static func wrap(_ units: [UInt16], locale: String, width: Int, analyzer: TextAnalyzer) throws -> [Line] {
    guard !units.isEmpty else { return [] }
    let width = max(1, width)
    let clusters = try clusters(units, locale: locale, analyzer: analyzer)
    var breaks = try analyzer.lineBreaks(units, locale: locale)
    if breaks.last?.offset != units.count { breaks.append((units.count, false)) }
    var ranges: [Range<Int>] = []
    var lineStart = 0
    // The columns placed on the current line, trailing spaces of earlier segments included.
    var lineColumns = 0
    var clusterIndex = 0
    var segmentStart = 0
    func newLine(at offset: Int) {
      if offset > lineStart { ranges.append(lineStart..<offset) }
      lineStart = offset
      lineColumns = 0
    }
    for (offset, hard) in breaks {
      var segment: [(range: Range<Int>, columns: Int)] = []
      while clusterIndex < clusters.count, clusters[clusterIndex].range.lowerBound < offset {
        segment.append(clusters[clusterIndex])
        clusterIndex += 1
      }
      let total = segment.reduce(0) { $0 + $1.columns }
      // Whitespace at the end of a segment hangs past the margin.
      var visible = total
      for cluster in segment.reversed() {
        guard cluster.columns == 0 || (cluster.range.count == 1 && isSpace(units[cluster.range.lowerBound])) else { break }
        visible -= cluster.columns
      }
      if lineColumns + visible <= width {
        lineColumns += total
      } else {
        newLine(at: segmentStart)
        if visible <= width {
          lineColumns = total
        } else {
          // A word wider than a line is cut between clusters.
          for cluster in segment {
            if lineColumns + cluster.columns > width, lineColumns > 0 { newLine(at: cluster.range.lowerBound) }
            lineColumns += cluster.columns
          }
        }
      }
      segmentStart = offset
      if hard { newLine(at: offset) }
    }
    newLine(at: units.count)
    // Each line's visible columns: its clusters without trailing whitespace (one pass).
    var lines: [Line] = []
    var index = 0
    for range in ranges {
      var columns = 0, trailing = 0
      while index < clusters.count, clusters[index].range.upperBound <= range.upperBound {
        let cluster = clusters[index]
        let blank = cluster.columns == 0 || (cluster.range.count == 1 && isSpace(units[cluster.range.lowerBound]))
        columns += cluster.columns
        trailing = blank ? trailing + cluster.columns : 0
        index += 1
      }
      lines.append(Line(range: range, columns: columns - trailing))
    }
    return lines
  }

  /// The headline (SPEC §5.1): the first line when the text has a line break, else the first
  /// sentence. Blank lines before it are skipped: the alert shows them as space, not words.
  package static func headline(_ units: [UInt16], locale: String, analyzer: TextAnalyzer) throws -> Range<Int> {
    var start = 0
    let isBreak: (UInt16) -> Bool = { $0 == 0x0A || $0 == 0x0D || $0 == 0x2028 || $0 == 0x2029 }
    let isBlank: (UInt16) -> Bool = { isBreak($0) || isSpace($0) }
    if units.contains(where: isBreak) {
      while start < units.count, isBlank(units[start]) { start += 1 }
      var end = start
      while end < units.count, !isBreak(units[end]) { end += 1 }
      return start..<end
    }
    return 0..<(try analyzer.firstSentenceEnd(units, locale: locale))
  }
}
