import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A look at a file before reading it: its first bytes, whether it is a regular file.
extension FileReader {
  /// The first `count` bytes of a regular file, or nil (missing, not a regular file, unreadable).
  package static func prefix(_ path: String, count: Int) -> [UInt8]? {
    guard isRegularFile(path) else { return nil }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    let filled = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, count) }
    guard filled >= 0 else { return nil }
    return Array(bytes.prefix(filled))
  }

  /// Whether the path is a regular file (after links): never a FIFO or a device, which would
  /// block or never end.
  package static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && UInt32(status.st_mode) & 0o170000 == 0o100000
  }
}
