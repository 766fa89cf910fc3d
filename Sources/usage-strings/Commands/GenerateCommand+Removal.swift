import Foundation
import UsageStrings

/// `generate --remove-pseudo`: what `generate --pseudo` wrote, taken out before a release.
extension GenerateCommand {
  static let removePseudo = Flag(
    "remove-pseudo",
    "Take the pseudo-locales out again: delete the tables --pseudo wrote, remove them from catalogs (exit 1 if any is left)."
  )

  /// Removes the pseudo-locales of every path. Exits 1 when one is left in place (a table the
  /// project lists, one a person wrote), so that a release script stops.
  static func runRemoval(_ context: RunContext) throws -> Int32 {
    let arguments = context.arguments
    let conflicting =
      (arguments.has(pseudo) ? ["--pseudo"] : [])
      + (arguments.has(languages) ? ["--languages"] : [])
      + (arguments.has(format) ? ["--format"] : []) + (arguments.has(output) ? ["--output"] : [])
    if let option = conflicting.first {
      throw UsageError(
        message:
          "'--remove-pseudo' takes out every pseudo-locale in the app's own folders; '\(option)' does not go with it",
        command: spec)
    }
    var (deleted, rewritten, leftOver) = (0, 0, 0)
    var issues: [ToolIssue] = []
    for path in arguments.positionals.isEmpty ? ["."] : arguments.positionals {
      let setup = try Setup.load(for: path, context)
      let options = GenerateOptions(
        languages: [], format: .strings, outputDirectory: nil, templates: try TemplateSet.load(),
        locales: try setup.locales, configuration: setup.configuration,
        displayBase: context.directory)
      let result = try removePseudoLocales(at: path, setup: setup, options: options, context)
      deleted += result.deleted
      rewritten += result.rewritten
      leftOver += result.leftOver
      issues += result.issues
    }
    if !arguments.has(Options.quiet) {
      let verb = arguments.has(Options.dryRun) ? "Would delete" : "Deleted"
      Terminal.error(
        "\(verb) \(deleted) table\(deleted == 1 ? "" : "s"); \(rewritten) catalog\(rewritten == 1 ? "" : "s") without pseudo-locales; \(leftOver) left.\n"
      )
    }
    let status = report(issues)
    return status == ExitCode.success && leftOver > 0 ? ExitCode.findings : status
  }

  private static func removePseudoLocales(
    at path: String, setup: Setup, options: GenerateOptions, _ context: RunContext
  ) throws -> (deleted: Int, rewritten: Int, leftOver: Int, issues: [ToolIssue]) {
    let dryRun = context.arguments.has(Options.dryRun)
    let (planned, failure) = try CommitRetry.run(
      {
        var found: [ToolIssue] = []
        let projects = setup.projects(for: path, context, issues: &found)
        return (removal: Generator.pseudoRemoval(projects, options: options), issues: found)
      }, changes: { dryRun ? DiskChanges() : $0.removal.changes }, confinedTo: [setup.checkout])
    let removal = planned.removal
    // What is left decides the exit status: said even with --quiet.
    for reason in removal.leftOver { Terminal.message("warning: \(reason)") }
    for write in removal.writes where dryRun {
      Terminal.out(write.unifiedDiff(root: Paths.join(context.directory, path)))
    }
    let issues = planned.issues + (failure.map { [$0] } ?? [])
    for deletion in removal.deletions {
      if dryRun {
        Terminal.out("would delete \(deletion.display)\n")
      } else if failure == nil, !context.arguments.has(Options.quiet) {
        Terminal.message("deleted \(deletion.display)")
      }
    }
    let deleted = dryRun || failure == nil ? removal.deletions.count : 0
    let rewritten = failure == nil ? removal.writes.count : 0
    return (deleted, rewritten, removal.leftOver.count, issues)
  }
}
