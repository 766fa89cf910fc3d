import Foundation

/// What the parts of one run work out once and share across threads: the rules' caches, and the
/// analyzers not in use.
public final class LintShared: @unchecked Sendable {
  let rules: RuleCaches
  private let lock = NSLock()
  /// Analyzers not in use: each part of a run borrows one, so that their tables and iterators
  /// outlive the part (one per thread at most is ever made).
  private var analyzers: [TextAnalyzer] = []

  public convenience init() { self.init(dictionaries: .shared) }

  /// Shared values whose rules read `dictionaries` (a test hides the machine's).
  package init(dictionaries: SpellingDictionaries) {
    rules = RuleCaches(dictionaries: dictionaries)
  }

  /// Runs `body` with an analyzer no other thread is using.
  func withAnalyzer<Result>(_ body: (TextAnalyzer) -> Result) -> Result {
    lock.lock()
    let analyzer = analyzers.popLast() ?? TextAnalyzer()
    lock.unlock()
    defer {
      lock.lock()
      analyzers.append(analyzer)
      lock.unlock()
    }
    return body(analyzer)
  }
}
