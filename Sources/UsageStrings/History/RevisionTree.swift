import Foundation

/// The files of a git revision written to a folder of their own, for `check --new-since`: read
/// with `git ls-tree` and `git cat-file` (never a checkout, nothing written to the repository),
/// leaving out what no rule reads (images, media, fonts, archives, binaries, large files).
public struct RevisionTree: Sendable {
  /// Why a revision's files cannot be had.
  public enum Failure: Error, Equatable {
    case noGit
    case notAWorkTree(String)
    /// The revision is not in the repository; `shallow` when the clone's history is cut.
    case unknownRevision(String, shallow: Bool)
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
      case .unwritable(let reason): "cannot write the revision's files: \(reason)"
      }
    }
  }

  /// The folder the revision's files are in, laid out as in the work tree.
  public let folder: String
  /// The counterpart of the folder the tree was asked from (git's own path of it, so that a
  /// link in the folder's path does not matter).
  public let workingFolder: String

  /// Writes the files of `revision` of the repository holding `folder` into a new folder inside
  /// `temporary` (the caller's temporary folder; it removes the new one with `remove`).
  public static func write(revision: String, repositoryOf folder: String, in temporary: String)
    throws(Failure) -> RevisionTree
  {
    let git = Git(folder: folder)
    let root: String
    let prefix: String
    let commit: String
    do {
      let lines = String(
        decoding: try git.run(["rev-parse", "--show-toplevel", "--show-prefix"]), as: UTF8.self
      ).split(separator: "\n", omittingEmptySubsequences: false)
      root = String(lines[0])
      prefix = lines.count > 1 ? String(lines[1]) : ""
    } catch .notFound { throw .noGit } catch { throw .notAWorkTree(folder) }
    do {
      commit =
        String(
          decoding: try git.run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"]),
          as: UTF8.self
        ).trimmingWhitespace
    } catch {
      let shallow = (try? git.run(["rev-parse", "--is-shallow-repository"])).map {
        String(decoding: $0, as: UTF8.self).trimmingWhitespace == "true"
      }
      throw .unknownRevision(revision, shallow: shallow ?? false)
    }
    let destination = Paths.join(temporary, "usage-strings-revision-\(UUID().uuidString)")
    let tree = RevisionTree(
      folder: destination,
      workingFolder: prefix.isEmpty ? destination : Paths.join(destination, prefix))
    do {
      try tree.fill(commit: commit, git: Git(folder: root))
    } catch {
      tree.remove()
      throw error
    }
    return tree
  }

  /// Removes the folder.
  public func remove() { try? FileManager.default.removeItem(atPath: folder) }

  private func fill(commit: String, git: Git) throws(Failure) {
    let listing: [UInt8]
    do { listing = try git.run(["ls-tree", "-r", "-z", "--long", commit]) } catch {
      throw .unwritable("git ls-tree failed")
    }
    let paths = Self.wanted(listing)
    // In parts, so that the blobs of a large tree are never all in memory at once.
    var start = 0
    while start < paths.count {
      var end = start
      var bytes = 0
      while end < paths.count, end == start || bytes + paths[end].size < 32 << 20 {
        bytes += paths[end].size
        end += 1
      }
      let part = paths[start..<end].map { (commit: commit, path: $0.path) }
      let output: [UInt8]
      // The blobs as stored (git 2.39's `--batch --filters` stops at the first object): a file
      // that .gitattributes re-encodes on checkout reads as it is in the repository.
      do {
        output = try git.run(["cat-file", "--batch"], input: GitBlobs.request(part))
      } catch {
        throw .unwritable("git cat-file failed")
      }
      for (entry, contents) in zip(part, GitBlobs.parse(output, count: part.count)) {
        guard let contents else { continue }
        try write(contents, to: Paths.join(folder, entry.path))
      }
      start = end
    }
  }

  private func write(_ contents: [UInt8], to path: String) throws(Failure) {
    do {
      try FileManager.default.createDirectory(
        atPath: Paths.parent(path), withIntermediateDirectories: true)
      try Data(contents).write(to: URL(fileURLWithPath: path))
    } catch {
      throw .unwritable(error.localizedDescription)
    }
  }

  /// The regular files of a `git ls-tree -r -z --long` listing that a rule may read.
  static func wanted(_ listing: [UInt8]) -> [(path: String, size: Int)] {
    listing.split(separator: 0).compactMap { record in
      guard let tab = record.firstIndex(of: 0x09) else { return nil }
      let fields = String(decoding: record[record.startIndex..<tab], as: UTF8.self)
        .split(separator: " ", omittingEmptySubsequences: true)
      let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
      // Regular files only (100644, 100755): no links, no submodules. Whatever a `.lproj` folder
      // holds is kept: an image alone there still says the app ships that language.
      guard fields.count == 4, fields[1] == "blob", fields[0].hasPrefix("1006"),
        let size = Int(fields[3]), size <= maximumSize,
        FileTree.isLprojName(Paths.lastComponent(Paths.parent(path)))
          || !skippedExtensions.contains(Paths.pathExtension(path).lowercased())
      else { return nil }
      return (path, size)
    }
  }

  /// Past this size a file is no table, plist or source a rule reads whole.
  static let maximumSize = 16 << 20

  static let skippedExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "heic", "webp", "pdf", "svg", "ico", "psd", "sketch", "tiff",
    "mp3", "mp4", "mov", "m4a", "wav", "caf", "aiff", "ttf", "otf", "woff", "woff2", "zip", "gz",
    "tgz", "xz", "jar", "a", "o", "so", "dylib", "car", "mlmodel", "tflite", "bin", "ipa",
  ]
}
