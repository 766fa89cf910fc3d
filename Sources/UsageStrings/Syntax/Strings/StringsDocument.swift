/// A `.strings` table parsed losslessly: the file's decoded text as a sequence of pieces (trivia,
/// comments, keys, separators, values, terminators and anything unexpected), and the entries and
/// comments found in them, each with its byte range.
///
/// The pieces tile the text: printing them back gives the file's bytes exactly (when they decode
/// without a problem); edits are computed against them.
public struct StringsDocument: Sendable {
  /// A run of the text and what it is in the table.
  public struct Piece: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
      /// Whitespace between tokens.
      case trivia
      case comment
      case key
      /// `=` between a key and its value.
      case separator
      /// A value: a string, or a whole array, dictionary or data value.
      case value
      /// The `;` after an entry.
      case terminator
      /// The braces around a table written as `{ … }`.
      case brace
      /// What the parser could not read (reported as an issue).
      case unexpected
    }

    public var kind: Kind
    public var range: Range<Int>
  }

  /// A comment, such as the translator note above an entry.
  public struct Comment: Sendable, Hashable {
    public var range: Range<Int>
    /// The comment's text without its delimiters, trimmed.
    public var text: String
  }

  /// How a value is written.
  public enum Value: Sendable {
    /// A quoted or unquoted string.
    case string(String, token: OpenStepToken)
    /// `"key";` — the value is the key.
    case shortcut
    /// An array, dictionary or data value: valid syntax, but no string.
    case other(OpenStepValue)
  }

  /// One `key = value;` entry.
  public struct Entry: Sendable {
    public var key: String
    public var keyToken: OpenStepToken
    public var value: Value
    /// The `;`, or nil where it is missing.
    public var semicolon: Range<Int>?
    /// The comment right above the key: the translator note.
    public var comment: Comment?
    /// True after a point where Foundation stops reading the file: the system never sees it.
    public var isIgnoredBySystem: Bool

    /// The range from the key to the `;` (or the value, when the `;` is missing).
    public var range: Range<Int> {
      let end = semicolon?.upperBound ?? valueRange.upperBound
      return keyToken.range.lowerBound..<max(end, keyToken.range.upperBound)
    }

    /// The range of the value token (the key's, for the shortcut form).
    public var valueRange: Range<Int> {
      switch value {
      case .string(_, let token): token.range
      case .shortcut: keyToken.range
      case .other(let value): value.range
      }
    }

    /// The string value, if the value is a string (the key, for the shortcut form).
    public var stringValue: String? {
      switch value {
      case .string(let text, _): text
      case .shortcut: key
      case .other: nil
      }
    }
  }

  /// A syntax problem, with whether Foundation would reject the whole file because of it.
  public struct Issue: Sendable, Hashable {
    public var message: String
    public var offset: Int
    /// True when Foundation fails to read the file at all; false when it silently stops reading
    /// here and keeps the entries before.
    public var rejectsFile: Bool
  }

  public let file: TextFile
  /// The text, piece by piece, in order.
  public let pieces: [Piece]
  public let entries: [Entry]
  public let comments: [Comment]
  public let issues: [Issue]

  /// Whether Foundation's `PropertyListSerialization` reads this file as a table.
  public var foundationAccepts: Bool { !issues.contains { $0.rejectsFile } }

  /// The key/value pairs Foundation reads, the last value winning for a repeated key; nil when
  /// Foundation rejects the file. Values that are not strings are left out.
  public var foundationPairs: [String: String]? {
    guard foundationAccepts else { return nil }
    var pairs: [String: String] = [:]
    // A later entry replaces an earlier one with the same key, even when its value is no string.
    for entry in entries where !entry.isIgnoredBySystem { pairs[entry.key] = entry.stringValue }
    return pairs
  }

  /// The decoded text rebuilt from the pieces.
  public func printedText() -> [UInt8] {
    var text: [UInt8] = []
    text.reserveCapacity(file.text.count)
    for piece in pieces { text += file.text[piece.range] }
    return text
  }

  /// The file rebuilt from the pieces, in its encoding (with its byte order mark): its bytes,
  /// when they decode without a problem.
  public func printed() -> [UInt8] { file.encoded(printedText()) }

  /// The entries for a key, in file order.
  public func entries(forKey key: String) -> [Entry] { entries.filter { $0.key == key } }

  /// The source offset of the UTF-16 unit at `index` of an entry's decoded value.
  public func valueOffset(of entry: Entry, unit index: Int) -> Int {
    guard case .string(_, let token) = entry.value else { return entry.valueRange.lowerBound }
    if token.kind == .unquotedString {
      let text = String(decoding: file.text[token.range], as: UTF8.self)
      let prefix = text.utf16.prefix(index)
      return token.range.lowerBound + String(decoding: Array(prefix), as: UTF16.self).utf8.count
    }
    let end = token.isTerminated ? token.range.upperBound - 1 : token.range.upperBound
    return OpenStepEscapes.sourceOffset(
      ofUnit: index, in: file.text[(token.range.lowerBound + 1)..<end])
  }

  public init(
    file: TextFile, pieces: [Piece], entries: [Entry], comments: [Comment], issues: [Issue]
  ) {
    self.file = file
    self.pieces = pieces
    self.entries = entries
    self.comments = comments
    self.issues = issues
  }
}
