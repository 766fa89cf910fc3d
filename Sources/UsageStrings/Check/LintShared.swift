import Foundation

/// What the parts of one run work out once and share across threads: answers that depend only on
/// the run's options, not on the part being checked.
public final class LintShared: @unchecked Sendable {
  private let lock = NSLock()
  private var nearMisses: [String: KeyNearMiss?] = [:]
  private var expressions: [String: [NSRegularExpression?]] = [:]
  private var references: [String: TargetReference] = [:]
  /// Analyzers not in use: each part of a run borrows one, so that their tables and iterators
  /// outlive the part (one per thread at most is ever made).
  private var analyzers: [TextAnalyzer] = []

  public init() {}

  /// The near miss of a key, searched for once per run.
  func nearMiss(of key: String, search: () -> KeyNearMiss?) -> KeyNearMiss? {
    lock.lock()
    let cached = nearMisses[key]
    lock.unlock()
    if let cached { return cached }
    let found = search()
    lock.lock()
    nearMisses[key] = .some(found)
    lock.unlock()
    return found
  }

  /// Case-insensitive expressions compiled once per run (they are thread-safe to match with),
  /// found by a short name such as `generic|de`; nil for a pattern that does not compile
  /// (patterns were checked when the data was loaded).
  func expressions(_ name: String, patterns: () -> [String]) -> [NSRegularExpression?] {
    lock.lock()
    defer { lock.unlock() }
    if let cached = expressions[name] { return cached }
    let compiled = patterns().map { try? NSRegularExpression(pattern: $0, options: [.caseInsensitive]) }
    expressions[name] = compiled
    return compiled
  }

  /// A target's reference, worked out by the first part of the run that needs it.
  func reference(for target: Target, in project: Project, compute: () -> TargetReference) -> TargetReference {
    let key = project.root + "\u{0}" + target.name + "\u{0}" + (target.sourceFiles.first ?? "")
    lock.lock()
    if let cached = references[key] {
      lock.unlock()
      return cached
    }
    lock.unlock()
    let reference = compute()
    lock.lock()
    references[key] = reference
    lock.unlock()
    return reference
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
