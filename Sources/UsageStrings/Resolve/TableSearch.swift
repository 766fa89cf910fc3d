/// How the resolver learns which keys a table holds: looked up in a table that was read, and
/// searched for, by whoever can read files, in one left unread (`TranslationTable.isDeferred`).
public struct TableSearch: Sendable {
  /// Which of the keys the file of an unread table mentions.
  let unread: @Sendable (Set<String>, TranslationTable) -> Set<String>
  /// The values an unread table gives a few keys (read whole: for a handful of names only).
  let unreadValues: @Sendable (Set<String>, TranslationTable) -> [String: String]

  public init(
    unread: @escaping @Sendable (Set<String>, TranslationTable) -> Set<String>,
    values: @escaping @Sendable (Set<String>, TranslationTable) -> [String: String] = { _, _ in
      [:]
    }
  ) {
    self.unread = unread
    unreadValues = values
  }

  /// For projects whose tables are all read: an unread table holds nothing.
  public static let readTables = TableSearch { _, _ in [] }

  /// The values a table gives `keys` (those it holds).
  func values(_ keys: Set<String>, _ table: TranslationTable) -> [String: String] {
    guard !table.isDeferred else { return unreadValues(keys, table) }
    var values: [String: String] = [:]
    for key in keys where table.hasReadEntry(forKey: key) {
      values[key] = table.entry(forKey: key)?.value
    }
    return values
  }

  /// Which of `keys` a table holds.
  func holds(_ keys: some Collection<String>, _ table: TranslationTable) -> Set<String> {
    table.isDeferred
      ? unread(Set(keys), table) : Set(keys.filter { table.hasReadEntry(forKey: $0) })
  }

  /// Which of `keys` some table holds: each table searched once, for the keys none before it
  /// held (usually the first table holds them all, and no other is read).
  func anyHolds(_ keys: Set<String>, _ tables: [TranslationTable]) -> Set<String> {
    var remaining = keys
    for table in tables where !remaining.isEmpty {
      remaining.subtract(holds(remaining, table))
    }
    return keys.subtracting(remaining)
  }
}
