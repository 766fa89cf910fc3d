/// How the resolver learns which keys a table holds: looked up in a table that was read, and
/// searched for, by whoever can read files, in one left unread (`TranslationTable.isDeferred`).
public struct TableSearch: Sendable {
  /// Which of the keys the file of an unread table mentions.
  let unread: @Sendable (Set<String>, TranslationTable) -> Set<String>

  public init(unread: @escaping @Sendable (Set<String>, TranslationTable) -> Set<String>) {
    self.unread = unread
  }

  /// For projects whose tables are all read: an unread table holds nothing.
  public static let readTables = TableSearch { _, _ in [] }

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
