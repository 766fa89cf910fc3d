/// Greedy placement of the segments between break opportunities onto lines of `width` columns
/// (README, "The length model"): a segment that does not fit starts a new line, whitespace at its end hangs past
/// the margin, and a segment wider than a line is cut between clusters.
struct LinePlacer {
  let map: ClusterMap
  let width: Int
  private var lines: [TextLayout.Line] = []
  private var lineStart: Int
  /// The columns placed on the current line, trailing spaces of earlier segments included.
  private var lineColumns = 0
  /// Those up to the line's last visible cluster: the columns the line shows.
  private var lineVisible = 0
  private var segmentStart: Int

  /// `columns`: about how many columns the text takes, to size the lines' array once.
  init(map: ClusterMap, width: Int, start: Int, columns: Int = 0) {
    self.map = map
    self.width = max(1, width)
    lineStart = start
    segmentStart = start
    lines.reserveCapacity(columns / self.width + 2)
  }

  private mutating func newLine(at offset: Int) {
    if offset > lineStart {
      lines.append(TextLayout.Line(range: lineStart..<offset, columns: lineVisible))
    }
    lineStart = offset
    lineColumns = 0
    lineVisible = 0
  }

  /// Places the segment that ends at the break opportunity `offset` (mandatory when `hard`).
  mutating func place(upTo offset: Int, hard: Bool) {
    let (total, trailing) = map.columns(in: segmentStart..<offset)
    place(upTo: offset, columns: total, visibleColumns: total - trailing, hard: hard)
  }

  /// Places that segment when its columns are known: all of them, and those up to its last
  /// visible cluster (whitespace at its end hangs past the margin).
  mutating func place(upTo offset: Int, columns total: Int, visibleColumns visible: Int, hard: Bool)
  {
    if lineColumns + visible <= width {
      // A blank segment shows nothing (only line breaks take no columns, and they are blank).
      if visible > 0 { lineVisible = lineColumns + visible }
      lineColumns += total
    } else {
      newLine(at: segmentStart)
      if visible <= width {
        lineVisible = visible
        lineColumns = total
      } else {
        var start = segmentStart
        while start < offset {
          let end = map.clusterEnd(after: start)
          let byte = map.bytes[start]
          let columns = Int(byte & 0x03)
          if lineColumns + columns > width, lineColumns > 0 { newLine(at: start) }
          lineColumns += columns
          if byte & ClusterMap.blank == 0 { lineVisible = lineColumns }
          start = end
        }
      }
    }
    segmentStart = offset
    if hard { newLine(at: offset) }
  }

  /// The lines, once the text up to `end` is placed.
  mutating func finish(at end: Int) -> [TextLayout.Line] {
    place(upTo: end, hard: false)
    newLine(at: end)
    return lines
  }
}
