/// Maps UTF-8 byte offsets of a text to 1-based lines and columns.
///
/// A line ends at LF, CR LF or a lone CR. Columns count Unicode scalars.
public struct LineIndex: Sendable {
  private let starts: [Int]
  private let text: [UInt8]

  public init(_ text: [UInt8]) {
    var starts = [0]
    text.withUnsafeBufferPointer { bytes in
      var index = 0
      while index < bytes.count {
        // Most bytes are neither LF nor CR: skip to the next control at most CR.
        index = ByteScan.firstIndex(atMost: 0x0D, in: bytes, from: index, end: bytes.count)
        guard index < bytes.count else { break }
        let byte = bytes[index]
        if byte == 0x0A {
          starts.append(index + 1)
        } else if byte == 0x0D {
          if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
          starts.append(index + 1)
        }
        index += 1
      }
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

  /// The position of a byte offset at or after `known`, counted on from it when no line break
  /// comes between (a range's end, from its start).
  public func position(of offset: Int, after known: SourcePosition) -> SourcePosition {
    guard offset >= known.offset, offset <= text.count else { return position(of: offset) }
    return text.withUnsafeBufferPointer { bytes in
      func isInsideScalar(_ index: Int) -> Bool {
        index < bytes.count && bytes[index] & 0xC0 == 0x80
      }
      // A column counts the scalars that start before the offset, the one it is inside of not.
      if ByteScan.firstIndex(of: 0x0A, or: 0x0D, in: bytes, from: known.offset, end: offset)
        < offset
      {
        return position(of: offset)
      }
      var column = known.column + (isInsideScalar(known.offset) ? 1 : 0)
      column += ByteScan.scalarStarts(in: bytes, from: known.offset, end: offset)
      if isInsideScalar(offset) { column -= 1 }
      return SourcePosition(line: known.line, column: column, offset: offset)
    }
  }

  /// The position of a byte offset (clamped to the text).
  public func position(of offset: Int) -> SourcePosition {
    let offset = min(max(offset, 0), text.count)
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let lineStart = starts[low]
    let column = text.withUnsafeBufferPointer { bytes in
      var column = 1 + ByteScan.scalarStarts(in: bytes, from: lineStart, end: offset)
      // An offset inside a multi-byte scalar belongs to that scalar's column.
      if offset < bytes.count, bytes[offset] & 0xC0 == 0x80, column > 1 { column -= 1 }
      return column
    }
    return SourcePosition(line: low + 1, column: column, offset: offset)
  }
}
