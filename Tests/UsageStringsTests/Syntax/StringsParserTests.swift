import Foundation
import GoldenFiles
import Testing

@testable import UsageStrings

@Suite struct StringsParserTests {
  static let corpusFiles = Fixtures.corpusStrings

  @Test func corpusHasFiles() {
    #expect(Self.corpusFiles.count > 500)
  }

  @Test(arguments: corpusFiles)
  func corpusPrintsBackByteForByte(_ url: URL) throws {
    let bytes = try Fixtures.bytes(url)
    let document = StringsParser.parse(path: url.path, bytes: bytes)
    #expect(document.printed() == bytes)
    #expect(document.file.encodingProblem == nil)
    #expect(document.issues.isEmpty, "\(document.issues)")
  }

  @Test(arguments: corpusFiles)
  func corpusMatchesFoundation(_ url: URL) throws {
    let bytes = try Fixtures.bytes(url)
    let document = StringsParser.parse(path: url.path, bytes: bytes)
    let expected = FoundationReader.table(bytes)
    #expect(expected != nil)
    #expect(document.foundationPairs == expected)
  }

  /// Edge cases of Foundation's grammar, each compared with Foundation itself.
  static let edgeCases: [String] = [
    "\"a\" = \"b\";\n c = d; 'x' = 'y'; \"k\";",
    "\"a\" = \"\\351\\U00e9\\u\\q\";",
    "\"a\" = \"b\";\n\"a\" = \"c\";",
    "\"a\" = \"b\"; !",
    "\"a\" = \"b\"; ! \"c\" = \"d\";",
    "  \n /* c */ ",
    "{ \"a\" = \"b\"; }",
    "\"a\" = \"b\"; /* xx",
    "\"a\" = \"x\\Uzzy\";",
    "\"a\" = \"\\777\\0\\12\\1234\";",
    "\"a\" = \"x\\\ny\";",
    "\"a\"; \"b\";",
    "\"a\"\u{2028}=\u{2029}\"b\";",
    "\"a\" = \"b\";\u{0}",
    "\"a\" = \"b\";\u{feff}\"c\" = \"d\";",
    "a.b-c/d:e$f_1 = 2;",
    "a = {b = c;}; e = f;",
    "a = <0A 0b>;",
    "a /*x*/ = /*y*/ b /*z*/ ;",
    "a = b; //",
    "'a' = 'it\\'s';",
    "'a' = 'say \"hi\"';",
    "\"\" = \"x\";",
    "\"a\" = \"b\";\r\"c\" = \"d\";\r",
    "\"a\" = \"\\UD83D\\UDE00 \\U00E9\\U0301\";",
    "// only a comment\n\"k\" = \"v\"; // trailing\n",
    "\"a\" = (b, c,); \"d\" = \"e\";",
    "\"a\"=\"b\";\"c\"=\"d\";",
    "\"tab\\there\" = \"\\a\\b\\f\\n\\r\\t\\v\\\"\\\\\";",
    // Found by the differential test: an unreadable key after the first entry ends the table…
    "\"a\" = \"b\"; \"unterminated",
    "\"a\" = \"b\";\n'unterminated\n\"c\" = \"d\";",
    "\"unterminated",
    "{ \"a\" = \"b\"; \"unterminated",
    // …and a later value that is not a string still replaces an earlier one.
    "\"k\" = \"x\"; \"k\" = (a, b);",
  ]

  @Test(arguments: edgeCases)
  func edgeCaseMatchesFoundation(_ text: String) {
    let bytes = Array(text.utf8)
    let document = StringsParser.parse(path: "edge.strings", bytes: bytes)
    #expect(document.printed() == bytes)
    #expect(document.foundationPairs == FoundationReader.table(bytes))
  }

  /// Inputs Foundation rejects, with the line our parser must report.
  static let rejected: [(String, Int)] = [
    ("\"a\" = \"b\"", 1),
    ("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";", 2),
    ("\"a\" = \"b\";\n\n\"c\" = \"d;\n\"e\" = \"f\";", 3),
    ("\"a\" = ;", 1),
    ("\"a\" = = \"b\";", 1),
    ("; \"a\" = \"b\";", 1),
    ("\"a\"\u{a0}= \"b\";", 1),
    ("a = <0g>;", 1),
    ("{ \"a\" = \"b\"; } x", 1),
    ("\"ok\" = \"1\";\n\"a\" \"b\";", 2),
  ]

  @Test(arguments: rejected)
  func rejectedInputReportsLine(_ input: (String, Int)) throws {
    let bytes = Array(input.0.utf8)
    #expect(FoundationReader.table(bytes) == nil)
    let document = StringsParser.parse(path: "bad.strings", bytes: bytes)
    let issue = try #require(document.issues.first)
    #expect(issue.rejectsFile)
    #expect(document.file.position(issue.offset).line == input.1)
    #expect(document.printed() == bytes)
  }

  @Test func recoversAfterAnError() {
    let text = "\"a\" = \"1\"\n\"b\" = \"2\";\n\"c\" = \"unterminated;\n\"d\" = \"4\";\n"
    let document = StringsParser.parse(path: "x.strings", bytes: Array(text.utf8))
    #expect(document.entries.map(\.key) == ["a", "b", "d"])
    #expect(document.issues.count == 2)
  }

  /// A value's closing quote typed where a Chinese quotation mark was meant: the value ends,
  /// its ';' is missing, and the next character is where that is said, once (track-me).
  @Test func oneIssueAtOnePlace() {
    let text = "\"a\" = \"请授予\"始终允许\"权限\";\n"
    let document = StringsParser.parse(path: "x.strings", bytes: Array(text.utf8))
    #expect(document.issues.map(\.message) == ["missing ';' after the value"])
  }

  @Test func ignoredEntriesAfterJunkAreMarked() {
    let text = "\"a\" = \"1\";\n# junk\n\"b\" = \"2\";\n"
    let document = StringsParser.parse(path: "x.strings", bytes: Array(text.utf8))
    #expect(document.entries.map(\.key) == ["a", "b"])
    #expect(document.entries.map(\.isIgnoredBySystem) == [false, true])
    #expect(document.foundationPairs == ["a": "1"])
  }

  @Test func decodesUTF16WithBothByteOrders() {
    let text = "/* note */\n\"k\" = \"v é 😀\";\n"
    for encoding in [TextEncoding.utf16LittleEndian, .utf16BigEndian, .utf8WithBOM] {
      let bytes = encoding.encode(Array(text.utf8))
      let document = StringsParser.parse(path: "u.strings", bytes: bytes)
      #expect(document.file.encoding == encoding)
      #expect(document.entries.first?.stringValue == "v é 😀")
      #expect(document.entries.first?.comment?.text == "note")
      #expect(document.printed() == bytes)
      #expect(document.foundationPairs == FoundationReader.table(bytes))
    }
  }

  @Test func nextStepTableMatchesFoundation() {
    for byte in 0x80...0xFF {
      let text = "\"a\" = \"\\\(String(byte, radix: 8))\";"
      let ours = StringsParser.parse(path: "n.strings", bytes: Array(text.utf8)).foundationPairs
      #expect(ours == FoundationReader.table(Array(text.utf8)), "byte \(byte)")
    }
  }

  @Test func valueOffsetsMapThroughEscapes() {
    let text = "\"k\" = \"a\\nb\\U202Ec\";"
    let document = StringsParser.parse(path: "o.strings", bytes: Array(text.utf8))
    let entry = document.entries[0]
    // Units: a, \n, b, U+202E, c — U+202E starts at the backslash of "\U202E".
    let offset = document.valueOffset(of: entry, unit: 3)
    #expect(Array(text.utf8)[offset] == UInt8(ascii: "\\"))
    #expect(document.file.position(offset).column == 12)
  }
}

@Suite struct StringsTreeDumpTests {
  static let fixtures = Fixtures.files(under: Fixtures.url("Strings")) { $0.hasSuffix(".strings") }

  @Test(arguments: fixtures)
  func treeDumpMatchesGolden(_ url: URL) throws {
    let bytes = try Fixtures.bytes(url)
    let document = StringsParser.parse(path: url.lastPathComponent, bytes: bytes)
    #expect(document.printed() == bytes)
    Snapshot.assert(
      document.dump(), suite: "StringsParser", name: url.deletingPathExtension().lastPathComponent)
  }
}
