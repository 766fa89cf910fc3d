import CYAML

/// Reads a YAML document with libyaml, the reference implementation, into `YAMLNode`s.
public enum YAMLReader {
  /// At most this many nodes are made: aliases may repeat a node many times over (a "billion
  /// laughs"), and a project manifest has a few thousand.
  static let nodeLimit = 1_000_000
  /// At most this many bytes of scalar text are made: an alias repeats a long scalar as many
  /// times as it is named (a megabyte scalar named a thousand times is a gigabyte).
  static let scalarByteLimit = 16 << 20
  /// Deeper than this is no project manifest.
  static let depthLimit = 256

  /// The libyaml version the tool runs with, such as "0.2.5".
  package static var libraryVersion: String { String(cString: yaml_get_version_string()) }

  /// What the reading of some documents may make together: the nodes and scalar bytes left.
  public struct Budget: Sendable {
    public var nodes = nodeLimit
    public var scalarBytes = scalarByteLimit
    public init() {}
  }

  /// The first document of a file (nil when it is empty), or why it does not parse.
  public static func read(_ file: TextFile) -> Result<YAMLNode?, YAMLSyntaxError> {
    var budget = Budget()
    return read(file, budget: &budget)
  }

  /// The first document of a file, made within `budget`, which is left with what it did not
  /// use: the files of one manifest (a spec and its includes) share one.
  public static func read(_ file: TextFile, budget: inout Budget) -> Result<
    YAMLNode?, YAMLSyntaxError
  > {
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
        var offsets = OffsetFinder(file: file)
        return .failure(
          YAMLSyntaxError(
            message: context + problem,
            offset: offsets.offset(line: Int(mark.line), column: Int(mark.column))))
      }
      defer { yaml_document_delete(&document) }
      guard yaml_document_get_root_node(&document) != nil else { return .success(nil) }
      var builder = Builder(file: file, document: document, budget: budget)
      let root = builder.node(1, depth: 0)
      budget = builder.budget
      guard let root else {
        return .failure(
          YAMLSyntaxError(
            message: "the document nests or repeats (through aliases) too much to be a manifest",
            offset: 0))
      }
      return .success(root)
    }
  }

  /// The UTF-8 offsets of 0-based lines and columns (in characters, as libyaml counts them) of
  /// a file's text. It goes on from the last one asked for where it can: the nodes of a line
  /// come in order, and a line of a million items is walked once, not once per item.
  struct OffsetFinder {
    let file: TextFile
    private var last = (line: -1, column: 0, offset: 0)
    /// Each node's offset, found once: an alias names a node found already, and its line would
    /// be walked again from its start each time it is repeated.
    private var nodeOffsets: [Int32: Int] = [:]
    /// The characters walked so far.
    private(set) var walked = 0

    init(file: TextFile) { self.file = file }

    /// The offset of libyaml's node `index`, which starts at `line` and `column`.
    mutating func offset(ofNode index: Int32, line: Int, column: Int) -> Int {
      if let known = nodeOffsets[index] { return known }
      let found = offset(line: line, column: column)
      nodeOffsets[index] = found
      return found
    }

    mutating func offset(line: Int, column: Int) -> Int {
      guard line + 1 <= file.lines.lineCount else { return file.text.count }
      if line != last.line || column < last.column {
        last = (line, 0, file.lines.offset(ofLine: line + 1))
      }
      var offset = last.offset
      var remaining = column - last.column
      while remaining > 0, offset < file.text.count {
        offset += 1
        // Past the continuation bytes of a multi-byte character.
        while offset < file.text.count, file.text[offset] & 0xC0 == 0x80 { offset += 1 }
        remaining -= 1
        walked += 1
      }
      last = (line, column, offset)
      return offset
    }
  }

  /// Turns libyaml's nodes (1-based indices into the document) into `YAMLNode`s.
  private struct Builder {
    let file: TextFile
    var document: yaml_document_t
    var offsets: OffsetFinder
    var budget: Budget

    init(file: TextFile, document: yaml_document_t, budget: Budget) {
      self.file = file
      self.document = document
      self.offsets = OffsetFinder(file: file)
      self.budget = budget
    }

    mutating func node(_ index: Int32, depth: Int) -> YAMLNode? {
      budget.nodes -= 1
      guard budget.nodes >= 0, depth <= YAMLReader.depthLimit,
        let pointer = yaml_document_get_node(&document, index)
      else { return nil }
      let node = pointer.pointee
      let offset = offsets.offset(
        ofNode: index, line: Int(node.start_mark.line), column: Int(node.start_mark.column))
      switch node.type {
      case YAML_SCALAR_NODE:
        let scalar = node.data.scalar
        budget.scalarBytes -= scalar.length
        guard budget.scalarBytes >= 0 else { return nil }
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
