import Foundation

/// Values worked out once per run and shared across threads: the first caller computes a key's
/// value outside the lock (other keys go on meanwhile); a caller that asks for the same key
/// while it is computed waits for it, so that nothing dear (a compiled expression, a locale's
/// exemplar letters) is computed twice.
final class SharedMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private var values: [Key: Value] = [:]
  private var computing: Set<Key> = []

  init() {}

  func value(for key: Key, compute: () -> Value) -> Value {
    condition.lock()
    while computing.contains(key) { condition.wait() }
    if let cached = values[key] {
      condition.unlock()
      return cached
    }
    computing.insert(key)
    condition.unlock()
    let computed = compute()
    condition.lock()
    values[key] = computed
    computing.remove(key)
    condition.broadcast()
    condition.unlock()
    return computed
  }
}
