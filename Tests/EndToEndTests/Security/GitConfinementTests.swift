import Foundation
import Testing

/// git, confined (docs/SECURITY.md, "git"): a repository lookalike committed in the checkout is
/// never git's repository, and no program of the checkout is git.
@Suite struct GitConfinementTests {
  /// A bare-repository lookalike in `App/` (HEAD, objects, refs and a config that makes it a
  /// work tree of its own), named by the configuration's `include`: its promisor remote's
  /// `uploadpack`, its fsmonitor and its signature program would each create a marker. Before,
  /// `check --history` ran git in `App/`, which fetched through the remote.
  @Test func aRepositoryLookalikeRunsNothing() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try checkout.writeApp()
    try checkout.write(".usage-strings.json", "{\"include\": [\"App\"], \"history\": true}\n")
    let marker = checkout.outside.appendingPathComponent("ran")
    try checkout.write("App/HEAD", "ref: refs/heads/main\n")
    try checkout.write("App/refs/heads/main", String(repeating: "1", count: 40) + "\n")
    try checkout.write("App/objects/info/alternates", "")
    let config = """
      [core]
      \trepositoryformatversion = 1
      \tbare = false
      \tworktree = .
      \tfsmonitor = "touch \(marker.path)-fsmonitor"
      [extensions]
      \tpartialClone = origin
      [remote "origin"]
      \turl = file://\(checkout.root.path)
      \tpromisor = true
      \tuploadpack = "touch \(marker.path)-uploadpack; git-upload-pack"
      [log]
      \tshowSignature = true
      [gpg]
      \tprogram = "touch \(marker.path)-gpg"

      """
    try checkout.write("App/config", config)
    let repository = try checkout.commitAll()
    try checkout.write("App/de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"X\";\n")
    let runs: [[String]] = [
      ["check", ".", "--reporter", "github"], ["check", ".", "--history", "--reporter", "json"],
      ["check", ".", "--new-since", "HEAD"], ["check", ".", "--staged"], ["check", ".", "--fix"],
      ["generate", ".", "--languages", "de", "--history", "--format", "xliff", "-o", "out"],
    ]
    for arguments in runs {
      let result = try Binary.run(arguments, in: checkout.app, watchdog: 120)
      #expect([0, 1].contains(result.status), "\(arguments): \(result.stderr)")
      let ran = try FileManager.default.contentsOfDirectory(atPath: checkout.outside.path)
      #expect(ran.isEmpty, "\(arguments) ran the lookalike's programs: \(ran)")
    }
    // The lookalike's tracked config is as committed.
    #expect(
      try String(contentsOf: checkout.app.appendingPathComponent("App/config"), encoding: .utf8)
        == config)
    _ = repository
  }

  /// A clean filter the repository's configuration names for the tables (a program git runs
  /// when it hashes a work tree file) never runs: `--staged` reads the index and HEAD alone.
  @Test func aStagedRunHashesNoFileOfTheWorkTree() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try checkout.writeApp()
    try checkout.write(".gitattributes", "*.strings filter=evil\n")
    let repository = try checkout.commitAll()
    let marker = checkout.outside.appendingPathComponent("ran")
    try repository.git("config", "filter.evil.clean", "touch \(marker.path); cat")
    try checkout.write("App/de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Y\";\n")
    try repository.git("add", "-A")
    try? FileManager.default.removeItem(at: marker)
    // Changed again after staging: git would hash it to compare it with the index.
    try checkout.write("App/de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Z\";\n")
    let result = try Binary.run(["check", ".", "--staged"], in: checkout.app, watchdog: 120)
    #expect([0, 1].contains(result.status), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: marker.path))
  }

  /// A `git` of the checkout's own (a folder of it on the PATH, or a relative entry) is never
  /// run: git is looked up in the PATH's absolute folders outside the checkout.
  @Test func aGitOfTheCheckoutIsNeverRun() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try checkout.writeApp()
    let marker = checkout.outside.appendingPathComponent("ran")
    try checkout.write(
      "bin/git", "#!/bin/sh\ntouch \(marker.path)\nexit 1\n")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: checkout.app.appendingPathComponent("bin/git").path)
    _ = try checkout.commitAll()
    let path = "bin:\(checkout.app.path)/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
    let result = try Binary.run(
      ["check", ".", "--history"], in: checkout.app, environment: ["PATH": path], watchdog: 120)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: marker.path))
  }

  /// A revision git would take for an option is refused; one git reads (`:/text`, a reflog
  /// entry) is taken as git takes it.
  @Test func revisionsAreReadAsGitReadsThem() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try checkout.writeApp()
    _ = try checkout.commitAll("Base of the branch", day: 1)
    try checkout.write("App/de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"\";\n")
    let search = try Binary.run(["check", ".", "--new-since", ":/Base of"], in: checkout.app)
    #expect(search.status == 1, "\(search.stderr)")
    #expect(search.stdout.contains("empty-purpose-string"), "\(search.stdout)")
    let option = try Binary.run(
      ["check", ".", "--new-since=--output=\(checkout.outside.path)/x"], in: checkout.app)
    #expect(option.status == 64, "\(option.stderr)")
    #expect(option.stderr.contains("starts with '-'"), "\(option.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: checkout.outside.path).isEmpty)
  }

  /// The history of a folder the configuration includes is the checkout's repository's, found
  /// from its top, even where the folder looks like a repository of its own (a harmless
  /// lookalike, which git refuses to discover from inside it): a translation older than its
  /// English is reported.
  @Test func anIncludedFoldersHistoryIsTheCheckouts() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try checkout.writeApp()
    try checkout.write(".usage-strings.json", "{\"include\": [\"App\"], \"history\": true}\n")
    try checkout.write("App/HEAD", "ref: refs/heads/main\n")
    try checkout.write("App/refs/heads/main", String(repeating: "1", count: 40) + "\n")
    try checkout.write("App/objects/info/alternates", "")
    try checkout.write("App/config", "[core]\n\trepositoryformatversion = 0\n\tbare = true\n")
    let repository = try checkout.commitAll("Translated", day: 1)
    try checkout.write(
      "App/Info.plist",
      HostileCheckout.infoPlist([
        ("NSCameraUsageDescription", "Scan receipts and invoices to file them with your taxes.")
      ]))
    try repository.commit("A new camera text", day: 2)
    let result = try Binary.run(["check", "."], in: checkout.app, watchdog: 120)
    #expect(
      result.stdout.contains("was made when the source said"),
      "\(result.stdout)\n\(result.stderr)")
    #expect(!result.stdout.contains("history unavailable"), "\(result.stdout)")
  }
}
