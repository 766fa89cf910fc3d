import Foundation
import Testing

@testable import UsageStrings

/// The parsed tree of a `.strings` file is the file: its pieces tile the text, and printing them
/// gives back the bytes — so a piece the parser forgot (a comment, the trivia between entries)
/// shows as a difference.
@Suite struct StringsTreeTests {
  static let fixtures = Fixtures.files(under: Fixtures.url("Strings")) { $0.hasSuffix(".strings") }
  static let files = fixtures + Fixtures.corpusStrings

  /// The kinds of a well-formed entry's pieces, trivia and comments between them left out.
  static let entryShape: [StringsDocument.Piece.Kind] = [.key, .separator, .value, .terminator]

  static func tiles(_ document: StringsDocument) -> Bool {
    var end = 0
    for piece in document.pieces {
      guard piece.range.lowerBound == end, !piece.range.isEmpty else { return false }
      end = piece.range.upperBound
    }
    return end == document.file.text.count
  }

  @Test(arguments: files)
  func piecesTileTheFileAndPrintItBack(_ url: URL) throws {
    let bytes = try Fixtures.bytes(url)
    let document = StringsParser.parse(path: url.path, bytes: bytes)
    #expect(Self.tiles(document))
    #expect(document.printed() == bytes)
  }

  /// In a file that parses cleanly every piece is known: each entry is key, `=`, value and `;`,
  /// and each comment the document lists is a piece of its own.
  @Test(arguments: files)
  func cleanFilesHaveNothingUnexpected(_ url: URL) throws {
    let document = StringsParser.parse(path: url.path, bytes: try Fixtures.bytes(url))
    guard document.issues.isEmpty else { return }
    #expect(!document.pieces.contains { $0.kind == .unexpected })
    let comments = document.pieces.filter { $0.kind == .comment }.map(\.range)
    #expect(comments == document.comments.map(\.range))
    for entry in document.entries where entry.semicolon != nil && entry.value.isString {
      let kinds = document.pieces.filter { entry.range.contains($0.range.lowerBound) }.map(\.kind)
        .filter { $0 != .trivia && $0 != .comment }
      #expect(kinds == Self.entryShape, "\(entry.key): \(kinds)")
    }
  }

  /// The byte order mark and UTF-16 are printed back from the tree, not copied from the input.
  @Test(arguments: [TextEncoding.utf8WithBOM, .utf16LittleEndian, .utf16BigEndian])
  func encodingsArePrintedFromTheTree(_ encoding: TextEncoding) throws {
    let text = "/* A note */\r\n\"k\" = \"v é 😀\"; // trailing\r\n\r\n'q' = x;\r\n"
    let bytes = encoding.encode(Array(text.utf8))
    let document = StringsParser.parse(path: "e.strings", bytes: bytes)
    #expect(document.printed() == bytes)
    #expect(document.printedText() == Array(text.utf8))
    // A tree without its last piece prints something else: the comparison can fail.
    let shorter = StringsDocument(
      file: document.file, pieces: Array(document.pieces.dropLast()), entries: document.entries,
      comments: document.comments, issues: document.issues)
    #expect(shorter.printed() != bytes)
  }

  /// Had the parser dropped a comment, printing the tree would lose exactly its text.
  @Test func aTreeThatDropsACommentPrintsSomethingElse() throws {
    let url = Fixtures.url("Strings/comments-between.strings")
    let bytes = try Fixtures.bytes(url)
    let document = StringsParser.parse(path: url.path, bytes: bytes)
    let index = try #require(document.pieces.firstIndex { $0.kind == .comment })
    var pieces = document.pieces
    let dropped = pieces.remove(at: index)
    let damaged = StringsDocument(
      file: document.file, pieces: pieces, entries: document.entries, comments: document.comments,
      issues: document.issues)
    let printed = damaged.printed()
    #expect(printed != bytes)
    #expect(printed.count == bytes.count - dropped.range.count)
    #expect(!Self.tiles(damaged))
  }

  /// Broken files still tile: what the parser could not read is an unexpected piece, never lost.
  @Test(arguments: StringsParserTests.rejected.map(\.0) + StringsParserTests.edgeCases)
  func brokenInputStillTiles(_ text: String) {
    let document = StringsParser.parse(path: "b.strings", bytes: Array(text.utf8))
    #expect(Self.tiles(document), "\(document.pieces)")
    #expect(document.printedText() == Array(text.utf8))
    if !document.issues.isEmpty, document.issues.contains(where: \.rejectsFile) {
      #expect(
        document.pieces.contains { $0.kind == .unexpected }
          || document.entries.contains { $0.semicolon == nil })
    }
  }
}

extension StringsDocument.Value {
  var isString: Bool {
    if case .string = self { return true }
    return false
  }
}
