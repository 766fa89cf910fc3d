import Foundation

/// The commit a checkout's git folder has checked out, read from its files when the build runs
/// (a build's tools run no program of the checkout): nil when none can be read.
enum GitCommit {
  static func of(gitDirectory: URL) -> String? {
    guard let head = text(gitDirectory.appending(path: "HEAD")) else { return nil }
    guard head.hasPrefix("ref: ") else { return hash(head) }
    let reference = String(head.dropFirst(5))
    // A linked worktree keeps its HEAD; the branches are in the main repository's folder.
    let common = text(gitDirectory.appending(path: "commondir")).map {
      $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : gitDirectory.appending(path: $0)
    }
    for folder in [gitDirectory] + (common.map { [$0] } ?? []) {
      if let value = text(folder.appending(path: reference)) { return hash(value) }
      let packed = text(folder.appending(path: "packed-refs")) ?? ""
      for line in packed.split(separator: "\n") where line.hasSuffix(" " + reference) {
        return hash(String(line.prefix { $0 != " " }))
      }
    }
    return nil
  }

  private static func text(_ url: URL) -> String? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// A hash as git writes one (40 or 64 hex digits), else nil: only hex digits reach the source.
  private static func hash(_ value: String) -> String? {
    let hex = value.allSatisfy { $0.isHexDigit }
    return hex && (value.count == 40 || value.count == 64) ? value : nil
  }
}
