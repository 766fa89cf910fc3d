import UsageStrings

/// Where a command's report goes as it is rendered: standard output, or the `--output` file,
/// which appears (atomically) only once the report is complete.
final class ReportOutput {
  private let file: AtomicFileStream?

  init(_ context: RunContext) throws(ToolIssue) {
    if let output = context.arguments.value(Options.output) {
      file = try AtomicFileStream(path: Paths.join(context.directory, output), display: output)
    } else {
      file = nil
    }
  }

  func write(_ text: String) throws(ToolIssue) {
    guard !text.isEmpty else { return }
    if let file { try file.write(Array(text.utf8)) } else { Terminal.out(text) }
  }

  /// Completes the report: the `--output` file replaces what was there.
  func finish() throws(ToolIssue) { try file?.commit() }
}
