/// Values worked out once per key, the key asked for last answered without hashing it: a part of
/// a run checks one language, whose strings ask for the same locale's value again and again.
struct RecentCache<Key: Hashable, Value> {
  private var values: [Key: Value] = [:]
  // Apart, not a tuple: a hit then copies the value alone.
  private var lastKey: Key?
  private var lastValue: Value?

  /// The value of `key`, made by `make` the first time.
  mutating func value(for key: Key, make: () throws -> Value) rethrows -> Value {
    if lastKey == key, let lastValue { return lastValue }
    let value = try values[key] ?? make()
    values[key] = value
    (lastKey, lastValue) = (key, value)
    return value
  }
}
