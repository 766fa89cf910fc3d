/// A YAML node as libyaml loads it (aliases resolved), with where it starts.
public struct YAMLNode: Sendable {
  public indirect enum Value: Sendable {
    case scalar(String)
    case sequence([YAMLNode])
    case mapping([(key: YAMLNode, value: YAMLNode)])
  }

  public var value: Value
  /// Its first character's UTF-8 offset in the file's text.
  public var offset: Int
  /// For a reader of several documents (a spec and the files it includes): which one it is from.
  public var fileIndex: Int?

  public init(_ value: Value, offset: Int) {
    self.value = value
    self.offset = offset
  }

  /// The node with every node in it marked as from the document `index`.
  public func marked(_ index: Int) -> YAMLNode {
    var node = self
    node.fileIndex = index
    switch value {
    case .scalar: break
    case .sequence(let items): node.value = .sequence(items.map { $0.marked(index) })
    case .mapping(let pairs):
      node.value = .mapping(pairs.map { ($0.key.marked(index), $0.value.marked(index)) })
    }
    return node
  }

  /// A scalar's text.
  public var string: String? {
    if case .scalar(let text) = value { return text }
    return nil
  }

  /// Where a scalar's text is written as it reads, in the file `text` it is from: its bytes at
  /// its node, or just inside the quote that opens it. Nil where the file writes it otherwise (an
  /// escape, a block or folded scalar, an alias): a fix could not replace it in place.
  public func literalRange(in text: [UInt8]) -> Range<Int>? {
    guard let string, offset < text.count else { return nil }
    let start = text[offset] == 0x22 || text[offset] == 0x27 ? offset + 1 : offset
    let bytes = Array(string.utf8)
    guard start + bytes.count <= text.count, text[start..<start + bytes.count].elementsEqual(bytes)
    else { return nil }
    return start..<start + bytes.count
  }

  /// Every scalar anywhere in the node, mapping keys excluded, depth first (as a plist's
  /// `allStrings`).
  public var allStrings: [String] {
    switch value {
    case .scalar(let text): [text]
    case .sequence(let items): items.flatMap(\.allStrings)
    case .mapping(let pairs): pairs.flatMap(\.value.allStrings)
    }
  }

  /// A sequence's items.
  public var array: [YAMLNode]? {
    if case .sequence(let items) = value { return items }
    return nil
  }

  /// A mapping's pairs whose key is a scalar, in order.
  public var members: [(key: String, value: YAMLNode)]? {
    guard case .mapping(let pairs) = value else { return nil }
    return pairs.compactMap { pair in pair.key.string.map { ($0, pair.value) } }
  }

  /// The value of a mapping's key (the last, where a key repeats).
  public subscript(key: String) -> YAMLNode? {
    members?.last { $0.key == key }?.value
  }

  /// A scalar's truth as YAML 1.1 spells it (`true`, `yes`, `on`…), or nil.
  public var bool: Bool? {
    switch string?.lowercased() {
    case "true", "yes", "on", "y": return true
    case "false", "no", "off", "n": return false
    default: return nil
    }
  }
}

/// Why a YAML file could not be read, and where.
public struct YAMLSyntaxError: Error, Sendable, Hashable {
  public var message: String
  public var offset: Int
}
