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
    let writes = try SafeFixes.projectEdits(
      [rename], projectFiles: ["project.pbxproj"], displayBase: folder.path)
    #expect(writes.count == 1)
    #expect(
      String(decoding: writes.first?.bytes ?? [], as: UTF8.self)
        == project.replacingOccurrences(
          of: "de.lproj/infoplist.strings", with: "de.lproj/InfoPlist.strings"))
    #expect(
      try SafeFixes.projectEdits([], projectFiles: ["project.pbxproj"], displayBase: folder.path)
        .isEmpty)
  }

  /// A finding of `rule` in `file` whose fix replaces its first byte, or renames it.
  static func finding(_ rule: String, in file: String, renamedTo: String? = nil) -> Diagnostic {
    let start = SourcePosition(line: 1, column: 1, offset: 0)
    return Diagnostic(
      ruleID: rule, severity: .warning, message: "m",
      location: SourceRange(file: file, start: start, end: start),
      fixes: [
        Diagnostic.Fix(
          message: "fix", edits: renamedTo == nil ? [TextEdit(range: 0..<1, replacement: "")] : [],
          renamedTo: renamedTo)
      ])
  }

  /// A file that cannot be read is named with why, never passed over in silence; a rename whose
  /// project file cannot be read is not made (the project would name a table no longer there).
  @Test func whatCannotBeReadIsSaid() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-safe-fixes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let rules = RuleRegistry.all.map(\.description)
    let gone = SafeFixes.plan(
      [Self.finding("invisible-character", in: "de.lproj/InfoPlist.strings")], rules: rules,
      displayBase: folder.path)
    #expect(gone.skipped.map(\.file) == ["de.lproj/InfoPlist.strings"])
    #expect(gone.skipped.first?.reason.contains("no such file") == true, "\(gone.skipped)")
    #expect(gone.fixed.isEmpty && gone.isEmpty)
    let renamed = SafeFixes.plan(
      [
        Self.finding(
          "file-name-case", in: "de.lproj/infoplist.strings",
          renamedTo: "de.lproj/InfoPlist.strings")
      ], rules: rules, displayBase: folder.path, projectFiles: ["App.xcodeproj/project.pbxproj"])
    #expect(renamed.renames.isEmpty && renamed.fixed.isEmpty)
    #expect(renamed.skipped.map(\.file) == ["de.lproj/infoplist.strings"])
  }
}
