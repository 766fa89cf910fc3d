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
}
