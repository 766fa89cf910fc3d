import Foundation
import Testing

/// Faults that converge (docs/SECURITY.md, "Faults"): what one run leaves, the next one mends;
/// no run fails for good on a shape the checkout may have.
@Suite struct ConvergenceTests {
  /// A mis-cased `infoplist.strings` the project names so, holding a second fix (a zero-width
  /// space): the rename and the project file's edit are one step, the content fix lands at the
  /// new name. Before, the file was renamed, the run failed ("nothing was written"), and the
  /// project kept the old spelling for good.
  @Test func aRenameAndAnEditOfOneTableConverge() throws {
    let copy = try GenerateCommandTests.copy("Tests/Fixtures/XcodeApp")
    defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
    let project = copy.appendingPathComponent("Receipts.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: project, encoding: .utf8)
    try Data(
      text.replacingOccurrences(
        of: "path = de.lproj/InfoPlist.strings;", with: "path = de.lproj/infoplist.strings;"
      ).utf8
    ).write(to: project)
    let table = copy.appendingPathComponent("Sources/Scanner/de.lproj/infoplist.strings")
    try Data("\"NSCameraUsageDescription\" = \"Scanne\u{200B} Belege.\";\n".utf8).write(to: table)
    let fixed = try Binary.run(["check", "--fix"], in: copy)
    #expect([0, 1].contains(fixed.status), "\(fixed.stderr)")
    let renamed = copy.appendingPathComponent("Sources/Scanner/de.lproj/InfoPlist.strings")
    #expect(
      try String(contentsOf: renamed, encoding: .utf8)
        == "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")
    #expect(
      try String(contentsOf: project, encoding: .utf8).contains(
        "path = de.lproj/InfoPlist.strings;"))
    #expect(!FileManager.default.fileExists(atPath: table.path))
    let again = try Binary.run(["check", "--fix", "--dry-run"], in: copy)
    #expect(again.stdout.isEmpty && again.stderr.contains("Nothing to fix"), "\(again.stderr)")
  }

  /// `--fix` never renames a mis-cased table over another file of the right name (on a
  /// case-sensitive disk both may be there): the other file's translations would be lost.
  @Test func aRenameNeverReplacesAFile() throws {
    let copy = try GenerateCommandTests.copy("Tests/Fixtures/XcodeApp")
    defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
    let right = copy.appendingPathComponent("Sources/Scanner/de.lproj/InfoPlist.strings")
    let kept = "\"NSCameraUsageDescription\" = \"Nicht überschreiben.\";\n"
    try Data(kept.utf8).write(to: right)
    _ = try Binary.run(["check", "--fix"], in: copy)
    #expect(try String(contentsOf: right, encoding: .utf8) == kept)
  }

  /// A table that is a symbolic link to another inside the project (`de-AT` → `de`): each run
  /// edits the real file once. Before, every run failed: "changed while this run was working".
  @Test func aLinkedTableIsEditedAtItsRealPlace() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try checkout.writeApp(german: "Belege\u{200B} scannen.")
    try FileManager.default.createDirectory(
      at: checkout.app.appendingPathComponent("App/de-AT.lproj"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: checkout.app.appendingPathComponent("App/de-AT.lproj/InfoPlist.strings").path,
      withDestinationPath: "../de.lproj/InfoPlist.strings")
    for _ in 0..<2 {
      let fixed = try Binary.run(["check", "--fix"], in: checkout.app)
      #expect(fixed.status != 2, "\(fixed.stderr)")
    }
    #expect(
      try String(
        contentsOf: checkout.app.appendingPathComponent("App/de.lproj/InfoPlist.strings"),
        encoding: .utf8)
        == "\"NSCameraUsageDescription\" = \"Belege scannen.\";\n")
    try checkout.write(
      "de-AT.strings", "\"NSCameraUsageDescription\" = \"Belege scannen, bitte.\";\n")
    for _ in 0..<2 {
      let merged = try Binary.run(
        ["merge", "de-AT.strings", "--language", "de-AT"], in: checkout.app)
      #expect(merged.status != 2, "\(merged.stderr)")
    }
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: checkout.app.appendingPathComponent("App/de-AT.lproj/InfoPlist.strings").path)
    #expect(link == "../de.lproj/InfoPlist.strings")
  }

  /// A scratch folder a killed `--new-since` left is removed by the next run; the run's own is
  /// gone when it ends.
  @Test func aKilledRunsScratchFolderIsRemoved() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try checkout.writeApp()
    _ = try checkout.commitAll()
    let temporary = checkout.root.appendingPathComponent("tmp")
    // A process id no process has (above Linux's and Darwin's highest).
    let left = temporary.appendingPathComponent("usage-strings-scratch-99999999-1/App")
    try FileManager.default.createDirectory(at: left, withIntermediateDirectories: true)
    let result = try Binary.run(
      ["check", ".", "--new-since", "HEAD"], in: checkout.app,
      environment: ["TMPDIR": temporary.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
  }

  /// `--new-since HEAD` on a work tree with a submodule and a linked table reports nothing new:
  /// both are the same on both sides.
  @Test func submodulesAndLinksAreTheSameOnBothSides() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    let library = HistoryTests.Repository(at: checkout.outside)
    try library.git("init", "-q", "-b", "main")
    try checkout.writeOutside(
      "Lib/Info.plist", HostileCheckout.infoPlist([("NSCameraUsageDescription", "")]))
    try library.commit("Library", day: 1)
    try checkout.writeApp(german: "Belege\u{200B} scannen.")
    let repository = try checkout.commitAll("App", day: 1)
    try repository.git(
      "-c", "protocol.file.allow=always", "submodule", "add", "-q", checkout.outside.path, "Vendor")
    try FileManager.default.createDirectory(
      at: checkout.app.appendingPathComponent("App/de-AT.lproj"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: checkout.app.appendingPathComponent("App/de-AT.lproj/InfoPlist.strings").path,
      withDestinationPath: "../de.lproj/InfoPlist.strings")
    try repository.commit("Submodule and link", day: 2)
    let all = try Binary.run(["check", "."], in: checkout.app)
    #expect(all.status == 1, "\(all.stdout)")
    let new = try Binary.run(["check", ".", "--new-since", "HEAD"], in: checkout.app)
    #expect(new.status == 0, "\(new.stdout)\n\(new.stderr)")
    #expect(new.stdout.isEmpty, "\(new.stdout)")
  }

  /// A translator's `.xcloc` whose `contents.json` is not what Xcode writes — garbage, nested
  /// 200,000 levels deep, a link to a file outside the bundle — is refused, naming it. Before,
  /// each merged with exit 0 and no word.
  @Test(arguments: ["garbage", "deep", "link"])
  func aBadBundleManifestIsAnError(_ kind: String) throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let exported = try Binary.run(
      ["generate", ".", "--languages", "de", "--format", "xcloc", "-o", "export"], in: app)
    #expect(exported.status == 0, "\(exported.stderr)")
    let bundle = app.appendingPathComponent("export/de.xcloc")
    let manifest = bundle.appendingPathComponent("contents.json")
    try FileManager.default.removeItem(at: manifest)
    switch kind {
    case "garbage": try Data("{\"targetLocale\": de".utf8).write(to: manifest)
    case "deep":
      try Data(
        (String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)).utf8
      )
      .write(to: manifest)
    default:
      try FileManager.default.createSymbolicLink(
        atPath: manifest.path, withDestinationPath: "/etc/passwd")
    }
    let result = try Binary.run(["merge", "export/de.xcloc"], in: app)
    #expect(result.status == 2, "\(result.stdout)\n\(result.stderr)")
    #expect(result.stderr.contains("export/de.xcloc/contents.json"), "\(result.stderr)")
    #expect(result.stderr.contains("nothing of the bundle was merged"), "\(result.stderr)")
  }
}
