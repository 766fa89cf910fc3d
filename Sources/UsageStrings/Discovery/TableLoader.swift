/// Reads the tables discovery deferred.
public enum TableLoader {
  /// What reading deferred tables gave: the tables, and the problems of their files.
  public struct Loaded: Sendable {
    public var tables: [TranslationTable]
    public var problems: [FileProblem]
    public var issues: [ToolIssue]
    /// How many files were read.
    public var fileCount: Int
  }

  /// Reads `tables` (those deferred; others are passed through).
  public static func load(_ tables: [TranslationTable], options: DiscoveryOptions) -> Loaded {
    let session = DiscoverySession(options: options)
    var loaded: [TranslationTable] = []
    for table in tables {
      guard table.isDeferred else {
        loaded.append(table)
        continue
      }
      if var read = session.table(table.absolutePath, locale: table.locale, expected: nil) {
        read.expectedRelativePath = table.expectedRelativePath
        loaded.append(read)
      }
    }
    return Loaded(
      tables: loaded, problems: session.problems, issues: session.toolIssues,
      fileCount: session.readPaths.count)
  }

  /// The values the file of a table not read yet gives `keys`: the file read whole, for the
  /// handful of keys that need their values (names), not for every key.
  public static func values(_ keys: Set<String>, in table: TranslationTable) -> [String: String] {
    guard !keys.isEmpty, !mentions(keys, in: table).isEmpty,
      let bytes = try? FileReader.bytes(table.absolutePath, display: table.path)
    else { return [:] }
    let pairs = StringsTableFile.read(path: table.path, bytes: bytes).pairs ?? [:]
    return pairs.filter { keys.contains($0.key) }
  }

  /// Which of `keys` the file of a table not read yet mentions, searched for in its own encoding
  /// rather than parsed: what a table read later says of a few keys now. The file is read once
  /// for all of them (a key per read would read a large table thousands of times).
  public static func mentions(_ keys: Set<String>, in table: TranslationTable) -> Set<String> {
    guard !keys.isEmpty,
      let bytes = try? FileReader.bytes(table.absolutePath, display: table.path)
    else { return [] }
    // A property-list table (XML, binary) has no `key =` to find: it is read.
    if StringsTableFile.isPropertyList(bytes) {
      return keys.intersection(StringsTableFile.read(path: table.path, bytes: bytes).keys)
    }
    let encode: ([UInt8]) -> [UInt8]
    let utf16 = (bytes.first, bytes.dropFirst().first)
    switch utf16 {
    case (0xFF, 0xFE): encode = { $0.flatMap { [$0, 0] } }
    case (0xFE, 0xFF): encode = { $0.flatMap { [0, $0] } }
    default: encode = { $0 }
    }
    // Many keys: each word of the file once, not the file once per key.
    if keys.count > 8, utf16 != (0xFF, 0xFE), utf16 != (0xFE, 0xFF) {
      return keys.intersection(words(bytes))
    }
    return keys.filter { ASCIISearch.occurs(encode(Array($0.utf8)), in: bytes) }
  }

  /// Every quoted string (its escapes as written) and every run of word characters of a UTF-8
  /// file that an `=` follows: its keys (and, rarely, a word of a comment), in one pass.
  static func words(_ bytes: [UInt8]) -> Set<String> {
    var words: Set<String> = []
    var index = 0
    func insertIfKey(_ range: Range<Int>, after end: Int) {
      var next = end
      while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
      if next < bytes.count, bytes[next] == 0x3D {
        words.insert(String(decoding: bytes[range], as: UTF8.self))
      }
    }
    func isWord(_ byte: UInt8) -> Bool {
      byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        || byte == 0x5F || byte == 0x2E || byte == 0x2D || byte == 0x24
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x22 {
        var end = index + 1
        while end < bytes.count, bytes[end] != 0x22, bytes[end] != 0x0A {
          end += bytes[end] == 0x5C ? 2 : 1
        }
        end = min(end, bytes.count)
        insertIfKey((index + 1)..<end, after: end + 1)
        index = end + 1
      } else if isWord(byte) {
        var end = index + 1
        while end < bytes.count, isWord(bytes[end]) { end += 1 }
        insertIfKey(index..<end, after: end)
        index = end
      } else {
        index += 1
      }
    }
    return words
  }
}
