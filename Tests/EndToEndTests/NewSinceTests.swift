import Foundation
import Testing

/// `check --new-since REF`: only what the work tree adds to the files at REF, read with git.
@Suite struct NewSinceTests {
  static func german(camera: String, microphone: String, contacts: String) -> String {
    HistoryTests.table([
      ("NSCameraUsageDescription", camera), ("NSMicrophoneUsageDescription", microphone),
      ("NSContactsUsageDescription", contacts),
    ])
  }

  /// The first commit has two findings (camera untranslated, a doubled space in the contacts
  /// text); the second adds one (an invisible character) and fixes one (the doubled space).
  static func repository() throws -> HistoryTests.Repository {
    let repository = try HistoryTests.Repository()
    try repository.write("App/Info.plist", BaselineTests.plist)
    try repository.write(
      "App/de.lproj/InfoPlist.strings",
      german(
        camera: "Scan receipts to add expenses.",
        microphone: "Sprachnotizen für eine Ausgabe aufnehmen.",
        contacts: "Eine Ausgabe mit  einem Kontakt teilen."))
    try repository.commit("First", day: 1)
    try repository.write(
      "App/de.lproj/InfoPlist.strings",
      "/* German */\n\n"
        + german(
          camera: "Scan receipts to add expenses.",
          microphone: "Sprach\u{200B}notizen für eine Ausgabe aufnehmen.",
          contacts: "Eine Ausgabe mit einem Kontakt teilen."))
    try repository.commit("Second", day: 2)
    return repository
  }

  @Test func onlyWhatTheChangeAddsIsReported() throws {
    let repository = try Self.repository()
    defer { try? FileManager.default.removeItem(at: repository.folder) }
    let before = try BaselineTests.findings(
      try Binary.run(["check", "--reporter", "json"], in: repository.folder))
    #expect(
      Set(before.compactMap { $0["rule"] as? String }) == ["untranslated", "invisible-character"])
    let result = try Binary.run(
      ["check", "--new-since", "HEAD~1", "--reporter", "json"], in: repository.folder)
    let new = try BaselineTests.findings(result)
    // The untranslated camera text was there already; the fixed doubled space is not reported.
    #expect(new.map { $0["rule"] as? String } == ["invisible-character"], "\(new)")
    #expect(result.status == 0, "\(result.stderr)")
    // Run from a subfolder, with a path: the same.
    let nested = try BaselineTests.findings(
      try Binary.run(
        ["check", "de.lproj", "--new-since", "HEAD~1", "--reporter", "json"],
        in: repository.folder.appendingPathComponent("App")))
    #expect(nested.map { $0["rule"] as? String } == ["invisible-character"], "\(nested)")
    // From outside the repository, with its path: the same.
    let outside = try BaselineTests.findings(
      try Binary.run(
        [
          "check", repository.folder.lastPathComponent, "--new-since", "HEAD~1", "--reporter",
          "json",
        ],
        in: repository.folder.deletingLastPathComponent()))
    #expect(outside.map { $0["rule"] as? String } == ["invisible-character"], "\(outside)")
    // Nothing was written into the repository.
    #expect(try repository.git("status", "--porcelain").isEmpty)
  }

  @Test func aRevisionTheCloneLacksIsAUsageError() throws {
    let repository = try Self.repository()
    let shallow = try Binary.temporaryFolder()
    defer {
      try? FileManager.default.removeItem(at: repository.folder)
      try? FileManager.default.removeItem(at: shallow)
    }
    let clone = try Binary.execute(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "git", "clone", "-q", "--depth", "1", "file://" + repository.folder.path,
        shallow.path + "/c",
      ])
    #expect(clone.status == 0, "\(clone.stderr)")
    let result = try Binary.run(
      ["check", "--new-since", "HEAD~1"], in: shallow.appendingPathComponent("c"))
    #expect(result.status == 64)
    #expect(
      result.stderr.contains("'HEAD~1' is not a commit of this repository"), "\(result.stderr)")
    #expect(result.stderr.contains("shallow"), "\(result.stderr)")

    let outside = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: outside) }
    try Binary.write(BaselineTests.plist, to: "Info.plist", in: outside)
    let noRepository = try Binary.run(["check", "--new-since", "main"], in: outside)
    #expect(noRepository.status == 64)
    #expect(noRepository.stderr.contains("needs a git work tree"), "\(noRepository.stderr)")
  }

  /// A language shipped with nothing but an image in its folder is shipped at the revision too:
  /// its missing table is not new.
  @Test func aLanguageFolderOfImagesIsKeptAtTheRevision() throws {
    let repository = try HistoryTests.Repository()
    defer { try? FileManager.default.removeItem(at: repository.folder) }
    try repository.write("App/Info.plist", BaselineTests.plist)
    try repository.write("App/en.lproj/InfoPlist.strings", HistoryTests.table([]))
    try repository.write("App/fr.lproj/Banner.png", "\u{89}PNG")
    try repository.commit("First", day: 1)
    try repository.write("README.md", "Receipts\n")
    try repository.commit("Second", day: 2)
    let all = try BaselineTests.findings(
      try Binary.run(["check", "--reporter", "json"], in: repository.folder))
    #expect(all.contains { $0["locale"] as? String == "fr" }, "\(all)")
    let new = try BaselineTests.findings(
      try Binary.run(
        ["check", "--new-since", "HEAD~1", "--reporter", "json"], in: repository.folder))
    #expect(new.isEmpty, "\(new)")
  }

  /// `--history` with `--new-since`: the revision's files have no history to judge, so the
  /// history is left out on both sides (and the run says so); a translation that went stale
  /// long before the change is not blamed on it.
  @Test func anOldStaleTranslationIsNotBlamedOnTheChange() throws {
    let repository = try HistoryTests.Repository()
    defer { try? FileManager.default.removeItem(at: repository.folder) }
    func english(_ camera: String) -> String {
      HistoryTests.infoPlist([("NSCameraUsageDescription", camera)])
    }
    try repository.write("App/Info.plist", english("Scan receipts."))
    try repository.write(
      "App/de.lproj/InfoPlist.strings",
      HistoryTests.table([("NSCameraUsageDescription", "Scanne Belege.")]))
    try repository.commit("First", day: 1)
    try repository.write(
      "App/Info.plist", english("Scan receipts and invoices to file your expenses."))
    try repository.commit("Second", day: 2)
    try repository.write("README.md", "Receipts\n")
    try repository.commit("Third", day: 3)
    let history = try BaselineTests.findings(
      try Binary.run(
        ["check", "--history", "--only", "stale-translation", "--reporter", "json"],
        in: repository.folder))
    #expect(history.map { $0["rule"] as? String } == ["stale-translation"], "\(history)")
    let result = try Binary.run(
      ["check", "--history", "--new-since", "HEAD~1", "--reporter", "json"], in: repository.folder)
    let new = try BaselineTests.findings(result)
    #expect(new.isEmpty, "\(new)")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "--new-since leaves the history out: stale translations are not checked"),
      "\(result.stderr)")
  }
}
