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

  /// A grapheme cluster: its UTF-16 range and its columns.
  package struct Cluster: Sendable, Hashable {
    package var range: Range<Int>
    package var columns: Int

    /// Whitespace or a line break: it hangs past the margin where a line ends.
    func isBlank(in units: [UInt16]) -> Bool {
      columns == 0 || (range.count == 1 && isSpace(units[range.lowerBound]))
    }
  }

  /// The columns of one grapheme cluster.
  package static func columns(ofCluster units: ArraySlice<UInt16>, table: CharacterTable) -> Int {
    guard let first = units.first else { return 0 }
    var value = UInt32(first)
    if (0xD800...0xDBFF).contains(first), units.count > 1, case let low = units[units.startIndex + 1], (0xDC00...0xDFFF).contains(low) {
      value = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
    }
    let base = table[value]
    if base.contains(.lineBreak) { return 0 }
    if base.contains(.wide) || base.contains(.emojiPresentation) { return 2 }
    guard units.count > 1, let scalar = Unicode.Scalar(value) else { return 1 }
    if units.contains(0xFE0F), ICU.has(.emoji, scalar) { return 2 }
    if ICU.has(.regionalIndicator, scalar), units.count >= 4 { return 2 }
    return 1
  }

  static func isSpace(_ unit: UInt16) -> Bool {
    unit == 0x20 || unit == 0x09 || unit == 0x3000 || (0x2000...0x200A).contains(unit)
  }

  /// The clusters of `units` with their columns. A text whose code points all stand alone (most
  /// Latin, Cyrillic, Greek, CJK and Arabic text) is one cluster per code point, by the rules of
  /// UAX #29; others ask ICU's character break iterator.
  static func clusters(_ units: [UInt16], allSimple: Bool, locale: String, analyzer: TextAnalyzer) throws -> [Cluster] {
    var result: [Cluster] = []
    result.reserveCapacity(units.count)
    let table = analyzer.characters
    if allSimple {
      var index = 0
      while index < units.count {
        let (value, length) = UTF16Scalars.decode(units, at: index)
        result.append(Cluster(range: index..<(index + length), columns: table[value].columns))
        index += length
      }
      return result
    }
    var start = 0
    try analyzer.forEachGraphemeBoundary(units, locale: locale) { end in
      result.append(Cluster(range: start..<end, columns: columns(ofCluster: units[start..<end], table: table)))
      start = end
    }
    return result
  }

  /// The total columns of a text, on one line.
  package static func columns(_ units: [UInt16], locale: String, analyzer: TextAnalyzer) throws -> Int {
    try StringAnalysis(units: units, locale: locale, analyzer: analyzer).clusters().reduce(0) { $0 + $1.columns }
  }

  /// Wraps a text into alert lines of `width` columns.
  package static func wrap(_ units: [UInt16], locale: String, width: Int, analyzer: TextAnalyzer) throws -> [Line] {
    try StringAnalysis(units: units, locale: locale, analyzer: analyzer).lines(width: width)
  }

  /// Wraps `units[part]`, whose clusters are `clusters`, into lines of `width` columns; the
  /// ranges are offsets in `units`.
  static func wrap(
    _ units: [UInt16], part: Range<Int>, clusters: ArraySlice<Cluster>, locale: String, width: Int, analyzer: TextAnalyzer
  ) throws -> [Line] {
    guard !part.isEmpty else { return [] }
    let width = max(1, width)
    var ranges: [Range<Int>] = []
    var lineStart = part.lowerBound
    // The columns placed on the current line, trailing spaces of earlier segments included.
    var lineColumns = 0
    var clusterIndex = clusters.startIndex
    var segmentStart = part.lowerBound
    func newLine(at offset: Int) {
      if offset > lineStart { ranges.append(lineStart..<offset) }
      lineStart = offset
      lineColumns = 0
    }
    func place(upTo offset: Int, hard: Bool) {
      let first = clusterIndex
      var total = 0
      while clusterIndex < clusters.endIndex, clusters[clusterIndex].range.lowerBound < offset {
        total += clusters[clusterIndex].columns
        clusterIndex += 1
      }
      // Whitespace at the end of a segment hangs past the margin.
      var visible = total
      var last = clusterIndex - 1
      while last >= first, clusters[last].isBlank(in: units) {
        visible -= clusters[last].columns
        last -= 1
      }
      if lineColumns + visible <= width {
        lineColumns += total
      } else {
        newLine(at: segmentStart)
        if visible <= width {
          lineColumns = total
        } else {
          // A word wider than a line is cut between clusters.
          for cluster in clusters[first..<clusterIndex] {
            if lineColumns + cluster.columns > width, lineColumns > 0 { newLine(at: cluster.range.lowerBound) }
            lineColumns += cluster.columns
          }
        }
      }
      segmentStart = offset
      if hard { newLine(at: offset) }
    }
    var reachedEnd = false
    try analyzer.forEachLineBreak(units[part], locale: locale) { offset, hard in
      let absolute = offset + part.lowerBound
      place(upTo: absolute, hard: hard)
      reachedEnd = absolute == part.upperBound
    }
    if !reachedEnd { place(upTo: part.upperBound, hard: false) }
    newLine(at: part.upperBound)
    // Each line's visible columns: its clusters without trailing whitespace (one pass).
    var lines: [Line] = []
    lines.reserveCapacity(ranges.count)
    var index = clusters.startIndex
    for range in ranges {
      var columns = 0, trailing = 0
      while index < clusters.endIndex, clusters[index].range.upperBound <= range.upperBound {
        let cluster = clusters[index]
        columns += cluster.columns
        trailing = cluster.isBlank(in: units) ? trailing + cluster.columns : 0
        index += 1
      }
      lines.append(Line(range: range, columns: columns - trailing))
    }
    return lines
  }

  /// The headline (SPEC §5.1): the first line when the text has a line break, else the first
  /// sentence. Blank lines before it are skipped: the alert shows them as space, not words.
  package static func headline(_ units: [UInt16], locale: String, analyzer: TextAnalyzer) throws -> Range<Int> {
    try StringAnalysis(units: units, locale: locale, analyzer: analyzer).headline()
  }
}

/// Decoding UTF-16 code units one code point at a time (unpaired surrogates stand for themselves).
enum UTF16Scalars {
  /// The code point at `index` and how many units it takes.
  @inline(__always)
  static func decode(_ units: [UInt16], at index: Int) -> (value: UInt32, length: Int) {
    let unit = units[index]
    if unit & 0xFC00 == 0xD800, index + 1 < units.count, units[index + 1] & 0xFC00 == 0xDC00 {
      return (0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00), 2)
    }
    return (UInt32(unit), 1)
  }
}
