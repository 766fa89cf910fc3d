import Foundation
import UsageStrings

/// What narrows a run of `check` to new findings — a baseline (`--baseline`, or the
/// configuration's `baseline`), the findings of a git revision (`--new-since`) — and records a
/// baseline (`--write-baseline`).
struct CheckGate {
  static let baseline = Option<String>(
    "baseline", "FILE", "Report only findings this baseline does not hold.")
  static let writeBaseline = Option<String>(
    "write-baseline", "FILE", "Record every finding of this run as the baseline in FILE.")
  static let newSince = Option<String>(
    "new-since", "REF",
    "Report only findings the files at git revision REF did not have (e.g. the merge base).")

  /// The folder `check` ran in, which finding paths are relative to.
  private var directory = ""
  private var known: BaselineFilter?
  private var knownPath: String?
  /// The folders of the baselines read and written: their paths are relative to them, so that
  /// a baseline matches from whatever folder `check` runs.
  private var knownFolder = ""
  private var recordFolder = ""
  private var since: BaselineFilter?
  /// The submodules of the revision (absolute, in the work tree): another repository's files,
  /// compared on neither side.
  private var submodules: [String] = []
  private var heldInSubmodules = 0
  private var recorded: [Baseline.Entry]?
  /// How many findings the baseline and the revision held.
  private(set) var held = 0

  var isEmpty: Bool { known == nil && since == nil && recorded == nil }

  /// Reads the baseline and the revision's findings the command line and configuration ask for.
  static func load(_ context: RunContext, configured: String?, spec: CommandSpec) throws
    -> CheckGate
  {
    var gate = CheckGate()
    gate.directory = context.directory
    let arguments = context.arguments
    if let path = arguments.value(baseline).map({ Paths.join(context.directory, $0) })
      ?? configured
    {
      gate.knownPath = Paths.relative(path, to: context.directory)
      gate.knownFolder = Paths.parent(path)
      // The configuration's baseline not written yet holds nothing (the first
      // `--write-baseline` run makes it); one named on the command line must be there.
      if FileReader.exists(path) {
        let bytes = try FileReader.bytes(path, display: gate.knownPath!)
        gate.known = BaselineFilter(
          try Baseline.read(TextFile(path: gate.knownPath!, bytes: bytes)))
      } else if arguments.value(baseline) != nil, arguments.value(writeBaseline) == nil {
        throw UsageError(
          message: "no baseline at '\(gate.knownPath!)': write one with --write-baseline",
          command: spec)
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
      gate.recorded = []
      gate.recordFolder = Paths.parent(Paths.join(context.directory, path))
    }
    if let revision = arguments.value(newSince) {
      let (baseline, submodules) = try findings(at: revision, context, spec: spec)
      gate.since = BaselineFilter(baseline)
      gate.submodules = submodules
    }
    return gate
  }

  /// The findings that are new, recording every one when a baseline is written.
  mutating func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    if recorded != nil {
      let entries = anchored(diagnostics, to: recordFolder).map(Baseline.Entry.init)
      recorded! += entries
    }
    var kept = diagnostics
    if known != nil {
      let inBaseline = anchored(kept, to: knownFolder)
      kept = zip(kept, inBaseline).filter { !known!.isKnown($0.1) }.map(\.0)
    }
    if since != nil {
      let outside = kept.filter { !inSubmodule($0) }
      heldInSubmodules += kept.count - outside.count
      kept = since!.new(outside)
    }
    held += diagnostics.count - kept.count
    return kept
  }

  /// Whether a finding is in a file of a submodule.
  private func inSubmodule(_ diagnostic: Diagnostic) -> Bool {
    guard !submodules.isEmpty, let file = diagnostic.location?.file else { return false }
    let path = Paths.join(directory, file)
    return submodules.contains { Paths.isInside(path, $0) }
  }

  /// The findings with their paths relative to a baseline's folder.
  private func anchored(_ diagnostics: [Diagnostic], to folder: String) -> [Diagnostic] {
    guard folder != directory else { return diagnostics }
    return Self.relocated(diagnostics) {
      Paths.climbing(Paths.join(directory, $0), from: folder)
    }
  }

  /// The findings with each file's path rewritten.
  private static func relocated(_ diagnostics: [Diagnostic], _ path: (String) -> String)
    -> [Diagnostic]
  {
    diagnostics.map { diagnostic in
      var diagnostic = diagnostic
      if let file = diagnostic.location?.file { diagnostic.location?.file = path(file) }
      return diagnostic
    }
  }

  /// Writes the baseline asked for, and says what the gate held back and which entries of the
  /// baseline match nothing any more.
  func finish(_ context: RunContext, quiet: Bool) throws {
    if let path = context.arguments.value(Self.writeBaseline), let recorded {
      let absolute = Paths.join(context.directory, path)
      try FileSystemWriter.createFolder(Paths.parent(absolute), display: Paths.parent(path))
      try AtomicWriter.write(
        Array(Baseline(entries: recorded).rendered.utf8), to: absolute, display: path)
      if !quiet { Terminal.message("Wrote \(recorded.count) findings to the baseline \(path).") }
      return
    }
    guard !quiet else { return }
    if heldInSubmodules > 0 {
      Terminal.error(
        "note: \(heldInSubmodules) finding\(heldInSubmodules == 1 ? " is" : "s are") in submodules, another repository's files, and not compared with the revision: check them in their own repository\n"
      )
    }
    if held > 0 {
      let by = [known != nil ? "the baseline" : nil, since != nil ? "the revision" : nil]
        .compactMap { $0 }.joined(separator: " and ")
      Terminal.error("\(held) finding\(held == 1 ? "" : "s") already in \(by), not reported.\n")
    }
    if let known, let knownPath, !known.unmatched.isEmpty {
      let stale = known.unmatched
      Terminal.error(
        "\(stale.count) entr\(stale.count == 1 ? "y of \(knownPath) matches" : "ies of \(knownPath) match") no finding any more (fixed, or changed); --write-baseline \(knownPath) prunes them:\n"
      )
      for entry in stale {
        let place = [entry.file, entry.locale, entry.key].compactMap { $0 }.joined(separator: ", ")
        Terminal.message("  \(entry.rule): \(place): \(entry.message)")
      }
    }
  }

  /// Every finding `check` reports on the files at `revision`, as a baseline, and the
  /// revision's submodules: each path is looked up in the repository of its checkout, checked in
  /// the revision's files with the same options, and its findings' paths made relative to the
  /// folder `check` runs in again.
  static func findings(at revision: String, _ context: RunContext, spec: CommandSpec) throws
    -> (baseline: Baseline, submodules: [String])
  {
    var found: [Diagnostic] = []
    var submodules: [String] = []
    for path in context.arguments.positionals.isEmpty ? ["."] : context.arguments.positionals {
      let absolute = Paths.join(context.directory, path)
      let isFolder = FileReader.isDirectory(absolute)
      let folder = isFolder ? absolute : Paths.parent(absolute)
      let tree: RevisionTree
      do {
        tree = try RevisionTree.write(
          revision: revision, checkout: Checkout(containing: folder), folder: folder,
          in: FileManager.default.temporaryDirectory.path)
      } catch .unwritable(let reason) {
        throw ToolIssue.fileUnwritable(path: "(temporary folder)", reason: reason)
      } catch {
        throw UsageError(message: error.message, command: spec)
      }
      defer { tree.remove() }
      submodules += tree.submodules.map { Paths.join(tree.workTree, $0) }
      // Quietly, and without the history (the revision's files have none).
      var arguments = context.arguments.setting(Options.quiet, true).setting(Options.history, false)
      arguments.positionals = [isFolder ? "." : Paths.lastComponent(absolute)]
      // A configuration named on the command line is the work tree's, wherever it is.
      if let config = context.arguments.value(Options.config) {
        arguments = arguments.setting(Options.config, Paths.join(context.directory, config))
      }
      let (jobs, issues) = try CheckCommand.plan(
        RunContext(arguments: arguments, directory: tree.workingFolder, checkoutRoot: tree.folder),
        historyAllowed: false)
      // What could not be checked at the revision makes its findings new: say so.
      if !context.arguments.has(Options.quiet) {
        for issue in issues { Terminal.message("note: at \(revision): \(issue.message)") }
        if tree.skippedFiles > 0 {
          Terminal.error(
            "note: at \(revision): \(tree.skippedFiles) file\(tree.skippedFiles == 1 ? "" : "s") over \(RevisionTree.maximumSizeInMB) MB (or past the total a revision may take) not read; findings in them count as new\n"
          )
        }
      }
      found += relocated(CheckCommand.findings(jobs)) {
        Paths.relative(Paths.join(folder, $0), to: context.directory)
      }
    }
    return (Baseline(found), submodules)
  }
}
