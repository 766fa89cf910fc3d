import UsageStrings

/// Where a command's report goes as it is rendered: standard output, or the `--output` file,
/// which appears (atomically) only once the report is complete, or the device or pipe it names. A format that opens with its
/// totals is set aside on disk until they are known (`spooled`): memory stays flat either way.
final class ReportOutput {
  private let file: AtomicFileStream?
  private let device: DeviceOutput?
  private let spool: SpoolFile?

  init(_ context: RunContext, spooled: Bool = false) throws(ToolIssue) {
    let output = context.arguments.value(Options.output)
    let path = output.map { Paths.join(context.directory, $0) }
    device = try path.flatMap { (path) throws(ToolIssue) in
      try DeviceOutput.open(path, display: output ?? path)
    }
    if let path, device == nil {
      file = try AtomicFileStream(path: path, display: output)
    } else {
      file = nil
    }
    spool = spooled ? try SpoolFile() : nil
  }

  /// Writes a whole result to a file the user named (`report --html`): into it as it is where
  /// it is a device or pipe, else atomically.
  static func write(_ bytes: [UInt8], to path: String, display: String) throws(ToolIssue) {
    if let device = try DeviceOutput.open(path, display: display) {
      device.write(bytes)
    } else {
      try AtomicWriter.write(bytes, to: path, display: display)
    }
  }

  func write(_ text: String) throws(ToolIssue) {
    guard !text.isEmpty else { return }
    if let spool { try spool.write(Array(text.utf8)) } else { try emit(Array(text.utf8)) }
  }

  private func emit(_ bytes: [UInt8]) throws(ToolIssue) {
    if let device {
      device.write(bytes)
    } else if let file {
      try file.write(bytes)
    } else {
      Terminal.out(bytes)
    }
  }

  /// Completes the report — `leading` first, before all that was written — and the `--output`
  /// file replaces what was there.
  func finish(leading: String = "") throws(ToolIssue) {
    if !leading.isEmpty { try emit(Array(leading.utf8)) }
    try spool?.replay(emit)
    try file?.commit()
  }
}
