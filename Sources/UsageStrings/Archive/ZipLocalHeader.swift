/// The header before each entry's data. Its sizes are not read (a data descriptor may hold
/// them; the central directory's are the ones checked): its name, method and encryption must
/// agree with the central directory, and its data must end before the next entry begins.
enum ZipLocalHeader {
  static let signature: UInt32 = 0x0403_4b50
  static let fixedSize = 30

  /// Where the entry's data begins.
  static func dataOffset(of entry: ZipEntry, in bytes: ZipBytes) -> Result<Int, ZipRefusal> {
    let offset = entry.localHeaderOffset
    guard bytes.u32(offset) == signature, let flags = bytes.u16(offset + 6),
      let method = bytes.u16(offset + 8), let nameLength = bytes.u16(offset + 26),
      let extraLength = bytes.u16(offset + 28),
      let name = bytes.slice(offset + fixedSize, Int(nameLength))
    else { return .failure(.badLocalHeader("is missing")) }
    guard name.elementsEqual(entry.name.utf8), method == entry.method,
      flags & 0b100_0001 == entry.flags & 0b100_0001
    else { return .failure(.badLocalHeader("disagrees with the central directory")) }
    let start = offset + fixedSize + Int(nameLength) + Int(extraLength)
    guard start + entry.compressedSize <= entry.dataLimit else {
      return .failure(.badLocalHeader("and data run into the next entry"))
    }
    return .success(start)
  }
}
