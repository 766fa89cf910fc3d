#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A destination that is a device or a pipe (`/dev/null`, `/dev/stdout`, a FIFO), which a
/// command's result is written into as it is: renaming a finished file over it, as
/// `AtomicFileStream` does for a file, would put a plain file where the device was (run as
/// root, `--output /dev/null` did so to the machine's `/dev/null`).
public enum DeviceFile {
  /// The descriptor of the device or pipe at `path`, opened for writing; nil where `path` is
  /// none (a file, a folder, nothing yet).
  ///
  /// - Throws: `ToolIssue.fileUnwritable` when it is one but cannot be opened.
  public static func openForWriting(_ path: String, display: String) throws(ToolIssue) -> Int32? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let kind = info.st_mode & S_IFMT
    guard kind == S_IFCHR || kind == S_IFIFO else { return nil }
    let descriptor = open(path, O_WRONLY)
    guard descriptor >= 0 else {
      throw .fileUnwritable(path: display, reason: String(cString: strerror(errno)))
    }
    return descriptor
  }
}
