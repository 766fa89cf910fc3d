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

  /// The total columns of a text, on one line.
  package static func columns(_ units: [UInt16], locale: String, analyzer: TextAnalyzer) throws -> Int {
    try StringAnalysis(units: units, locale: locale, analyzer: analyzer).clusterMap().columns
  }

  /// Wraps a text into alert lines of `width` columns.
  package static func wrap(_ units: [UInt16], locale: String, width: Int, analyzer: TextAnalyzer) throws -> [Line] {
    try StringAnalysis(units: units, locale: locale, analyzer: analyzer).lines(width: width)
  }

  /// Wraps `units[part]`, whose clusters `map` gives, into lines of `width` columns; the ranges
  /// are offsets in `units`.
  static func wrap(
    _ units: [UInt16], part: Range<Int>, map: ClusterMap, locale: String, width: Int, analyzer: TextAnalyzer,
    simpleBreaks: Bool = false
  ) throws -> [Line] {
    guard !part.isEmpty else { return [] }
    let width = max(1, width)
    var ranges: [Range<Int>] = []
    var lineStart = part.lowerBound
    // The columns placed on the current line, trailing spaces of earlier segments included.
    var lineColumns = 0
    var segmentStart = part.lowerBound
    func newLine(at offset: Int) {
      if offset > lineStart { ranges.append(lineStart..<offset) }
      lineStart = offset
      lineColumns = 0
    }
    func place(upTo offset: Int, hard: Bool) {
      // Whitespace at the end of a segment hangs past the margin.
      let (total, trailing) = map.columns(in: segmentStart..<offset)
      let visible = total - trailing
      if lineColumns + visible <= width {
        lineColumns += total
      } else {
        newLine(at: segmentStart)
        if visible <= width {
          lineColumns = total
        } else {
          // A word wider than a line is cut between clusters.
          map.forEachCluster(in: segmentStart..<offset) { start, columns, _ in
            if lineColumns + columns > width, lineColumns > 0 { newLine(at: start) }
            lineColumns += columns
          }
        }
      }
      segmentStart = offset
      if hard { newLine(at: offset) }
    }
    var reachedEnd = false
    let visit = { (offset: Int, hard: Bool) in
      let absolute = offset + part.lowerBound
      place(upTo: absolute, hard: hard)
      reachedEnd = absolute == part.upperBound
    }
    if simpleBreaks && breaksAfterSpacesOnly(units[part], table: analyzer.characters) {
      forEachBreakAfterSpaces(units[part], visit)
    } else {
      try analyzer.forEachLineBreak(units[part], locale: locale, visit)
    }
    if !reachedEnd { place(upTo: part.upperBound, hard: false) }
    newLine(at: part.upperBound)
    // Each line's visible columns: its clusters without trailing whitespace.
    return ranges.map { range in
      let (columns, trailing) = map.columns(in: range)
      return Line(range: range, columns: columns - trailing)
    }
  }

  /// Whether ICU's line breaks in `units`, whose code points are all `lineSimple`, are those of
  /// `forEachBreakAfterSpaces`: so unless a space comes before an infix separator, where UAX #14
  /// (LB13, and LB15c of newer versions before a number) has rules that vary with the version.
  static func breaksAfterSpacesOnly(_ units: ArraySlice<UInt16>, table: CharacterTable) -> Bool {
    var index = units.startIndex + 1
    while index < units.endIndex {
      if units[index - 1] == 0x20 && units[index] != 0x20 && table[UInt32(units[index])].contains(.lineInfix) { return false }
      index += 1
    }
    return true
  }

  /// The line breaks of such a text, found without ICU: after each run of spaces (UAX #14 LB7,
  /// LB18), and nowhere else (LB19, LB23, LB28 and LB29 keep letters, digits, separators and
  /// apostrophes together). `BreakFastPathTests` holds it to ICU's answer.
  static func forEachBreakAfterSpaces(_ units: ArraySlice<UInt16>, _ body: (Int, Bool) -> Void) {
    let start = units.startIndex
    var index = start + 1
    while index < units.endIndex {
      if units[index - 1] == 0x20 && units[index] != 0x20 { body(index - start, false) }
      index += 1
    }
    if !units.isEmpty { body(units.count, false) }
  }

  /// The headline (SPEC §5.1): the first line when the text has a line break, else the first
  /// sentence. Blank lines before it are skipped: the alert shows them as space, not words.
  package static func headline(_ units: [UInt16], locale: String, analyzer: TextAnalyzer) throws -> Range<Int> {
    try StringAnalysis(units: units, locale: locale, analyzer: analyzer).headline()
  }
}

/// A text's grapheme clusters as one byte per UTF-16 unit — whether a cluster starts there, its
/// columns, whether it is blank (a line break, or a lone space) — compact, and quick to walk.
package struct ClusterMap: Sendable {
  static let start: UInt8 = 0x04
  static let blank: UInt8 = 0x08

  let bytes: [UInt8]

  /// The byte of a cluster starting with `units` of which `value` is the first code point.
  static func entry(columns: Int, isBlank: Bool) -> UInt8 {
    start | UInt8(columns) | (isBlank ? blank : 0)
  }

  /// The columns of the whole text.
  var columns: Int { columns(in: 0..<bytes.count).total }

  /// The columns of the clusters starting in `range`, and those of the blank clusters at its end.
  @inline(__always)
  func columns(in range: Range<Int>) -> (total: Int, trailing: Int) {
    bytes.withUnsafeBufferPointer { bytes in
      var total = 0, trailing = 0
      for index in range {
        let byte = bytes[index]
        guard byte & Self.start != 0 else { continue }
        let columns = Int(byte & 0x03)
        total += columns
        trailing = byte & Self.blank != 0 ? trailing + columns : 0
      }
      return (total, trailing)
    }
  }

  /// Calls `body` with the start, columns and blankness of each cluster starting in `range`.
  func forEachCluster(in range: Range<Int>, _ body: (Int, Int, Bool) -> Void) {
    for index in range where bytes[index] & Self.start != 0 {
      body(index, Int(bytes[index] & 0x03), bytes[index] & Self.blank != 0)
    }
  }

  /// The end of the cluster starting at `index`.
  func clusterEnd(after index: Int) -> Int {
    var end = index + 1
    while end < bytes.count, bytes[end] & Self.start == 0 { end += 1 }
    return end
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
