import UsageStrings

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An `--output` that names a device or a pipe (`DeviceFile`): written as it is, through the
/// guard standard output has (a report sent to `/dev/stdout` must not carry workflow commands
/// either).
final class DeviceOutput {
  private let descriptor: Int32
  private let outputGuard = OutputGuard()

  private init(descriptor: Int32) { self.descriptor = descriptor }

  /// The device or pipe at `path`; nil where `path` is none (a file, a folder, nothing yet).
  static func open(_ path: String, display: String) throws(ToolIssue) -> DeviceOutput? {
    try DeviceFile.openForWriting(path, display: display).map(DeviceOutput.init)
  }

  func write(_ bytes: [UInt8]) { Terminal.write(outputGuard.guarded(bytes), to: descriptor) }

  deinit { close(descriptor) }
}
