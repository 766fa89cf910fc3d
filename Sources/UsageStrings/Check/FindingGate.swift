/// What narrows a run of `check` to new findings — a baseline's (`--baseline`), a git revision's
/// (`--new-since`) — and what records every finding as a baseline (`--write-baseline`). The
/// command reads its options into one; the findings pass through `filter` as they arrive.
public struct FindingGate: Sendable {
  /// The folder `check` ran in, which finding paths are relative to.
  private let directory: String
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
  /// The real paths of the files a commit changes (`--staged`): findings elsewhere are held.
  private var staged: Set<String>?
  private var heldOutsideStaged = 0
  /// Every finding, as a baseline to write, once `record(in:)` asked for it.
  public private(set) var recorded: [Baseline.Entry]?
  /// How many findings the baseline and the revision held.
  public private(set) var held = 0

  public init(directory: String) {
    self.directory = directory
  }

  public var isEmpty: Bool { known == nil && since == nil && recorded == nil && staged == nil }

  /// Holds back every finding that neither is in nor names one of `files` (real absolute
  /// paths, `StagedFiles`): what a pre-commit hook checks.
  public mutating func keep(touching files: Set<String>) {
    staged = files
  }

  /// Holds back what the baseline at `path` (absolute; shown as `display`) holds.
  public mutating func hold(_ baseline: Baseline, path: String, display: String) {
    known = BaselineFilter(baseline)
    knownPath = display
    knownFolder = Paths.parent(path)
  }

  /// Holds back what a revision's files had (`RevisionFindings`), its submodules compared on
  /// neither side.
  public mutating func hold(revision baseline: Baseline, submodules: [String]) {
    since = BaselineFilter(baseline)
    self.submodules = submodules
  }

  /// Records every finding, paths relative to the folder of the baseline at `path` (absolute).
  public mutating func record(into path: String) {
    recorded = []
    recordFolder = Paths.parent(path)
  }

  /// The findings that are new, recording every one when a baseline is written.
  public mutating func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    if recorded != nil {
      recorded! += anchored(diagnostics, to: recordFolder).map { Baseline.Entry($0) }
    }
    var kept = diagnostics
    if let staged {
      kept = kept.filter { touches($0, staged) }
      heldOutsideStaged += diagnostics.count - kept.count
    }
    let considered = kept.count
    if known != nil {
      let inBaseline = anchored(kept, to: knownFolder)
      kept = zip(kept, inBaseline).filter { !known!.isKnown($0.1) }.map(\.0)
    }
    if since != nil {
      let outside = kept.filter { !inSubmodule($0) }
      heldInSubmodules += kept.count - outside.count
      kept = since!.new(outside)
    }
    held += considered - kept.count
    return kept
  }

  /// Whether a finding is in one of `files`, or one of its notes points there (a source text
  /// changed in the Info.plist is the cause of a finding in a translation's table).
  private func touches(_ diagnostic: Diagnostic, _ files: Set<String>) -> Bool {
    let places = [diagnostic.location?.file] + diagnostic.notes.map(\.location?.file)
    return places.contains { file in
      file.map { files.contains(Checkout.resolvedPath(Paths.join(directory, $0))) } ?? false
    }
  }

  /// Writes the recorded baseline to `path` (absolute; shown as `display`): how many entries.
  public func writeRecorded(to path: String, display: String) throws(ToolIssue) -> Int {
    let entries = recorded ?? []
    try FileSystemWriter.createFolder(Paths.parent(path), display: Paths.parent(display))
    try AtomicWriter.write(
      Array(Baseline(entries: entries).rendered.utf8), to: path, display: display)
    return entries.count
  }

  /// What the gate says after a run: what it held back, and the baseline's entries that match
  /// nothing any more.
  public var summary: [String] {
    var lines: [String] = []
    if heldOutsideStaged > 0 {
      lines.append(
        "\(heldOutsideStaged) finding\(heldOutsideStaged == 1 ? " is" : "s are") in files this commit does not change, not reported."
      )
    }
    if heldInSubmodules > 0 {
      lines.append(
        "note: \(heldInSubmodules) finding\(heldInSubmodules == 1 ? " is" : "s are") in submodules, another repository's files, and not compared with the revision: check them in their own repository"
      )
    }
    if held > 0 {
      let by = [known != nil ? "the baseline" : nil, since != nil ? "the revision" : nil]
        .compactMap { $0 }.joined(separator: " and ")
      lines.append("\(held) finding\(held == 1 ? "" : "s") already in \(by), not reported.")
    }
    if let known, let knownPath, known.version < Baseline.currentVersion {
      lines.append(
        "note: \(knownPath) is a baseline of version \(known.version): its entries match as before, but not a finding whose text --fix changed; --write-baseline \(knownPath) writes it as version \(Baseline.currentVersion), which does"
      )
    }
    if let known, let knownPath, !known.unmatched.isEmpty {
      let stale = known.unmatched
      lines.append(
        "\(stale.count) entr\(stale.count == 1 ? "y of \(knownPath) matches" : "ies of \(knownPath) match") no finding any more (fixed, or changed); --write-baseline \(knownPath) prunes them:"
      )
      for entry in stale {
        let place = [entry.file, entry.locale, entry.key].compactMap { $0 }.joined(separator: ", ")
        lines.append("  \(entry.rule): \(place): \(entry.message)")
      }
    }
    return lines
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
    return diagnostics.relocated { Paths.climbing(Paths.join(directory, $0), from: folder) }
  }
}

extension [Diagnostic] {
  /// The findings with each file's path rewritten.
  public func relocated(_ path: (String) -> String) -> [Diagnostic] {
    map { diagnostic in
      var diagnostic = diagnostic
      if let file = diagnostic.location?.file { diagnostic.location?.file = path(file) }
      return diagnostic
    }
  }
}
