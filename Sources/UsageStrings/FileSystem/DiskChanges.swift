import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file to rename, planned (`check --fix` of a mis-cased table name).
public struct PlannedRename: Sendable, Hashable {
  public var from: String
  public var to: String
  /// The two paths as shown.
  public var displayFrom: String
  public var displayTo: String

  public init(from: String, to: String, displayFrom: String, displayTo: String) {
    self.from = from
    self.to = to
    self.displayFrom = displayFrom
    self.displayTo = displayTo
  }
}

/// A file to delete, planned: deleted only while it still holds what the plan read.
public struct PlannedDeletion: Sendable, Hashable {
  public var path: String
  public var display: String
  public var existing: [UInt8]
  /// Whether its folder goes too once nothing else is in it (a pseudo-locale's `.lproj`).
  public var removesEmptyFolder = true

  public init(path: String, display: String, existing: [UInt8]) {
    self.path = path
    self.display = display
    self.existing = existing
  }
}

/// Every change a run makes to the disk, planned, and committed as one step through the one
/// door (HOUSE-STYLE §6): each path confined to the checkout (or the folder the user named), a
/// path that is a link inside it written at its real place once, the folders locked against
/// other runs, each file checked to hold what the plan read, renames done before the writes
/// that name them and undone when a write fails, each file written atomically.
public struct DiskChanges: Sendable {
  public var writes: [PlannedWrite]
  public var renames: [PlannedRename]
  public var deletions: [PlannedDeletion]
  /// Folders to create, empty (an export's `Notes`).
  public var folders: [String]

  public init(
    writes: [PlannedWrite] = [], renames: [PlannedRename] = [], deletions: [PlannedDeletion] = [],
    folders: [String] = []
  ) {
    self.writes = writes
    self.renames = renames
    self.deletions = deletions
    self.folders = folders
  }

  public var isEmpty: Bool {
    !writes.contains(where: \.isChange) && renames.isEmpty && deletions.isEmpty && folders.isEmpty
  }

  /// Commits every change, or — when a path is refused, changed since the plan read it, or
  /// another run holds its folder — none.
  ///
  /// - Parameters:
  ///   - checkouts: where the changes may go; a path must lie in one of them.
  ///   - renamer: how each finished file replaces its destination (tests pass one that fails).
  ///   - lockTimeout: how many seconds to wait for another run to let go of a folder.
  /// - Throws: `ToolIssue.fileUnwritable` for a refused or read-only path (nothing written),
  ///   `.fileChanged` when a file changed since the plan read it (plan again and retry),
  ///   `.folderBusy` when another run holds a folder past `lockTimeout`.
  public func commit(
    confinedTo checkouts: [Checkout], renamer: Renamer = .system, lockTimeout: Double = 60
  ) throws(ToolIssue) {
    let changes = try confined(to: checkouts)
    let writes = changes.writes.filter(\.isChange).sorted { $0.path < $1.path }
    guard !writes.isEmpty || !changes.renames.isEmpty || !changes.deletions.isEmpty else {
      for folder in changes.folders { try FileSystemWriter.createFolder(folder, display: folder) }
      return
    }
    for write in writes { try FileSystemWriter.checkWritable(write.path, display: write.display) }
    var locks: [FolderLock] = []
    defer { for lock in locks { lock.release() } }
    let lockFolders = Set(
      writes.map(\.lockFolder) + changes.renames.map { Paths.parent($0.from) }
        + changes.deletions.map { Paths.parent($0.path) })
    for folder in lockFolders.sorted() {
      try FileSystemWriter.createFolder(folder, display: folder)
      locks.append(try FolderLock(folder, display: folder, timeout: lockTimeout))
    }
    for folder in lockFolders.union(writes.map { Paths.parent($0.path) }) {
      TemporaryFiles.sweep(folder)
    }
    for write in writes { try write.checkUnchanged() }
    for deletion in changes.deletions { try deletion.checkUnchanged() }
    for rename in changes.renames { try rename.checkPossible() }
    var renamed: [PlannedRename] = []
    do {
      for rename in changes.renames {
        try rename.commit()
        renamed.append(rename)
      }
      for var write in writes {
        if let rename = changes.renames.first(where: { $0.from == write.path }) {
          write.path = rename.to
        }
        try write.commit(renamer: renamer)
      }
    } catch {
      // A rename whose writes failed is undone: the project file and the disk keep agreeing.
      for rename in renamed.reversed() { rename.undo() }
      throw error
    }
    for deletion in changes.deletions { try deletion.commit() }
    for folder in changes.folders { try FileSystemWriter.createFolder(folder, display: folder) }
  }

  /// The changes with every path checked against the checkouts and each write moved to the real
  /// path of the file it reaches: a table linked inside the checkout is edited where it is,
  /// once, and two plans for one file through two links are refused.
  func confined(to checkouts: [Checkout]) throws(ToolIssue) -> DiskChanges {
    func check(_ path: String, _ display: String) throws(ToolIssue) -> Checkout {
      var reason = "no folder to write in"
      for checkout in checkouts {
        guard let refusal = checkout.refusal(toWrite: path) else { return checkout }
        reason = refusal
      }
      throw .fileUnwritable(path: display, reason: reason)
    }
    var result = self
    var byRealPath: [String: PlannedWrite] = [:]
    result.writes = []
    for write in writes {
      var write = write
      write.path = try check(write.path, write.display).resolved(write.path)
      if let other = byRealPath[write.path] {
        guard other.bytes == write.bytes else {
          throw .fileUnwritable(
            path: write.display,
            reason:
              "it is the file '\(other.display)' is too (a symbolic link), and the two would be written differently; write one of them"
          )
        }
        continue
      }
      byRealPath[write.path] = write
      result.writes.append(write)
    }
    result.renames = []
    for var rename in renames {
      rename.from = try check(rename.from, rename.displayFrom).resolved(rename.from)
      rename.to = try check(rename.to, rename.displayTo).resolved(rename.to)
      result.renames.append(rename)
    }
    result.deletions = []
    for var deletion in deletions {
      deletion.path = try check(deletion.path, deletion.display).resolved(deletion.path)
      result.deletions.append(deletion)
    }
    for folder in folders { _ = try check(folder, folder) }
    return result
  }
}

extension PlannedRename {
  /// Checks that the file is there, a regular file, and that its new name holds no other file
  /// (on a case-insensitive disk, the new name may be the old one's own).
  func checkPossible() throws(ToolIssue) {
    var source = stat()
    guard lstat(from, &source) == 0, source.st_mode & S_IFMT == S_IFREG else {
      throw .fileChanged(path: displayFrom)
    }
    var destination = stat()
    if lstat(to, &destination) == 0,
      destination.st_ino != source.st_ino || destination.st_dev != source.st_dev
    {
      throw .fileUnwritable(
        path: displayTo,
        reason: "'\(displayTo)' exists already; '\(displayFrom)' was not renamed over it")
    }
  }

  /// Renames in two steps, to a temporary name beside it and then to its new name, so that a
  /// case-insensitive disk, where the new name is the old one, renames it too.
  func commit() throws(ToolIssue) {
    let step = Paths.join(
      Paths.parent(from), ".usage-strings-rename-\(UInt32.random(in: 0...UInt32.max))")
    guard rename(from, step) == 0 else {
      throw .fileUnwritable(path: displayFrom, reason: String(cString: strerror(errno)))
    }
    // A case-sensitive disk may hold both names: never replace another file.
    var existing = stat()
    let taken = lstat(to, &existing) == 0
    guard !taken, rename(step, to) == 0 else {
      var reason = taken ? "'\(displayTo)' exists already" : String(cString: strerror(errno))
      if rename(step, from) != 0 { reason += "; the file is at \(step), and could not be put back" }
      throw .fileUnwritable(path: displayTo, reason: reason)
    }
  }

  /// Puts the file back under its old name, after a later step failed.
  func undo() {
    let step = Paths.join(
      Paths.parent(to), ".usage-strings-rename-\(UInt32.random(in: 0...UInt32.max))")
    if rename(to, step) == 0, rename(step, from) != 0 { _ = rename(step, to) }
  }
}

extension PlannedDeletion {
  func checkUnchanged() throws(ToolIssue) {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      let now = try? FileReader.bytes(path, display: display), now == existing
    else { throw .fileChanged(path: display) }
  }

  func commit() throws(ToolIssue) {
    guard unlink(path) == 0 else {
      throw .fileUnwritable(path: display, reason: String(cString: strerror(errno)))
    }
    let folder = Paths.parent(path)
    if removesEmptyFolder, FileReader.contents(of: folder).isEmpty { rmdir(folder) }
  }
}
