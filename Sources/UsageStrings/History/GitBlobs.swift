/// Blobs read with `git cat-file`: many in one process, their sizes asked first
/// (`--batch-check`), so that no blob past a cap — a table of a gigabyte committed long ago — is
/// ever held, and the blobs read together stay within a total.
enum GitBlobs {
  /// What was left unread, and why.
  struct Skipped: Sendable, Equatable {
    /// Blobs larger than the cap for one.
    var tooLarge = 0
    /// Blobs past the total.
    var pastTotal = 0

    var isEmpty: Bool { tooLarge == 0 && pastTotal == 0 }
  }

  /// The contents of each `commit:path`, in the order asked: nil for one git could not find or
  /// that was skipped. Blobs over `each` bytes are skipped, and so is every blob once `total`
  /// bytes are read. `consume` gets them a part at a time (parts of at most 32 MB), never all at
  /// once.
  static func read(
    _ requests: [(commit: String, path: String)], git: Git, each: Int, total: Int,
    consume: (_ index: Int, _ contents: [UInt8]) throws(Git.Failure) -> Void
  ) throws(Git.Failure) -> Skipped {
    // git's batches are lines: a path with a line break in it would shift every answer after it.
    let asked = requests.indices.filter { !requests[$0].path.contains("\n") }
    guard !asked.isEmpty else { return Skipped() }
    let sizes = self.sizes(
      try git.run(["cat-file", "--batch-check"], input: request(asked.map { requests[$0] })),
      count: asked.count)
    var skipped = Skipped()
    var wanted: [(index: Int, object: String, size: Int)] = []
    var sum = 0
    for (index, size) in zip(asked, sizes) {
      guard let size else { continue }
      if size.bytes > each {
        skipped.tooLarge += 1
      } else if sum + size.bytes > total {
        skipped.pastTotal += 1
      } else {
        sum += size.bytes
        wanted.append((index, size.object, size.bytes))
      }
    }
    var start = 0
    while start < wanted.count {
      var end = start
      var bytes = 0
      while end < wanted.count, end == start || bytes + wanted[end].size < 32 << 20 {
        bytes += wanted[end].size
        end += 1
      }
      let part = wanted[start..<end]
      let input = Array(part.map { $0.object + "\n" }.joined().utf8)
      let output = try git.run(
        ["cat-file", "--batch"], input: input, limit: bytes + part.count * 64)
      for (item, contents) in zip(part, parse(output, count: part.count)) {
        if let contents { try consume(item.index, contents) }
      }
      start = end
    }
    return skipped
  }

  /// The input that asks for each `commit:path`.
  static func request(_ revisions: [(commit: String, path: String)]) -> [UInt8] {
    Array(revisions.map { "\($0.commit):\($0.path)\n" }.joined().utf8)
  }

  /// The object and size of each blob of a `--batch-check` answer, in the order asked; nil for
  /// one that is missing or no blob.
  static func sizes(_ bytes: [UInt8], count: Int) -> [(object: String, bytes: Int)?] {
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).prefix(count)
    let sizes = lines.map { line -> (object: String, bytes: Int)? in
      let fields = String(decoding: line, as: UTF8.self).split(separator: " ")
      guard fields.count == 3, fields[1] == "blob", let size = Int(fields[2]), size >= 0 else {
        return nil
      }
      return (String(fields[0]), size)
    }
    return sizes + Array(repeating: nil, count: max(0, count - sizes.count))
  }

  /// The contents in the order asked; nil for one git could not find.
  static func parse(_ bytes: [UInt8], count: Int) -> [[UInt8]?] {
    var contents: [[UInt8]?] = []
    var offset = 0
    while contents.count < count, offset < bytes.count {
      guard let end = bytes[offset...].firstIndex(of: 0x0A) else { break }
      let header = String(decoding: bytes[offset..<end], as: UTF8.self)
      offset = end + 1
      let fields = header.split(separator: " ")
      guard fields.count == 3, fields[1] == "blob", let size = Int(fields[2]),
        offset + size <= bytes.count
      else {
        contents.append(nil)
        continue
      }
      contents.append(Array(bytes[offset..<offset + size]))
      offset += size + 1
    }
    return contents + Array(repeating: nil, count: max(0, count - contents.count))
  }
}
