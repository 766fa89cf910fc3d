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

  /// - Parameter skipping: whether the units of a `<file>` (by its `original`) are not wanted:
  ///   they are counted, with their ids, but their texts are not kept.
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

    /// Local name without a namespace prefix.
    func local(_ name: String) -> String {
      // Read for every element and attribute: most names have no prefix, and none is split.
      guard let colon = name.utf8.lastIndex(of: UInt8(ascii: ":")) else { return name }
      return String(name[name.index(after: colon)...])
    }

    func attribute(_ attributes: [XMLEvent.Attribute], _ name: String) -> String? {
      attributes.first { local($0.name) == name || $0.name == name }?.value
    }

    mutating func document(skipping: (String) -> Bool) throws -> (String, [File]) {
      var version = "1.2"
      var files: [File] = []
      var current: File?
      var unit: Unit?
      var field: String?
      var text = ""
      var depthInField = 0
      // Open elements inside a unit's suggestions (1.2 `<alt-trans>`, 2.0 `<mtc:matches>`), whose
      // sources and targets are not the unit's.
      var depthInSuggestions = 0
      var sawRoot = false
      var rootLanguages: (String?, String?) = (nil, nil)
      var skipsFile = false
      while let event = try next() {
        switch event {
        case .start(let rawName, let attributes, let selfClosing, let range):
          let name = local(rawName)
          if !sawRoot {
            guard name == "xliff" else {
              throw XMLSyntaxError(
                message: "not an XLIFF file: the root is '<\(rawName)>'", offset: range.lowerBound)
            }
            sawRoot = true
            version = attribute(attributes, "version") ?? "1.2"
            rootLanguages = (attribute(attributes, "srcLang"), attribute(attributes, "trgLang"))
            continue
          }
          if field != nil {
            if !selfClosing { depthInField += 1 }
            continue
          }
          if depthInSuggestions > 0 || ((name == "alt-trans" || name == "matches") && unit != nil) {
            if !selfClosing { depthInSuggestions += 1 }
            continue
          }
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
              source: nil, target: nil, state: nil, notes: [], offset: range.lowerBound)
          case "segment":
            if let state = attribute(attributes, "state") { unit?.state = state }
          case "source", "target", "note":
            guard unit != nil, !skipsFile else { continue }
            if name == "target", let state = attribute(attributes, "state") { unit?.state = state }
            if name == "target", let qualifier = attribute(attributes, "state-qualifier") {
              unit?.stateQualifier = qualifier
            }
            if selfClosing {
              assign(name, "", to: &unit)
            } else {
              field = name
              text = ""
              depthInField = 0
            }
          default: continue
          }
        case .text(let value, _), .cdata(let value, _):
          if field != nil { text += value }
        case .end(let rawName, _):
          let name = local(rawName)
          if let open = field {
            if depthInField > 0 {
              depthInField -= 1
            } else if name == open {
              assign(open, text, to: &unit)
              field = nil
            }
            continue
          }
          if depthInSuggestions > 0 {
            depthInSuggestions -= 1
            continue
          }
          switch name {
          case "trans-unit", "unit":
            if let finished = unit { current?.units.append(finished) }
            unit = nil
          case "file":
            if let finished = current { files.append(finished) }
            current = nil
          default: continue
          }
        default: continue
        }
      }
      return (version, files)
    }

    /// Stores a field; 2.0 segments of one unit are concatenated.
    func assign(_ field: String, _ text: String, to unit: inout Unit?) {
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
