/// A point in a text file: 1-based line and column for people, and a UTF-8 byte offset into the
/// decoded text for edits.
///
/// Columns count Unicode scalars from the start of the line, so that a column means the same in
/// UTF-8 and UTF-16 files.
public struct SourcePosition: Sendable, Hashable, Codable, Comparable {
  public var line: Int
  public var column: Int
  public var offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
  }
}

/// A range of a file, as reported to people (`path:line:column`).
public struct SourceRange: Sendable, Hashable, Codable, Comparable {
  /// The file's path as shown to users (relative to the working directory where possible).
  public var file: String
  public var start: SourcePosition
  public var end: SourcePosition

  public init(file: String, start: SourcePosition, end: SourcePosition) {
    self.file = file
    self.start = start
    self.end = end
  }

  /// A range that only names a file, at its start.
  public static func file(_ path: String) -> SourceRange {
    let start = SourcePosition(line: 1, column: 1, offset: 0)
    return SourceRange(file: path, start: start, end: start)
  }

  public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
    (lhs.file, lhs.start, lhs.end) < (rhs.file, rhs.start, rhs.end)
  }
}
