extension ZipArchive {
  /// The entries of the central directory, each judged, after checking that they lie apart
  /// inside the file.
  static func list(_ bytes: ZipBytes, limits: ZipLimits) throws(ZipError) -> [ZipEntry] {
    let end = try ZipEndRecord.find(in: bytes, limits: limits)
    let limit = end.directoryOffset + end.directorySize
    var entries: [ZipEntry] = []
    entries.reserveCapacity(end.entryCount)
    var offset = end.directoryOffset
    var seen: [String: Int] = [:]
    for index in 0..<end.entryCount {
      let record = try ZipCentralRecord.read(at: offset, limit: limit, in: bytes)
      var entry = ZipEntry(record, index: index)
      entry.refusal = entry.listedRefusal(nameIsUTF8: record.nameIsUTF8, limits: limits)
      if let first = seen.updateValue(index, forKey: entry.name) {
        entry.refusal = entry.refusal ?? .duplicateName
        entries[first].refusal = entries[first].refusal ?? .duplicateName
      }
      entries.append(entry)
      offset = record.end
    }
    try place(&entries, before: end.directoryOffset)
    return entries
  }

  /// Sets each entry's `dataLimit` to where the next one begins, after checking that its local
  /// header and data (at least a 30-byte header, its name and its compressed size) end there:
  /// entries that share or overlap their data are a zip bomb's trick (one deflate stream
  /// inflated once per entry), and nothing may lie in the central directory.
  static func place(_ entries: inout [ZipEntry], before directory: Int) throws(ZipError) {
    let order = entries.indices.sorted {
      (entries[$0].localHeaderOffset, $0) < (entries[$1].localHeaderOffset, $1)
    }
    for (position, index) in order.enumerated() {
      let entry = entries[index]
      let next = position + 1 < order.count ? entries[order[position + 1]] : nil
      let limit = next?.localHeaderOffset ?? directory
      let least =
        entry.localHeaderOffset + ZipLocalHeader.fixedSize + entry.nameLength
        + entry.compressedSize
      guard least <= limit else {
        if let next {
          throw .malformed("entries '\(entry.name)' and '\(next.name)' overlap")
        }
        throw .malformed("entry '\(entry.name)' runs into the central directory")
      }
      entries[index].dataLimit = limit
    }
  }
}
