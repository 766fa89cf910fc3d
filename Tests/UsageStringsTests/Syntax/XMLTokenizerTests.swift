import Testing

@testable import UsageStrings

/// The 1-based "line:column" of a UTF-8 offset of `text`, columns counted in scalars.
private func lineColumn(_ text: String, _ offset: Int) -> String {
  let position = TextFile(path: "t.xml", bytes: Array(text.utf8)).position(offset)
  return "\(position.line):\(position.column)"
}

/// Every event of `text`, or the first error.
private func events(_ text: String) throws -> [XMLEvent] {
  var tokenizer = XMLTokenizer(Array(text.utf8))
  var result: [XMLEvent] = []
  while let event = try tokenizer.next() { result.append(event) }
  return result
}

/// An event in short, so that sequences compare as plain strings.
private func summary(_ event: XMLEvent) -> String {
  switch event {
  case .start(let name, let attributes, let selfClosing, _):
    let list = attributes.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
    return (selfClosing ? "empty " : "start ") + name + (list.isEmpty ? "" : " [\(list)]")
  case .end(let name, _): return "end \(name)"
  case .text(let value, _): return "text \(value)"
  case .cdata(let value, _): return "cdata \(value)"
  case .comment: return "comment"
  case .processingInstruction: return "pi"
  case .doctype(let internalSubset, _): return internalSubset ? "doctype [subset]" : "doctype"
  }
}

/// The source text an event's range covers.
private func raw(_ event: XMLEvent, in text: String) -> String {
  let range: Range<Int>
  switch event {
  case .start(_, _, _, let r), .end(_, let r), .text(_, let r), .cdata(_, let r), .comment(let r),
    .processingInstruction(let r), .doctype(_, let r):
    range = r
  }
  return String(decoding: Array(text.utf8)[range], as: UTF8.self)
}

@Suite struct XMLTokenizerTests {
  @Test func elementsNestAndClose() throws {
    let text = "<a><b>x</b><c />\n</a>"
    let all = try events(text)
    #expect(
      all.map(summary) == [
        "start a", "start b", "text x", "end b", "empty c", "text \n", "end a",
      ])
    #expect(all.map { raw($0, in: text) } == ["<a>", "<b>", "x", "</b>", "<c />", "\n", "</a>"])
  }

  @Test func attributesKeepOrderValuesAndRanges() throws {
    let text = #"<é z="1" y='2 "q"'  x = "&lt;é&#x1F600;" w="a>b"/>"#
    let event = try #require(try events(text).first)
    #expect(summary(event) == #"empty é [z=1 y=2 "q" x=<é😀 w=a>b]"#)
    guard case .start(_, let attributes, _, let range) = event else {
      Issue.record("not a start tag: \(event)")
      return
    }
    #expect(attributes.map(\.range) == [4..<9, 10..<19, 21..<42, 43..<50])
    #expect(range == 0..<52)
  }

  @Test func entitiesAndCharacterReferencesDecode() throws {
    let text = "<a>&lt;&gt;&amp;&apos;&quot;&#233;&#xE9;&#X1F600;</a>"
    let all = try events(text)
    #expect(all.map(summary) == ["start a", "text <>&'\"éé😀", "end a"])
    #expect(raw(all[1], in: text) == "&lt;&gt;&amp;&apos;&quot;&#233;&#xE9;&#X1F600;")
  }

  @Test func decodedUnitsMapBackToTheirReferences() {
    let bytes = Array("<a>x&amp;é&#x1F600;y</a>".utf8)
    // Units: x, &, é, the two halves of 😀 (one reference), y, then the end of the range.
    let offsets = (0...6).map { XMLEntities.sourceOffset(ofUnit: $0, in: bytes, 3..<21) }
    #expect(offsets == [3, 4, 9, 11, 11, 20, 21])
  }

  @Test func cdataIsKeptRawAndEndsAtTheFirstTerminator() throws {
    let text = "<a><![CDATA[<b> &amp; ]]]></a>"
    let all = try events(text)
    #expect(all.map(summary) == ["start a", "cdata <b> &amp; ]", "end a"])
    #expect(raw(all[1], in: text) == "<![CDATA[<b> &amp; ]]]>")
  }

  @Test func commentsAndProcessingInstructionsAreEvents() throws {
    let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- é -->\n<a><?pi x?><!--y--></a>\n"
    let all = try events(text)
    #expect(
      all.map(summary) == [
        "pi", "text \n", "comment", "text \n", "start a", "pi", "comment", "end a", "text \n",
      ])
    #expect(
      all.map { raw($0, in: text) }[0...2] == [
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "\n", "<!-- é -->",
      ])
  }

  /// The tokenizer reports a DOCTYPE and never reads it: its readers refuse it, and an entity it
  /// declares stays undefined.
  @Test func doctypeIsReportedNeverProcessed() throws {
    let plist =
      #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://x/p.dtd">"#
      + "\n<plist/>"
    #expect(try events(plist).map(summary) == ["doctype", "text \n", "empty plist"])
    let text = "<!DOCTYPE a [<!ENTITY e \"]>\">]>\n<é>&e;</é>"
    var tokenizer = XMLTokenizer(Array(text.utf8))
    let doctype = try #require(try tokenizer.next())
    #expect(summary(doctype) == "doctype [subset]")
    #expect(raw(doctype, in: text) == "<!DOCTYPE a [<!ENTITY e \"]>\">]>")
    let error = try #require(throws: XMLSyntaxError.self) { try events(text) }
    #expect(error.message.hasPrefix("undefined entity '&e;'"))
    #expect(lineColumn(text, error.offset) == "2:4")
  }

  @Test func nestingDeeperThanTheLimitIsAnError() throws {
    let limit = XMLTokenizer.maximumDepth
    let fine = String(repeating: "<a>", count: limit) + String(repeating: "</a>", count: limit)
    #expect(try events(fine).count == 2 * limit)
    // <a> and <b> are open, so the 511th <ü> of line 3 is one too many.
    let text = "<a>\n<b>\n" + String(repeating: "<ü>", count: limit)
    let error = try #require(throws: XMLSyntaxError.self) { try events(text) }
    #expect(error.message == "elements nested more than 512 deep")
    #expect(lineColumn(text, error.offset) == "3:1531")
  }

  /// XML allows only digits after '&#' or '&#x'; `UInt32(_:radix:)` also takes a sign.
  @Test func signedCharacterReferenceIsRefused() {
    for reference in ["&#+65;", "&#x+41;"] {
      let text = "<a>\n<b>\n<ü>é\(reference)</ü></b></a>"
      let error = #expect(throws: XMLSyntaxError.self) { try events(text) }
      #expect(error.map { lineColumn(text, $0.offset) } == "3:5")
    }
  }

  /// Malformed documents with the bad byte on line 3, after multi-byte characters, so that a
  /// byte count passed off as a column would show.
  static let malformed: [(String, String, String)] = [
    ("<a>\n<b>\n<ü>é</b>", "3:5", "'</b>' does not match '<ü>'"),
    ("<a/>\n<!-- ü -->\n<!--é--></a>", "3:9", "'</a>' closes no element"),
    ("<a>\n<b>\n<ü>é</ü x>", "3:9", "expected '>' to end '</ü'"),
    ("<a>\n<b>\n<ü>é< x/>", "3:6", "expected a name"),
    ("<a>\n<b>\n<ö/>é<ü x=\"1\"", "3:6", "unterminated tag '<ü'"),
    ("<a>\n<b>\n<ü é>", "3:5", "expected '=' after attribute 'é'"),
    ("<a>\n<b>\n<ü é=1>", "3:6", "expected a quoted value for attribute 'é'"),
    ("<a>\n<b>\n<ü é=\"1>", "3:6", "unterminated value of attribute 'é'"),
    ("<a>\n<b>\n<ü é=\"x<y\">", "3:7", "'<' in the value of attribute 'é'"),
    ("<a>\n<b>\n<ü é=\"1\" é='2'>", "3:10", "attribute 'é' appears twice"),
    ("<a>\n<b>\n<ü é=\"ö&bogus;\">", "3:8", "undefined entity '&bogus;'"),
    ("<a>\n<b>\n<ü>é&nbsp;</ü>", "3:5", "undefined entity '&nbsp;'"),
    ("<a>\n<b>\n<ü>é & more</ü>", "3:6", "'&' that starts no entity reference"),
    ("<a>\n<b>\n<ü>é&#0;</ü>", "3:5", "character reference '&#0;' is not a character XML"),
    ("<a>\n<b>\n<ü>é&#xD800;</ü>", "3:5", "character reference '&#xD800;' is not a character"),
    ("<a>\n<b>\n<ü>é<!-- x", "3:5", "unterminated comment"),
    ("<a>\n<b>\n<ü>é<![CDATA[x", "3:5", "unterminated CDATA section"),
    ("<a>\n<b>\n<ü>é<?pi x", "3:5", "unterminated processing instruction"),
    ("<!-- é -->\n<!-- ü -->\n<!--ö--><!DOCTYPE a [<!ENTITY", "3:9", "unterminated DOCTYPE"),
    ("<a>\n<b>\n<ü>é", "3:5", "missing '</ü>' at the end of the file"),
    ("<a/>\n<!--ü-->\n<!--é-->stray", "3:9", "text outside the root element"),
    ("<!--ü-->\n<!--é-->\n<!--ö--><![CDATA[x]]>", "3:9", "CDATA outside the root element"),
    ("<a/>\n<!--ü-->\n<!--é--><b/>", "3:9", "a second root element '<b>'"),
    // Nothing to point at but the start.
    ("\n\n  ", "1:1", "the file holds no XML element"),
  ]

  @Test(arguments: malformed)
  func malformedInputIsAnErrorAtItsPlace(_ input: (String, String, String)) throws {
    let error = try #require(throws: XMLSyntaxError.self) { try events(input.0) }
    #expect(lineColumn(input.0, error.offset) == input.1)
    #expect(error.message.hasPrefix(input.2), "\(error.message)")
  }
}
