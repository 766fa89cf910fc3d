import Foundation
import UsageStrings

/// `check --fix`: the safe fixes of the rules that declare one (`usage-strings rules ID`), applied
/// pass after pass until none is left (a fix whose edit meets another's waits for the next), each
/// file written atomically and each rename in two steps; then `check` reports what remains. With `--dry-run` it prints
/// the first pass as a unified diff and writes nothing.
enum CheckFix {
  static let flag = Flag(
    "fix", "Apply the safe fixes (those 'rules ID' lists), then report what remains.")
  /// Enough for fixes that meet in one value (an invisible character in a text to normalize).
  static let passes = 4

  /// Applies the fixes (or, on a dry run, prints them); returns the findings fixed.
  static func run(_ context: RunContext, dryRun: Bool) throws -> [Diagnostic] {
    for path in context.arguments.positionals
    where UnpackedArchive.isArchive(Paths.join(context.directory, path)) {
      throw UsageError(
        message:
          "--fix changes files, and '\(path)' is an archive: fix the project it was built from",
        command: CheckCommand.spec)
    }
    var fixed: [Diagnostic] = []
    for _ in 0..<passes {
      let (jobs, _) = try CheckCommand.plan(context)
      let plan = SafeFixes.plan(
        CheckCommand.findings(jobs), rules: RuleRegistry.all.map(\.description),
        displayBase: context.directory,
        projectFiles: jobs.flatMap { $0.projects.flatMap(\.projectFiles) })
      guard !plan.isEmpty else { break }
      fixed += plan.fixed
      if dryRun {
        for write in plan.writes {
          Terminal.out(write.unifiedDiff(root: context.directory))
        }
        // As git writes a rename in a patch.
        for rename in plan.renames {
          Terminal.out(
            "diff --git a/\(rename.displayFrom) b/\(rename.displayTo)\nrename from \(rename.displayFrom)\nrename to \(rename.displayTo)\n"
          )
        }
        break
      }
      for skip in plan.skipped where !context.arguments.has(Options.quiet) {
        Terminal.message("note: \(skip.file) was not fixed: \(skip.reason)")
      }
      try plan.changes.commit(confinedTo: jobs.map(\.checkout))
    }
    if !context.arguments.has(Options.quiet) { Terminal.error(summary(fixed, dryRun: dryRun)) }
    return fixed
  }

  /// "Fixed 37 findings in 33 files: invisible-character 2, …".
  static func summary(_ fixed: [Diagnostic], dryRun: Bool) -> String {
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
