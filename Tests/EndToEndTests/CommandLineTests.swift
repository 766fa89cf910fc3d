import Foundation
import Testing
import UsageStrings

@Suite struct CommandLineTests {
  @Test func helpListsTheCommandsAndExitsZero() throws {
    let result = try Binary.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("SUBCOMMANDS:"))
    #expect(result.stdout.contains("extract"))
  }

  @Test(arguments: [["extract", "--help"], ["extract", "-h"], ["help", "extract"]])
  func commandHelpHasTheHouseSections(_ arguments: [String]) throws {
    let result = try Binary.run(arguments)
    #expect(result.status == 0)
    let order = ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:"].map {
      result.stdout.range(of: $0)?.lowerBound
    }
    #expect(order.allSatisfy { $0 != nil })
    #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    #expect(result.stdout.contains("--format <FORMAT>"))
  }

  @Test func versionNamesTheCommitAndTheLibraries() throws {
    let result = try Binary.run(["--version"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("usage-strings \(UsageStringsVersion.current) (commit ") == true)
    #expect(lines.dropFirst().first == "ICU \(ICU.version) (Unicode \(ICU.unicodeVersion))")
    #expect(lines.contains("libyaml \(YAMLReader.libraryVersion)"))
    #expect(lines.contains { $0.hasPrefix("hunspell ") })
    // The commit is the checkout's HEAD: the build reads it again whenever HEAD moves.
    let commit = try #require(BuildInfo.commit)
    #expect(lines.first?.contains("(commit \(commit.prefix(12)))") == true)
    let git = Process()
    let output = Pipe()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "-C", Binary.packageRoot.path, "rev-parse", "HEAD"]
    git.standardOutput = output
    try git.run()
    let head = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    git.waitUntilExit()
    #expect(head.trimmingCharacters(in: .whitespacesAndNewlines) == commit)
  }

  @Test func unknownOptionSuggestsTheNearestAndExits64() throws {
    let result = try Binary.run(["extract", "--fromat", "json"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("unknown option '--fromat'; did you mean '--format'?"))
    #expect(result.stderr.contains("usage: usage-strings extract"))
    #expect(result.stdout.isEmpty)
  }

  @Test func unknownCommandSuggestsTheNearest() throws {
    let result = try Binary.run(["extrakt"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("did you mean 'extract'?"))
  }

  @Test(arguments: [
    ["extract", "--format", "yaml"], ["extract", "--format"], ["extract", "--quiet=yes"],
    ["check", "--jobs", "0", "Examples"],
    ["check", "--jobs=many", "Examples"], ["merge", "x.xliff", "--reporter", "yaml"],
  ])
  func badOptionValuesAreUsageErrors(_ arguments: [String]) throws {
    let result = try Binary.run(arguments)
    #expect(result.status == 64)
    // The message names the option, and the usage of the command follows.
    let option =
      arguments.first { $0.hasPrefix("--") }.map { String($0.prefix { $0 != "=" }) } ?? ""
    #expect(result.stderr.contains("'\(option)'"), "\(result.stderr)")
    #expect(result.stderr.contains("usage: usage-strings \(arguments[0])"), "\(result.stderr)")
  }

  @Test func optionForms() throws {
    let separate = try Binary.run(["extract", "--format", "strings", "Examples"])
    let joined = try Binary.run(["extract", "--format=strings", "--", "Examples"])
    #expect(separate.status == 0)
    #expect(separate.stdout == joined.stdout)
    #expect(separate.stdout.contains("\"NSCameraUsageDescription\" = "))
  }

  @Test func missingPathExitsTwo() throws {
    let result = try Binary.run(["extract", "No/Such/App"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no such file or directory: 'No/Such/App'"))
  }

  @Test(.enabled(if: getuid() != 0, "root reads any file"))
  func unreadableFileExitsTwo() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plist = folder.appendingPathComponent("Info.plist")
    try Data(
      "<plist><dict><key>NSCameraUsageDescription</key><string>Scan codes.</string></dict></plist>"
        .utf8
    ).write(to: plist)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: plist.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: plist.path)
    }
    let result = try Binary.run(["extract", "Info.plist"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("cannot read 'Info.plist'"))
  }

  /// A FIFO would block a reader forever; it is refused, for every user, root included.
  @Test func fifoIsRefusedNotRead() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lproj = folder.appendingPathComponent("de.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    #expect(mkfifo(lproj.appendingPathComponent("InfoPlist.strings").path, 0o644) == 0)
    try Data(
      "<plist><dict><key>NSCameraUsageDescription</key><string>Scan codes.</string></dict></plist>"
        .utf8
    )
    .write(to: folder.appendingPathComponent("Info.plist"))
    let result = try Binary.run(["extract", "."], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("cannot read 'de.lproj/InfoPlist.strings': it is not a regular file"))
    #expect(result.stdout.contains("NSCameraUsageDescription"))
  }

  @Test func malformedInfoPlistIsReportedWithItsLine() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text =
      "<plist>\n<dict>\n<key>NSCameraUsageDescription</key>\n<string>Scan codes.\n</dict>\n</plist>\n"
    try Data(text.utf8).write(to: folder.appendingPathComponent("Info.plist"))
    let result = try Binary.run(["extract", "."], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "Info.plist:5:1: error: '</dict>' does not match '<string>' [syntax-error]"))
  }

  @Test func outputFileIsWritten() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("sources.json")
    let result = try Binary.run(["extract", "Examples", "-q", "-o", output.path])
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.isEmpty)
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any]
    #expect((json?["targets"] as? [Any])?.count == 2)
  }

  /// An `--output` that is a pipe (or a device, `/dev/null`) is written into, never replaced by
  /// a file: renamed over, `/dev/null` became a plain file when the tests ran as root.
  @Test(arguments: [["check", "Examples", "--reporter", "json"], ["extract", "Examples"]])
  func anOutputPipeStaysAPipe(_ command: [String]) throws {
    let (received, stillAPipe) = try Self.throughAPipe { command + ["-q", "-o", $0] }
    #expect(stillAPipe)
    let json = try? JSONSerialization.jsonObject(with: Data(received))
    #expect(json is [String: Any])
  }

  /// So is `report`'s `--html` page.
  @Test func anHTMLPipeStaysAPipe() throws {
    let (received, stillAPipe) = try Self.throughAPipe {
      ["report", "Examples", "-q", "--html", $0]
    }
    #expect(stillAPipe)
    #expect(String(decoding: received, as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
  }

  /// What a run (`arguments` given the pipe's path) writes into a FIFO, read as it comes (a page
  /// may pass the pipe's 64 KB), and whether the FIFO is still one afterwards.
  static func throughAPipe(_ arguments: (String) -> [String]) throws -> ([UInt8], Bool) {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("report.fifo")
    #expect(mkfifo(pipe.path, 0o600) == 0)
    // The reading end, open before the run and never waiting for a writer.
    let reader = open(pipe.path, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    let drain = PipeDrain()
    let drained = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = read(reader, &buffer, buffer.count)
        if count > 0 {
          drain.received += buffer.prefix(count)
        } else if drain.finished {
          break
        } else {
          usleep(1_000)
        }
      }
      drained.signal()
    }
    let result = try Binary.run(arguments(pipe.path), watchdog: 60)
    drain.finished = true
    drained.wait()
    #expect(result.status <= 1, "\(result.stderr)")
    var info = stat()
    return (drain.received, lstat(pipe.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  /// What the reading thread of `throughAPipe` got, and whether the run is over (set once, by
  /// the test, after the writer closed the pipe; the reader then reads what is left).
  final class PipeDrain: @unchecked Sendable {
    var received: [UInt8] = []
    var finished = false
  }

  @Test func extractOnExamplesMatchesItsGolden() throws {
    let result = try Binary.run(["extract", "Examples", "--quiet"])
    #expect(result.status == 0)
    Golden.assert(result.stdout, name: "extract-examples.json")
    let strings = try Binary.run([
      "extract", "Examples", "--quiet", "--format", "strings", "--target", "PhotoJournal",
    ])
    Golden.assert(strings.stdout, name: "extract-examples.strings")
    let catalog = try Binary.run(["extract", "Examples", "--quiet", "--format", "xcstrings"])
    Golden.assert(catalog.stdout, name: "extract-examples.xcstrings")
  }

  @Test func unknownTargetExitsTwo() throws {
    let result = try Binary.run(["extract", "Examples", "--target", "Nope"])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "no target named 'Nope'; the targets are 'PhotoJournal', 'JournalWidget'"))
  }
}
