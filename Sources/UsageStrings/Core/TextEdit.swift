/// A replacement of a byte range of a file's decoded UTF-8 text.
public struct TextEdit: Sendable, Hashable, Codable {
  /// The UTF-8 byte range replaced.
  public var range: Range<Int>
  public var replacement: String

  public init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  /// Whether two edits conflict: their ranges share a byte, or they start at the same offset
  /// (two insertions at one place would have no defined order).
  public func conflicts(with other: TextEdit) -> Bool {
    range.overlaps(other.range) || range.lowerBound == other.range.lowerBound
  }

  /// Applies edits to `text`; where two conflict, the first one listed wins.
  public static func apply(_ edits: [TextEdit], to text: [UInt8]) -> [UInt8] {
    var accepted: [TextEdit] = []
    for edit in edits where edit.range.upperBound <= text.count {
      if !accepted.contains(where: { $0.conflicts(with: edit) }) { accepted.append(edit) }
    }
    var result = text
    for edit in accepted.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    }
    return result
  }
}
