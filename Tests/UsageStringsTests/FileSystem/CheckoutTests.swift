import Foundation
import Testing

@testable import UsageStrings

/// Where a checked file may lead the tool (docs/SECURITY.md, "Reads" and "Writes").
@Suite struct CheckoutTests {
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-checkout-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(
      atPath: path + "/repo/.git", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: path + "/repo/App/de.lproj", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: path + "/outside", withIntermediateDirectories: true)
    return path
  }

  @Test func theCheckoutIsTheWorkTreeOfTheFolderNamed() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let checkout = Checkout(containing: root + "/repo/App")
    #expect(checkout.root == Paths.normalize(root + "/repo"))
    #expect(checkout.isWorkTree)
    let loose = Checkout(containing: root + "/outside")
    #expect(loose.root == Paths.normalize(root + "/outside"))
    #expect(!loose.isWorkTree)
    // An `.xcodeproj` named outside a work tree: its project is the folder around it.
    try FileManager.default.createDirectory(
      atPath: root + "/outside/App.xcodeproj", withIntermediateDirectories: true)
    #expect(
      Checkout(containing: root + "/outside/App.xcodeproj").root
        == Paths.normalize(root + "/outside"))
  }

  @Test func pathsOutsideLinksOutAndGitFoldersAreRefused() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createSymbolicLink(
      atPath: root + "/repo/App/fr.lproj", withDestinationPath: root + "/outside")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/repo/App/it.lproj", withDestinationPath: "de.lproj")
    let checkout = Checkout(containing: root + "/repo")
    #expect(checkout.refusal(toRead: root + "/repo/App/de.lproj/InfoPlist.strings") == nil)
    #expect(checkout.refusal(toWrite: root + "/repo/App/new.lproj/InfoPlist.strings") == nil)
    #expect(checkout.refusal(toRead: root + "/repo/App/it.lproj/InfoPlist.strings") == nil)
    #expect(
      checkout.resolved(root + "/repo/App/it.lproj/InfoPlist.strings")
        == Checkout.resolvedPath(root + "/repo/App/de.lproj/InfoPlist.strings"))
    for path in [
      root + "/outside/x", root + "/repo/../outside/x", "/proc/self/environ",
      root + "/repo/App/fr.lproj/InfoPlist.strings", root + "/repo/.git/config",
      root + "/repo/App/.GIT/hooks/pre-commit",
    ] {
      #expect(checkout.refusal(toRead: path) != nil, "\(path)")
      #expect(checkout.refusal(toWrite: path) != nil, "\(path)")
    }
  }

  /// The door: a write through a link out, or outside, is refused with nothing written; a
  /// rename that cannot be completed is not done, and its writes are not either.
  @Test func theDoorRefusesAndCommitsAsOne() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let checkout = Checkout(containing: root + "/repo")
    let outside = PlannedWrite(
      path: root + "/outside/x.strings", display: "x.strings", bytes: [0x41], existing: nil)
    #expect(throws: ToolIssue.self) {
      try DiskChanges(writes: [outside]).commit(confinedTo: [checkout])
    }
    #expect(!FileManager.default.fileExists(atPath: root + "/outside/x.strings"))
    let table = root + "/repo/App/de.lproj/infoplist.strings"
    let taken = root + "/repo/App/de.lproj/Taken.strings"
    #expect(FileManager.default.createFile(atPath: table, contents: Data("a".utf8)))
    #expect(FileManager.default.createFile(atPath: taken, contents: Data("keep".utf8)))
    let project = root + "/repo/App/project.pbxproj"
    #expect(FileManager.default.createFile(atPath: project, contents: Data("old".utf8)))
    let changes = DiskChanges(
      writes: [
        PlannedWrite(
          path: project, display: "p", bytes: Array("new".utf8), existing: Array("old".utf8))
      ],
      renames: [PlannedRename(from: table, to: taken, displayFrom: "i", displayTo: "I")])
    #expect(throws: ToolIssue.self) { try changes.commit(confinedTo: [checkout]) }
    #expect(try String(contentsOfFile: taken, encoding: .utf8) == "keep")
    #expect(try String(contentsOfFile: project, encoding: .utf8) == "old")
    #expect(FileManager.default.fileExists(atPath: table))
  }

  /// The checkout of `folder()`, a mis-cased German table's path in it and its right name's.
  static func misCased(in root: String) -> (Checkout, table: String, rightName: String) {
    let folder = root + "/repo/App/de.lproj/"
    return (
      Checkout(containing: root + "/repo"), folder + "infoplist.strings",
      folder + "InfoPlist.strings"
    )
  }

  /// A write that fails after a rename was done puts the file back under its old name: the
  /// project file and the disk keep agreeing.
  @Test func aFailedWriteUndoesItsRename() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (checkout, table, renamed) = Self.misCased(in: root)
    let project = root + "/repo/App/project.pbxproj"
    #expect(FileManager.default.createFile(atPath: table, contents: Data("a".utf8)))
    #expect(FileManager.default.createFile(atPath: project, contents: Data("old".utf8)))
    let changes = DiskChanges(
      writes: [
        PlannedWrite(
          path: project, display: "p", bytes: Array("new".utf8), existing: Array("old".utf8))
      ],
      renames: [PlannedRename(from: table, to: renamed, displayFrom: "i", displayTo: "I")])
    let failing = Renamer { _, _ in "the disk is full" }
    #expect(throws: ToolIssue.self) { try changes.commit(confinedTo: [checkout], renamer: failing) }
    #expect(FileManager.default.fileExists(atPath: table))
    #expect(try String(contentsOfFile: project, encoding: .utf8) == "old")
  }

  /// A rename never replaces a file already at its new name (a case-sensitive disk holds both
  /// `infoplist.strings` and `InfoPlist.strings`): refused, both kept byte for byte.
  @Test func aRenameNeverReplacesAFile() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (checkout, table, taken) = Self.misCased(in: root)
    #expect(FileManager.default.createFile(atPath: table, contents: Data("mis-cased".utf8)))
    #expect(FileManager.default.createFile(atPath: taken, contents: Data("right".utf8)))
    let changes = DiskChanges(
      renames: [
        PlannedRename(
          from: table, to: taken, displayFrom: "de.lproj/infoplist.strings",
          displayTo: "de.lproj/InfoPlist.strings")
      ])
    #expect(
      throws: ToolIssue.fileUnwritable(
        path: "de.lproj/InfoPlist.strings",
        reason:
          "'de.lproj/InfoPlist.strings' exists already; 'de.lproj/infoplist.strings' was not renamed over it"
      )
    ) { try changes.commit(confinedTo: [checkout]) }
    #expect(try String(contentsOfFile: table, encoding: .utf8) == "mis-cased")
    #expect(try String(contentsOfFile: taken, encoding: .utf8) == "right")
  }
}

/// Bounded work: a walk stops after its limit of files and folders, and says so.
@Suite struct WalkLimitTests {
  @Test func aWalkPastItsLimitStopsWithANote() throws {
    let root = try CheckoutTests.folder() + "/repo/App"
    defer { try? FileManager.default.removeItem(atPath: root) }
    for index in 0..<20 {
      #expect(FileManager.default.createFile(atPath: root + "/file\(index).txt", contents: nil))
    }
    #expect(FileTree.scan(root, limit: 30).isCut == false)
    #expect(FileTree.scan(root, limit: 10).isCut)
    var options = DiscoveryOptions(displayBase: root)
    options.maximumEntries = 10
    let (project, _) = try ProjectDiscovery.discover(root, options: options)
    #expect(
      project.missingFiles.contains { $0.message.contains("stopped after 10 files and folders") },
      "\(project.missingFiles.map(\.message))")
  }
}
