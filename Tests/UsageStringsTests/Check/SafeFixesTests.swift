import Foundation
import Testing

@testable import UsageStrings

/// The project file of a renamed table: its old spelling replaced, nothing else.
@Suite struct SafeFixesTests {
  @Test func aProjectFileNamingTheOldSpellingIsEdited() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-safe-fixes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let project =
      "F7 /* de */ = {isa = PBXFileReference; name = de; path = de.lproj/infoplist.strings; };\n"
      + "F8 /* fr */ = {isa = PBXFileReference; name = fr; path = fr.lproj/InfoPlist.strings; };\n"
    try Data(project.utf8).write(to: folder.appendingPathComponent("project.pbxproj"))
    let rename = PlannedRename(
      from: "", to: "", displayFrom: "App/de.lproj/infoplist.strings",
      displayTo: "App/de.lproj/InfoPlist.strings")
    let writes = SafeFixes.projectEdits(
      [rename], projectFiles: ["project.pbxproj"], displayBase: folder.path)
    #expect(writes.count == 1)
    #expect(
      String(decoding: writes.first?.bytes ?? [], as: UTF8.self)
        == project.replacingOccurrences(
          of: "de.lproj/infoplist.strings", with: "de.lproj/InfoPlist.strings"))
    #expect(
      SafeFixes.projectEdits([], projectFiles: ["project.pbxproj"], displayBase: folder.path)
        .isEmpty)
  }
}
