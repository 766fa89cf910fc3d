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
  /// Writes `bytes` to `path` unless it already holds exactly them.
  ///
  /// - Parameters:
  ///   - bytes: the file's new content.
  ///   - path: the file, absolute.
  ///   - display: the path as messages show it (nil: `path`).
  ///   - renamer: how the finished file replaces the destination (tests pass one that fails, to
  ///     see a write interrupted at its last step).
  /// - Returns: whether the file was written.
  /// - Throws: `ToolIssue.fileUnwritable`; the original file is then untouched.
  @discardableResult
  public static func write(
    _ bytes: [UInt8], to path: String, display: String? = nil, renamer: Renamer = .system
  ) throws(ToolIssue) -> Bool {
    if AtomicFileStream.isRegularFile(path),
      let existing = FileManager.default.contents(atPath: path),
      [UInt8](existing) == bytes
    {
      return false
    }
    let stream = try AtomicFileStream(path: path, display: display, renamer: renamer)
    try stream.write(bytes)
    return try stream.commit()
  }
}

/// How a finished temporary file replaces its destination: `rename(2)`, or, in tests, one that
/// fails for some destinations.
public struct Renamer: Sendable {
  /// Renames `from` over `to`; returns nil, or why it failed.
  let rename: @Sendable (_ from: String, _ to: String) -> String?

  package init(_ rename: @escaping @Sendable (_ from: String, _ to: String) -> String?) {
    self.rename = rename
  }

  public static let system = Renamer { from, to in
    Foundation.rename(from, to) == 0 ? nil : String(cString: strerror(errno))
  }
}

/// A file written piece by piece, that appears only when complete: the pieces go to a temporary
/// file in the same folder, which `commit` flushes and renames over the destination.
public final class AtomicFileStream {
  private let path: String
  private let shown: String
  private let temporary: String
  private let renamer: Renamer
  private var descriptor: Int32
  /// Whether the file has no name yet (Linux's `O_TMPFILE`): it gets its temporary name only
  /// when complete, so that a run killed while writing leaves nothing behind.
  private var anonymous = false

  /// Opens the temporary file.
  ///
  /// - Throws: `ToolIssue.fileUnwritable` when the folder cannot hold it.
  public init(path: String, display: String? = nil, renamer: Renamer = .system) throws(ToolIssue) {
    self.path = path
    self.renamer = renamer
    shown = display ?? path
    try FileSystemWriter.checkWritable(path, display: shown)
    temporary = TemporaryFiles.name(for: path)
    descriptor = Self.openAnonymous(in: Paths.parent(path))
    anonymous = descriptor >= 0
    if !anonymous { descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666) }
    guard descriptor >= 0 else {
      throw .fileUnwritable(path: shown, reason: String(cString: strerror(errno)))
    }
  }

  deinit { discard() }

  /// Appends bytes; on failure the temporary file is removed and the destination left as it was.
  public func write(_ bytes: [UInt8]) throws(ToolIssue) {
    if let failure = Self.writeAll(bytes, to: descriptor) {
      discard()
      throw .fileUnwritable(path: shown, reason: failure)
    }
  }

  /// Flushes the file and renames it over the destination, keeping the destination's permissions;
  /// a destination that already holds exactly these bytes is left untouched.
  ///
  /// - Returns: whether the destination was written.
  @discardableResult
  public func commit() throws(ToolIssue) -> Bool {
    guard descriptor >= 0 else {
      throw .fileUnwritable(path: shown, reason: "the file was already closed")
    }
    var failure: String?
    if fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
    // Everything but the rename happens before the file gets its name, so that a run killed
    // meanwhile leaves no named file behind.
    let written = anonymous ? "/proc/self/fd/\(descriptor)" : temporary
    if failure == nil, Self.isRegularFile(path), Self.sameContents(path, written) {
      discard()
      return false
    }
    // A regular file's permissions are kept. Anything else at the path (a symbolic link, whose
    // own mode is 0777) is replaced by a file of the mode a new file gets.
    var existing = stat()
    if failure == nil, lstat(path, &existing) == 0, existing.st_mode & S_IFMT == S_IFREG {
      fchmod(descriptor, existing.st_mode & 0o7777)
    }
    if failure == nil, anonymous,
      linkat(AT_FDCWD, written, AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) != 0
    {
      failure = String(cString: strerror(errno))
    }
    close(descriptor)
    descriptor = -1
    if failure == nil { failure = renamer.rename(temporary, path) }
    if let failure {
      unlink(temporary)
      throw .fileUnwritable(path: shown, reason: failure)
    }
    return true
  }

  /// Whether a regular file is at the path itself (not through a link).
  static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// Whether two files hold the same bytes, compared a megabyte at a time: a report may be
  /// larger than the memory a run should take.
  static func sameContents(_ first: String, _ second: String) -> Bool {
    guard let a = FileHandle(forReadingAtPath: first), let b = FileHandle(forReadingAtPath: second)
    else { return false }
    defer {
      try? a.close()
      try? b.close()
    }
    guard let sizeA = try? a.seekToEnd(), let sizeB = try? b.seekToEnd(), sizeA == sizeB,
      (try? a.seek(toOffset: 0)) != nil, (try? b.seek(toOffset: 0)) != nil
    else { return false }
    while true {
      // A read that fails is a difference: the new file is written. (Nil is the end.)
      let chunkA: Data
      let chunkB: Data
      do {
        chunkA = try a.read(upToCount: 1 << 20) ?? Data()
        chunkB = try b.read(upToCount: 1 << 20) ?? Data()
      } catch { return false }
      if chunkA != chunkB { return false }
      if chunkA.isEmpty { return true }
    }
  }

  /// Writes every byte to a file descriptor, again where a signal interrupted it; the reason it
  /// failed, if it did.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
  }

  /// Writes every byte of `buffer`, through interruptions; why not, or nil.
  static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
    var offset = 0
    while offset < buffer.count {
      let written = Foundation.write(
        descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      offset += written
    }
    return nil
  }

  /// Removes the temporary file, leaving the destination as it was.
  public func discard() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
    if !anonymous { unlink(temporary) }
  }

  /// A file with no name in `folder`, or -1 where the system has none (not Linux, a file system
  /// without `O_TMPFILE`, no `/proc` to name it from).
  static func openAnonymous(in folder: String) -> Int32 {
    // O_TMPFILE, which the C headers define as a macro Swift cannot import.
    #if os(Linux) && arch(x86_64)
      let flag: Int32 = 0o20_200_000
    #elseif os(Linux) && arch(arm64)
      let flag: Int32 = 0o20_040_000
    #else
      let flag: Int32 = 0
    #endif
    guard flag != 0, access("/proc/self/fd", X_OK) == 0 else { return -1 }
    return open(folder, flag | O_WRONLY, 0o666)
  }
}
