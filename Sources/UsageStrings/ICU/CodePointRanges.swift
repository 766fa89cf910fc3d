/// A set of code points as sorted, disjoint ranges, as ICU keeps a locale's exemplar letters: a
/// few dozen ranges for an alphabet, one for 11,172 Hangul syllables. Asked once per letter of
/// every translation; expanding the sets into hashed code points cost more than the checks.
package struct CodePointRanges: Sendable, Equatable {
  /// The first and last code point of each range, in order.
  private let bounds: [UInt32]
  /// Membership of U+0000–U+00FF as bits, where most letters of Latin texts are.
  private var low = BitSet256()
  /// Membership of the `blockSize` code points from `blockStart` as bits: the first set one
  /// above U+00FF starts it, so that one alphabet's letters (Cyrillic, Greek, Hebrew, Arabic,
  /// Devanagari) are found without halving.
  private var block: [UInt64] = []
  private var blockStart: UInt32 = 0
  private static let blockSize: UInt32 = 4096

  package init(bounds: [UInt32]) {
    self.bounds = bounds
    for value in UInt32(0)..<256 where search(value) { low.insert(UInt8(value)) }
    fillBlock()
  }

  private mutating func fillBlock() {
    let pairs = stride(from: 0, to: bounds.count - 1, by: 2).map { (bounds[$0], bounds[$0 + 1]) }
    guard let first = pairs.first(where: { $0.1 >= 256 }) else { return }
    blockStart = max(first.0, 256) & ~63
    block = Array(repeating: 0, count: Int(Self.blockSize / 64))
    let end = blockStart + Self.blockSize
    for (lower, upper) in pairs where upper >= blockStart && lower < end {
      for value in max(lower, blockStart)...min(upper, end - 1) {
        let offset = value - blockStart
        block[Int(offset >> 6)] |= 1 << UInt64(offset & 63)
      }
    }
  }

  package var isEmpty: Bool { bounds.isEmpty }

  @inline(__always)
  package func contains(_ value: UInt32) -> Bool {
    if value < 256 { return low.contains(UInt8(value)) }
    let offset = value &- blockStart
    if offset < Self.blockSize, !block.isEmpty {
      return block[Int(offset >> 6)] & (1 << UInt64(offset & 63)) != 0
    }
    return search(value)
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
