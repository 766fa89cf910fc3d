import Foundation
import UsageStrings

/// The options that narrow a run of `check` to new findings — a baseline (`--baseline`, or the
/// configuration's `baseline`), a git revision's findings (`--new-since`) — and record a
/// baseline (`--write-baseline`), read into the library's `FindingGate`.
enum CheckGate {
  static let baseline = Option<String>(
    "baseline", "FILE", "Report only findings this baseline does not hold.")
  static let writeBaseline = Option<String>(
    "write-baseline", "FILE", "Record every finding of this run as the baseline in FILE.")
  static let newSince = Option<String>(
    "new-since", "REF",
    "Report only findings the files at git revision REF did not have (e.g. the merge base).")
  static let staged = Flag(
    "staged",
    "Report only findings in the files the next commit changes (git's index against HEAD), or caused there: for a pre-commit hook."
  )

  /// Reads the baseline and the revision's findings the command line and configuration ask for.
  static func load(_ context: RunContext, configured: String?, spec: CommandSpec) throws
    -> FindingGate
  {
    var gate = FindingGate(directory: context.directory)
    let arguments = context.arguments
    if let path = arguments.value(baseline).map({ Paths.join(context.directory, $0) })
      ?? configured
    {
      let display = Paths.relative(path, to: context.directory)
      // The configuration's baseline not written yet holds nothing (the first
      // `--write-baseline` run makes it); one named on the command line must be there.
      if FileReader.exists(path) {
        let bytes = try FileReader.bytes(path, display: display)
        gate.hold(
          try Baseline.read(TextFile(path: display, bytes: bytes)), path: path, display: display)
      } else if arguments.value(baseline) != nil, arguments.value(writeBaseline) == nil {
        throw UsageError(
          message: "no baseline at '\(display)': write one with --write-baseline", command: spec)
      }
    }
    if let path = arguments.value(writeBaseline) {
      // A baseline holds every finding: one from part of the rules or languages would drop
      // the rest's entries.
      for option in [CheckCommand.only, CheckCommand.skip, CheckCommand.languages]
      where arguments.has(option) {
        throw UsageError(
          message:
            "--write-baseline records every finding: it does not go with --\(option.spec.name)",
          command: spec)
      }
      gate.record(into: Paths.join(context.directory, path))
    }
    if let revision = arguments.value(newSince) {
      let found = try findings(at: revision, context, spec: spec)
      gate.hold(revision: found.baseline, submodules: found.submodules)
    }
    if arguments.has(staged) {
      let folder = Paths.join(context.directory, arguments.positionals.first ?? ".")
      do { gate.keep(touching: try StagedFiles.list(around: folder)) } catch {
        throw UsageError(message: error.message, command: spec)
      }
    }
    return gate
  }

  /// Writes the baseline asked for, or says what the gate held back.
  static func finish(_ gate: FindingGate, _ context: RunContext, quiet: Bool) throws {
    if let path = context.arguments.value(Self.writeBaseline), gate.recorded != nil {
      let count = try gate.writeRecorded(to: Paths.join(context.directory, path), display: path)
      if !quiet { Terminal.message("Wrote \(count) findings to the baseline \(path).") }
      return
    }
    if !quiet { gate.summary.forEach(Terminal.message) }
  }

  /// The findings at `revision` of the command's paths, checked with its own options (quietly,
  /// without the history: the revision's files have none).
  static func findings(at revision: String, _ context: RunContext, spec: CommandSpec) throws
    -> RevisionFindings.Result
  {
    let result: RevisionFindings.Result
    do {
      result = try RevisionFindings.collect(
        at: revision,
        paths: context.arguments.positionals.isEmpty ? ["."] : context.arguments.positionals,
        directory: context.directory, temporary: FileManager.default.temporaryDirectory.path
      ) { place in
        var arguments = context.arguments.setting(Options.quiet, true)
          .setting(Options.history, false)
        arguments.positionals = [place.path]
        // A configuration named on the command line is the work tree's, wherever it is.
        if let config = context.arguments.value(Options.config) {
          arguments = arguments.setting(Options.config, Paths.join(context.directory, config))
        }
        return try CheckCommand.plan(
          RunContext(
            arguments: arguments, directory: place.directory, checkoutRoot: place.checkoutRoot),
          historyAllowed: false)
      }
    } catch let failure as RevisionTree.Failure {
      if case .unwritable(let reason) = failure {
        throw ToolIssue.fileUnwritable(path: "(temporary folder)", reason: reason)
      }
      throw UsageError(message: failure.message, command: spec)
    }
    if !context.arguments.has(Options.quiet) { result.notes.forEach(Terminal.message) }
    return result
  }
}
