/// Decoding UTF-16 code units one code point at a time (unpaired surrogates stand for themselves).
enum UTF16Scalars {
  /// The code point at `index` and how many units it takes (a pair only when it ends before
  /// `end`, by default the end of `units`): of an array, or of raw units in the innermost loops.
  @inline(__always)
  static func decode<Units: RandomAccessCollection>(_ units: Units, at index: Int, end: Int? = nil) -> (value: UInt32, length: Int)
  where Units.Element == UInt16, Units.Index == Int {
    let unit = UInt32(units[index])
    if unit & 0xFC00 == 0xD800, index + 1 < (end ?? units.endIndex), units[index + 1] & 0xFC00 == 0xDC00 {
      return (0x10000 + ((unit - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00), 2)
    }
    return (unit, 1)
  }
}
