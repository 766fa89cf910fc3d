/// A file `generate` (or `merge`) would write: its new bytes beside the current ones.
public struct PlannedWrite: Sendable {
  public var path: String
  public var display: String
  public var bytes: [UInt8]
  /// The file's bytes now; nil when it does not exist yet.
  public var existing: [UInt8]?

  public var isChange: Bool { existing != bytes }
}

extension PlannedWrite {
  /// Writes every change, each file atomically (a temporary file, then a rename): a run stopped
  /// midway leaves each file entirely old or entirely new.
  /// A read-only destination stops the run before anything is written.
  public static func commit(_ writes: [PlannedWrite], renamer: Renamer = .system) throws(ToolIssue)
  {
    for write in writes where write.isChange {
      try FileSystemWriter.checkWritable(write.path, display: write.display)
    }
    for write in writes where write.isChange { try write.commit(renamer: renamer) }
  }

  /// Writes this change atomically, its folder created first.
  public func commit(renamer: Renamer = .system) throws(ToolIssue) {
    try FileSystemWriter.createFolder(Paths.parent(path), display: display)
    try AtomicWriter.write(bytes, to: path, display: display, renamer: renamer)
  }
}
