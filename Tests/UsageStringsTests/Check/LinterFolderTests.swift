import Foundation
import Testing

@testable import UsageStrings

/// `Linter.check(_:in:)`, the documentation's one call: a path relative to a folder, findings
/// shown relative to it, and a wrong path an issue rather than a clean app.
@Suite struct LinterFolderTests {
  @Test func checksARelativeFolderAndShowsPathsFromTheDirectory() throws {
    let result = try Linter.check("Examples", in: Fixtures.packageRoot.path)
    let duplicate = result.diagnostics.first { $0.ruleID == "duplicate-key" }
    #expect(duplicate?.location?.file == "Examples/PhotoJournal/de.lproj/InfoPlist.strings")
    #expect(duplicate?.location?.start.line == 37)
    #expect(result.count(.error) == 5)
    #expect(result.issues.isEmpty)
    #expect(result.diagnostics == result.diagnostics.sorted())
  }

  @Test func aFolderWithNothingToCheckIsAnIssue() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "linter-folder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = try Linter.check(folder.path, in: "/")
    #expect(empty.issues.map(\.id) == ["tool.no-app"])
    let missing = try Linter.check("nothing-here", in: folder.path)
    #expect(missing.issues.map(\.id) == ["tool.path-not-found"])
  }
}
