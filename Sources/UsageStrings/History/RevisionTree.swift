import Foundation

/// The files of a git revision written to a scratch folder of their own, for `check --new-since`:
/// read with `git ls-tree` and `git cat-file` (never a checkout, nothing written to the
/// repository), leaving out what no rule reads (images, media, fonts, archives, binaries, large
/// files). Links are made again where they stay inside the tree, as the work tree has them;
/// submodules are another repository's, and are named so that the work tree's side leaves them
/// out too.
public struct RevisionTree: Sendable {
  /// Why a revision's files cannot be had.
  public enum Failure: Error, Equatable {
    case noGit
    case notAWorkTree(String)
    /// The revision is not in the repository; `shallow` when the clone's history is cut.
    case unknownRevision(String, shallow: Bool)
    /// A revision that git would take for an option.
    case malformed(String)
    case unwritable(String)

    public var message: String {
      switch self {
      case .noGit: "--new-since needs git, and no 'git' is on the PATH"
      case .notAWorkTree(let folder):
        "--new-since needs a git work tree, and '\(folder)' is in none"
      case .unknownRevision(let revision, let shallow):
        "'\(revision)' is not a commit of this repository"
          + (shallow
            ? " (or not yet: the clone is shallow; if the name is right, fetch more history, e.g. 'git fetch --deepen=50' or 'fetch-depth: 0' in CI)"
            : "")
      case .malformed(let revision):
        "'\(revision)' is not a revision: it starts with '-', which git would take for an option"
      case .unwritable(let reason): "cannot write the revision's files: \(reason)"
      }
    }
  }

  /// The scratch folder the revision's files are in, laid out as in the work tree.
  public let folder: String
  /// The counterpart of the folder the tree was asked from.
  public let workingFolder: String
  /// The work tree's top, which paths in the tree are relative to.
  public let workTree: String
  /// The submodules of the revision, relative to the work tree's top.
  public let submodules: [String]
  /// Files left out for their size, or past the total a tree may take.
  public let skippedFiles: Int
  private let scratch: ScratchFolder

  /// Writes the files of `revision` of the checkout's repository into a scratch folder in
  /// `temporary`; `folder` is the folder asked about, inside the checkout. The caller removes
  /// it with `remove`.
  public static func write(
    revision: String, checkout: Checkout, folder: String, in temporary: String
  ) throws(Failure) -> RevisionTree {
    guard !revision.hasPrefix("-") else { throw .malformed(revision) }
    guard checkout.isWorkTree else { throw .notAWorkTree(folder) }
    let git: Git
    do { git = try Git.find(top: checkout.root) } catch .notFound { throw .noGit } catch {
      throw .notAWorkTree(folder)
    }
    let commit = try self.commit(revision, git: git)
    let prefix = Paths.relative(
      Checkout.resolvedPath(Paths.normalize(folder)), to: Checkout.resolvedPath(git.workTree))
    let scratch: ScratchFolder
    do { scratch = try ScratchFolder(in: temporary) } catch { throw .unwritable(error.message) }
    do {
      let (submodules, skipped) = try fill(scratch, commit: commit, git: git)
      return RevisionTree(
        folder: scratch.path,
        workingFolder: prefix == "." ? scratch.path : Paths.join(scratch.path, prefix),
        workTree: git.workTree, submodules: submodules, skippedFiles: skipped, scratch: scratch)
    } catch {
      scratch.remove()
      throw error
    }
  }

  /// Removes the folder.
  public func remove() { scratch.remove() }

  /// The commit a revision names, as git reads a revision (`:/text`, `@{1}`, `main~2`).
  static func commit(_ revision: String, git: Git) throws(Failure) -> String {
    do {
      let object = String(
        decoding: try git.run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision]),
        as: UTF8.self
      ).trimmingWhitespace
      return String(
        decoding: try git.run(["rev-parse", "--verify", "--quiet", object + "^{commit}"]),
        as: UTF8.self
      ).trimmingWhitespace
    } catch {
      let shallow = (try? git.run(["rev-parse", "--is-shallow-repository"])).map {
        String(decoding: $0, as: UTF8.self).trimmingWhitespace == "true"
      }
      throw .unknownRevision(revision, shallow: shallow ?? false)
    }
  }

  private static func fill(_ scratch: ScratchFolder, commit: String, git: Git) throws(Failure)
    -> (submodules: [String], skipped: Int)
  {
    let listing: [UInt8]
    do { listing = try git.run(["ls-tree", "-r", "-z", "--long", "--full-tree", commit]) } catch {
      throw .unwritable("git ls-tree failed")
    }
    let entries = TreeEntry.parse(listing)
    let files = entries.filter { $0.kind == .file && keeps($0) }
    let links = entries.filter { $0.kind == .link }
    do {
      let requests = (files + links).map { (commit: commit, path: $0.path) }
      let skipped = try GitBlobs.read(
        requests, git: git, each: maximumSize, total: maximumTotal
      ) { index, contents throws(Git.Failure) in
        do throws(ToolIssue) {
          if index < files.count {
            try scratch.write(contents, at: files[index].path)
          } else {
            // A link git cannot make again here is left out, as one leading out is.
            let target = String(decoding: contents, as: UTF8.self)
            try? scratch.link(at: links[index - files.count].path, to: target)
          }
        } catch {
          throw .failed(error.message)
        }
      }
      let submodules = entries.filter { $0.kind == .submodule }.map(\.path)
      return (submodules, skipped.tooLarge + skipped.pastTotal)
    } catch {
      throw .unwritable("git cat-file failed: \(error)")
    }
  }

  /// Whether a rule may read the file: not too large, not of a kind no rule reads. Whatever a
  /// `.lproj` folder holds is kept: an image alone there still says the app ships that language.
  static func keeps(_ entry: TreeEntry) -> Bool {
    entry.size <= maximumSize
      && (FileTree.isLprojName(Paths.lastComponent(Paths.parent(entry.path)))
        || !skippedExtensions.contains(Paths.pathExtension(entry.path).lowercased()))
  }

  /// Past this size a file is no table, plist or source a rule reads whole.
  static let maximumSize = 16 << 20
  public static let maximumSizeInMB = maximumSize >> 20
  /// Past this many bytes in all, a revision's files are not written on.
  static let maximumTotal = 512 << 20

  static let skippedExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "heic", "webp", "pdf", "svg", "ico", "psd", "sketch", "tiff",
    "mp3", "mp4", "mov", "m4a", "wav", "caf", "aiff", "ttf", "otf", "woff", "woff2", "zip", "gz",
    "tgz", "xz", "jar", "a", "o", "so", "dylib", "car", "mlmodel", "tflite", "bin", "ipa",
  ]
}

/// One entry of a `git ls-tree -r -z --long` listing whose path is plain (relative, no `..`, no
/// `.git`): a path from a tree written by hand may be anything.
struct TreeEntry: Sendable, Equatable {
  enum Kind: Sendable { case file, link, submodule }
  var kind: Kind
  var path: String
  var size: Int

  static func parse(_ listing: [UInt8]) -> [TreeEntry] {
    listing.split(separator: 0).compactMap { record in
      guard let tab = record.firstIndex(of: 0x09) else { return nil }
      let fields = String(decoding: record[record.startIndex..<tab], as: UTF8.self)
        .split(separator: " ", omittingEmptySubsequences: true)
      let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
      guard fields.count == 4, ScratchFolder.isPlain(path) else { return nil }
      switch (fields[0], fields[1]) {
      case ("100644", "blob"), ("100755", "blob"):
        return Int(fields[3]).map { TreeEntry(kind: .file, path: path, size: $0) }
      case ("120000", "blob"):
        return TreeEntry(kind: .link, path: path, size: Int(fields[3]) ?? 0)
      case ("160000", "commit"): return TreeEntry(kind: .submodule, path: path, size: 0)
      default: return nil
      }
    }
  }
}
