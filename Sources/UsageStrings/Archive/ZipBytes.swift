/// Little-endian fields of an archive's bytes, each read only when it lies wholly inside them:
/// every offset comes from the file, so every read is checked (nil past the end, never a trap).
struct ZipBytes {
  let raw: UnsafeRawBufferPointer

  var count: Int { raw.count }

  /// Whether `count` bytes from `offset` lie inside (overflow-safe for any two values).
  func contains(_ offset: Int, _ count: Int) -> Bool {
    offset >= 0 && count >= 0 && offset <= raw.count && count <= raw.count - offset
  }

  func u16(_ offset: Int) -> UInt16? {
    guard contains(offset, 2) else { return nil }
    return UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
  }

  func u32(_ offset: Int) -> UInt32? {
    guard contains(offset, 4) else { return nil }
    return UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
  }

  func u64(_ offset: Int) -> UInt64? {
    guard contains(offset, 8) else { return nil }
    return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// `count` bytes from `offset`, or nil when they run past the end.
  func slice(_ offset: Int, _ count: Int) -> UnsafeRawBufferPointer? {
    guard contains(offset, count) else { return nil }
    return UnsafeRawBufferPointer(rebasing: raw[offset..<offset + count])
  }
}

extension UInt64 {
  /// As an `Int` when under 2^56 (64 PB): sizes and offsets past that are no real file's, and
  /// keeping them small leaves sums of a few of them free of overflow.
  var zipInt: Int? { self < 1 << 56 ? Int(self) : nil }
}
