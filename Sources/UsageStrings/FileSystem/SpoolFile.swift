import Foundation

/// Bytes set aside on disk, not in memory, to be read back in order once: a report whose start
/// is known only at its end (JUnit's totals) is written here first. The file has no name (or
/// loses it at once), so nothing is left behind whatever happens to the run.
public final class SpoolFile {
  private var descriptor: Int32

  /// - Throws: `ToolIssue.fileUnwritable` when the temporary folder cannot hold one.
  public init() throws(ToolIssue) {
    let folder = NSTemporaryDirectory()
    var template = Array(Paths.join(folder, "usage-strings-spool-XXXXXX").utf8CString)
    descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw .fileUnwritable(path: folder, reason: String(cString: strerror(errno)))
    }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
  }

  deinit { if descriptor >= 0 { close(descriptor) } }

  public func write(_ bytes: [UInt8]) throws(ToolIssue) {
    if let failure = AtomicFileStream.writeAll(bytes, to: descriptor) {
      throw .fileUnwritable(path: "(a temporary file)", reason: failure)
    }
  }

  /// Hands the bytes back in order, a megabyte at a time.
  public func replay(_ consume: ([UInt8]) throws(ToolIssue) -> Void) throws(ToolIssue) {
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    var offset: off_t = 0
    while true {
      let count = buffer.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress!, $0.count, offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .fileUnwritable(path: "(a temporary file)", reason: String(cString: strerror(errno)))
      }
      if count == 0 { return }
      offset += off_t(count)
      try consume(Array(buffer[..<count]))
    }
  }
}
