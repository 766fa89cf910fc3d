import Foundation
import Testing

@testable import UsageStrings

/// An expression compiled once per run and cloned for each thread (`RuleCaches`).
@Suite struct RegexCloneTests {
  static let pattern =
    "^(?:this app )?(?:needs|requires) (?:access to )?(?:your )?(?:camera|photos)"

  /// A clone matches as the original does, and threads that clone one expression at once each
  /// match with their own.
  @Test func clonesMatchAsTheOriginalOnTheirOwnThreads() throws {
    let original = try ICU.Regex(Self.pattern)
    let texts = ["This app needs access to your camera", "Needs photos", "Scan receipts", ""]
    let expected = texts.map { original.prefixMatch(Array($0.utf16)) }
    #expect(expected.compactMap { $0 }.count == 2)
    let shared = SharedExpression(original)
    let results = Locked<[[Int?]]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      guard let clone = try? shared.original.clone() else { return }
      var found: [Int?] = []
      for _ in 0..<200 { found = texts.map { clone.prefixMatch(Array($0.utf16)) } }
      results.withLock { $0.append(found) }
    }
    let all = results.withLock { $0 }
    #expect(all.count == 8)
    #expect(all.allSatisfy { $0 == expected })
  }

  /// Threads that ask for one key at once wait for the first's value: it is computed once.
  @Test func aValueAskedForAtOnceIsComputedOnce() {
    let memo = SharedMemo<String, Int>()
    let computed = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let value = memo.value(for: "de") {
        computed.withLock { $0 += 1 }
        Thread.sleep(forTimeInterval: 0.02)
        return 42
      }
      #expect(value == 42)
    }
    #expect(computed.withLock { $0 } == 1)
  }
}

/// A value behind a lock, for the tests' threads.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<R>(_ body: (inout Value) -> R) -> R {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
