import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files that translators, vendors and scripts get wrong, or that someone made on purpose: each
/// gets a diagnostic with its place, the run ends (a watchdog tells a hang from a slow run), and
/// nothing outside the project is read or written.
@Suite struct HostileInputTests {
  static let source = "Scan receipts so that your expenses fill in themselves."

  /// An app with an Info.plist, its English table and `de.lproj/InfoPlist.strings` holding `german`.
  static func app(german: [UInt8]) throws -> URL {
    let root = try Binary.temporaryFolder()
    let app = root.appendingPathComponent("App")
    for locale in ["en", "de"] {
      try FileManager.default.createDirectory(
        at: app.appendingPathComponent("\(locale).lproj"), withIntermediateDirectories: true)
    }
    try Data(plist(source).utf8).write(to: app.appendingPathComponent("Info.plist"))
    try Data("\"NSCameraUsageDescription\" = \"\(source)\";\n".utf8).write(
      to: app.appendingPathComponent("en.lproj/InfoPlist.strings"))
    try Data(german).write(to: app.appendingPathComponent("de.lproj/InfoPlist.strings"))
    return app
  }

  static func plist(_ value: String, doctype: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>\(doctype)
    <plist version="1.0">
    <dict>
    \t<key>CFBundleDevelopmentRegion</key>
    \t<string>en</string>
    \t<key>NSCameraUsageDescription</key>
    \t<string>\(value)</string>
    </dict>
    </plist>

    """
  }

  static let german = "Belege scannen, damit sich die Ausgaben selbst eintragen."

  struct Reported: Equatable {
    var rule: String
    var file: String
    var line: Int
    var column: Int
  }

  /// Runs `check --reporter json` on the app; returns the run and its diagnostics.
  static func check(_ app: URL) throws -> (Binary.Result, [Reported]) {
    let result = try Binary.runMeasured(
      ["check", "App", "--reporter", "json"], in: app.deletingLastPathComponent(), watchdog: 300)
    #expect(!result.timedOut, "the run did not end")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let diagnostics = (json?["diagnostics"] as? [[String: Any]]) ?? []
    return (
      result,
      diagnostics.map {
        Reported(
          rule: $0["rule"] as? String ?? "", file: $0["file"] as? String ?? "",
          line: $0["line"] as? Int ?? 0, column: $0["column"] as? Int ?? 0)
      }
    )
  }

  static func remove(_ app: URL) {
    try? FileManager.default.removeItem(at: app.deletingLastPathComponent())
  }

  static let table = "App/de.lproj/InfoPlist.strings"

  /// Bytes that are no text in their encoding, each found where it is.
  static let badEncodings: [(name: String, bytes: [UInt8], line: Int, column: Int)] = [
    (
      "invalid UTF-8",
      Array("\"NSCameraUsageDescription\" = \"Belege ".utf8) + [0xC3, 0x28]
        + Array(" scannen.\";\n".utf8), 1, 38
    ),
    (
      "unpaired surrogate",
      [0xFF, 0xFE] + utf16("\n\"NSCameraUsageDescription\" = \"Belege ") + [0x00, 0xD8]
        + utf16(" scannen.\";\n"), 2, 38
    ),
    (
      "odd UTF-16 length",
      [0xFF, 0xFE] + utf16("\"NSCameraUsageDescription\" = \"Belege scannen.\";\n") + [0x41], 2, 1
    ),
  ]

  static func utf16(_ text: String) -> [UInt8] {
    text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
  }

  @Test(arguments: badEncodings.indices)
  func badEncodingIsAnErrorAtItsPlace(_ index: Int) throws {
    let input = Self.badEncodings[index]
    let app = try Self.app(german: input.bytes)
    defer { Self.remove(app) }
    let (result, reported) = try Self.check(app)
    #expect(result.status == 1, "\(input.name)")
    #expect(
      reported.contains(
        Reported(rule: "invalid-encoding", file: Self.table, line: input.line, column: input.column)
      ), "\(input.name): \(reported)")
  }

  @Test func nulByteIsReportedWhereItIs() throws {
    let app = try Self.app(
      german: Array("\"NSCameraUsageDescription\" = \"Belege\u{0} scannen.\";\n".utf8))
    defer { Self.remove(app) }
    let (result, reported) = try Self.check(app)
    #expect(result.status == 0)
    #expect(
      reported == [Reported(rule: "invisible-character", file: Self.table, line: 1, column: 37)])
  }

  /// Foundation stops reading at a byte order mark in the middle: the entries after it are lost.
  @Test func byteOrderMarkInTheMiddleStopsTheSystemThere() throws {
    let text = "\"A\" = \"b\";\n\u{FEFF}\"NSCameraUsageDescription\" = \"\(Self.german)\";\n"
    let app = try Self.app(german: Array(text.utf8))
    defer { Self.remove(app) }
    let (result, reported) = try Self.check(app)
    #expect(result.status == 1)
    #expect(reported.contains(Reported(rule: "syntax-error", file: Self.table, line: 2, column: 1)))
    #expect(reported.contains { $0.rule == "missing-translation" })
  }

  /// Larger than anything the tool reads: refused from its size alone, never loaded.
  @Test func hundredMegabyteFileIsRefused() throws {
    let app = try Self.app(german: [])
    defer { Self.remove(app) }
    let line = Array(
      "\"Key\" = \"Belege scannen, damit sich die Ausgaben selbst eintragen, jeden Tag und jede Nacht.\";\n"
        .utf8)
    let chunk = [UInt8]((0..<10_000).flatMap { _ in line })
    let handle = try FileHandle(
      forWritingTo: app.appendingPathComponent("de.lproj/InfoPlist.strings"))
    while try handle.offset() < 100 * 1024 * 1024 { handle.write(Data(chunk)) }
    try handle.close()
    let (result, _) = try Self.check(app)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "cannot read '\(Self.table)': it takes 100 MB, more than the 64 MB the tool reads"),
      "\(result.stderr)")
  }

  /// A source file the code scan cannot read is a tool issue naming it (exit 2), not silence: its
  /// calls would be missing from every judgement of the code rules. The rest is still checked.
  @Test func unreadableCodeFileIsAnIssueNotSilence() throws {
    let app = try Self.app(
      german: Array("\"NSCameraUsageDescription\" = \"\(Self.german)\";\n".utf8))
    defer { Self.remove(app) }
    let code = app.appendingPathComponent("Huge.swift")
    #expect(FileManager.default.createFile(atPath: code.path, contents: nil))
    // Sparse: past the 64 MB the tool reads, without writing them.
    #expect(truncate(code.path, 65 * 1024 * 1024) == 0)
    let (result, reported) = try Self.check(app)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("cannot read 'App/Huge.swift'"), Comment(rawValue: result.stderr))
    #expect(reported.contains { $0.rule == "unused-usage-key" } == false)
  }

  /// A 10 MB value: one error for its size, not minutes spent wrapping it into alert lines.
  @Test func tenMegabyteValueIsOneSizeError() throws {
    let value = String(
      repeating: Self.german + " ", count: 10 * 1024 * 1024 / (Self.german.utf8.count + 1))
    let app = try Self.app(german: Array("\"NSCameraUsageDescription\" = \"\(value)\";\n".utf8))
    defer { Self.remove(app) }
    let (result, reported) = try Self.check(app)
    #expect(result.status == 1)
    #expect(
      reported == [
        Reported(rule: "purpose-string-too-large", file: Self.table, line: 1, column: 31)
      ])
    #expect((result.peakMegabytes ?? .max) < 512)
  }

  /// A table of 100,000 dead keys (a whole project written into it) is read in bounded memory,
  /// and is one finding that counts them.
  @Test func hundredThousandKeysAreOneFinding() throws {
    var text = "\"NSCameraUsageDescription\" = \"\(Self.german)\";\n"
    for index in 0..<100_000 { text += "\"Key\(index)\" = \"Wert \(index)\";\n" }
    let app = try Self.app(german: Array(text.utf8))
    defer { Self.remove(app) }
    let (result, reported) = try Self.check(app)
    #expect(result.status == 0)
    #expect(reported == [Reported(rule: "extra-key", file: Self.table, line: 2, column: 1)])
    #expect(result.stdout.contains("and 99999 more of the table's 100001 keys"))
    #expect((result.peakMegabytes ?? .max) < 1024)
  }

  /// Nesting 10,000 deep in every form a plist or table takes: a depth error, not a stack overflow.
  static let deepInputs: [(name: String, file: String, text: String)] = [
    (
      "XML plist", "Info.plist",
      plist(source).replacingOccurrences(
        of: "</dict>",
        with: "\t<key>Deep</key>" + String(repeating: "<array>", count: 10_000)
          + String(repeating: "</array>", count: 10_000) + "\n</dict>")
    ),
    (
      "JSON plist", "Info.plist",
      "{\"NSCameraUsageDescription\": \"\(source)\", \"Deep\": "
        + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}"
    ),
    (
      "old-style plist", "Info.plist",
      "{NSCameraUsageDescription = \"\(source)\"; Deep = " + String(repeating: "(", count: 10_000)
        + String(repeating: ")", count: 10_000) + ";}"
    ),
    (
      "strings table", "de.lproj/InfoPlist.strings",
      "\"NSCameraUsageDescription\" = \"x\";\n\"Deep\" = " + String(repeating: "(", count: 10_000)
        + String(repeating: ")", count: 10_000) + ";\n"
    ),
  ]

  @Test(arguments: deepInputs.indices)
  func deepNestingIsASyntaxError(_ index: Int) throws {
    let input = Self.deepInputs[index]
    let app = try Self.app(
      german: Array("\"NSCameraUsageDescription\" = \"\(Self.german)\";\n".utf8))
    defer { Self.remove(app) }
    try Data(input.text.utf8).write(to: app.appendingPathComponent(input.file))
    let (result, reported) = try Self.check(app)
    #expect(result.status == 1, "\(input.name)")
    let error = try #require(
      reported.first { $0.rule == "syntax-error" }, "\(input.name): \(reported)")
    #expect(
      error.file == "App/\(input.file)" && error.line > 0 && error.column > 1,
      "\(input.name): \(error)")
    #expect(result.stdout.contains("nested more than"), "\(input.name)")
  }

  @Test func deepBinaryPlistIsASyntaxError() throws {
    let app = try Self.app(
      german: Array("\"NSCameraUsageDescription\" = \"\(Self.german)\";\n".utf8))
    defer { Self.remove(app) }
    try Data(Self.deepBinaryPlist(depth: 10_000)).write(
      to: app.appendingPathComponent("Info.plist"))
    let (result, reported) = try Self.check(app)
    #expect(result.status == 1)
    #expect(reported.contains { $0.rule == "syntax-error" && $0.file == "App/Info.plist" })
    #expect(result.stdout.contains("nested more than"))
  }

  /// `bplist00` with a dictionary whose `Deep` value is `depth` arrays, each holding the next.
  static func deepBinaryPlist(depth: Int) -> [UInt8] {
    func ascii(_ text: String) -> [UInt8] {
      let bytes = Array(text.utf8)
      return bytes.count < 15
        ? [0x50 | UInt8(bytes.count)] + bytes
        : [0x5F, 0x11, UInt8(bytes.count >> 8), UInt8(bytes.count & 0xFF)] + bytes
    }
    func ref(_ value: Int) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
    var objects: [[UInt8]] = [
      [0xD2] + ref(1) + ref(3) + ref(2) + ref(4), ascii("NSCameraUsageDescription"), ascii(source),
      ascii("Deep"),
    ]
    for level in 0..<depth {
      objects.append(level < depth - 1 ? [0xA1] + ref(4 + level + 1) : [0xA0])
    }
    var data = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(data.count)
      data += object
    }
    let table = data.count
    for offset in offsets { data += [24, 16, 8, 0].map { UInt8((offset >> $0) & 0xFF) } }
    func u64(_ value: Int) -> [UInt8] {
      (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
    }
    data += [UInt8](repeating: 0, count: 6) + [4, 2] + u64(objects.count) + u64(0) + u64(table)
    return data
  }

  /// An external entity and a billion laughs in an Info.plist: the DTD is refused, never read.
  @Test(arguments: [
    "\n<!DOCTYPE plist [<!ENTITY secret SYSTEM \"file:///etc/passwd\">]>",
    "\n<!DOCTYPE plist [<!ENTITY lol0 \"lol\">"
      + (1...9).map { "<!ENTITY lol\($0) \"\(String(repeating: "&lol\($0 - 1);", count: 10))\">" }
      .joined() + "]>",
  ])
  func entitiesInInfoPlistAreNeverExpanded(_ doctype: String) throws {
    let app = try Self.app(
      german: Array("\"NSCameraUsageDescription\" = \"\(Self.german)\";\n".utf8))
    defer { Self.remove(app) }
    let value = doctype.contains("secret") ? "&secret;" : "&lol9;"
    try Data(Self.plist(value, doctype: doctype).utf8).write(
      to: app.appendingPathComponent("Info.plist"))
    let (result, reported) = try Self.check(app)
    #expect(result.status == 1)
    #expect(
      reported.contains(Reported(rule: "syntax-error", file: "App/Info.plist", line: 2, column: 1)),
      "\(reported)")
    #expect(!result.stdout.contains("root:") && !result.stdout.contains("lollollol"))
  }

  /// A `.lproj` (or a table) that is a symbolic link out of the project is not followed.
  @Test(arguments: [true, false])
  func symbolicLinkOutOfTheProjectIsNotRead(linksFolder: Bool) throws {
    let app = try Self.app(
      german: Array("\"NSCameraUsageDescription\" = \"\(Self.german)\";\n".utf8))
    defer { Self.remove(app) }
    let outside = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: outside) }
    let secret = outside.appendingPathComponent("fr.lproj")
    try FileManager.default.createDirectory(at: secret, withIntermediateDirectories: true)
    try Data("\"NSCameraUsageDescription\" = \"SECRET OUTSIDE\";\n".utf8).write(
      to: secret.appendingPathComponent("InfoPlist.strings"))
    let french = app.appendingPathComponent("fr.lproj")
    if linksFolder {
      try FileManager.default.createSymbolicLink(at: french, withDestinationURL: secret)
    } else {
      try FileManager.default.createDirectory(at: french, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        at: french.appendingPathComponent("InfoPlist.strings"),
        withDestinationURL: secret.appendingPathComponent("InfoPlist.strings"))
    }
    let (result, _) = try Self.check(app)
    #expect(result.status == 2)
    let shown = linksFolder ? "App/fr.lproj" : "App/fr.lproj/InfoPlist.strings"
    #expect(
      result.stderr.contains(
        "cannot read '\(shown)': it is a symbolic link that leads out of 'App'"), "\(result.stderr)"
    )
    #expect(!result.stdout.contains("SECRET"))
    let extract = try Binary.run(
      ["extract", "App", "--format", "json"], in: app.deletingLastPathComponent())
    #expect(!extract.stdout.contains("SECRET"))
  }

  /// A table that cannot be read by any user, root included (`CommandLineTests` has a file with
  /// no read permission, which root reads anyway).
  @Test func danglingTableIsAnErrorAndTheRestIsChecked() throws {
    let app = try Self.app(german: [])
    defer { Self.remove(app) }
    let table = app.appendingPathComponent("de.lproj/InfoPlist.strings")
    try FileManager.default.removeItem(at: table)
    try FileManager.default.createSymbolicLink(
      at: table, withDestinationURL: app.appendingPathComponent("de.lproj/missing.strings"))
    let (result, reported) = try Self.check(app)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("cannot read '\(Self.table)': it is a symbolic link to '"),
      "\(result.stderr)")
    // The rest is still checked: the English table matches the source, so nothing is found there.
    #expect(result.stderr.contains("Checked 2 files"), "\(result.stderr)")
    #expect(!reported.contains { $0.file == "App/Info.plist" })
  }

  /// Code linked to nothing (Provenance's headers that a build step makes) has no call to miss:
  /// the run is what it is without the link, not a tool failure.
  @Test func codeLinkedToNothingIsNotRead() throws {
    let app = try Self.app(
      german: Array("\"NSCameraUsageDescription\" = \"\(Self.german)\";\n".utf8))
    defer { Self.remove(app) }
    let (before, _) = try Self.check(app)
    try FileManager.default.createSymbolicLink(
      at: app.appendingPathComponent("Generated.h"),
      withDestinationURL: app.appendingPathComponent("build/Generated.h"))
    let (after, _) = try Self.check(app)
    #expect(after.status == before.status)
    #expect(after.stdout == before.stdout)
    #expect(!after.stderr.contains("cannot read"), "\(after.stderr)")
  }

  /// A read-only table is not replaced by `merge`, even by root: nothing is written at all.
  @Test func mergeLeavesReadOnlyFilesAndWritesNothing() throws {
    let app = try GenerateCommandTests.copy("Examples")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let german = app.appendingPathComponent("PhotoJournal/de.lproj/InfoPlist.strings")
    let japanese = app.appendingPathComponent("PhotoJournal/ja.lproj/InfoPlist.strings")
    let source = "Record voice notes for your journal entries."
    try Data(
      MergeCommandTests.xliff([
        ("NSMicrophoneUsageDescription", source, "Nimm Sprachmemos für dein Tagebuch auf.")
      ]).utf8
    )
    .write(to: app.appendingPathComponent("de.xliff"))
    try Data(
      MergeCommandTests.xliff(
        [("NSMicrophoneUsageDescription", source, "日記のボイスメモを録音します。")], language: "ja"
      ).utf8
    )
    .write(to: app.appendingPathComponent("ja.xliff"))
    let before = try [german, japanese].map { try Data(contentsOf: $0) }
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: german.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: german.path)
    }
    let result = try Binary.run(["merge", "de.xliff", "ja.xliff"], in: app, watchdog: 300)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "cannot write 'PhotoJournal/de.lproj/InfoPlist.strings': it is read-only"),
      "\(result.stderr)")
    #expect(try [german, japanese].map { try Data(contentsOf: $0) } == before)
    let permissions =
      try FileManager.default.attributesOfItem(atPath: german.path)[.posixPermissions] as? NSNumber
    #expect(permissions?.intValue == 0o444)
  }
}
