/// Parses `.strings` tables with Foundation's grammar, recovering from errors so that one bad line
/// never hides the rest of the file.
///
/// Where Foundation rejects a file, an issue says so (`rejectsFile`); where it silently stops
/// reading (an unexpected character where a key should start), the issue says that the system
/// ignores the rest, and the entries after it are marked `isIgnoredBySystem`.
public enum StringsParser {
  public static func parse(_ file: TextFile) -> StringsDocument {
    var state = State(file: file)
    state.run()
    state.endPieces()
    return StringsDocument(
      file: file, pieces: state.pieces, entries: state.entries, comments: state.comments,
      issues: state.issues)
  }

  /// Parses bytes read from `path`.
  public static func parse(path: String, bytes: [UInt8]) -> StringsDocument {
    parse(TextFile(path: path, bytes: bytes))
  }

  private struct State {
    let file: TextFile
    var lexer: OpenStepLexer
    var peeked: OpenStepToken?
    var entries: [StringsDocument.Entry] = []
    /// The text as read so far, piece by piece: every token the lexer gives is recorded, its kind
    /// settled when the parser takes it (what it never takes stays `.unexpected`).
    var pieces: [StringsDocument.Piece] = []
    /// The piece of the token last returned by `nextToken`, and of the peeked one.
    var tokenPiece = 0
    var peekedPiece = 0
    var comments: [StringsDocument.Comment] = []
    var issues: [StringsDocument.Issue] = []
    var pendingComment: StringsDocument.Comment?
    /// The note above the token last returned by `nextToken`.
    var leadingComment: StringsDocument.Comment?
    var peekedComment: StringsDocument.Comment?
    var lastSignificantEnd: Int?
    /// Whether a line break came since the last significant token.
    var sawLineBreak = true
    /// Set once Foundation would have stopped reading.
    var ignoring = false
    /// Whether the table is written inside `{ }`, where Foundation rejects a key it cannot read.
    var insideBraces = false

    init(file: TextFile) {
      self.file = file
      text = file.text
      lexer = OpenStepLexer(file.text)
    }

    let text: [UInt8]

    mutating func nextToken() -> OpenStepToken? {
      if let token = peeked {
        peeked = nil
        leadingComment = peekedComment
        tokenPiece = peekedPiece
        return token
      }
      sawLineBreak = false
      while let token = lexer.next() {
        record(token)
        switch token.kind {
        case .whitespace:
          if text[token.range].contains(where: { $0 == 0x0A || $0 == 0x0D }) { sawLineBreak = true }
        case .lineComment, .blockComment:
          let comment = StringsDocument.Comment(range: token.range, text: commentText(token))
          comments.append(comment)
          // A comment on the line of the previous token is a trailing remark, not a note for
          // the next entry.
          if sawLineBreak || lastSignificantEnd == nil { pendingComment = comment }
        default:
          leadingComment = pendingComment
          pendingComment = nil
          lastSignificantEnd = token.range.upperBound
          return token
        }
      }
      return nil
    }

    mutating func peek() -> OpenStepToken? {
      if peeked == nil {
        peeked = nextToken()
        peekedComment = leadingComment
        peekedPiece = tokenPiece
      }
      return peeked
    }

    /// Records a token from the lexer as the next piece.
    mutating func record(_ token: OpenStepToken) {
      let kind: StringsDocument.Piece.Kind
      switch token.kind {
      case .whitespace: kind = .trivia
      case .lineComment, .blockComment: kind = .comment
      default: kind = .unexpected
      }
      pieces.append(.init(kind: kind, range: token.range))
      tokenPiece = pieces.count - 1
    }

    /// Settles what the token last returned by `nextToken` is.
    mutating func take(_ kind: StringsDocument.Piece.Kind) { pieces[tokenPiece].kind = kind }

    /// Reads on from `offset`: what was recorded past it goes, and a piece that runs over it ends
    /// there (the text after it is read again).
    mutating func seek(to offset: Int, from start: Int? = nil) {
      while let last = pieces.last, last.range.lowerBound >= offset { pieces.removeLast() }
      if let last = pieces.last, last.range.upperBound > offset {
        pieces[pieces.count - 1].range = last.range.lowerBound..<offset
      }
      if let start, start < offset, (pieces.last?.range.upperBound ?? 0) <= start {
        pieces.append(.init(kind: .unexpected, range: start..<offset))
      }
      lexer = OpenStepLexer(text, offset: offset)
      peeked = nil
    }

    /// What the lexer has not given yet is unexpected (after a value that ends the text, say).
    mutating func endPieces() {
      let end = pieces.last?.range.upperBound ?? 0
      if end < text.count { pieces.append(.init(kind: .unexpected, range: end..<text.count)) }
    }

    func commentText(_ token: OpenStepToken) -> String {
      let lower = token.range.lowerBound + 2
      var upper = token.range.upperBound
      if token.kind == .blockComment, token.isTerminated { upper -= 2 }
      // ASCII whitespace is trimmed by bytes; other whitespace at an end (rare) by characters.
      var start = lower
      var end = max(lower, upper)
      while start < end, WhiteSpace.isASCIIBlank(text[start]) { start += 1 }
      while end > start, WhiteSpace.isASCIIBlank(text[end - 1]) { end -= 1 }
      let body = String(decoding: text[start..<end], as: UTF8.self)
      guard start < end, text[start] >= 0x80 || text[end - 1] >= 0x80 else { return body }
      return body.trimmingWhitespace
    }

    func describe(_ token: OpenStepToken) -> String { OpenStepParser.describe(token, in: text) }

    mutating func issue(_ message: String, at offset: Int, rejects: Bool) {
      // One place, one cause: the character after a value without its ';' is not unexpected
      // as well (track-me's Chinese quotes).
      guard issues.last?.offset != offset else { return }
      issues.append(.init(message: message, offset: offset, rejectsFile: rejects && !ignoring))
    }

    mutating func run() {
      guard let first = peek() else { return }
      switch first.kind {
      case .openBrace:
        _ = nextToken()
        take(.brace)
        insideBraces = true
        parseEntries(closing: true)
        if let close = nextToken() {
          if close.kind == .closeBrace { take(.brace) }
          if close.kind != .closeBrace {
            issue("missing '}' to end the table", at: close.range.lowerBound, rejects: true)
          } else if let extra = nextToken() {
            issue(
              "unexpected \(describe(extra)) after the table's '}'", at: extra.range.lowerBound,
              rejects: true)
          }
        } else {
          issue("missing '}' to end the table", at: text.count, rejects: true)
        }
      case .quotedString, .unquotedString:
        parseEntries(closing: false)
      default:
        issue(
          "unexpected \(describe(first)); a strings table starts with a key",
          at: first.range.lowerBound, rejects: true)
        recover()
        parseEntries(closing: false)
      }
    }

    mutating func parseEntries(closing: Bool) {
      while let token = peek() {
        if closing, token.kind == .closeBrace { return }
        guard token.kind == .quotedString || token.kind == .unquotedString else {
          _ = nextToken()
          if closing || entries.isEmpty {
            issue(
              "unexpected \(describe(token)); expected a key", at: token.range.lowerBound,
              rejects: true)
          } else {
            issue(
              "unexpected \(describe(token)); the system stops reading the file here and ignores "
                + "every entry after it", at: token.range.lowerBound, rejects: false)
            ignoring = true
          }
          recover()
          continue
        }
        parseEntry()
      }
    }

    /// Skips to just after the next `;`, or to the next string that starts a line.
    mutating func recover() {
      while let token = peek() {
        if token.kind == .semicolon {
          _ = nextToken()
          return
        }
        if (token.kind == .quotedString || token.kind == .unquotedString) && sawLineBreak { return }
        _ = nextToken()
      }
    }

    mutating func parseEntry() {
      guard let keyToken = nextToken() else { return }
      let comment = leadingComment
      if keyToken.kind == .quotedString, !keyToken.isTerminated {
        unterminatedKey(keyToken)
        return
      }
      let key = OpenStepParser.stringValue(keyToken, in: text)
      var entry = StringsDocument.Entry(
        key: key, keyToken: keyToken, value: .shortcut, semicolon: nil, comment: comment,
        isIgnoredBySystem: ignoring)
      let keyPiece = tokenPiece
      guard let separator = peek(), separator.kind == .equals || separator.kind == .semicolon else {
        let found = peek().map(describe) ?? "the end of the file"
        issue(
          "expected '=' or ';' after the key, found \(found)", at: keyToken.range.upperBound,
          rejects: true)
        recover()
        return
      }
      pieces[keyPiece].kind = .key
      _ = nextToken()
      if separator.kind == .semicolon {
        take(.terminator)
        entry.semicolon = separator.range
        entries.append(entry)
        return
      }
      take(.separator)
      guard let valueToken = parseValue(of: &entry, after: separator) else { return }
      endEntry(entry, value: valueToken)
    }

    /// A key whose quoted string is not closed. Foundation treats a key it cannot read like any
    /// junk after the first entry: it keeps what it has read and stops.
    mutating func unterminatedKey(_ keyToken: OpenStepToken) {
      if !insideBraces && !entries.isEmpty && !ignoring {
        issue(
          "unterminated quoted string where a key should start; the system stops reading the file here and "
            + "ignores every entry after it", at: keyToken.range.lowerBound, rejects: false)
        ignoring = true
        unterminated(keyToken, reported: true)
      } else {
        unterminated(keyToken)
      }
    }

    /// Reads the value after `=` into `entry`. Returns the value's first token, or nil where the
    /// entry is given up (reported).
    mutating func parseValue(
      of entry: inout StringsDocument.Entry, after separator: OpenStepToken
    ) -> OpenStepToken? {
      guard let valueToken = peek() else {
        issue("expected a value after '='", at: separator.range.upperBound, rejects: true)
        return nil
      }
      switch valueToken.kind {
      case .quotedString where !valueToken.isTerminated:
        _ = nextToken()
        unterminated(valueToken)
        return nil
      case .quotedString, .unquotedString:
        _ = nextToken()
        take(.value)
        entry.value = .string(OpenStepParser.stringValue(valueToken, in: text), token: valueToken)
      case .openBrace, .openParen, .data:
        guard let value = parseNested() else { return nil }
        entry.value = .other(value)
      default:
        issue(
          "expected a value after '=', found \(describe(valueToken))",
          at: valueToken.range.lowerBound, rejects: true)
        recover()
        return nil
      }
      return valueToken
    }

    /// Reads the `;` after a value and keeps the entry; without one, the entry is kept all the
    /// same, unless its quoted value has most likely lost its closing quote.
    mutating func endEntry(_ entry: StringsDocument.Entry, value valueToken: OpenStepToken) {
      var entry = entry
      if let semicolon = peek(), semicolon.kind == .semicolon {
        _ = nextToken()
        take(.terminator)
        entry.semicolon = semicolon.range
      } else if valueToken.kind == .quotedString, let lineEnd = firstLineBreak(in: valueToken.range)
      {
        // A value that runs over a line and is not followed by ';' has most likely lost its
        // closing quote: say so where the line ends, and read on from the next line.
        issue(
          "the quoted string runs past the end of its line; it is probably missing its closing quote",
          at: lineEnd, rejects: true)
        seek(to: lineEnd)
        pieces[pieces.count - 1].kind = .unexpected
        recover()
        return
      } else {
        issue("missing ';' after the value", at: entry.valueRange.upperBound, rejects: true)
      }
      entries.append(entry)
    }

    /// Parses an array, dictionary or data value with the shared old-style parser.
    mutating func parseNested() -> OpenStepValue? {
      guard let start = peek()?.range.lowerBound else { return nil }
      var parser = OpenStepParser(OpenStepLexer(text, offset: start))
      do {
        let value = try parser.parseValue(depth: 1)
        // The whole value is one piece, its inner trivia included.
        seek(to: start)
        pieces.append(.init(kind: .value, range: value.range))
        lexer = OpenStepLexer(text, offset: value.range.upperBound)
        return value
      } catch let error as OpenStepSyntaxError {
        issue(error.message, at: error.offset, rejects: true)
        let resume = max(start + 1, min(error.offset, text.count))
        seek(to: start)
        seek(to: resume, from: start)
        recover()
        return nil
      } catch {
        return nil
      }
    }

    func firstLineBreak(in range: Range<Int>) -> Int? {
      text[range].firstIndex { $0 == 0x0A || $0 == 0x0D }
    }

    /// An unterminated quoted string runs to the end of the file; resume at the next line so the
    /// entries below are still checked.
    mutating func unterminated(_ token: OpenStepToken, reported: Bool = false) {
      if !reported {
        issue(
          "unterminated quoted string; it runs to the end of the file", at: token.range.lowerBound,
          rejects: true)
      }
      var resume = token.range.lowerBound
      while resume < text.count, text[resume] != 0x0A, text[resume] != 0x0D { resume += 1 }
      seek(to: resume)
      recover()
    }
  }
}
