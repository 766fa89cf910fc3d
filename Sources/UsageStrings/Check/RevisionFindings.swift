/// `--new-since`: every finding `check` reports on the files of a git revision, as a baseline.
/// Each path is looked up in the repository of its checkout, its files at the revision written
/// to a scratch folder (`RevisionTree`), checked with the command's own options, and the
/// findings' paths made relative to the folder `check` runs in again.
public enum RevisionFindings {
  /// Where the command checks one path at the revision: `path` in `directory`, inside the
  /// revision's files at `checkoutRoot`.
  public struct Place: Sendable {
    public var directory: String
    public var checkoutRoot: String
    public var path: String
  }

  public struct Result: Sendable {
    public var baseline: Baseline
    /// The revision's submodules (absolute, in the work tree): compared on neither side.
    public var submodules: [String]
    /// What could not be checked at the revision (its findings then count as new).
    public var notes: [String]
  }

  /// The findings at `revision` of each of `paths` (relative to `directory`); `jobs` plans the
  /// command's checks of a path at the revision.
  public static func collect(
    at revision: String, paths: [String], directory: String, temporary: String,
    jobs: (Place) throws -> ([LintJob], [ToolIssue])
  ) throws -> Result {
    var found: [Diagnostic] = []
    var submodules: [String] = []
    var notes: [String] = []
    for path in paths {
      let absolute = Paths.join(directory, path)
      let isFolder = FileReader.isDirectory(absolute)
      let folder = isFolder ? absolute : Paths.parent(absolute)
      let tree = try RevisionTree.write(
        revision: revision, checkout: Checkout(containing: folder), folder: folder, in: temporary)
      defer { tree.remove() }
      submodules += tree.submodules.map { Paths.join(tree.workTree, $0) }
      let place = Place(
        directory: tree.workingFolder, checkoutRoot: tree.folder,
        path: isFolder ? "." : Paths.lastComponent(absolute))
      let (planned, issues) = try jobs(place)
      notes += issues.map { "note: at \(revision): \($0.message)" }
      if tree.skippedFiles > 0 {
        notes.append(
          "note: at \(revision): \(tree.skippedFiles) file\(tree.skippedFiles == 1 ? "" : "s") over \(RevisionTree.maximumSizeInMB) MB (or past the total a revision may take) not read; findings in them count as new"
        )
      }
      found += Linter.findings(planned).relocated {
        Paths.relative(Paths.join(folder, $0), to: directory)
      }
    }
    return Result(baseline: Baseline(found), submodules: submodules, notes: notes)
  }
}
