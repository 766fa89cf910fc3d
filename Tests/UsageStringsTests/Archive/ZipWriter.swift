import CZlib
import Foundation

/// Zips written byte by byte, so that a test can make any field lie: hostile archives are built
/// in the test, never checked in.
struct ZipWriter {
  struct Entry {
    var name: [UInt8]
    /// The bytes as they lie in the archive (deflated already for method 8).
    var payload: [UInt8]
    var method: UInt16 = 0
    var flags: UInt16 = 0x0800
    var crc: UInt32
    var compressedSize: UInt64
    var uncompressedSize: UInt64
    var attributes: UInt32 = 0o100644 << 16
    /// A local header name other than the central directory's.
    var localName: [UInt8]?
    /// Where the central directory says the local header is, instead of where it is.
    var claimedOffset: UInt64?
    /// Sizes and offset in the central record's ZIP64 extra field (its 32-bit ones saturated).
    var zip64 = false

    init(_ name: String, stored data: [UInt8]) {
      self.name = Array(name.utf8)
      payload = data
      crc = Deflate.crc(data)
      compressedSize = UInt64(data.count)
      uncompressedSize = UInt64(data.count)
    }

    init(_ name: String, deflated data: [UInt8]) {
      self.init(name, stream: Deflate.raw(data), size: data.count, crc: Deflate.crc(data))
    }

    /// A deflate stream as it is, declaring `size` and `crc`.
    init(_ name: String, stream: [UInt8], size: Int, crc: UInt32) {
      self.name = Array(name.utf8)
      payload = stream
      method = 8
      self.crc = crc
      compressedSize = UInt64(stream.count)
      uncompressedSize = UInt64(size)
    }
  }

  var entries: [Entry]
  /// ZIP64 end records (and a saturated classic one), as for more than 65,535 entries.
  var zip64End = false
  /// An entry count for the end record other than the real one.
  var declaredCount: UInt64?
  /// A central directory size other than the real one.
  var declaredDirectorySize: UInt64?

  init(_ entries: [Entry]) { self.entries = entries }

  func bytes() -> [UInt8] {
    var out: [UInt8] = []
    var offsets: [UInt64] = []
    for entry in entries {
      offsets.append(UInt64(out.count))
      local(entry, into: &out)
    }
    let start = UInt64(out.count)
    for (entry, offset) in zip(entries, offsets) { central(entry, offset: offset, into: &out) }
    let size = declaredDirectorySize ?? UInt64(out.count) - start
    end(start: start, size: size, into: &out)
    return out
  }

  private func local(_ entry: Entry, into out: inout [UInt8]) {
    let name = entry.localName ?? entry.name
    out.le32(0x0403_4b50)
    out.le16(45)
    out.le16(entry.flags)
    out.le16(entry.method)
    out.le16(0)
    out.le16(0x21)
    out.le32(entry.crc)
    out.le32(UInt32(truncatingIfNeeded: entry.compressedSize))
    out.le32(UInt32(truncatingIfNeeded: entry.uncompressedSize))
    out.le16(UInt16(name.count))
    out.le16(0)
    out += name
    out += entry.payload
  }

  private func central(_ entry: Entry, offset: UInt64, into out: inout [UInt8]) {
    let saturated: UInt32 = 0xFFFF_FFFF
    let pointed = entry.claimedOffset ?? offset
    out.le32(0x0201_4b50)
    out.le16(0x031E)
    out.le16(45)
    out.le16(entry.flags)
    out.le16(entry.method)
    out.le16(0)
    out.le16(0x21)
    out.le32(entry.crc)
    out.le32(entry.zip64 ? saturated : UInt32(truncatingIfNeeded: entry.compressedSize))
    out.le32(entry.zip64 ? saturated : UInt32(truncatingIfNeeded: entry.uncompressedSize))
    out.le16(UInt16(entry.name.count))
    out.le16(entry.zip64 ? 28 : 0)
    out += [0, 0, 0, 0, 0, 0]
    out.le32(entry.attributes)
    out.le32(entry.zip64 ? saturated : UInt32(truncatingIfNeeded: pointed))
    out += entry.name
    if entry.zip64 {
      out.le16(1)
      out.le16(24)
      out.le64(entry.uncompressedSize)
      out.le64(entry.compressedSize)
      out.le64(pointed)
    }
  }

  private func end(start: UInt64, size: UInt64, into out: inout [UInt8]) {
    let count = declaredCount ?? UInt64(entries.count)
    if zip64End {
      let record = UInt64(out.count)
      out.le32(0x0606_4b50)
      out.le64(44)
      out.le16(45)
      out.le16(45)
      out.le32(0)
      out.le32(0)
      out.le64(count)
      out.le64(count)
      out.le64(size)
      out.le64(start)
      out.le32(0x0706_4b50)
      out.le32(0)
      out.le64(record)
      out.le32(1)
    }
    out.le32(0x0605_4b50)
    out += [0, 0, 0, 0]
    let shortCount = zip64End ? 0xFFFF : UInt16(truncatingIfNeeded: count)
    out.le16(shortCount)
    out.le16(shortCount)
    out.le32(zip64End ? 0xFFFF_FFFF : UInt32(truncatingIfNeeded: size))
    out.le32(zip64End ? 0xFFFF_FFFF : UInt32(truncatingIfNeeded: start))
    out.le16(0)
  }
}

extension [UInt8] {
  mutating func le16(_ value: UInt16) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
  mutating func le32(_ value: UInt32) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
  mutating func le64(_ value: UInt64) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}

/// Raw deflate and CRC-32 with the system zlib, for the writer's entries.
enum Deflate {
  static func crc(_ data: [UInt8]) -> UInt32 {
    UInt32(data.withUnsafeBufferPointer { CZlib.crc32(0, $0.baseAddress, uInt($0.count)) })
  }

  static func raw(_ data: [UInt8]) -> [UInt8] { zeros(0, then: data) }

  /// `count` zero bytes followed by `tail`, deflated a megabyte at a time: a gigabyte of zeros
  /// becomes a megabyte of stream without ever being in memory.
  static func zeros(_ count: Int, then tail: [UInt8] = []) -> [UInt8] {
    var stream = z_stream()
    precondition(
      deflateInit2_(
        &stream, 9, Z_DEFLATED, -MAX_WBITS, 9, Z_DEFAULT_STRATEGY, zlibVersion(),
        Int32(MemoryLayout<z_stream>.size)) == Z_OK)
    defer { deflateEnd(&stream) }
    var out: [UInt8] = []
    let chunk = [UInt8](repeating: 0, count: 1 << 20)
    var left = count
    while left > 0 {
      let part = Swift.min(left, chunk.count)
      left -= part
      feed(&stream, Array(chunk[..<part]), finish: false, into: &out)
    }
    feed(&stream, tail, finish: true, into: &out)
    return out
  }

  /// The CRC-32 of `count` zeros followed by `tail`.
  static func crcOfZeros(_ count: Int, then tail: [UInt8] = []) -> UInt32 {
    let chunk = [UInt8](repeating: 0, count: 1 << 20)
    var crc: uLong = 0
    var left = count
    while left > 0 {
      let part = Swift.min(left, chunk.count)
      left -= part
      crc = chunk.withUnsafeBufferPointer { CZlib.crc32(crc, $0.baseAddress, uInt(part)) }
    }
    crc = tail.withUnsafeBufferPointer { CZlib.crc32(crc, $0.baseAddress, uInt($0.count)) }
    return UInt32(crc)
  }

  private static func feed(
    _ stream: inout z_stream, _ input: [UInt8], finish: Bool, into out: inout [UInt8]
  ) {
    var input = input
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    input.withUnsafeMutableBufferPointer { source in
      stream.next_in = source.baseAddress
      stream.avail_in = uInt(source.count)
      var status: Int32 = Z_OK
      repeat {
        let made = buffer.withUnsafeMutableBufferPointer { target in
          stream.next_out = target.baseAddress
          stream.avail_out = uInt(target.count)
          status = deflate(&stream, finish ? Z_FINISH : Z_NO_FLUSH)
          return target.count - Int(stream.avail_out)
        }
        out += buffer[..<made]
      } while stream.avail_in > 0 || (finish && status != Z_STREAM_END)
    }
  }
}
