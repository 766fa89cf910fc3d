/// A set of code points as sorted, disjoint ranges, as ICU keeps a locale's exemplar letters: a
/// few dozen ranges for an alphabet, one for 11,172 Hangul syllables. Asked once per letter of
/// every translation; expanding the sets into hashed code points cost more than the checks.
package struct CodePointRanges: Sendable, Equatable {
  /// The first and last code point of each range, in order.
  private let bounds: [UInt32]
  /// Membership of U+0000–U+00FF as bits, where most letters of Latin texts are.
  private var low = BitSet256()

  package init(bounds: [UInt32]) {
    self.bounds = bounds
    for value in UInt32(0)..<256 where search(value) { low.insert(UInt8(value)) }
  }

  package var isEmpty: Bool { bounds.isEmpty }

  @inline(__always)
  package func contains(_ value: UInt32) -> Bool {
    value < 256 ? low.contains(UInt8(value)) : search(value)
  }

  private func search(_ value: UInt32) -> Bool {
    // The first range that ends at or after `value`, found by halving.
    var low = 0
    var high = bounds.count / 2
    while low < high {
      let middle = (low + high) / 2
      if bounds[2 * middle + 1] < value { low = middle + 1 } else { high = middle }
    }
    return low < bounds.count / 2 && bounds[2 * low] <= value
  }
}
