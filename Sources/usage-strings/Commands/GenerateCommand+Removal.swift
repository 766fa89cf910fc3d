import Foundation
import UsageStrings

/// `generate --remove-pseudo`: what `generate --pseudo` wrote, taken out before a release.
extension GenerateCommand {
  static let removePseudo = Flag(
    "remove-pseudo",
    "Take the pseudo-locales out again: delete their .strings tables, remove them from catalogs.")

  /// Removes the pseudo-locales of the projects at `path`; returns the files changed and the
  /// issues met.
  static func removePseudoLocales(
    at path: String, setup: Setup, options: GenerateOptions, _ context: RunContext
  ) throws -> (changed: Int, issues: [ToolIssue]) {
    let dryRun = context.arguments.has(Options.dryRun)
    let (planned, failure) = try CommitRetry.run(
      {
        var found: [ToolIssue] = []
        let projects = setup.projects(
          for: path, context,
          options: setup.configuration.discoveryOptions(displayBase: context.directory),
          issues: &found)
        return (removal: Generator.pseudoRemoval(projects, options: options), issues: found)
      }, writes: { dryRun ? [] : $0.removal.writes })
    let removal = planned.removal
    let quiet = context.arguments.has(Options.quiet)
    if !quiet { for note in removal.notes { Terminal.error("note: \(note)\n") } }
    for write in removal.writes where dryRun {
      Terminal.out(
        UnifiedDiff.diff(
          old: write.existing.map { TextFile(path: write.display, bytes: $0).string },
          new: TextFile(path: write.display, bytes: write.bytes).string, path: write.path,
          root: Paths.join(context.directory, path)))
    }
    var issues = planned.issues + (failure.map { [$0] } ?? [])
    for deletion in removal.deletions {
      if dryRun {
        Terminal.out("would delete \(deletion.display)\n")
        continue
      }
      do {
        try FileManager.default.removeItem(atPath: deletion.path)
        if !quiet { Terminal.error("deleted \(deletion.display)\n") }
        // The pseudo-locale's folder goes too once nothing else is in it.
        let folder = Paths.parent(deletion.path)
        if (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
          try? FileManager.default.removeItem(atPath: folder)
        }
      } catch {
        issues.append(.fileUnwritable(path: deletion.display, reason: "\(error)"))
      }
    }
    return (removal.writes.count + removal.deletions.count, issues)
  }
}
