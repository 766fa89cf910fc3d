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

  /// Which of `keys` the file of a table not read yet mentions, searched for in its own encoding
  /// rather than parsed: what a table read later says of a few keys now. The file is read once
  /// for all of them (a key per read would read a large table thousands of times).
  public static func mentions(_ keys: Set<String>, in table: TranslationTable) -> Set<String> {
    guard !keys.isEmpty,
      let bytes = try? FileReader.bytes(table.absolutePath, display: table.path)
    else { return [] }
    let encode: ([UInt8]) -> [UInt8]
    switch (bytes.first, bytes.dropFirst().first) {
    case (0xFF, 0xFE): encode = { $0.flatMap { [$0, 0] } }
    case (0xFE, 0xFF): encode = { $0.flatMap { [0, $0] } }
    default: encode = { $0 }
    }
    return keys.filter { ASCIISearch.occurs(encode(Array($0.utf8)), in: bytes) }
  }
}
