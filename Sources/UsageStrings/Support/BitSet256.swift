/// A set of the 256 values of a byte, as bits: bytes that start a word, ICU script codes below
/// 256, code points below U+0100. Asked once per letter of every string, so no hashing.
package struct BitSet256: Sendable, Equatable {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  package init() {}

  package var isEmpty: Bool { words.0 | words.1 | words.2 | words.3 == 0 }

  @inline(__always)
  package mutating func insert(_ value: UInt8) {
    let bit = UInt64(1) << UInt64(value & 63)
    switch value >> 6 {
    case 0: words.0 |= bit
    case 1: words.1 |= bit
    case 2: words.2 |= bit
    default: words.3 |= bit
    }
  }

  @inline(__always)
  package func contains(_ value: UInt8) -> Bool {
    let bit = UInt64(1) << UInt64(value & 63)
    switch value >> 6 {
    case 0: return words.0 & bit != 0
    case 1: return words.1 & bit != 0
    case 2: return words.2 & bit != 0
    default: return words.3 & bit != 0
    }
  }

  /// Whether every member is in `other` or in `allowed`.
  package func isCovered(by other: BitSet256, or allowed: BitSet256) -> Bool {
    words.0 & ~(other.words.0 | allowed.words.0) == 0
      && words.1 & ~(other.words.1 | allowed.words.1) == 0
      && words.2 & ~(other.words.2 | allowed.words.2) == 0
      && words.3 & ~(other.words.3 | allowed.words.3) == 0
  }

  package static func == (lhs: BitSet256, rhs: BitSet256) -> Bool { lhs.words == rhs.words }
}
