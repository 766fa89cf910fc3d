import Foundation

/// Values worked out once and shared across threads: the first caller computes a key's value
/// (outside the lock, so that slow work never blocks the others; two may compute it at once,
/// which is harmless for the deterministic values kept here), later callers read it.
final class SharedMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Key: Value] = [:]

  init() {}

  func value(for key: Key, compute: () -> Value) -> Value {
    lock.lock()
    if let cached = values[key] {
      lock.unlock()
      return cached
    }
    lock.unlock()
    let computed = compute()
    lock.lock()
    values[key] = computed
    lock.unlock()
    return computed
  }
}

/// Values worked out once per run even when threads ask for one at once: the first computes it,
/// the others wait for it (for values dear to compute, such as a compiled expression).
final class OnceMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
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
