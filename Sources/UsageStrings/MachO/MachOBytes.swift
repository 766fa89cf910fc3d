import Foundation

/// Bounds-checked reads of a file's bytes, confined to one range of it (a slice): a read that would
/// touch a byte outside gives nil. Offsets are the file's, so that every issue points into it.
///
/// It borrows the bytes of the caller's `withUnsafeBytes`: a mapped file is read where it lies,
/// never copied.
struct MachOBytes {
  let raw: UnsafeRawBufferPointer
  let start: Int
  let end: Int

  /// Whether `count` bytes at `offset` lie inside the range (no overflow for hostile values).
  func has(_ offset: Int, _ count: Int) -> Bool {
    offset >= start && count >= 0 && offset <= end && count <= end - offset
  }

  func u8(_ offset: Int) -> UInt8? {
    has(offset, 1) ? raw[offset] : nil
  }

  func u16(_ offset: Int) -> UInt16? {
    has(offset, 2)
      ? UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) : nil
  }

  func u32(_ offset: Int) -> UInt32? {
    has(offset, 4)
      ? UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) : nil
  }

  func u64(_ offset: Int) -> UInt64? {
    has(offset, 8)
      ? UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) : nil
  }

  /// Fat headers and code signatures are big-endian.
  func u32BE(_ offset: Int) -> UInt32? {
    has(offset, 4)
      ? UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) : nil
  }

  func u64BE(_ offset: Int) -> UInt64? {
    has(offset, 8)
      ? UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) : nil
  }

  /// The file range of `size` bytes at `offset` from the range's start (a load command's offsets
  /// are the slice's), where it lies inside.
  func range(_ offset: UInt64, _ size: UInt64) -> Range<Int>? {
    let length = UInt64(end - start)
    guard offset <= length, size <= length - offset else { return nil }
    return start + Int(offset)..<start + Int(offset) + Int(size)
  }

  /// The same bytes, confined to `range` (which must lie inside).
  func confined(to range: Range<Int>) -> MachOBytes {
    MachOBytes(raw: raw, start: max(start, range.lowerBound), end: min(end, range.upperBound))
  }

  /// The length of the NUL-terminated string at `offset`, ending before `limit` and at most
  /// `maximum` bytes long; nil where no NUL comes in time.
  func cStringLength(_ offset: Int, before limit: Int, maximum: Int) -> Int? {
    let stop = Swift.min(limit, end, offset &+ maximum)
    guard offset >= start, offset < stop, let base = raw.baseAddress else { return nil }
    guard let nul = memchr(base + offset, 0, stop - offset) else { return nil }
    return UnsafeRawPointer(nul) - (base + offset)
  }

  /// `length` bytes at `offset` (inside the range) as UTF-8, damaged sequences replaced.
  func string(_ offset: Int, _ length: Int) -> String {
    String(
      decoding: UnsafeRawBufferPointer(rebasing: raw[offset..<offset + length]), as: UTF8.self)
  }

  func cString(_ offset: Int, before limit: Int, maximum: Int) -> String? {
    cStringLength(offset, before: limit, maximum: maximum).map { string(offset, $0) }
  }

  /// A fixed 16-byte name (segment and section names): NUL-padded, or all 16 bytes used.
  func name16(_ offset: Int) -> String? {
    guard has(offset, 16) else { return nil }
    var length = 0
    while length < 16, raw[offset + length] != 0 { length += 1 }
    return string(offset, length)
  }
}

/// A forward reader of an opcode stream (bind opcodes): ULEB128 numbers checked for overflow, and
/// every read inside `end`.
struct MachOStream {
  let bytes: MachOBytes
  var position: Int
  let end: Int

  var atEnd: Bool { position >= end }

  mutating func byte() -> UInt8? {
    guard position < end, let value = bytes.u8(position) else { return nil }
    position += 1
    return value
  }

  /// An unsigned LEB128 number; nil when it runs past the end or does not fit 64 bits.
  mutating func uleb() -> UInt64? {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while let byte = byte() {
      let part = UInt64(byte & 0x7F)
      if shift >= 64 {
        // Padding past 64 bits is tolerated only when it carries no bits.
        guard part == 0 else { return nil }
      } else {
        guard shift < 63 || part <= 1 else { return nil }
        value |= part << shift
        shift += 7
      }
      if byte & 0x80 == 0 { return value }
    }
    return nil
  }

  /// Steps over a signed LEB128 number (an addend, not needed); false when it runs past the end.
  mutating func skipLEB() -> Bool {
    while let byte = byte() {
      if byte & 0x80 == 0 { return true }
    }
    return false
  }

  /// A NUL-terminated string of at most `maximum` bytes, and the position after its NUL.
  mutating func cString(maximum: Int) -> String? {
    guard let length = bytes.cStringLength(position, before: end, maximum: maximum) else {
      return nil
    }
    defer { position += length + 1 }
    return bytes.string(position, length)
  }
}
