/// `check --fix`: the safe fixes of the rules that declare one, applied pass after pass until none
/// is left (a fix whose edit meets another's waits for the next), each pass one change of the
/// disk (`DiskChanges`: files written atomically, renames with their project files' edits).
/// With `dryRun`, the first pass as a unified diff, and nothing written.
public enum FixLoop {
  /// Enough for fixes that meet in one value (an invisible character in a text to normalize).
  public static let passes = 4

  public struct Outcome: Sendable {
    /// The findings fixed (on a dry run: that would be).
    public var fixed: [Diagnostic] = []
    /// A dry run's patch: each write's unified diff, each rename as git writes one.
    public var patch: [String] = []
    /// Files left as they were, with why.
    public var skipped: [SafeFixes.Skip] = []
  }

  /// Applies the fixes of the findings of `jobs` (planned again before each pass, paths shown
  /// relative to `displayBase`).
  public static func run(dryRun: Bool, displayBase: String, jobs: () throws -> [LintJob])
    throws -> Outcome
  {
    var outcome = Outcome()
    for _ in 0..<passes {
      let planned = try jobs()
      let plan = SafeFixes.plan(
        Linter.findings(planned), rules: RuleRegistry.all.map(\.description),
        displayBase: displayBase,
        projectFiles: planned.flatMap { $0.projects.flatMap(\.projectFiles) })
      guard !plan.isEmpty else { break }
      outcome.fixed += plan.fixed
      if dryRun {
        outcome.patch += plan.writes.map { $0.unifiedDiff(root: displayBase) }
        outcome.patch += plan.renames.map {
          "diff --git a/\($0.displayFrom) b/\($0.displayTo)\nrename from \($0.displayFrom)\nrename to \($0.displayTo)\n"
        }
        break
      }
      outcome.skipped += plan.skipped
      try plan.changes.commit(confinedTo: planned.map(\.checkout))
    }
    return outcome
  }

  /// "Fixed 37 findings in 33 files: invisible-character 2, …".
  public static func summary(_ fixed: [Diagnostic], dryRun: Bool) -> String {
    let files = Set(fixed.compactMap(\.location?.file)).count
    var rules: [String: Int] = [:]
    for diagnostic in fixed { rules[diagnostic.ruleID, default: 0] += 1 }
    let byRule = rules.keys.sorted().map { "\($0) \(rules[$0]!)" }.joined(separator: ", ")
    let verb = dryRun ? "Would fix" : "Fixed"
    guard !fixed.isEmpty else { return "Nothing to fix: no finding has a safe fix.\n" }
    return
      "\(verb) \(fixed.count) finding\(fixed.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"): \(byRule).\n"
  }
}
