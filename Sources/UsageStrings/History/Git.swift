import Foundation

/// The `git` the user already has, reading one repository named explicitly: found once, from the
/// top of the checkout, and then given to every command as `--git-dir` and `--work-tree`, so that
/// no folder of the checkout is ever taken for a repository of its own. Only commands that read
/// run, each with a fixed set of settings that keep the checkout from making git run anything
/// (docs/SECURITY.md), in an environment the checkout cannot extend; their output is capped.
struct Git: Sendable {
  /// Why git gave no answer.
  enum Failure: Error, Equatable {
    /// No `git` on the PATH.
    case notFound
    /// It ran and failed (not a work tree, an unknown revision), with what it said.
    case failed(String)
    /// Its answer passed `limit` bytes, and was cut there.
    case tooLarge(Int)
  }

  /// The repository's git folder and work tree, absolute.
  let gitDirectory: String
  let workTree: String
  let executable: String

  /// Past this, an answer of git is not read on (the same cap as a file on disk).
  static let outputLimit = FileReader.maximumSize

  /// The settings every command runs with, over the repository's and the user's: no hooks, no
  /// fsmonitor, no external diff or text conversion, no pager, no signature check, no lazy
  /// fetch of a partial clone's objects, no remote protocol at all, no implicit bare repository.
  static let hardening: [String] = [
    "safe.bareRepository=explicit", "core.fsmonitor=false", "core.hooksPath=/dev/null",
    "core.pager=cat", "core.quotepath=off", "core.untrackedCache=false",
    "log.showSignature=false", "protocol.allow=never", "gc.auto=0",
    "maintenance.auto=false", "fetch.recurseSubmodules=false", "submodule.recurse=false",
    "i18n.logOutputEncoding=UTF-8",
  ].flatMap { ["-c", $0] }

  /// The repository whose work tree's top is `root` (a folder holding `.git`). Git is asked only
  /// from there, with no folder above it searched (`GIT_CEILING_DIRECTORIES`).
  static func find(top root: String) throws(Failure) -> Git {
    guard let executable = Self.executable(outside: root) else { throw .notFound }
    let probe = Git(gitDirectory: "", workTree: root, executable: executable)
    let lines = String(
      decoding: try probe.run(["rev-parse", "--absolute-git-dir", "--show-toplevel"]),
      as: UTF8.self
    ).split(separator: "\n").map(String.init)
    guard lines.count == 2 else { throw .failed("git rev-parse gave no repository") }
    return Git(gitDirectory: lines[0], workTree: lines[1], executable: executable)
  }

  /// The output of `git <arguments>`, `input` written to its standard input.
  func run(_ arguments: [String], input: [UInt8]? = nil, limit: Int = outputLimit)
    throws(Failure) -> [UInt8]
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    let repository =
      gitDirectory.isEmpty ? [] : ["--git-dir=\(gitDirectory)", "--work-tree=\(workTree)"]
    process.arguments =
      ["--no-pager", "--no-replace-objects"] + repository + Self.hardening + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: workTree)
    process.environment = environment
    return try GitProcess.run(process, input: input, limit: limit)
  }

  /// What git runs with: the user's search path, home and git configuration files — nothing the
  /// checkout can set — and the settings of a reader that never writes, prompts or fetches.
  var environment: [String: String] {
    let inherited = ProcessInfo.processInfo.environment
    var environment: [String: String] = [:]
    for name in [
      "PATH", "HOME", "XDG_CONFIG_HOME", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM",
      "GIT_CONFIG_NOSYSTEM", "TMPDIR", "SYSTEMROOT",
    ] {
      environment[name] = inherited[name]
    }
    environment["GIT_OPTIONAL_LOCKS"] = "0"
    environment["GIT_NO_LAZY_FETCH"] = "1"
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["GIT_PROTOCOL_FROM_USER"] = "0"
    environment["GIT_CEILING_DIRECTORIES"] = Paths.parent(workTree)
    environment["LC_ALL"] = "C"
    return environment
  }

  /// The `git` of the search path's absolute folders outside the checkout (a relative one, or
  /// one inside, would be the checkout's own program).
  static func executable(outside checkout: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":").map(String.init)
    where folder.hasPrefix("/") && !Paths.isInside(Paths.normalize(folder), checkout) {
      let candidate = Paths.join(folder, "git")
      if FileManager.default.isExecutableFile(atPath: candidate),
        !FileReader.isDirectory(candidate)
      {
        return candidate
      }
    }
    return nil
  }
}
