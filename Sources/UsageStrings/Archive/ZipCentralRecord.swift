/// One record of the central directory, read field by field inside its bounds, with the ZIP64
/// extra field's sizes and offset where the 32-bit ones are saturated.
struct ZipCentralRecord {
  static let signature: UInt32 = 0x0201_4b50
  static let fixedSize = 46
  static let zip64ExtraID: UInt16 = 0x0001

  var name: String
  var nameIsUTF8: Bool
  var nameLength: Int
  var flags: UInt16
  var method: UInt16
  var crc32: UInt32
  var compressedSize: Int
  var uncompressedSize: Int
  var localHeaderOffset: Int
  var externalAttributes: UInt32
  /// Where the next record begins.
  var end: Int

  /// The record at `offset`, which must end at or before `limit` (the central directory's end).
  static func read(at offset: Int, limit: Int, in bytes: ZipBytes) throws(ZipError)
    -> ZipCentralRecord
  {
    guard offset <= limit - fixedSize, bytes.u32(offset) == signature,
      let flags = bytes.u16(offset + 8), let method = bytes.u16(offset + 10),
      let crc32 = bytes.u32(offset + 16), let compressed = bytes.u32(offset + 20),
      let uncompressed = bytes.u32(offset + 24), let nameLength = bytes.u16(offset + 28),
      let extraLength = bytes.u16(offset + 30), let commentLength = bytes.u16(offset + 32),
      let disk = bytes.u16(offset + 34), let attributes = bytes.u32(offset + 38),
      let local = bytes.u32(offset + 42)
    else { throw .malformed("no central directory record at offset \(offset)") }
    let end = offset + fixedSize + Int(nameLength) + Int(extraLength) + Int(commentLength)
    guard end <= limit, let nameBytes = bytes.slice(offset + fixedSize, Int(nameLength)),
      let extra = bytes.slice(offset + fixedSize + Int(nameLength), Int(extraLength))
    else { throw .malformed("the central directory record at offset \(offset) runs past its end") }
    let name = String(decoding: nameBytes, as: UTF8.self)
    var record = ZipCentralRecord(
      name: name, nameIsUTF8: name.utf8.elementsEqual(nameBytes), nameLength: Int(nameLength),
      flags: flags, method: method, crc32: crc32, compressedSize: Int(compressed),
      uncompressedSize: Int(uncompressed), localHeaderOffset: Int(local),
      externalAttributes: attributes, end: end)
    let diskStart = try record.readZip64(ZipBytes(raw: extra), disk: disk)
    guard diskStart == 0 else { throw .malformed("entry '\(name)' is on another disk") }
    return record
  }

  /// Replaces each saturated field with its 64-bit value from the ZIP64 extra field (present in
  /// the order the format fixes, and only for those fields); returns the entry's disk.
  private mutating func readZip64(_ extra: ZipBytes, disk: UInt16) throws(ZipError) -> UInt32 {
    let saturated = 0xFFFF_FFFF
    let wanted = [uncompressedSize, compressedSize, localHeaderOffset].map { $0 == saturated }
    guard wanted.contains(true) || disk == 0xFFFF else { return UInt32(disk) }
    guard let field = Self.zip64Field(in: extra) else {
      throw .malformed("entry '\(name)' has saturated sizes and no ZIP64 extra field")
    }
    var cursor = 0
    var values = [uncompressedSize, compressedSize, localHeaderOffset]
    for slot in 0..<3 where wanted[slot] {
      guard let value = field.u64(cursor)?.zipInt else {
        throw .malformed("entry '\(name)' has a truncated ZIP64 extra field")
      }
      values[slot] = value
      cursor += 8
    }
    (uncompressedSize, compressedSize, localHeaderOffset) = (values[0], values[1], values[2])
    guard disk == 0xFFFF else { return UInt32(disk) }
    guard let wide = field.u32(cursor) else {
      throw .malformed("entry '\(name)' has a truncated ZIP64 extra field")
    }
    return wide
  }

  /// The data of the ZIP64 extended-information field among an entry's extra fields.
  private static func zip64Field(in extra: ZipBytes) -> ZipBytes? {
    var offset = 0
    while let id = extra.u16(offset), let size = extra.u16(offset + 2) {
      guard let data = extra.slice(offset + 4, Int(size)) else { return nil }
      if id == zip64ExtraID { return ZipBytes(raw: data) }
      offset += 4 + Int(size)
    }
    return nil
  }
}
