/// Scans of UTF-8 bytes eight at a time (SWAR): the loops that read every byte of every file —
/// finding a quote, a backslash or a line break, counting scalars for a column — run at a
/// fraction of the instructions of a byte-by-byte loop.
enum ByteScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  @inline(__always)
  private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt64 {
    UInt64(
      littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
  }

  /// The high bit of each byte of `word` that equals `byte` (exact: no false positives).
  @inline(__always)
  private static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let x = word ^ (ones &* UInt64(byte))
    return ~(((x & ~highs) &+ ~highs) | x) & highs
  }

  /// The index of the first byte in `from..<end` that is `first` or `second`, or `end`.
  @inline(__always)
  static func firstIndex(
    of first: UInt8, or second: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, end: Int
  ) -> Int {
    var index = from
    while index + 8 <= end {
      let value = word(bytes, index)
      let found = equal(value, first) | equal(value, second)
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < end, bytes[index] != first, bytes[index] != second { index += 1 }
    return index
  }

  /// The index of the first byte in `from..<end` that is at most `limit` (below 0x80), or `end`.
  @inline(__always)
  static func firstIndex(
    atMost limit: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, end: Int
  ) -> Int {
    var index = from
    let bound = ones &* UInt64(limit + 1)
    while index + 8 <= end {
      let value = word(bytes, index)
      // A byte below `bound` has its high bit clear and borrows: exact for the first such byte.
      let found = (value &- bound) & ~value & highs
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < end, bytes[index] > limit { index += 1 }
    return index
  }

  /// The UTF-16 units of the scalars whose lead bytes are among the eight at `index` — one
  /// each, two for a four-byte lead — or nil when a backslash is among them.
  @inline(__always)
  static func utf16Units(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let value = word(bytes, index)
    guard equal(value, UInt8(ascii: "\\")) == 0 else { return nil }
    let continuations = (value & ~(value << 1) & highs).nonzeroBitCount
    // Leads of four bytes, 11110xxx: the top four bits set.
    let fours = (value & (value << 1) & (value << 2) & (value << 3) & highs).nonzeroBitCount
    return 8 - continuations + fours
  }

  /// The number of scalars that start in `from..<end`: the bytes that are not continuation
  /// bytes (`10xxxxxx`).
  @inline(__always)
  static func scalarStarts(in bytes: UnsafeBufferPointer<UInt8>, from: Int, end: Int) -> Int {
    var index = from
    var continuations = 0
    while index + 8 <= end {
      let value = word(bytes, index)
      continuations += (value & ~(value << 1) & highs).nonzeroBitCount
      index += 8
    }
    while index < end {
      if bytes[index] & 0xC0 == 0x80 { continuations += 1 }
      index += 1
    }
    return end - from - continuations
  }
}
