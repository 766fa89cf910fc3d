/// Greedy placement of the segments between break opportunities onto lines of `width` columns
/// (SPEC §5.1): a segment that does not fit starts a new line, whitespace at its end hangs past
/// the margin, and a segment wider than a line is cut between clusters.
struct LinePlacer {
  let map: ClusterMap
  let width: Int
  private var ranges: [Range<Int>] = []
  private var lineStart: Int
  /// The columns placed on the current line, trailing spaces of earlier segments included.
  private var lineColumns = 0
  private var segmentStart: Int

  /// `columns`: about how many columns the text takes, to size the lines' array once.
  init(map: ClusterMap, width: Int, start: Int, columns: Int = 0) {
    self.map = map
    self.width = max(1, width)
    lineStart = start
    segmentStart = start
    ranges.reserveCapacity(columns / self.width + 2)
  }

  private mutating func newLine(at offset: Int) {
    if offset > lineStart { ranges.append(lineStart..<offset) }
    lineStart = offset
    lineColumns = 0
  }

  /// Places the segment that ends at the break opportunity `offset` (mandatory when `hard`).
  mutating func place(upTo offset: Int, hard: Bool) {
    let (total, trailing) = map.columns(in: segmentStart..<offset)
    place(upTo: offset, columns: total, visibleColumns: total - trailing, hard: hard)
  }

  /// Places that segment when its columns are known: all of them, and those up to its last
  /// visible cluster (whitespace at its end hangs past the margin).
  mutating func place(upTo offset: Int, columns total: Int, visibleColumns visible: Int, hard: Bool) {
    if lineColumns + visible <= width {
      lineColumns += total
    } else {
      newLine(at: segmentStart)
      if visible <= width {
        lineColumns = total
      } else {
        var start = segmentStart
        while start < offset {
          let end = map.clusterEnd(after: start)
          let columns = Int(map.bytes[start] & 0x03)
          if lineColumns + columns > width, lineColumns > 0 { newLine(at: start) }
          lineColumns += columns
          start = end
        }
      }
    }
    segmentStart = offset
    if hard { newLine(at: offset) }
  }

  /// The line ranges, once the text up to `end` is placed.
  mutating func finish(at end: Int) -> [Range<Int>] {
    place(upTo: end, hard: false)
    newLine(at: end)
    return ranges
  }
}
