import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files the only safe way: to a temporary file in the same folder, flushed to disk, then
/// renamed over the original — and only when the bytes change, so that an unchanged file keeps
/// its modification time.
public enum AtomicWriter {
  /// Whether `write` should fail before renaming, for tests of a write interrupted midway.
  /// Called with the destination path; returning true makes the rename fail.
  nonisolated(unsafe) package static var failRename: ((String) -> Bool)?

  /// Writes `bytes` to `path` unless it already holds exactly them.
  ///
  /// - Returns: whether the file was written.
  /// - Throws: `ToolIssue.fileUnwritable`; the original file is then untouched.
  @discardableResult
  public static func write(_ bytes: [UInt8], to path: String, display: String? = nil) throws(ToolIssue) -> Bool {
    let shown = display ?? path
    if let existing = FileManager.default.contents(atPath: path), [UInt8](existing) == bytes { return false }
    let folder = Paths.parent(path)
    let temporary = Paths.join(folder, ".\(Paths.lastComponent(path)).usage-strings-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp")
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw .fileUnwritable(path: shown, reason: String(cString: strerror(errno))) }
    var failure: String?
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
    close(descriptor)
    // Keep the original's permissions.
    if failure == nil, let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let permissions = attributes[.posixPermissions] as? NSNumber
    {
      chmod(temporary, mode_t(permissions.uint16Value))
    }
    if failure == nil, failRename?(path) == true { failure = "the rename was interrupted" }
    if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
    if let failure {
      unlink(temporary)
      throw .fileUnwritable(path: shown, reason: failure)
    }
    return true
  }
}
