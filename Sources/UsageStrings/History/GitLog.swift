/// The commits that touched some files, newest first, with what each did to them: the output of
/// `git log --name-status -M -z` read back.
struct GitLog: Sendable {
  struct Change: Sendable {
    /// `A`, `M`, `D`, `R` (renamed) or `C` (copied): the first letter of git's status.
    var status: UInt8
    /// One path; two for a rename or copy (from, to).
    var paths: [String]
  }

  struct Commit: Sendable {
    var revision: Revision
    var changes: [Change]
  }

  var commits: [Commit] = []

  /// The arguments that print what `parse` reads.
  static func arguments(_ pathspecs: [String]) -> [String] {
    ["log", "--format=%x1e%H%x1f%ct%x1f%s", "--name-status", "-M", "-z", "--"] + pathspecs
  }

  static func parse(_ bytes: [UInt8]) -> GitLog {
    var log = GitLog()
    for record in bytes.split(separator: 0x1E, omittingEmptySubsequences: true) {
      let header = record.prefix { $0 != 0 }
      let fields = header.split(separator: 0x1F, maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3, let time = Int(String(decoding: fields[1], as: UTF8.self)) else {
        continue
      }
      let revision = Revision(
        commit: String(decoding: fields[0], as: UTF8.self), time: time,
        subject: String(decoding: fields[2], as: UTF8.self))
      // After the header: `\n`, then NUL-separated statuses and paths.
      let tokens = record.dropFirst(header.count).split(separator: 0).map {
        String(decoding: $0.drop { $0 == 0x0A }, as: UTF8.self)
      }.filter { !$0.isEmpty }
      var changes: [Change] = []
      var index = 0
      while index < tokens.count {
        let status = tokens[index].utf8.first ?? 0
        let count = status == UInt8(ascii: "R") || status == UInt8(ascii: "C") ? 2 : 1
        guard index + count < tokens.count else { break }
        changes.append(Change(status: status, paths: Array(tokens[index + 1...index + count])))
        index += count + 1
      }
      log.commits.append(Commit(revision: revision, changes: changes))
    }
    return log
  }

  /// The versions of the file at `path` today, newest first: the index of each commit that
  /// changed it and its path there, followed through renames.
  func versions(of path: String) -> [(commit: Int, path: String)] {
    var current = path
    var versions: [(commit: Int, path: String)] = []
    for (index, commit) in commits.enumerated() {
      for change in commit.changes where change.paths.last == current {
        switch change.status {
        case UInt8(ascii: "D"):
          continue
        case UInt8(ascii: "A"):
          versions.append((index, current))
          return versions
        case UInt8(ascii: "R"), UInt8(ascii: "C"):
          versions.append((index, current))
          current = change.paths[0]
        default:
          versions.append((index, current))
        }
        break
      }
    }
    return versions
  }
}
