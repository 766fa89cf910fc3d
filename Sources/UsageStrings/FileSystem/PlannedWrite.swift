import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file `generate` (or `merge`) would write: its new bytes beside the ones the plan read.
public struct PlannedWrite: Sendable {
  public var path: String
  public var display: String
  public var bytes: [UInt8]
  /// The file's bytes when the plan read it; nil when it did not exist.
  public var existing: [UInt8]?

  public var isChange: Bool { existing != bytes }
}

extension PlannedWrite {
  /// Writes every change as one step against other runs of the tool: the folders of the
  /// destinations are locked (in path order, so that two runs never wait on each other), each
  /// destination is checked to hold what the plan read — or to be still absent —, then each is
  /// written atomically (a temporary file, then a rename): a run stopped midway leaves each file
  /// entirely old or entirely new.
  ///
  /// - Throws: `ToolIssue.fileChanged` when a destination changed since the plan read it (plan
  ///   again and retry), `.folderBusy` when another run holds a folder past `lockTimeout`,
  ///   `.fileUnwritable` for a read-only destination or one the plan did not read (a symbolic
  ///   link discovery refused). Nothing is written then.
  public static func commit(
    _ writes: [PlannedWrite], renamer: Renamer = .system, lockTimeout: Double = 60
  ) throws(ToolIssue) {
    let changes = writes.filter(\.isChange).sorted { $0.path < $1.path }
    guard !changes.isEmpty else { return }
    for write in changes { try FileSystemWriter.checkWritable(write.path, display: write.display) }
    var locks: [FolderLock] = []
    defer { for lock in locks { lock.release() } }
    for folder in Set(changes.map(\.lockFolder)).sorted() {
      try FileSystemWriter.createFolder(folder, display: folder)
      locks.append(try FolderLock(folder, display: folder, timeout: lockTimeout))
    }
    for folder in Set(changes.flatMap { [$0.lockFolder, Paths.parent($0.path)] }) {
      TemporaryFiles.sweep(folder)
    }
    for write in changes { try write.checkUnchanged() }
    for write in changes { try write.commit(renamer: renamer) }
  }

  /// Writes this change atomically, its folder created first.
  public func commit(renamer: Renamer = .system) throws(ToolIssue) {
    try FileSystemWriter.createFolder(Paths.parent(path), display: display)
    try AtomicWriter.write(bytes, to: path, display: display, renamer: renamer)
  }

  /// The folder locked while the file is written: its own, or for a table in a `<lang>.lproj`
  /// folder the one above, which exists even when the language folder is still to be made (two
  /// runs adding the same language lock the same folder).
  var lockFolder: String {
    let folder = Paths.parent(path)
    return Paths.pathExtension(folder).lowercased() == "lproj" ? Paths.parent(folder) : folder
  }

  /// Checks that the destination is still what the plan read.
  func checkUnchanged() throws(ToolIssue) {
    var info = stat()
    let present = lstat(path, &info) == 0
    let regular = present && (info.st_mode & S_IFMT) == S_IFREG
    guard let existing else {
      guard present else { return }
      if regular { throw .fileChanged(path: display) }
      throw .fileUnwritable(
        path: display,
        reason:
          "something is there that this run did not read (a symbolic link?); it was left alone"
      )
    }
    guard regular, let now = try? FileReader.bytes(path, display: display), now == existing else {
      throw .fileChanged(path: display)
    }
  }
}
