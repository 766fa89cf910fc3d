/// A run of `check` streamed into a report: the jobs linted on several threads, each batch passed
/// through the gate, counted, and handed to the reporter, whose text goes to `write` as it comes
/// (a large run never holds every finding; the formats people read hold them to fold them).
public struct CheckReport {
  public var totals = ReportTotals(fileCount: 0, stringCount: 0)
  /// What the tool could not do (unreadable files, a project it could not parse).
  public var issues: [ToolIssue] = []
  /// The reporter's text that goes before everything it wrote (`ReportEnd.leading`).
  public var leading = ""

  /// Checks `jobs` with `workers` threads into the stream of `reporter`; `progress` is told the
  /// totals after each batch, before its text is written.
  public static func stream(
    _ jobs: [LintJob], reporter: RegisteredReporter, context: ReportContext,
    gate: inout FindingGate, workers: Int, write: (String) -> Void,
    progress: (ReportTotals, _ writes: Bool) -> Void = { _, _ in }
  ) -> CheckReport {
    var report = CheckReport()
    var stream = reporter.start(context)
    write(stream.begin())
    Linter.lint(
      jobs, workers: workers, collectsChecked: reporter.needsChecked,
      fingerprints: reporter.printsIdentities || !gate.isEmpty
    ) { batch in
      report.issues += batch.issues
      let diagnostics = gate.isEmpty ? batch.diagnostics : gate.filter(batch.diagnostics)
      report.totals.count(diagnostics)
      report.totals.add(batch.coverage)
      report.totals.fileCount += batch.fileCount
      report.totals.stringCount += batch.stringCount
      let text = stream.write(
        diagnostics, checked: batch.checked, completeBelow: batch.completeBelow)
      progress(report.totals, !text.isEmpty)
      write(text)
    }
    let end = stream.end(report.totals)
    write(end.trailing)
    report.leading = end.leading
    return report
  }

  /// "Checked 3 files, 12 strings: 0 errors, 1 warning, 2 notes."
  public var summary: String {
    let files = totals.fileCount
    let strings = totals.stringCount
    let counts = [(totals.errors, "error"), (totals.warnings, "warning"), (totals.notes, "note")]
      .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
    return
      "Checked \(files) file\(files == 1 ? "" : "s"), \(strings) string\(strings == 1 ? "" : "s"): \(counts).\n"
  }
}
