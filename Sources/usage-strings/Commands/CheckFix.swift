import UsageStrings

/// `check --fix`: the library's `FixLoop` on the command's paths; the patch of a dry run on
/// standard output, what was left and the summary on standard error.
enum CheckFix {
  static let flag = Flag(
    "fix", "Apply the safe fixes (those 'rules ID' lists), then report what remains.")

  /// Applies the fixes (or, on a dry run, prints them); returns the findings fixed.
  static func run(_ context: RunContext, dryRun: Bool) throws -> [Diagnostic] {
    for path in context.arguments.positionals
    where UnpackedArchive.isArchive(Paths.join(context.directory, path)) {
      throw UsageError(
        message:
          "--fix changes files, and '\(path)' is an archive: fix the project it was built from",
        command: CheckCommand.spec)
    }
    let outcome = try FixLoop.run(dryRun: dryRun, displayBase: context.directory) {
      try CheckCommand.plan(context).0
    }
    for patch in outcome.patch { Terminal.out(patch) }
    let quiet = context.arguments.has(Options.quiet)
    for skip in outcome.skipped where !quiet {
      Terminal.message("note: \(skip.file) was not fixed: \(skip.reason)")
    }
    if !quiet { Terminal.error(FixLoop.summary(outcome.fixed, dryRun: dryRun)) }
    return outcome.fixed
  }
}
