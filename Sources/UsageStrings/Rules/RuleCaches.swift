/// What the rules work out once per run and share across its parts and threads: answers that
/// depend only on the run's options and targets, not on the part being checked. (Compiled
/// expressions are per thread, in each `TextAnalyzer`.)
public final class RuleCaches: Sendable {
  private let nearMisses = SharedMemo<String, KeyNearMiss?>()
  private let prepared = SharedMemo<String, any Sendable>()

  public init() {}

  /// The near miss of a key, searched for once per run.
  func nearMiss(of key: String, search: () -> KeyNearMiss?) -> KeyNearMiss? {
    nearMisses.value(for: key, compute: search)
  }

  /// What a rule prepared for a target, worked out by the first part of the run that asks.
  func prepared<Value: Sendable>(_ key: String, compute: () -> Value) -> Value {
    prepared.value(for: key, compute: compute) as! Value
  }
}
