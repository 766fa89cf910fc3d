/// A `.strings` table in any form the system reads (SPEC §9): old-style text (`"key" =
/// "value";`), an XML property list (GlotPress exports them, `plutil -convert xml1` writes
/// them), or a binary property list (what every built app ships). The form is told from the
/// content, never the name: a binary plist opens with `bplist`, an XML one with `<` (after any
/// byte order mark and white space), which no old-style table can.
public enum StringsTableFile: Sendable {
  case text(StringsDocument)
  case plist(PlistDocument)

  /// The forms of a table.
  public enum Form: String, Sendable {
    case text, xml, binary
  }

  /// Reads a table, its form told from its first bytes.
  public static func read(path: String, bytes: [UInt8]) -> StringsTableFile {
    if isPropertyList(bytes) { return .plist(PlistDocument.read(path: path, bytes: bytes)) }
    return .text(StringsParser.parse(path: path, bytes: bytes))
  }

  /// Whether a table's bytes are a property list (binary, or XML) rather than text.
  public static func isPropertyList(_ bytes: [UInt8]) -> Bool {
    BinaryPlistParser.isBinary(bytes) || isXML(bytes)
  }

  /// Whether the file's text opens with `<`: an XML property list.
  static func isXML(_ bytes: [UInt8]) -> Bool {
    let file = TextFile(path: "", bytes: Array(bytes.prefix(512)))
    return file.text.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
  }

  public var form: Form {
    switch self {
    case .text: .text
    case .plist(let document): document.format == .binary ? .binary : .xml
    }
  }

  /// Whether the system reads the file: a table that parses, a property list whose root is a
  /// dictionary.
  public var isReadable: Bool {
    switch self {
    case .text(let document): document.foundationAccepts
    case .plist(let document): document.failure == nil && document.root?.members != nil
    }
  }

  /// Why the system cannot read a property-list table, with where (nil for text tables, whose
  /// issues say it, and for a readable one).
  public var plistProblem: (message: String, offset: Int)? {
    guard case .plist(let document) = self else { return nil }
    if let failure = document.failure {
      return (
        document.format == .binary
          ? "\(failure.message) (byte \(failure.offset))" : failure.message,
        failure.offset
      )
    }
    guard document.root?.members == nil else { return nil }
    return (
      "the property list's root is \(document.root?.typeName ?? "empty"), not a dictionary of strings",
      0
    )
  }

  /// The key-value pairs the system reads, the last value of a repeated key winning; nil when it
  /// reads none.
  public var pairs: [String: String]? {
    switch self {
    case .text(let document): return document.foundationPairs
    case .plist(let document):
      guard isReadable else { return nil }
      var pairs: [String: String] = [:]
      for member in document.root?.members ?? [] {
        if let text = member.value.string { pairs[member.key] = text }
      }
      return pairs
    }
  }

  /// The keys in file order.
  public var keys: [String] {
    switch self {
    case .text(let document): document.entries.map(\.key)
    case .plist(let document): (document.root?.members ?? []).map(\.key)
    }
  }

  /// The text file (nil for a binary plist, which has no lines).
  public var file: TextFile? {
    switch self {
    case .text(let document): document.file
    case .plist(let document): document.file
    }
  }
}
