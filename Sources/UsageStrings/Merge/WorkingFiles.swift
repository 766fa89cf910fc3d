/// The files a merge changes, each held once in memory: every group of units (a target and a
/// language) edits the file as the groups before it left it, and each file is written once —
/// three languages merged into one catalog all land, in any order of the inputs.
struct WorkingFiles {
  /// The bytes of each changed file now (absolute path).
  private var current: [String: [UInt8]] = [:]
  /// The bytes each had when first read; nil when it did not exist.
  private var original: [String: [UInt8]?] = [:]
  private var display: [String: String] = [:]

  /// The file's bytes as the earlier groups left them, or nil when none changed it.
  func bytes(_ path: String) -> [UInt8]? { current[path] }

  /// Takes a group's write: its bytes become the file's, and what the file held first is kept.
  mutating func record(_ write: PlannedWrite) {
    if original.index(forKey: write.path) == nil { original[write.path] = write.existing }
    current[write.path] = write.bytes
    display[write.path] = write.display
  }

  /// One write per file, from the bytes first read to the last, in path order.
  var writes: [PlannedWrite] {
    current.keys.sorted().map { path in
      PlannedWrite(
        path: path, display: display[path] ?? path, bytes: current[path]!,
        existing: original[path] ?? nil)
    }
  }
}
