/// A Cordova `config.xml` (Ionic's and PhoneGap's too): the Info.plist keys that its
/// `<config-file>` and `<edit-config>` elements write into the Info.plist Cordova generates, where
/// no generated project is committed.
public struct CordovaConfig: Sendable {
  /// One string key: `<config-file parent="KEY" target="*-Info.plist"><string>…</string>`, or
  /// `<edit-config target="KEY" file="*-Info.plist">` around the same.
  public struct Entry: Sendable {
    public var key: String
    public var value: String
    /// The key's text, inside its attribute's quotes.
    public var keyRange: Range<Int>
    /// The `<string>` element's content.
    public var valueRange: Range<Int>
  }

  /// The app's `<name>`.
  public var name: String?
  public var entries: [Entry] = []

  /// The configuration in `text`; nil when it is none (its root is no `<widget>`) or does not
  /// parse (a `config.xml` of another tool may be anything).
  public static func read(_ text: [UInt8]) -> CordovaConfig? {
    var tokenizer = XMLTokenizer(text)
    var reader = Reader(text: text)
    do {
      while let event = try tokenizer.next() {
        if !reader.take(event, depth: tokenizer.depth) { return nil }
      }
    } catch {
      return nil
    }
    return reader.sawWidget ? reader.config : nil
  }

  /// Follows the elements: which platform they are in, which Info.plist key is open, and the
  /// `<string>` that gives its value.
  private struct Reader {
    let text: [UInt8]
    var config = CordovaConfig()
    var sawWidget = false
    /// The depth of a `<platform>` of another platform than iOS, while inside it.
    var otherPlatformDepth: Int?
    /// The key of the open `<config-file>` or `<edit-config>`, and its depth.
    var open: (key: String, range: Range<Int>, depth: Int)?
    /// The open `<string>`'s content start, and the text read in it.
    var string: (start: Int, text: String)?
    var inName = false

    /// Takes one event at the depth the tokenizer is at after it; false when the root is not
    /// a `<widget>`.
    mutating func take(_ event: XMLEvent, depth: Int) -> Bool {
      switch event {
      case .start(let name, let attributes, let selfClosing, let range):
        if !sawWidget {
          guard name == "widget" else { return false }
          sawWidget = true
          return true
        }
        start(name, attributes, selfClosing: selfClosing, end: range.upperBound, depth: depth)
      case .end(let name, let range):
        end(name, at: range.lowerBound, depth: depth)
      case .text(let text, _), .cdata(let text, _):
        if string != nil { string?.text += text }
        if inName { config.name = (config.name ?? "") + text }
      default: break
      }
      return true
    }

    mutating func start(
      _ name: String, _ attributes: [XMLEvent.Attribute], selfClosing: Bool, end: Int, depth: Int
    ) {
      func attribute(_ name: String) -> XMLEvent.Attribute? { attributes.first { $0.name == name } }
      guard otherPlatformDepth == nil, !selfClosing else { return }
      switch name {
      case "platform" where attribute("name")?.value != "ios":
        otherPlatformDepth = depth
      case "config-file", "edit-config":
        let file = attribute(name == "config-file" ? "target" : "file")
        let key = attribute(name == "config-file" ? "parent" : "target")
        guard let file, file.value.hasSuffix("Info.plist"), let key,
          attribute("platform").map({ $0.value == "ios" }) ?? true
        else { return }
        open = (key.value, valueRange(of: key), depth)
      case "string":
        if let open, depth == open.depth + 1 { string = (end, "") }
      case "name" where depth == 2 && config.name == nil:
        inName = true
      default: break
      }
    }

    /// An attribute's value in the text, inside its quotes (`range` runs from its name to the
    /// closing quote).
    func valueRange(of attribute: XMLEvent.Attribute) -> Range<Int> {
      let quotes = [UInt8(ascii: "\""), UInt8(ascii: "'")]
      let opening =
        text[attribute.range].firstIndex { quotes.contains($0) } ?? attribute.range.lowerBound
      return min(opening + 1, attribute.range.upperBound - 1)..<(attribute.range.upperBound - 1)
    }

    mutating func end(_ name: String, at start: Int, depth: Int) {
      if let platform = otherPlatformDepth {
        if depth < platform { otherPlatformDepth = nil }
        return
      }
      if name == "name" { inName = false }
      if name == "string", let open, let string {
        config.entries.append(
          Entry(
            key: open.key, value: string.text, keyRange: open.range,
            valueRange: string.start..<start))
        self.string = nil
        self.open = nil
      }
      if let open, depth < open.depth { self.open = nil }
    }
  }
}
