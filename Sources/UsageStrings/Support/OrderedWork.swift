import Foundation

/// Runs numbered pieces of work on several threads and hands their results back in order, on the
/// calling thread, holding at most a few finished results at a time.
enum OrderedWork {
  /// Runs `work` for `0..<count` on up to `workers` threads; `consume` sees each result in order.
  static func run<Result: Sendable>(
    count: Int, workers: Int, work: @escaping @Sendable (Int) -> Result,
    consume: (Int, Result) -> Void
  ) {
    guard count > 0 else { return }
    let threads = max(1, min(workers, count))
    if threads == 1 {
      for index in 0..<count { consume(index, work(index)) }
      return
    }
    // Pieces differ in size (a language with a dictionary-based script takes longer): a wide window
    // keeps every thread busy while the consumer waits for a slow one.
    let state = State<Result>(count: count, window: threads * 8)
    let group = DispatchGroup()
    for _ in 0..<threads {
      DispatchQueue.global().async(group: group) {
        while let index = state.take() { state.finish(index, work(index)) }
      }
    }
    for index in 0..<count { consume(index, state.result(index)) }
    group.wait()
  }

  /// The queue of work and the finished results, behind one lock.
  private final class State<Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    /// How far ahead of the consumer the workers may go, to bound what is held.
    private let window: Int
    private var next = 0
    private var consumed = 0
    private var results: [Int: Result] = [:]

    init(count: Int, window: Int) {
      self.count = count
      self.window = window
    }

    /// The next index to work on, or nil when all are taken.
    func take() -> Int? {
      condition.lock()
      defer { condition.unlock() }
      while next < count && next >= consumed + window { condition.wait() }
      guard next < count else { return nil }
      next += 1
      return next - 1
    }

    func finish(_ index: Int, _ result: Result) {
      condition.lock()
      results[index] = result
      condition.broadcast()
      condition.unlock()
    }

    /// Waits for the result of `index` and takes it.
    func result(_ index: Int) -> Result {
      condition.lock()
      defer { condition.unlock() }
      while results[index] == nil { condition.wait() }
      consumed = index + 1
      condition.broadcast()
      return results.removeValue(forKey: index)!
    }
  }
}
