import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock on a folder, against other runs of the tool writing into it: `flock(2)` on
/// the folder itself, whose inode stays while the files in it are renamed over (a lock on a file
/// would be lost with the file it replaced), and which leaves nothing behind.
final class FolderLock {
  private var descriptor: Int32

  /// Waits for the lock, up to `timeout` seconds.
  ///
  /// - Throws: `ToolIssue.fileUnwritable` when the folder cannot be opened, `.folderBusy` when
  ///   another run holds it for longer than `timeout`.
  init(_ folder: String, display: String, timeout: Double) throws(ToolIssue) {
    descriptor = open(folder, O_RDONLY | O_DIRECTORY)
    guard descriptor >= 0 else {
      throw .fileUnwritable(path: display, reason: String(cString: strerror(errno)))
    }
    let deadline = Date().addingTimeInterval(timeout)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
        close(descriptor)
        descriptor = -1
        throw .folderBusy(path: display, seconds: Int(timeout))
      }
      usleep(UInt32.random(in: 2_000...10_000))
    }
  }

  deinit { release() }

  func release() {
    guard descriptor >= 0 else { return }
    flock(descriptor, LOCK_UN)
    close(descriptor)
    descriptor = -1
  }
}
