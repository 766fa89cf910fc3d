import Foundation
import Testing

@testable import UsageStrings

/// One door to the disk (HOUSE-STYLE §6): outside `FileSystem/`, no code of the library or the
/// CLI writes, renames, deletes or creates a file or a folder. Every change goes through
/// `DiskChanges` (and the writers beside it), where it is planned, confined, locked, checked and
/// atomic.
@Suite struct OneDoorTests {
  /// Foundation's calls that change the disk (called on a value: `.removeItem(`).
  static let methods = [
    "createDirectory", "removeItem", "moveItem", "copyItem", "createFile", "createSymbolicLink",
    "write(to:", "write(toFile:", "setAttributes(", "forWritingAtPath", "forWritingTo",
    "forUpdating",
  ]
  /// The system's (called as functions: `unlink(`), and the flags that open a file to write.
  static let functions = [
    "rename(", "renameat(", "unlink(", "unlinkat(", "rmdir(", "mkdir(", "mkdtemp(", "mkstemp(",
    "fopen(", "ftruncate(", "truncate(", "symlink(", "link(", "linkat(", "fchmod(", "chmod(",
    "O_WRONLY", "O_RDWR", "O_CREAT",
  ]

  /// The offending calls of a source, comments and string literals left out.
  static func violations(in source: String, file: String) -> [String] {
    let code = RulesReadNoFilesTests.stripped(source)
    var found: [String] = []
    let patterns =
      methods.map { (call: $0, pattern: "\\." + NSRegularExpression.escapedPattern(for: $0)) }
      + functions.map {
        (call: $0, pattern: "(?<![A-Za-z0-9_.])" + NSRegularExpression.escapedPattern(for: $0))
      }
    for (call, pattern) in patterns
    where code.range(of: pattern, options: .regularExpression) != nil {
      found.append("\(file): \(call)")
    }
    return found
  }

  static let sources: [(file: String, folder: String, code: String)] = {
    let roots = ["Sources/UsageStrings", "Sources/usage-strings"]
    return roots.flatMap { root in
      Fixtures.files(under: Fixtures.packageRoot.appendingPathComponent(root)) {
        $0.hasSuffix(".swift")
      }.map { url in
        (
          url.lastPathComponent, url.deletingLastPathComponent().lastPathComponent,
          (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        )
      }
    }
  }()

  @Test func nothingOutsideFileSystemChangesTheDisk() {
    let outside = Self.sources.filter { $0.folder != "FileSystem" }
    #expect(outside.count > 100)
    let found = outside.flatMap { Self.violations(in: $0.code, file: $0.file) }
    #expect(found.isEmpty, "writes outside FileSystem/: \(found)")
    // The door itself is where they are.
    let door = Self.sources.filter { $0.folder == "FileSystem" }
    #expect(door.contains { !Self.violations(in: $0.code, file: $0.file).isEmpty })
  }

  /// The check sees a write where there is one.
  @Test func aWriteOutsideIsSeen() {
    let probe = "func save(_ data: Data, _ url: URL) throws { try data.write(to: url) }\n"
    #expect(Self.violations(in: probe, file: "Probe.swift") == ["Probe.swift: write(to:"])
    let removal = "try? FileManager.default.removeItem(atPath: folder)\n"
    #expect(Self.violations(in: removal, file: "Probe.swift") == ["Probe.swift: removeItem"])
    #expect(Self.violations(in: "// try data.write(to: url)\n", file: "Probe.swift").isEmpty)
  }
}
