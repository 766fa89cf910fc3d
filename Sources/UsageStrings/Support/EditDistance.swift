/// Levenshtein distance, for suggesting the nearest name to a mistyped one.
package enum EditDistance {
  /// The candidate nearest to `word` (ignoring case), when it is near enough to be a typo.
  package static func nearest(_ word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, word.count / 3) ? best.0 : nil
  }

  /// The distance, or `limit + 1` once it is sure to be more than `limit` (a near-miss search
  /// only wants the near ones, and most candidates are far).
  package static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    // What is returned for anything past the limit.
    let beyond = limit == .max ? Int.max : limit + 1
    if a.isEmpty { return min(b.count, beyond) }
    var previous = Array(0...b.count)
    var current = previous
    for (i, left) in a.enumerated() {
      current[0] = i + 1
      var smallest = current[0]
      for (j, right) in b.enumerated() {
        current[j + 1] = min(
          previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
        smallest = min(smallest, current[j + 1])
      }
      // A row never gets smaller further down.
      if smallest > limit { return beyond }
      swap(&previous, &current)
    }
    return min(previous[b.count], beyond)
  }
}
