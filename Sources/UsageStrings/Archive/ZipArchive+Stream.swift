import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ZipArchive {
  /// The size of the pieces an entry is streamed in.
  static let chunk = 1 << 20

  /// One entry's bytes handed to `sink` a megabyte at a time, for an entry too large to hold (an
  /// executable): its data is read from the archive's file at `path` with `pread`, not through
  /// the mapping, so memory stays at a chunk or two whatever the entry's size. Checked as
  /// `extract` checks: the limits, the declared size (inflating stops past it), the CRC-32.
  ///
  /// - Parameters:
  ///   - entry: the entry to stream, as the listing gave it.
  ///   - path: the archive's file, the one listed.
  ///   - sink: takes each piece in order; false stops the stream (it could not keep it).
  /// - Throws: `ZipError.refused` naming the entry, as `extract` does, or when `path` is no
  ///   longer the archive that was listed, or `sink` stopped.
  public func stream(
    _ entry: ZipEntry, readingFrom path: String, into sink: (UnsafeRawBufferPointer) -> Bool
  ) throws(ZipError) {
    try admit(entry, limit: limits.entrySize)
    let start = data.withUnsafeBytes { ZipLocalHeader.dataOffset(of: entry, in: ZipBytes(raw: $0)) }
    let result = start.flatMap { offset in
      Self.stream(entry, at: offset, path: path, expectedSize: data.count, into: sink)
    }
    if case .failure(let refusal) = result { throw .refused(entry: entry.name, refusal) }
  }

  private static func stream(
    _ entry: ZipEntry, at offset: Int, path: String, expectedSize: Int,
    into sink: (UnsafeRawBufferPointer) -> Bool
  ) -> Result<Void, ZipRefusal> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.badLocalHeader("cannot be read again")) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, Int(status.st_size) == expectedSize else {
      return .failure(.badLocalHeader("lies in a file that changed since it was listed"))
    }
    var input = [UInt8](repeating: 0, count: chunk)
    var crc: UInt32 = 0
    var produced = 0
    let inflater = entry.method == 0 ? nil : Zlib.Inflater()
    if let inflater, !inflater.isReady { return .failure(.corruptData("zlib could not start")) }
    var consumed = 0
    var ended = inflater == nil
    func emit(_ piece: UnsafeRawBufferPointer) -> ZipRefusal? {
      produced += piece.count
      guard produced <= entry.uncompressedSize else {
        return .inflatesPastDeclaredSize(entry.uncompressedSize)
      }
      crc = Zlib.crc32(piece, continuing: crc)
      return sink(piece) ? nil : .corruptData("could not be written out")
    }
    while consumed < entry.compressedSize {
      let want = min(chunk, entry.compressedSize - consumed)
      let got = input.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress!, want, off_t(offset + consumed))
      }
      guard got == want else {
        return .failure(.shorterThanDeclared(actual: produced, declared: entry.uncompressedSize))
      }
      consumed += got
      let failure: ZipRefusal? = input.withUnsafeBytes { raw in
        let piece = UnsafeRawBufferPointer(rebasing: raw[..<got])
        guard let inflater else { return emit(piece) }
        switch inflater.inflate(piece, into: emit) {
        case .success(let done):
          ended = done
          return nil
        case .failure(let refusal): return refusal
        }
      }
      if let failure { return .failure(failure) }
      if ended && inflater != nil { break }
    }
    guard ended, produced == entry.uncompressedSize else {
      return .failure(.shorterThanDeclared(actual: produced, declared: entry.uncompressedSize))
    }
    return crc == entry.crc32 ? .success(()) : .failure(.checksumMismatch)
  }
}
