import Foundation
import UsageStrings

/// What narrows a run of `check` to new findings — a baseline (`--baseline`, or the
/// configuration's `baseline`) — and records a baseline (`--write-baseline`).
struct CheckGate {
  static let baseline = Option<String>(
    "baseline", "FILE", "Report only findings this baseline does not hold.")
  static let writeBaseline = Option<String>(
    "write-baseline", "FILE", "Record every finding of this run as the baseline in FILE.")

  private var known: BaselineFilter?
  private var knownPath: String?
  private var recorded: [Baseline.Entry]?
  /// How many findings the baseline and the revision held.
  private(set) var held = 0

  var isEmpty: Bool { known == nil && recorded == nil }

  /// Reads the baseline and the revision's findings the command line and configuration ask for.
  static func load(_ context: RunContext, configured: String?, spec: CommandSpec) throws
    -> CheckGate
  {
    var gate = CheckGate()
    let arguments = context.arguments
    if let path = arguments.value(baseline).map({ Paths.join(context.directory, $0) })
      ?? configured
    {
      gate.knownPath = Paths.relative(path, to: context.directory)
      // A baseline not written yet holds nothing: the first `--write-baseline` run makes it.
      if FileReader.exists(path) {
        let bytes = try FileReader.bytes(path, display: gate.knownPath!)
        gate.known = BaselineFilter(
          try Baseline.read(TextFile(path: gate.knownPath!, bytes: bytes)))
      } else if arguments.value(writeBaseline) == nil {
        throw UsageError(message: "no baseline at '\(gate.knownPath!)': write one with --write-baseline", command: spec)
      }
    }
    if arguments.value(writeBaseline) != nil { gate.recorded = [] }
    return gate
  }

  /// The findings that are new, recording every one when a baseline is written.
  mutating func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    recorded? += diagnostics.map(Baseline.Entry.init)
    var kept = diagnostics
    if known != nil { kept = known!.new(kept) }
    held += diagnostics.count - kept.count
    return kept
  }

  /// Writes the baseline asked for, and says what the gate held back and which entries of the
  /// baseline match nothing any more.
  func finish(_ context: RunContext, quiet: Bool) throws {
    if let path = context.arguments.value(Self.writeBaseline), let recorded {
      let absolute = Paths.join(context.directory, path)
      try AtomicWriter.write(
        Array(Baseline(entries: recorded).rendered.utf8), to: absolute, display: path)
      if !quiet { Terminal.error("Wrote \(recorded.count) findings to the baseline \(path).\n") }
      return
    }
    guard !quiet else { return }
    if held > 0 {
      Terminal.error("\(held) finding\(held == 1 ? "" : "s") already in the baseline, not reported.\n")
    }
    if let known, let knownPath, !known.unmatched.isEmpty {
      let stale = known.unmatched
      Terminal.error(
        "\(stale.count) entr\(stale.count == 1 ? "y of \(knownPath) matches" : "ies of \(knownPath) match") no finding any more (fixed, or changed); --write-baseline \(knownPath) prunes them:\n"
      )
      for entry in stale {
        let place = [entry.file, entry.locale, entry.key].compactMap { $0 }.joined(separator: ", ")
        Terminal.error("  \(entry.rule): \(place): \(entry.message)\n")
      }
    }
  }
}
