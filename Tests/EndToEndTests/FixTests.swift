import Foundation
import Testing

/// `check --fix` on copies of the shared corpus: only what a safe fix removes goes, a second run
/// has nothing to fix, and every byte that is not one of those characters stays.
@Suite struct FixTests {
  static let apps = [
    "duckduckgo__iOS", "home-assistant__iOS", "mozilla-mobile__focus-ios", "videolan__vlc-ios",
  ]
  static let safeRules: Set<String> = [
    "not-nfc", "bidi-control", "invisible-character", "leading-trailing-space", "literal-escape",
  ]

  /// (rule, file, key, locale) of each finding.
  static func places(_ folder: URL) throws -> [[String]] {
    let result = try Binary.run(["check", "--reporter", "json"], in: folder)
    return try BaselineTests.findings(result).map { finding in
      ["rule", "file", "key", "locale"].map { finding[$0] as? String ?? "" }
    }
  }

  /// The files under a folder, by relative path.
  static func files(_ folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      result[String(url.path.dropFirst(folder.path.count + 1))] = data
    }
    return result
  }

  /// A text without the characters a safe fix touches: white space, invisible and bidi
  /// characters, the escapes an Info.plist shows as typed; in NFC.
  static func kept(_ data: Data) -> String {
    var text = String(decoding: data, as: UTF8.self)
    for escape in ["\\n", "\\t", "\\r", "\\\"", "\\'", "\\\\"] {
      text = text.replacingOccurrences(of: escape, with: "")
    }
    let dropped = text.unicodeScalars.filter {
      !$0.properties.isWhitespace && !$0.properties.isDefaultIgnorableCodePoint
        && $0.properties.generalCategory != .format && $0.value >= 0x20
    }
    return String(String.UnicodeScalarView(dropped)).precomposedStringWithCanonicalMapping
  }

  @Test(arguments: apps)
  func fixRemovesOnlyWhatItMayAndKeepsEveryOtherByte(_ app: String) throws {
    let copy = try GenerateCommandTests.copy("Tests/Fixtures/corpus/\(app)")
    defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
    let original = try Self.files(copy)
    let before = try Self.places(copy)
    let fixed = try Binary.run(["check", "--fix", "--reporter", "json"], in: copy)
    #expect(
      fixed.stderr.contains("Fixed") || fixed.stderr.contains("Nothing to fix"), "\(fixed.stderr)")
    let after = try Self.places(copy)
    // Nothing new; what went is of a rule with a safe fix, or about a value a fix changed.
    let changedValues = Set(
      before.filter { Self.safeRules.contains($0[0]) }.map { [$0[1], $0[2]] })
    #expect(Set(after).isSubset(of: Set(before)))
    for gone in Set(before).subtracting(after) {
      #expect(
        Self.safeRules.contains(gone[0]) || changedValues.contains([gone[1], gone[2]]), "\(gone)")
    }
    // No safe finding is left, and a second run changes nothing.
    #expect(!after.contains { Self.safeRules.contains($0[0]) && $0[0] != "leading-trailing-space" })
    let again = try Binary.run(["check", "--fix", "--dry-run"], in: copy)
    #expect(again.stdout.isEmpty, "\(again.stdout)")
    #expect(again.stderr.contains("Nothing to fix"), "\(again.stderr)")
    // Every file is there, and what changed differs only in the characters a fix removes.
    let now = try Self.files(copy)
    #expect(Set(now.keys) == Set(original.keys))
    // Files with a safe finding, and untranslated copies of a source text (a copy is checked as
    // a text of its own once it differs from the fixed source; a table that translates nothing
    // is one finding with no key).
    let safe = before.filter { Self.safeRules.contains($0[0]) }
    let fixedKeys = Set(safe.map { $0[2] })
    let allowed = Set(
      safe.map { $0[1] }
        + before.filter { $0[0] == "untranslated" && (fixedKeys.contains($0[2]) || $0[2].isEmpty) }
        .map { $0[1] })
    var changed = 0
    for (path, data) in original where now[path] != data {
      changed += 1
      #expect(Self.kept(now[path]!) == Self.kept(data), "\(path)")
      #expect(allowed.contains(path), "\(path) changed, and no finding was in it")
    }
    #expect((changed > 0) == (app == "home-assistant__iOS" || app == "mozilla-mobile__focus-ios"))
  }

  /// A mis-cased `infoplist.strings` is renamed (in two steps), its bytes kept, and the project
  /// file, which names the right spelling, left alone.
  @Test func aMisCasedTableIsRenamed() throws {
    let copy = try GenerateCommandTests.copy("Tests/Fixtures/XcodeApp")
    defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
    let original = try Self.files(copy)
    let dryRun = try Binary.run(["check", "--fix", "--dry-run"], in: copy)
    #expect(
      dryRun.stdout.contains(
        "rename from Sources/Scanner/de.lproj/infoplist.strings\nrename to Sources/Scanner/de.lproj/InfoPlist.strings"
      ), "\(dryRun.stdout)")
    #expect(try Self.files(copy) == original, "a dry run wrote something")
    let fixed = try Binary.run(["check", "--fix", "--reporter", "json"], in: copy)
    #expect(!fixed.stdout.contains("file-name-case"), "\(fixed.stdout)")
    let now = try Self.files(copy)
    #expect(
      now["Sources/Scanner/de.lproj/InfoPlist.strings"]
        == original["Sources/Scanner/de.lproj/infoplist.strings"])
    #expect(now["Sources/Scanner/de.lproj/infoplist.strings"] == nil)
    #expect(Set(now.keys).count == Set(original.keys).count, "\(now.keys.sorted())")
    #expect(
      now["Receipts.xcodeproj/project.pbxproj"] == original["Receipts.xcodeproj/project.pbxproj"])
    #expect(try Binary.run(["check", "--fix", "--dry-run"], in: copy).stdout.isEmpty)
  }

  /// A mis-cased `infoplist.strings` beside an `InfoPlist.strings` (a case-sensitive disk holds
  /// both) is not renamed over it: no rename is offered, the finding says to merge them by hand,
  /// and both translations survive byte for byte (`DiskChanges` refuses such a rename too:
  /// `CheckoutTests.aRenameNeverReplacesAFile`).
  @Test func aRenameNeverReplacesTheRightlyNamedTable() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Binary.write(
      HistoryTests.infoPlist([("NSCameraUsageDescription", "Scan receipts.")]),
      to: "App/Info.plist", in: folder)
    try Binary.write(
      "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n",
      to: "App/de.lproj/InfoPlist.strings", in: folder)
    try Binary.write(
      "\"NSCameraUsageDescription\" = \"Belege scannen.\";\n",
      to: "App/de.lproj/infoplist.strings", in: folder)
    let original = try Self.files(folder)
    // No rename is offered: a dry run shows none, and the finding says what a person must do.
    let dry = try Binary.run(["check", "--fix", "--dry-run"], in: folder)
    #expect(dry.stdout.isEmpty && dry.status == 0, "\(dry.stdout)\(dry.stderr)")
    let fixed = try Binary.run(["check", "--fix"], in: folder)
    #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
    #expect(
      fixed.stdout.contains(
        "'infoplist.strings' and 'InfoPlist.strings' differ only in letter case and are both here"),
      "\(fixed.stdout)")
    #expect(try Self.files(folder) == original)
  }

  /// A doubled backslash is left alone: fixing it would leave an escape the next pass reads.
  @Test func aDoubledBackslashIsLeftToAPerson() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plist = HistoryTests.infoPlist([
      ("NSCameraUsageDescription", #"Scan receipts.\\nThey stay here.\nReally."#)
    ])
    try Binary.write(plist, to: "App/Info.plist", in: folder)
    _ = try Binary.run(["check", "--fix"], in: folder)
    let fixed = try String(
      contentsOf: folder.appendingPathComponent("App/Info.plist"), encoding: .utf8)
    #expect(fixed.contains(#"Scan receipts.\\nThey stay here."#), "\(fixed)")
    #expect(fixed.contains("here.\nReally."), "\(fixed)")
  }
}
