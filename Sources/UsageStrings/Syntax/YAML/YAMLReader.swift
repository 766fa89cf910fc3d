import CYAML

/// Reads a YAML document with libyaml, the reference implementation, into `YAMLNode`s.
public enum YAMLReader {
  /// At most this many nodes are made: aliases may repeat a node many times over (a "billion
  /// laughs"), and a project manifest has a few thousand.
  static let nodeLimit = 1_000_000
  /// Deeper than this is no project manifest.
  static let depthLimit = 256

  /// The first document of a file (nil when it is empty), or why it does not parse.
  /// The libyaml version the tool runs with, such as "0.2.5".
  package static var libraryVersion: String { String(cString: yaml_get_version_string()) }

  public static func read(_ file: TextFile) -> Result<YAMLNode?, YAMLSyntaxError> {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      return .failure(YAMLSyntaxError(message: "libyaml could not start", offset: 0))
    }
    defer { yaml_parser_delete(&parser) }
    return file.text.withUnsafeBufferPointer { buffer in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var document = yaml_document_t()
      guard yaml_parser_load(&parser, &document) == 1 else {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let context = parser.context.map { String(cString: $0) + ", " } ?? ""
        let mark = parser.problem_mark
        return .failure(
          YAMLSyntaxError(
            message: context + problem,
            offset: offset(file, line: Int(mark.line), column: Int(mark.column))))
      }
      defer { yaml_document_delete(&document) }
      guard yaml_document_get_root_node(&document) != nil else { return .success(nil) }
      var builder = Builder(file: file, document: document)
      guard let root = builder.node(1, depth: 0) else {
        return .failure(
          YAMLSyntaxError(
            message: "the document nests or repeats (through aliases) too much to be a manifest",
            offset: 0))
      }
      return .success(root)
    }
  }

  /// The UTF-8 offset of a 0-based line and column (in characters) of the file's text.
  static func offset(_ file: TextFile, line: Int, column: Int) -> Int {
    guard line + 1 <= file.lines.lineCount else { return file.text.count }
    var offset = file.lines.offset(ofLine: line + 1)
    var remaining = column
    while remaining > 0, offset < file.text.count {
      offset += 1
      // Past the continuation bytes of a multi-byte character.
      while offset < file.text.count, file.text[offset] & 0xC0 == 0x80 { offset += 1 }
      remaining -= 1
    }
    return offset
  }

  /// Turns libyaml's nodes (1-based indices into the document) into `YAMLNode`s.
  private struct Builder {
    let file: TextFile
    var document: yaml_document_t
    var made = 0

    init(file: TextFile, document: yaml_document_t) {
      self.file = file
      self.document = document
    }

    mutating func node(_ index: Int32, depth: Int) -> YAMLNode? {
      made += 1
      guard made <= YAMLReader.nodeLimit, depth <= YAMLReader.depthLimit,
        let pointer = yaml_document_get_node(&document, index)
      else { return nil }
      let node = pointer.pointee
      let offset = YAMLReader.offset(
        file, line: Int(node.start_mark.line), column: Int(node.start_mark.column))
      switch node.type {
      case YAML_SCALAR_NODE:
        let scalar = node.data.scalar
        let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
        return YAMLNode(.scalar(String(decoding: bytes, as: UTF8.self)), offset: offset)
      case YAML_SEQUENCE_NODE:
        var items: [YAMLNode] = []
        var item = node.data.sequence.items.start
        while let current = item, current != node.data.sequence.items.top {
          guard let child = self.node(current.pointee, depth: depth + 1) else { return nil }
          items.append(child)
          item = current + 1
        }
        return YAMLNode(.sequence(items), offset: offset)
      case YAML_MAPPING_NODE:
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var pair = node.data.mapping.pairs.start
        while let current = pair, current != node.data.mapping.pairs.top {
          guard let key = self.node(current.pointee.key, depth: depth + 1),
            let value = self.node(current.pointee.value, depth: depth + 1)
          else { return nil }
          pairs.append((key, value))
          pair = current + 1
        }
        return YAMLNode(.mapping(pairs), offset: offset)
      default:
        return YAMLNode(.scalar(""), offset: offset)
      }
    }
  }
}
