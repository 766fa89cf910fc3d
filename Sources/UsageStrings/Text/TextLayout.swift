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
  /// are offsets in `units`. ICU finds the break opportunities unless the rules settle the lines.
  static func wrap(
    _ units: [UInt16], part: Range<Int>, map: ClusterMap, locale: String, width: Int, analyzer: TextAnalyzer,
    boundaries: [LineBreakBounds.Boundary]? = nil
  ) throws -> [Line] {
    guard !part.isEmpty else { return [] }
    if let settled = LineBreakBounds.lines(units, part: part, map: map, width: width, table: analyzer.characters, known: boundaries) {
      return settled
    }
    var placer = LinePlacer(map: map, width: width, start: part.lowerBound)
    try analyzer.forEachLineBreak(units[part], locale: locale) { offset, hard in
      placer.place(upTo: offset + part.lowerBound, hard: hard)
    }
    return placer.finish(at: part.upperBound)
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

  /// The end of the cluster starting at `index`.
  func clusterEnd(after index: Int) -> Int { Self.clusterEnd(in: bytes, after: index) }

  /// The end of the cluster starting at `index` of cluster-map bytes (an array, or a buffer in
  /// loops that read it raw).
  @inline(__always)
  static func clusterEnd<Bytes: RandomAccessCollection>(in bytes: Bytes, after index: Int) -> Int
  where Bytes.Element == UInt8, Bytes.Index == Int {
    var end = index + 1
    while end < bytes.endIndex, bytes[end] & start == 0 { end += 1 }
    return end
  }
}

/// Decoding UTF-16 code units one code point at a time (unpaired surrogates stand for themselves).
enum UTF16Scalars {
  /// The code point at `index` and how many units it takes (a pair only when it ends before
  /// `end`, by default the end of `units`): of an array, or of raw units in the innermost loops.
  @inline(__always)
  static func decode<Units: RandomAccessCollection>(_ units: Units, at index: Int, end: Int? = nil) -> (value: UInt32, length: Int)
  where Units.Element == UInt16, Units.Index == Int {
    let unit = UInt32(units[index])
    if unit & 0xFC00 == 0xD800, index + 1 < (end ?? units.endIndex), units[index + 1] & 0xFC00 == 0xDC00 {
      return (0x10000 + ((unit - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00), 2)
    }
    return (unit, 1)
  }
}
