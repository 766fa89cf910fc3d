import Foundation
import Testing

@testable import UsageStrings

/// The git the tool runs (docs/SECURITY.md, "git"): a folder that only looks like a repository
/// is none, and what a repository's own configuration asks git to run is never run.
@Suite struct GitHardeningTests {
  static func shell(_ command: String, in folder: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "GIT_AUTHOR_NAME": "T", "GIT_AUTHOR_EMAIL": "t@e.org", "GIT_COMMITTER_NAME": "T",
      "GIT_COMMITTER_EMAIL": "t@e.org", "HOME": folder,
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(command)")
  }

  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-git-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// A folder with `HEAD`, `objects/` and `refs/` but no `.git`, such as a pull request can
  /// commit: git takes it for no repository (`safe.bareRepository=explicit`).
  @Test func aBareLookalikeIsNoRepository() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    // A work tree of its own, as the lookalike of the security issue had: git reads it as a
    // repository unless bare ones must be named.
    try Self.shell(
      "git init -q --bare lookalike && git --git-dir=lookalike config core.bare false && git --git-dir=lookalike config core.worktree .",
      in: root)
    #expect(throws: Git.Failure.self) { try Git.find(top: root + "/lookalike") }
  }

  /// A repository whose configuration asks for a signature program on every `git log` (its
  /// commit is signed), and a promisor remote reached over ssh with an `sshCommand` of its own,
  /// which a lazy fetch of a missing object would run: neither runs.
  @Test func theRepositorysConfigurationRunsNothing() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let marker = root + "/ran"
    try Self.shell(
      """
      git init -q -b main repo && cd repo && echo a > a && git add a && git commit -qm one && \
      tree=$(git rev-parse HEAD^{tree}) && \
      printf 'tree %s\\nauthor T <t@e.org> 1 +0000\\ncommitter T <t@e.org> 1 +0000\\ngpgsig -----BEGIN PGP SIGNATURE-----\\n \\n -----END PGP SIGNATURE-----\\n\\nsigned\\n' "$tree" > c && \
      git update-ref refs/heads/main $(git hash-object -t commit -w --literally c) && \
      printf '#!/bin/sh\\ntouch \(marker)-gpg\\n' > ../gpg && chmod +x ../gpg && \
      git config log.showSignature true && git config gpg.program "\(root)/gpg" && \
      git config extensions.partialClone origin && \
      git config remote.origin.url "ssh://example.invalid/repo" && \
      git config remote.origin.promisor true && \
      git config core.sshCommand "touch \(marker)-ssh; false" && \
      git config core.fsmonitor "touch \(marker)-fsmonitor"
      """, in: root)
    let git = try Git.find(top: root + "/repo")
    _ = try? git.run(["log", "--format=%H", "--name-status"])
    let missing = String(repeating: "e", count: 40)
    _ = try? git.run(["cat-file", "--batch"], input: Array("\(missing)\n".utf8))
    _ = try? GitBlobs.read(
      [(commit: "HEAD", path: "missing")], git: git, each: 1 << 20, total: 1 << 20
    ) { _, _ in }
    let ran = try FileManager.default.contentsOfDirectory(atPath: root).filter {
      $0.hasPrefix("ran")
    }
    #expect(ran.isEmpty, "\(ran)")
  }

  /// What git answers past the limit is cut, not held.
  @Test func anAnswerPastTheLimitIsRefused() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.shell(
      "git init -q -b main repo && cd repo && head -c 100000 /dev/zero > a && git add a && git commit -qm one",
      in: root)
    let git = try Git.find(top: root + "/repo")
    #expect(throws: Git.Failure.tooLarge(1000)) {
      try git.run(["cat-file", "-p", "HEAD:a"], limit: 1000)
    }
    var read = 0
    let skipped = try GitBlobs.read(
      [(commit: "HEAD", path: "a")], git: git, each: 1000, total: 1 << 20
    ) { _, _ in read += 1 }
    #expect(skipped == GitBlobs.Skipped(tooLarge: 1, pastTotal: 0))
    #expect(read == 0)
  }
}
