extension ZipArchive {
  /// The bytes of one entry, inflated and checked against its CRC-32.
  ///
  /// - Parameters:
  ///   - entry: an entry of this archive's `entries`.
  ///   - maximumSize: a tighter limit than `limits.entrySize` for this read (a table's, say).
  /// - Returns: exactly `entry.uncompressedSize` bytes.
  /// - Throws: `ZipError.refused` naming the entry: refused when listed, a folder, larger than
  ///   the limits, or data that belies its header.
  public func extract(_ entry: ZipEntry, maximumSize: Int? = nil) throws(ZipError) -> [UInt8] {
    try admit(entry, limit: min(maximumSize ?? limits.entrySize, limits.entrySize))
    let result = data.withUnsafeBytes { raw in
      Self.bytes(of: entry, in: ZipBytes(raw: raw))
    }
    switch result {
    case .success(let bytes): return bytes
    case .failure(let refusal): throw .refused(entry: entry.name, refusal)
    }
  }

  /// The bytes of the entry of that exact name.
  ///
  /// - Throws: `ZipError.refused` as `extract(_:maximumSize:)` does, or when no entry has it.
  public func extract(named name: String, maximumSize: Int? = nil) throws(ZipError) -> [UInt8] {
    guard let entry = entry(named: name) else {
      throw .refused(entry: name, .notFound)
    }
    return try extract(entry, maximumSize: maximumSize)
  }

  /// Refuses an entry that is not this archive's, was refused when listed, or is not extracted
  /// now; its size reserved when it is.
  func admit(_ entry: ZipEntry, limit: Int) throws(ZipError) {
    // The archive's own copy: a caller's entry is only a name for it.
    guard entries.indices.contains(entry.index), entries[entry.index] == entry else {
      throw .refused(entry: entry.name, .notFound)
    }
    if let refusal = entry.refusal ?? admission(entry, limit: limit) {
      throw .refused(entry: entry.name, refusal)
    }
  }

  /// Why an entry listed as fine is still not extracted now; its size reserved when it is.
  private func admission(_ entry: ZipEntry, limit: Int) -> ZipRefusal? {
    if entry.kind == .directory { return .directory }
    if entry.uncompressedSize > limit {
      return .tooLarge(declared: entry.uncompressedSize, limit: limit)
    }
    return reserve(entry.uncompressedSize) ? nil : .totalExceeded(limit: limits.totalSize)
  }

  private static func bytes(of entry: ZipEntry, in bytes: ZipBytes) -> Result<[UInt8], ZipRefusal> {
    let start: Int
    switch ZipLocalHeader.dataOffset(of: entry, in: bytes) {
    case .success(let offset): start = offset
    case .failure(let refusal): return .failure(refusal)
    }
    guard let input = bytes.slice(start, entry.compressedSize) else {
      return .failure(.badLocalHeader("and data run past the end of the file"))
    }
    let inflated =
      entry.method == 0
      ? .success([UInt8](input)) : Zlib.inflate(input, expected: entry.uncompressedSize)
    return inflated.flatMap { output in
      output.withUnsafeBytes { Zlib.crc32($0) } == entry.crc32
        ? .success(output) : .failure(.checksumMismatch)
    }
  }
}
