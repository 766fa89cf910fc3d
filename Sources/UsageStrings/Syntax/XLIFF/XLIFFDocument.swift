/// An XLIFF file (1.2, as in Xcode's `.xcloc` exports, or 2.0): its files and translation units.
///
/// Read with no DTD processing, no external entities and no expansion: a DOCTYPE is rejected, and
/// an entity other than XML's predefined ones is an error.
public struct XLIFFDocument: Sendable {
  public struct Unit: Sendable {
    public var id: String
    /// The resource's own name where the file gives one besides its `id` (XLIFF 1.2 `resname`,
    /// 2.0 `name`): translation platforms number their units and keep the key here.
    public var resname: String? = nil
    /// The source text the translator saw.
    public var source: String?
    public var target: String?
    /// The target's state (`translated`, `needs-review-translation`, `final`, …) or the 2.0
    /// segment state.
    public var state: String?
    /// XLIFF 1.2's `state-qualifier` (`mt-suggestion`, `exact-match`, …).
    public var stateQualifier: String? = nil
    public var notes: [String]
    /// Where the unit starts, for messages.
    public var offset: Int
  }

  public struct File: Sendable {
    public var original: String
    public var sourceLanguage: String?
    public var targetLanguage: String?
    public var units: [Unit]
  }

  public let version: String
  public let files: [File]
  public let text: TextFile

  /// Reads an XLIFF document.
  ///
  /// - Parameters:
  ///   - file: the document's text.
  ///   - skipping: whether the units of a `<file>` (by its `original`) are not wanted: they are
  ///     counted, with their ids, but their texts are not kept.
  public static func read(_ file: TextFile, skipping: (String) -> Bool = { _ in false })
    -> Result<XLIFFDocument, XMLSyntaxError>
  {
    var reader = Reader(tokenizer: XMLTokenizer(file.text))
    do {
      let (version, files) = try reader.document(skipping: skipping)
      return .success(XLIFFDocument(version: version, files: files, text: file))
    } catch let error as XMLSyntaxError {
      return .failure(error)
    } catch {
      return .failure(XMLSyntaxError(message: "\(error)", offset: 0))
    }
  }

  private struct Reader {
    var tokenizer: XMLTokenizer

    mutating func next() throws -> XMLEvent? {
      while let event = try tokenizer.next() {
        switch event {
        case .doctype(_, let range):
          throw XMLSyntaxError(
            message:
              "XLIFF files may not have a DOCTYPE: DTDs and their entities are never processed",
            offset: range.lowerBound)
        case .comment, .processingInstruction: continue
        default: return event
        }
      }
      return nil
    }

    mutating func document(skipping: (String) -> Bool) throws -> (String, [File]) {
      var builder = Builder()
      while let event = try next() {
        switch event {
        case .start(let rawName, let attributes, let selfClosing, let range):
          try builder.start(
            rawName, attributes, selfClosing: selfClosing, at: range.lowerBound,
            skipping: skipping)
        case .text(let value, _), .cdata(let value, _):
          if builder.field != nil { builder.text += value }
        case .end(let rawName, _):
          builder.end(local(rawName))
        default: continue
        }
      }
      return (builder.version, builder.files)
    }
  }

  /// The files and units of a document, built element by element.
  private struct Builder {
    var version = "1.2"
    var files: [File] = []
    var current: File?
    var unit: Unit?
    /// The unit's field (`source`, `target`, `note`) being read, and its text so far.
    var field: String?
    var text = ""
    var depthInField = 0
    // Open elements inside a unit's suggestions (1.2 `<alt-trans>`, 2.0 `<mtc:matches>`), whose
    // sources and targets are not the unit's.
    var depthInSuggestions = 0
    var sawRoot = false
    var rootLanguages: (String?, String?) = (nil, nil)
    var skipsFile = false

    /// - Parameter skipping: whether the units of a `<file>` (by its `original`) are not wanted.
    mutating func start(
      _ rawName: String, _ attributes: [XMLEvent.Attribute], selfClosing: Bool, at offset: Int,
      skipping: (String) -> Bool
    ) throws {
      let name = local(rawName)
      if !sawRoot {
        guard name == "xliff" else {
          throw XMLSyntaxError(
            message: "not an XLIFF file: the root is '<\(rawName)>'", offset: offset)
        }
        sawRoot = true
        version = attribute(attributes, "version") ?? "1.2"
        rootLanguages = (attribute(attributes, "srcLang"), attribute(attributes, "trgLang"))
        return
      }
      if field != nil {
        if !selfClosing { depthInField += 1 }
        return
      }
      if depthInSuggestions > 0 || ((name == "alt-trans" || name == "matches") && unit != nil) {
        if !selfClosing { depthInSuggestions += 1 }
        return
      }
      open(name, attributes, selfClosing: selfClosing, at: offset, skipping: skipping)
    }

    /// An element of the document's own structure: a file, a unit, or a unit's field.
    private mutating func open(
      _ name: String, _ attributes: [XMLEvent.Attribute], selfClosing: Bool, at offset: Int,
      skipping: (String) -> Bool
    ) {
      switch name {
      case "file":
        current = File(
          original: attribute(attributes, "original") ?? attribute(attributes, "id") ?? "",
          sourceLanguage: attribute(attributes, "source-language") ?? rootLanguages.0,
          targetLanguage: attribute(attributes, "target-language") ?? rootLanguages.1, units: []
        )
        skipsFile = skipping(current!.original)
      case "trans-unit", "unit":
        unit = Unit(
          id: attribute(attributes, "id") ?? "",
          resname: attribute(attributes, "resname") ?? attribute(attributes, "name"),
          source: nil, target: nil, state: nil, notes: [], offset: offset)
      case "segment":
        if let state = attribute(attributes, "state") { unit?.state = state }
      case "source", "target", "note":
        guard unit != nil, !skipsFile else { return }
        if name == "target", let state = attribute(attributes, "state") { unit?.state = state }
        if name == "target", let qualifier = attribute(attributes, "state-qualifier") {
          unit?.stateQualifier = qualifier
        }
        if selfClosing {
          assign(name, "")
        } else {
          field = name
          text = ""
          depthInField = 0
        }
      default: return
      }
    }

    mutating func end(_ name: String) {
      if let open = field {
        if depthInField > 0 {
          depthInField -= 1
        } else if name == open {
          assign(open, text)
          field = nil
        }
        return
      }
      if depthInSuggestions > 0 {
        depthInSuggestions -= 1
        return
      }
      switch name {
      case "trans-unit", "unit":
        if let finished = unit { current?.units.append(finished) }
        unit = nil
      case "file":
        if let finished = current { files.append(finished) }
        current = nil
      default: return
      }
    }

    /// Stores a field; 2.0 segments of one unit are concatenated.
    mutating func assign(_ field: String, _ text: String) {
      guard var updated = unit else { return }
      switch field {
      case "source": updated.source = (updated.source ?? "") + text
      case "target": updated.target = (updated.target ?? "") + text
      default: updated.notes.append(text)
      }
      unit = updated
    }
  }
}

/// Local name without a namespace prefix.
private func local(_ name: String) -> String {
  // Read for every element and attribute: most names have no prefix, and none is split.
  guard let colon = name.utf8.lastIndex(of: UInt8(ascii: ":")) else { return name }
  return String(name[name.index(after: colon)...])
}

private func attribute(_ attributes: [XMLEvent.Attribute], _ name: String) -> String? {
  attributes.first { local($0.name) == name || $0.name == name }?.value
}
