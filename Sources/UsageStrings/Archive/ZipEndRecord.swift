/// Where an archive's central directory lies: its end-of-central-directory record, and the ZIP64
/// record a large archive adds before it (more than 65,535 entries, or offsets past 4 GB).
struct ZipEndRecord: Equatable {
  var entryCount: Int
  var directoryOffset: Int
  var directorySize: Int
  /// Where the end records begin: the central directory ends at or before it.
  var start: Int

  static let signature: UInt32 = 0x0605_4b50
  static let zip64Signature: UInt32 = 0x0606_4b50
  static let locatorSignature: UInt32 = 0x0706_4b50
  static let size = 22
  static let locatorSize = 20
  static let zip64Size = 56
  /// A comment of at most 65,535 bytes follows the record, so it starts no further back.
  static let maximumSearch = size + 0xFFFF

  static func find(in bytes: ZipBytes, limits: ZipLimits) throws(ZipError) -> ZipEndRecord {
    guard let offset = endOffset(in: bytes) else {
      throw .malformed("no end-of-central-directory record")
    }
    var record = try classic(at: offset, in: bytes)
    if bytes.u32(offset - locatorSize) == locatorSignature {
      record = try zip64(locator: offset - locatorSize, in: bytes)
    }
    try record.validate(limits: limits)
    return record
  }

  /// The last record whose comment ends exactly at the end of the file: a record-like sequence
  /// inside a comment or an entry is not taken for it.
  private static func endOffset(in bytes: ZipBytes) -> Int? {
    guard bytes.count >= size else { return nil }
    let last = bytes.count - size
    for offset in stride(from: last, through: max(0, last - 0xFFFF), by: -1)
    where bytes.u32(offset) == signature {
      if let comment = bytes.u16(offset + 20), Int(comment) == last - offset { return offset }
    }
    return nil
  }

  private static func classic(at offset: Int, in bytes: ZipBytes) throws(ZipError) -> ZipEndRecord {
    guard let disk = bytes.u16(offset + 4), let directoryDisk = bytes.u16(offset + 6),
      let onDisk = bytes.u16(offset + 8), let total = bytes.u16(offset + 10),
      let size = bytes.u32(offset + 12), let start = bytes.u32(offset + 16)
    else { throw .malformed("a truncated end-of-central-directory record") }
    guard disk == 0, directoryDisk == 0, onDisk == total else {
      throw .malformed("it spans several disks")
    }
    return ZipEndRecord(
      entryCount: Int(total), directoryOffset: Int(start), directorySize: Int(size), start: offset)
  }

  private static func zip64(locator: Int, in bytes: ZipBytes) throws(ZipError) -> ZipEndRecord {
    guard let disk = bytes.u32(locator + 4), let disks = bytes.u32(locator + 16),
      let offset = bytes.u64(locator + 8)?.zipInt
    else { throw .malformed("a truncated ZIP64 end-of-central-directory locator") }
    guard disk == 0, disks <= 1 else { throw .malformed("it spans several disks") }
    guard offset + zip64Size <= locator, bytes.u32(offset) == zip64Signature,
      let recordDisk = bytes.u32(offset + 16), let directoryDisk = bytes.u32(offset + 20),
      let onDisk = bytes.u64(offset + 24), let total = bytes.u64(offset + 32)?.zipInt,
      let size = bytes.u64(offset + 40)?.zipInt, let start = bytes.u64(offset + 48)?.zipInt
    else { throw .malformed("no ZIP64 end-of-central-directory record where its locator says") }
    guard recordDisk == 0, directoryDisk == 0, onDisk == UInt64(total) else {
      throw .malformed("it spans several disks")
    }
    return ZipEndRecord(
      entryCount: total, directoryOffset: start, directorySize: size, start: offset)
  }

  private func validate(limits: ZipLimits) throws(ZipError) {
    guard directoryOffset <= start, directorySize <= start - directoryOffset else {
      throw .malformed(
        "its central directory (\(directorySize) bytes at \(directoryOffset)) runs past the "
          + "\(start) bytes before its end record")
    }
    guard directorySize <= limits.directorySize else {
      throw .malformed(
        "its central directory takes \(directorySize) bytes, more than the "
          + "\(limits.directorySize) the tool reads")
    }
    guard entryCount <= limits.entryCount else {
      throw .malformed(
        "it declares \(entryCount) entries, more than the \(limits.entryCount) the tool lists")
    }
    guard entryCount <= directorySize / ZipCentralRecord.fixedSize else {
      throw .malformed(
        "its central directory of \(directorySize) bytes cannot hold the \(entryCount) entries "
          + "it declares")
    }
  }
}
