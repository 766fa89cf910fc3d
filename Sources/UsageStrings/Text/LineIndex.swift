/// Maps UTF-8 byte offsets of a text to 1-based lines and columns.
///
/// A line ends at LF, CR LF or a lone CR. Columns count Unicode scalars.
public struct LineIndex: Sendable {
  private let starts: [Int]
  private let text: [UInt8]

  public init(_ text: [UInt8]) {
    var starts = [0]
    var index = 0
    while index < text.count {
      let byte = text[index]
      if byte == 0x0A {
        starts.append(index + 1)
      } else if byte == 0x0D {
        if index + 1 < text.count, text[index + 1] == 0x0A { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
    self.starts = starts
    self.text = text
  }

  /// The number of lines (a text ending in a line break has an empty last line).
  public var lineCount: Int { starts.count }

  /// The byte offset where a 1-based line starts.
  public func offset(ofLine line: Int) -> Int {
    starts[min(max(line, 1), starts.count) - 1]
  }

  /// The position of a byte offset (clamped to the text).
  public func position(of offset: Int) -> SourcePosition {
    let offset = min(max(offset, 0), text.count)
    var low = 0, high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    var index = starts[low]
    while index < offset {
      if text[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    // An offset inside a multi-byte scalar belongs to that scalar's column.
    if offset < text.count, text[offset] & 0xC0 == 0x80, column > 1 { column -= 1 }
    return SourcePosition(line: low + 1, column: column, offset: offset)
  }
}
