import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file `generate`, `merge` or `check --fix` would write: its new bytes beside the ones the
/// plan read. Written through `DiskChanges`, the one door to the disk.
public struct PlannedWrite: Sendable {
  public var path: String
  public var display: String
  public var bytes: [UInt8]
  /// The file's bytes when the plan read it; nil when it did not exist.
  public var existing: [UInt8]?

  public var isChange: Bool { existing != bytes }
}

extension PlannedWrite {
  /// Writes this change atomically, its folder created first.
  func commit(renamer: Renamer = .system) throws(ToolIssue) {
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
