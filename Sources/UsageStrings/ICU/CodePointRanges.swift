/// A set of code points as sorted, disjoint ranges, as ICU keeps a locale's exemplar letters: a
/// few dozen ranges for an alphabet, one for 11,172 Hangul syllables. Asked once per letter of
/// every translation; expanding the sets into hashed code points cost more than the checks.
package struct CodePointRanges: Sendable, Equatable {
  /// The first and last code point of each range, in order.
  private let bounds: [UInt32]
  /// Membership of U+0000–U+00FF as bits, where most letters of Latin texts are.
  private var low: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  package init(bounds: [UInt32]) {
    self.bounds = bounds
    for value in UInt32(0)..<256 where search(value) {
      let bit = UInt64(1) << UInt64(value & 63)
      switch value >> 6 {
      case 0: low.0 |= bit
      case 1: low.1 |= bit
      case 2: low.2 |= bit
      default: low.3 |= bit
      }
    }
  }

  package static func == (lhs: CodePointRanges, rhs: CodePointRanges) -> Bool {
    lhs.bounds == rhs.bounds
  }

  package var isEmpty: Bool { bounds.isEmpty }

  @inline(__always)
  package func contains(_ value: UInt32) -> Bool {
    guard value < 256 else { return search(value) }
    let bit = UInt64(1) << UInt64(value & 63)
    switch value >> 6 {
    case 0: return low.0 & bit != 0
    case 1: return low.1 & bit != 0
    case 2: return low.2 & bit != 0
    default: return low.3 & bit != 0
    }
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
