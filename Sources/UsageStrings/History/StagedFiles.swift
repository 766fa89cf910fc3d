/// The files the next commit changes — git's index against HEAD, or the whole index before the
/// first commit — for `check --staged`, what a pre-commit hook asks. Read from the index and
/// HEAD's tree alone (`git diff-index --cached`): no file of the work tree is hashed, so no
/// filter a checkout's configuration names ever runs.
public enum StagedFiles {
  public enum Failure: Error, Equatable {
    case noGit
    case notAWorkTree(String)
    case failed(String)

    public var message: String {
      switch self {
      case .noGit: "--staged needs git, and no 'git' is on the PATH"
      case .notAWorkTree(let folder): "--staged needs a git work tree, and '\(folder)' is in none"
      case .failed(let reason): "git could not list the staged files: \(reason)"
      }
    }
  }

  /// The real absolute paths of the files staged in the repository around `folder` (deletions
  /// left out: a file that is gone has no finding).
  public static func list(around folder: String) throws(Failure) -> Set<String> {
    let checkout = Checkout(containing: folder)
    guard checkout.isWorkTree else { throw .notAWorkTree(folder) }
    let git: Git
    do { git = try Git.find(top: checkout.root) } catch .notFound { throw .noGit } catch {
      throw .notAWorkTree(folder)
    }
    let hasCommit = (try? git.run(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"])) != nil
    let arguments =
      hasCommit
      ? ["diff-index", "--cached", "--name-only", "-z", "--no-renames", "--diff-filter=d", "HEAD"]
      : ["ls-files", "--cached", "-z"]
    let output: [UInt8]
    do { output = try git.run(arguments + ["--"]) } catch {
      throw .failed("\(error)")
    }
    let top = Checkout.resolvedPath(git.workTree)
    return Set(
      output.split(separator: 0).map { Paths.join(top, String(decoding: $0, as: UTF8.self)) })
  }
}
