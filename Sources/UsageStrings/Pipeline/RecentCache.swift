/// Values worked out once per key, the key asked for last answered without hashing it: a part of
/// a run checks one language, whose strings ask for the same locale's value again and again.
struct RecentCache<Key: Hashable, Value> {
  private var values: [Key: Value] = [:]
  private var last: (key: Key, value: Value)?

  /// The value of `key`, made by `make` the first time.
  mutating func value(for key: Key, make: () throws -> Value) rethrows -> Value {
    if let last, last.key == key { return last.value }
    let value = try values[key] ?? make()
    values[key] = value
    last = (key, value)
    return value
  }
}
