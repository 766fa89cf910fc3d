import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads files for the engine, turning every failure into a `ToolIssue`.
package enum FileReader {
  /// Larger files are refused rather than read into memory. Every file the tool reads is far
  /// smaller: a purpose string is under 4,000 bytes, and the largest real project files (a big
  /// app's `project.pbxproj`) take a few megabytes.
  package static let maximumSize = 64 * 1024 * 1024

  /// A regular file's bytes, if it takes at most `limit` bytes; else an issue that says why not.
  package static func bytes(
    _ absolutePath: String, display: String, limit: Int = maximumSize
  ) throws(ToolIssue) -> [UInt8] {
    if let bytes = regularFileBytes(absolutePath, limit: limit) { return bytes }
    // Something is unusual: find out what, and say so.
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: absolutePath, isDirectory: &isDirectory) else {
      if let destination = try? manager.destinationOfSymbolicLink(atPath: absolutePath) {
        throw .fileUnreadable(
          path: display, reason: "it is a symbolic link to '\(destination)', which does not exist")
      }
      throw .pathNotFound(display)
    }
    if isDirectory.boolValue { throw .fileUnreadable(path: display, reason: "it is a folder") }
    let attributes = try? manager.attributesOfItem(atPath: absolutePath)
    // A FIFO or a device would block or never end: only regular files are read.
    if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
      throw .fileUnreadable(path: display, reason: "it is not a regular file")
    }
    if let size = attributes?[.size] as? NSNumber, size.intValue > limit {
      throw .fileUnreadable(
        path: display,
        reason:
          "it takes \(size.intValue / 1024 / 1024) MB, more than the \(limit / 1024 / 1024) MB the tool reads"
      )
    }
    guard let handle = FileHandle(forReadingAtPath: absolutePath) else {
      throw .fileUnreadable(
        path: display,
        reason: manager.isReadableFile(atPath: absolutePath)
          ? "cannot open it" : "permission denied")
    }
    defer { try? handle.close() }
    do {
      return [UInt8](try handle.readToEnd() ?? Data())
    } catch {
      throw .fileUnreadable(path: display, reason: error.localizedDescription)
    }
  }

  /// A regular file mapped into memory rather than read, whatever its size: an archive of
  /// hundreds of megabytes costs only the pages its reader touches. No `maximumSize` applies;
  /// the reader bounds what it takes.
  package static func mapped(_ absolutePath: String, display: String) throws(ToolIssue) -> Data {
    var status = stat()
    guard stat(absolutePath, &status) == 0 else { throw .pathNotFound(display) }
    // A FIFO or a device would block, or never end.
    guard isRegular(status) else {
      throw .fileUnreadable(path: display, reason: "it is not a regular file")
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: absolutePath), options: .alwaysMapped)
    } catch {
      throw .fileUnreadable(path: display, reason: error.localizedDescription)
    }
  }

  /// S_IFMT and S_IFREG, the same on Linux and Darwin (the macros do not import everywhere).
  private static func isRegular(_ status: stat) -> Bool {
    UInt32(status.st_mode) & 0o170000 == 0o100000
  }

  /// A regular file's bytes, read in a few system calls; nil when anything is unusual (missing,
  /// not a regular file, too large, unreadable). Foundation's attributes and handle took a
  /// tenth of a small project's check.
  private static func regularFileBytes(_ path: String, limit: Int) -> [UInt8]? {
    var status = stat()
    // A FIFO or a device is not even opened (opening one can release a writer, or do more).
    guard stat(path, &status) == 0, isRegular(status) else { return nil }
    // Non-blocking all the same: the path may have changed since.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0, isRegular(status), status.st_size <= limit
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var filled = 0
    // Up to the size fstat gave, then on in small chunks until the end: the file may have grown
    // (the array is not grown to find the end, which would keep twice its size).
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count =
        filled < bytes.count
        ? bytes.withUnsafeMutableBytes {
          read(descriptor, $0.baseAddress! + filled, $0.count - filled)
        }
        : chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { break }
      if filled == bytes.count { bytes += chunk[..<count] }
      filled += count
      guard filled <= limit else { return nil }
    }
    // It shrank.
    if filled < bytes.count { bytes.removeLast(bytes.count - filled) }
    return bytes
  }

  package static func isDirectory(_ absolutePath: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: absolutePath, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  package static func exists(_ absolutePath: String) -> Bool {
    FileManager.default.fileExists(atPath: absolutePath)
  }

  /// Whether anything is at the path, a symbolic link to nothing included.
  package static func lexists(_ absolutePath: String) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: absolutePath)) != nil
      || (try? FileManager.default.destinationOfSymbolicLink(atPath: absolutePath)) != nil
  }

  /// Whether the path is a symbolic link (to anything, or to nothing).
  package static func isSymbolicLink(_ absolutePath: String) -> Bool {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: absolutePath)) != nil
  }

  /// The entries of a folder, or none.
  package static func contents(of folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  /// The actual name of `name` in `folder` when it only differs in case, for paths the project
  /// file gives but the disk spells otherwise.
  package static func caseInsensitiveMatch(_ name: String, in folder: String) -> String? {
    contents(of: folder).first { $0.lowercased() == name.lowercased() }
  }
}
