import Foundation
import Testing

@testable import UsageStrings

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What `generate` and `merge` write reads back, with our readers and with Foundation's, to
/// exactly the text that was meant — for generated texts full of quotes, escapes and controls.
@Suite struct WriterRoundTripTests {
  static let pieces = [
    "a", "Z", " ", "\"", "'", "\\", "\\n", "\n", "\r\n", "\r", "\t", "&", "<", ">", "]]>", "&amp;",
    "é", "e\u{301}", "中", "😀", "👩‍👩‍👧", "\u{200F}", "\u{2028}", "\u{00A0}", "%@", "%1$d", "$(X)", "/*",
    "*/", "//", ";", "=", "\u{1}", "\u{7F}", "\u{FFFD}",
  ]

  static func text<G: RandomNumberGenerator>(using generator: inout G, controls: Bool = true)
    -> String
  {
    (0..<Int.random(in: 0...10, using: &generator)).map { _ in
      var piece = pieces.randomElement(using: &generator)!
      if !controls
        && piece.unicodeScalars.contains(where: {
          $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r"
        })
      {
        piece = "x"
      }
      return piece
    }.joined()
  }

  @Test func stringsLiteralsReadBack() {
    var generator = SeededGenerator(seed: 41)
    for _ in 0..<20_000 {
      let key = Self.text(using: &generator)
      let value = Self.text(using: &generator)
      for quote in ["\"", "'"] as [Character] {
        let line =
          OpenStepEscapes.quoted(key, quote: quote) + " = "
          + OpenStepEscapes.quoted(value, quote: quote) + ";\n"
        let bytes = Array(line.utf8)
        let document = StringsParser.parse(path: "w.strings", bytes: bytes)
        #expect(document.issues.isEmpty, "\(line.debugDescription)")
        #expect(
          document.entries.first?.key == key && document.entries.first?.stringValue == value,
          "\(line.debugDescription)")
        #expect(FoundationReader.table(bytes) == [key: value], "\(line.debugDescription)")
      }
    }
  }

  @Test func catalogJSONReadsBack() throws {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<5_000 {
      let key = Self.text(using: &generator)
      let value = Self.text(using: &generator)
      let unit = JSONValue.object(
        [JSONValue.Member(key: "value", value: .string(value, 0..<0))], 0..<0)
      let root = JSONValue.object([JSONValue.Member(key: key, value: unit)], 0..<0)
      let printed = JSONPrinter.print(root, style: .xcode)
      let parsed = try JSONParser.parse(Array(printed.utf8))
      #expect(parsed.stripped == root, "\(printed.debugDescription)")
      let foundation =
        try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [String: [String: String]]
      #expect(foundation == [key: ["value": value]], "\(printed.debugDescription)")
    }
  }

  /// A text as an XML 1.0 document holds it: each control XML 1.0 has no form for written
  /// `\u0001`.
  static func xml10(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20, scalar != "\t", scalar != "\n", scalar != "\r" {
        result += String(format: "\\u%04X", scalar.value)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  @Test func xliffReadsBack() throws {
    var generator = SeededGenerator(seed: 43)
    for round in 0..<2_000 {
      let controls = round % 2 == 0
      let units = (0..<Int.random(in: 1...4, using: &generator)).map { index in
        XLIFFWriter.Unit(
          id: "k\(index)" + Self.text(using: &generator, controls: controls),
          source: Self.text(using: &generator, controls: controls),
          target: Bool.random(using: &generator)
            ? Self.text(using: &generator, controls: controls) : nil,
          state: "translated", note: Self.text(using: &generator, controls: controls))
      }
      let file = XLIFFWriter.File(
        original: "A/\(Self.text(using: &generator, controls: controls))", sourceLanguage: "en",
        targetLanguage: "de", units: units)
      let written = XLIFFWriter.write([file], version: "1.0")
      let document = try XLIFFDocument.read(TextFile(path: "w.xliff", bytes: Array(written.utf8)))
        .get()
      let read = try #require(document.files.first)
      // What XML 1.0 cannot hold comes back as written, visibly; everything else as it was.
      let shown: (String) -> String = Self.xml10
      #expect(read.original == shown(file.original))
      #expect(read.units.map(\.id) == units.map { shown($0.id) }, "\(written)")
      #expect(read.units.map(\.source) == units.map { shown($0.source) }, "\(written)")
      #expect(read.units.map(\.target) == units.map { $0.target.map(shown) }, "\(written)")
      #expect(read.units.map(\.notes) == units.map { [shown($0.note!)] }, "\(written)")
      // Every document is XML 1.0, controls or not: Foundation's parser (libxml2) reads it.
      #expect(
        FoundationXMLTexts.sources(Data(written.utf8)) == units.map { shown($0.source) },
        "\(written)")
    }
  }

  /// Translations merged into a real project's `.strings` tables read back as they were given.
  @Test func mergedTranslationsReadBack() throws {
    let app = try MergerTests.copyExamples()
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let configuration = Configuration(directory: app.path)
    let options = MergeOptions(
      configuration: configuration, locales: try LocaleCatalog.load(),
      templates: try TemplateSet.load(), displayBase: app.path)
    let source = "Record voice notes for your journal entries."
    var generator = SeededGenerator(seed: 44)
    var merged = 0
    for _ in 0..<60 {
      let (project, _) = try ProjectDiscovery.discover(
        app.path, options: configuration.discoveryOptions(displayBase: app.path))
      let translation = "Nimm " + Self.text(using: &generator) + " auf."
      let units = [
        MergerTests.unit("NSMicrophoneUsageDescription", "de", translation, source: source)
      ]
      let report = Merger.plan(units, project: project, options: options)
      guard let write = report.writes.first else { continue }
      try DiskChanges(writes: report.writes).commit(confinedTo: [Checkout(root: app.path)])
      let bytes = try Fixtures.bytes(URL(fileURLWithPath: write.path))
      let document = StringsParser.parse(path: write.path, bytes: bytes)
      #expect(document.issues.isEmpty)
      #expect(
        document.foundationPairs?["NSMicrophoneUsageDescription"] == translation,
        "\(translation.debugDescription)")
      #expect(
        FoundationReader.table(bytes)?["NSMicrophoneUsageDescription"] == translation,
        "\(translation.debugDescription)")
      merged += 1
    }
    // Most generated translations pass the merge's own checks; some are rightly refused.
    #expect(merged > 20, "only \(merged) merged")
  }
}

extension JSONValue {
  /// The value without its source ranges, to compare what was printed with what was read.
  var stripped: JSONValue {
    switch self {
    case .object(let members, _):
      .object(members.map { JSONValue.Member(key: $0.key, value: $0.value.stripped) }, 0..<0)
    case .array(let values, _): .array(values.map(\.stripped), 0..<0)
    case .string(let text, _): .string(text, 0..<0)
    case .number(let text, _): .number(text, 0..<0)
    case .bool(let flag, _): .bool(flag, 0..<0)
    case .null: .null(0..<0)
    }
  }
}

/// The `<source>` texts Foundation's XML parser reads from a document.
final class FoundationXMLTexts: NSObject, XMLParserDelegate {
  private var texts: [String] = []
  private var current: String?

  static func sources(_ data: Data) -> [String]? {
    let parser = XMLParser(data: data)
    let collector = FoundationXMLTexts()
    parser.delegate = collector
    return parser.parse() ? collector.texts : nil
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if name == "source" { current = "" }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    current? += string
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if name == "source", let text = current { texts.append(text) }
    current = nil
  }
}
