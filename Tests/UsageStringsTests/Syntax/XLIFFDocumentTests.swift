import Testing

@testable import UsageStrings

/// The 1-based "line:column" of a UTF-8 offset of `text`, columns counted in scalars.
private func lineColumn(_ text: String, _ offset: Int) -> String {
  let position = TextFile(path: "t.xliff", bytes: Array(text.utf8)).position(offset)
  return "\(position.line):\(position.column)"
}

private func read(_ text: String) -> Result<XLIFFDocument, XMLSyntaxError> {
  XLIFFDocument.read(TextFile(path: "t.xliff", bytes: Array(text.utf8)))
}

@Suite struct XLIFFDocumentTests {
  /// The shape of an `.xcloc` export, as Xcode writes it.
  static let xcodeExport = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" \
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" \
    xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
    http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
      <file original="App/en.lproj/InfoPlist.strings" source-language="en" \
    target-language="fr" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.4" \
    build-num="15F31d"/>
        </header>
        <body>
          <trans-unit id="NSCameraUsageDescription" xml:space="preserve">
            <source>Scan &quot;receipts&quot; &amp; invoices</source>
            <target state="translated">Numériser les « reçus » et factures</target>
            <note>Privacy - Camera Usage Description</note>
          </trans-unit>
          <trans-unit id="CFBundleDisplayName" xml:space="preserve">
            <source>Receipts</source>
            <target state="needs-review-translation"/>
            <note/>
          </trans-unit>
        </body>
      </file>
      <file original="App/Localizable.xcstrings" source-language="en" target-language="fr" \
    datatype="plaintext">
        <body>
          <trans-unit id="%lld items|==|plural.one" xml:space="preserve">
            <source>%lld item</source>
            <note>Shown under the list</note>
          </trans-unit>
        </body>
      </file>
    </xliff>

    """

  @Test func readsAnXcodeExport() throws {
    let document = try read(Self.xcodeExport).get()
    #expect(document.version == "1.2")
    #expect(
      document.files.map(\.original) == [
        "App/en.lproj/InfoPlist.strings", "App/Localizable.xcstrings",
      ])
    #expect(document.files.map(\.sourceLanguage) == ["en", "en"])
    #expect(document.files.map(\.targetLanguage) == ["fr", "fr"])
    let units = document.files.flatMap(\.units)
    #expect(
      units.map(\.id) == [
        "NSCameraUsageDescription", "CFBundleDisplayName", "%lld items|==|plural.one",
      ])
    #expect(units.map(\.source) == [#"Scan "receipts" & invoices"#, "Receipts", "%lld item"])
    // An empty <target/> is an empty translation; a unit without one has none.
    #expect(units.map(\.target) == ["Numériser les « reçus » et factures", "", nil])
    #expect(units.map(\.state) == ["translated", "needs-review-translation", nil])
    #expect(
      units.map(\.notes) == [
        ["Privacy - Camera Usage Description"], [""], ["Shown under the list"],
      ])
    #expect(units.map { lineColumn(Self.xcodeExport, $0.offset) } == ["8:7", "13:7", "22:7"])
  }

  @Test func readsXLIFF2UnitsAndSegments() throws {
    let text = """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
        <file id="f1">
          <unit id="greeting">
            <notes><note category="context">Home screen</note></notes>
            <segment state="translated"><source>Hello, </source><target>Hallo, </target></segment>
            <segment state="final"><source>wörld</source><target>Welt</target></segment>
          </unit>
        </file>
      </xliff>
      """
    let document = try read(text).get()
    #expect(document.version == "2.0")
    let file = try #require(document.files.first)
    #expect([file.original, file.sourceLanguage, file.targetLanguage] == ["f1", "en", "de"])
    let unit = try #require(file.units.first)
    // Segments of one unit join; the last segment's state is the unit's.
    #expect(
      [unit.id, unit.source, unit.target, unit.state] == [
        "greeting", "Hello, wörld", "Hallo, Welt", "final",
      ])
    #expect(unit.notes == ["Home screen"])
  }

  @Test func namespacePrefixesAreIgnored() throws {
    let text =
      #"<x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"#
      + #"<x:file original="a" x:source-language="en"><x:body><x:trans-unit id="k">"#
      + "<x:source>s</x:source><x:target x:state=\"final\">t</x:target>"
      + "</x:trans-unit></x:body></x:file></x:xliff>"
    let file = try #require(try read(text).get().files.first)
    #expect(file.sourceLanguage == "en")
    let unit = try #require(file.units.first)
    #expect([unit.id, unit.source, unit.target, unit.state] == ["k", "s", "t", "final"])
  }

  /// Whitespace is kept as written whatever `xml:space` says, so that checks see the real text.
  @Test func whitespaceIsKeptVerbatim() throws {
    let text = """
      <xliff version="1.2"><file original="a"><body>
      <trans-unit id="1" xml:space="preserve"><source>  two  spaces
      and a line </source><target state="translated">\ttab&#10;</target></trans-unit>
      <trans-unit id="2" xml:space="default"><source> default  space </source></trans-unit>
      </body></file></xliff>
      """
    let units = try read(text).get().files.flatMap(\.units)
    #expect(units.map(\.source) == ["  two  spaces\nand a line ", " default  space "])
    #expect(units.first?.target == "\ttab\n")
  }

  @Test func entitiesCDATAAndInlineElementsMakeTheText() throws {
    let text = """
      <xliff version="1.2"><file original="a"><body>
      <trans-unit id="1"><source>a &lt;b&gt; &amp; &#x1F600;</source>\
      <target><![CDATA[<b>x</b>]]> &amp; y</target></trans-unit>
      <trans-unit id="2"><source>Tap <g id="1">Save <x id="2"/>now</g>!</source></trans-unit>
      </body></file></xliff>
      """
    let units = try read(text).get().files.flatMap(\.units)
    #expect(units.map(\.source) == ["a <b> & 😀", "Tap Save now!"])
    #expect(units.first?.target == "<b>x</b> & y")
  }

  @Test func readsUTF16WithABOM() throws {
    let text =
      "<xliff version=\"1.2\"><file original=\"a\"><body><trans-unit id=\"1\">"
      + "<source>Grüße 😀</source></trans-unit></body></file></xliff>"
    let bytes = TextEncoding.utf16LittleEndian.encode(Array(text.utf8))
    #expect(bytes.prefix(2) == [0xFF, 0xFE])
    let document = try XLIFFDocument.read(TextFile(path: "u.xliff", bytes: bytes)).get()
    #expect(document.files.first?.units.first?.source == "Grüße 😀")
  }

  /// `<alt-trans>` (XLIFF 1.2 suggestions from translation tools) is not the unit's text.
  @Test func altTransIsNotPartOfTheUnit() throws {
    let text = """
      <xliff version="1.2"><file original="a"><body><trans-unit id="1">
      <source>Save</source><target state="translated">Enregistrer</target>
      <alt-trans><source>Save</source><target state="needs-review-translation">Sauver</target>\
      </alt-trans>
      </trans-unit></body></file></xliff>
      """
    let unit = try #require(try read(text).get().files.first?.units.first)
    #expect([unit.source, unit.target, unit.state] == ["Save", "Enregistrer", "translated"])
  }

  /// Lines 1 and 2 of the malformed files below.
  static let head = "<xliff version=\"1.2\">\n<file original=\"é\">\n"

  /// Malformed files with the bad byte on line 3, after multi-byte characters, so that a byte
  /// count passed off as a column would show.
  static let malformed: [(String, String, String)] = [
    (
      "<?xml version=\"1.0\"?>\n<!-- ü -->\n<!--é--><!DOCTYPE xliff>", "3:9",
      "XLIFF files may not have a DOCTYPE"
    ),
    (
      "<?xml version=\"1.0\"?>\n<!-- ü -->\n<!--é--><!DOCTYPE x [<!ENTITY e \"x\">]><xliff>&e;",
      "3:9", "XLIFF files may not have a DOCTYPE"
    ),
    (
      "<?xml version=\"1.0\"?>\n<!-- ü -->\n<!--é--><plist version=\"1.0\">", "3:9",
      "not an XLIFF file: the root is '<plist>'"
    ),
    (head + "<trans-unit id=\"ü\"><source>é&nbsp;", "3:29", "undefined entity '&nbsp;'"),
    (
      head + "<trans-unit id=\"ü\"><source>é</target>", "3:29",
      "'</target>' does not match '<source>'"
    ),
    (head + "<trans-unit id=\"ü\"><source>é", "3:29", "missing '</source>' at the end"),
    (head + "<trans-unit id=\"ü\"><source><![CDATA[é", "3:28", "unterminated CDATA section"),
    (head + "<trans-unit id=\"ü\" id=\"2\">", "3:20", "attribute 'id' appears twice"),
  ]

  @Test(arguments: malformed)
  func malformedInputIsAnErrorAtItsPlace(_ input: (String, String, String)) throws {
    guard case .failure(let error) = read(input.0) else {
      Issue.record("read without an error")
      return
    }
    #expect(lineColumn(input.0, error.offset) == input.1)
    #expect(error.message.hasPrefix(input.2), "\(error.message)")
  }
}
