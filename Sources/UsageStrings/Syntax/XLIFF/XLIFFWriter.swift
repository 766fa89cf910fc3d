/// Writes XLIFF 1.2 laid out as Xcode's `.xcloc` exports are: one `<file>` per table, one
/// `<trans-unit>` per key with its `<source>`, `<target>` (when there is one) and `<note>`.
public enum XLIFFWriter {
  public struct Unit: Sendable {
    public var id: String
    public var source: String
    public var target: String?
    /// `translated`, `needs-review-translation`, `new`…
    public var state: String?
    /// `mt-suggestion` for a machine's translation.
    public var stateQualifier: String?
    public var note: String?
    /// What the project held when it exported the unit, as `ExportedTranslation` records it: the
    /// base `merge` compares the translator's text and the project's with.
    public var exported: String?

    public init(
      id: String, source: String, target: String?, state: String?, stateQualifier: String? = nil,
      note: String?
    ) {
      self.id = id
      self.source = source
      self.target = target
      self.state = state
      self.stateQualifier = stateQualifier
      self.note = note
    }
  }

  public struct File: Sendable {
    public var original: String
    public var sourceLanguage: String
    public var targetLanguage: String
    public var units: [Unit]

    public init(original: String, sourceLanguage: String, targetLanguage: String, units: [Unit]) {
      self.original = original
      self.sourceLanguage = sourceLanguage
      self.targetLanguage = targetLanguage
      self.units = units
    }
  }

  public static func write(_ files: [File], version: String) -> String {
    func attribute(_ text: String) -> String { XMLEntities.escape(text, attribute: true) }
    var output = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

      """
    for file in files {
      output +=
        "  <file original=\"\(attribute(file.original))\" source-language=\"\(attribute(file.sourceLanguage))\" target-language=\"\(attribute(file.targetLanguage))\" datatype=\"plaintext\">\n"
      output +=
        "    <header>\n      <tool tool-id=\"usage-strings\" tool-name=\"usage-strings\" tool-version=\"\(attribute(version))\"/>\n    </header>\n"
      output += "    <body>\n"
      for unit in file.units {
        output += "      <trans-unit id=\"\(attribute(unit.id))\" xml:space=\"preserve\">\n"
        output += "        <source>\(XMLEntities.escape(unit.source))</source>\n"
        if let target = unit.target {
          let state =
            (unit.state.map { " state=\"\(attribute($0))\"" } ?? "")
            + (unit.stateQualifier.map { " state-qualifier=\"\(attribute($0))\"" } ?? "")
          output += "        <target\(state)>\(XMLEntities.escape(target))</target>\n"
        }
        if let note = unit.note { output += "        <note>\(XMLEntities.escape(note))</note>\n" }
        if let exported = unit.exported {
          output +=
            "        <note from=\"usage-strings\">\(ExportedTranslation.note(exported))</note>\n"
        }
        output += "      </trans-unit>\n"
      }
      output += "    </body>\n  </file>\n"
    }
    return output + "</xliff>\n"
  }
}
