import Foundation
import Testing

@testable import UsageStrings

/// Generated `.strings` documents, seeded and reproducible, against Foundation's own reader:
/// whenever Foundation accepts a document, our parser must read the same pairs; always, it must
/// print the document back byte for byte. 8 × 12,500 = 100,000 documents per run.
@Suite struct StringsDifferentialTests {
  static let documentsPerSeed = 12_500

  @Test(arguments: 0..<8)
  func generatedDocumentsMatchFoundation(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(1000 + seed))
    var accepted = 0
    var mismatches: [String] = []
    for index in 0..<Self.documentsPerSeed {
      let (text, encoding) = StringsDocumentGenerator.document(using: &generator)
      let bytes = encoding.encode(Array(text.utf8))
      let document = StringsParser.parse(path: "gen.strings", bytes: bytes)
      if document.printed() != bytes {
        mismatches.append("seed \(seed) #\(index): printed differs: \(text.debugDescription)")
      }
      let expected = FoundationReader.table(bytes)
      if expected != nil { accepted += 1 }
      // An empty file is no table to Foundation but an empty one to us.
      if text.isEmpty { continue }
      if document.foundationPairs != expected {
        mismatches.append(
          "seed \(seed) #\(index) \(encoding): \(text.debugDescription) ours \(String(describing: document.foundationPairs)) Foundation \(String(describing: expected))"
        )
      }
      if mismatches.count >= 5 { break }
    }
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    // The generator must produce mostly valid documents, or the comparison says little.
    #expect(accepted > Self.documentsPerSeed / 2, "only \(accepted) accepted")
  }
}

/// Random `.strings` text: entries with every key and value form Foundation reads, escapes,
/// comments, line endings, and now and then something Foundation rejects.
enum StringsDocumentGenerator {
  static let plainPieces = [
    "a", "Z", "9", "é", "中", "😀", "👩‍👩‍👧", " ", "\u{00A0}", "\u{200F}", "\u{2028}", "%@", "%1$@", "=",
    ";", "/", "*", "'", ",", "{", "}", "$(A)",
  ]
  static let escapes = [
    "\\\"", "\\\\", "\\n", "\\t", "\\r", "\\a", "\\b", "\\f", "\\v", "\\U00e9", "\\U2028",
    "\\UD83D\\UDE00", "\\UD83D", "\\101", "\\351", "\\0", "\\12", "\\q", "\\'", "\\\n", "\\U12",
    "\\Uzz",
  ]
  static let unquotedCharacters = Array("abcXYZ019_.-/:$")
  static let spaces = [" ", "  ", "\t", "\n", "\r\n", "\r", ""]
  static let junk = ["!", "#", "\"unterminated", "= x;", "{", "(", "<0g>", "a b", ";"]

  static func document<G: RandomNumberGenerator>(using generator: inout G) -> (String, TextEncoding)
  {
    var text = ""
    let items = Int.random(in: 0...6, using: &generator)
    // One document in four may hold something Foundation rejects or stops at.
    let junkAllowed = Int.random(in: 0..<4, using: &generator) == 0
    for _ in 0..<items {
      text += spaces.randomElement(using: &generator)!
      switch Int.random(in: 0..<(junkAllowed ? 100 : 95), using: &generator) {
      case 0..<70: text += entry(using: &generator)
      case 70..<80:
        text += "/* " + plain(using: &generator).replacingOccurrences(of: "*/", with: "") + " */"
      case 80..<88:
        text +=
          "// " + plain(using: &generator).filter { $0 != "\n" && $0 != "\r" && $0 != "\u{2028}" }
          + "\n"
      case 88..<92: text += literal(using: &generator) + ";"
      case 92..<95: text += literal(using: &generator) + " = " + structured(using: &generator) + ";"
      default: text += junk.randomElement(using: &generator)!
      }
    }
    if Bool.random(using: &generator) { text += spaces.randomElement(using: &generator)! }
    let encodings: [TextEncoding] = [
      .utf8, .utf8, .utf8, .utf8WithBOM, .utf16LittleEndian, .utf16BigEndian,
    ]
    return (text, encodings.randomElement(using: &generator)!)
  }

  static func entry<G: RandomNumberGenerator>(using generator: inout G) -> String {
    let around = [" ", "", "\t", "\n", " /* c */ "]
    return literal(using: &generator) + around.randomElement(using: &generator)! + "="
      + around.randomElement(using: &generator)! + literal(using: &generator) + ";"
  }

  /// A key or value: double-quoted, single-quoted or unquoted.
  static func literal<G: RandomNumberGenerator>(using generator: inout G) -> String {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0..<7:
      return "\"" + quotedBody(quote: "\"", using: &generator) + "\""
    case 7:
      return "'" + quotedBody(quote: "'", using: &generator) + "'"
    default:
      let length = Int.random(in: 1...8, using: &generator)
      return String((0..<length).map { _ in unquotedCharacters.randomElement(using: &generator)! })
    }
  }

  static func quotedBody<G: RandomNumberGenerator>(quote: Character, using generator: inout G)
    -> String
  {
    var body = ""
    for _ in 0..<Int.random(in: 0...8, using: &generator) {
      if Int.random(in: 0..<4, using: &generator) == 0 {
        body += escapes.randomElement(using: &generator)!
      } else {
        let piece = plainPieces.randomElement(using: &generator)!
        body += piece == String(quote) ? "\\" + piece : piece
      }
    }
    return body
  }

  static func plain<G: RandomNumberGenerator>(using generator: inout G) -> String {
    (0..<Int.random(in: 0...6, using: &generator)).map { _ in
      plainPieces.randomElement(using: &generator)!
    }.joined()
  }

  /// An array, dictionary or data value: Foundation reads them, and leaves them out of a table.
  static func structured<G: RandomNumberGenerator>(using generator: inout G) -> String {
    switch Int.random(in: 0..<3, using: &generator) {
    case 0: return "(" + literal(using: &generator) + ", " + literal(using: &generator) + ")"
    case 1: return "{ " + entry(using: &generator) + " }"
    default: return "<0a1B 2c>"
    }
  }
}
