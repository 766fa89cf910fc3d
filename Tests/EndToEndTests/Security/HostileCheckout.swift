import Foundation
import Testing

/// A checkout written by an attacker, built in a temporary folder: an app to check (loose
/// files), a folder beside it standing for the rest of the disk, and the checks every defence
/// test makes of what the tool printed (docs/SECURITY.md).
struct HostileCheckout {
  /// Holds `app/` (the checkout) and `outside/` (what it must never reach).
  let root: URL
  var app: URL { root.appendingPathComponent("app") }
  var outside: URL { root.appendingPathComponent("outside") }

  init() throws {
    root = try Binary.temporaryFolder()
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: root) }

  func write(_ path: String, _ text: String) throws { try Binary.write(text, to: path, in: app) }

  func writeOutside(_ path: String, _ text: String) throws {
    try Binary.write(text, to: path, in: outside)
  }

  /// A git repository of the checkout, with one commit of everything in it.
  func commitAll(_ message: String = "Checkout", day: Int = 1) throws -> HistoryTests.Repository {
    let repository = HistoryTests.Repository(at: app)
    if !FileManager.default.fileExists(atPath: app.appendingPathComponent(".git").path) {
      try repository.git("init", "-q", "-b", "main")
    }
    try repository.commit(message, day: day)
    return repository
  }

  /// An Info.plist declaring `keys` (key, text).
  static func infoPlist(_ keys: [(String, String)]) -> String {
    HistoryTests.infoPlist(keys)
  }

  /// A minimal app: an Info.plist with the camera key and its German table.
  func writeApp(german: String = "Belege scannen.") throws {
    try write(
      "App/Info.plist", Self.infoPlist([("NSCameraUsageDescription", "Scan receipts.")]))
    try write("App/de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"\(german)\";\n")
  }

  /// Every file under a folder and its bytes: what must not change.
  static func snapshot(_ folder: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let path = enumerator?.nextObject() as? String {
      let url = folder.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files[path] = (try? Data(contentsOf: url)) ?? Data()
      }
    }
    return files
  }
}

/// What a runner or a terminal would do with the tool's output.
enum OutputChecks {
  /// The lines a CI runner reads: split where .NET's `ReadLine` splits (CR, LF, CRLF).
  static func lines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
  }

  /// The problems of an output a runner reads: a line that is a workflow command (after the
  /// whitespace .NET's `TrimStart` removes), unless `commands` allows the reporter's own; a
  /// `##[` anywhere; an escape character.
  static func problems(_ text: String, commands: Bool = false) -> [String] {
    var found: [String] = []
    for line in lines(text) {
      let trimmed = line.drop { $0.isWhitespace || $0 == "\u{85}" }
      if trimmed.hasPrefix("::") {
        let own =
          commands
          && (trimmed.hasPrefix("::error ") || trimmed.hasPrefix("::warning ")
            || trimmed.hasPrefix("::notice "))
        if !own { found.append("a line is a workflow command: \(line.debugDescription)") }
      }
      if line.contains("##[") { found.append("'##[' in \(line.debugDescription)") }
      if line.unicodeScalars.contains(where: { $0.value == 0x1B || $0.value == 0x9B }) {
        found.append("an escape sequence in \(line.debugDescription)")
      }
    }
    return found
  }

  /// Runs a small program (python3, xmllint, cmark-gfm) on `input`; its exit status and output.
  static func tool(_ arguments: [String], input: String) throws -> Binary.Result {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-parse-\(UUID().uuidString)")
    try Data(input.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return try Binary.execute(
      URL(fileURLWithPath: "/usr/bin/env"), arguments + [file.path], watchdog: 120)
  }

  /// Python's `json` reads the whole output.
  static func isJSON(_ text: String) throws -> Bool {
    try tool(
      ["python3", "-c", "import json,sys; json.load(open(sys.argv[1], encoding='utf-8'))"],
      input: text
    )
    .status == 0
  }

  /// libxml2 (`xmllint`) and expat (Python's `xml.parsers.expat`) both read it as XML 1.0.
  static func isXML(_ text: String) throws -> Bool {
    let libxml2 = try tool(["xmllint", "--noout"], input: text).status == 0
    let expat =
      try tool(
        [
          "python3", "-c",
          "import sys, xml.parsers.expat as e; p = e.ParserCreate(); p.Parse(open(sys.argv[1], 'rb').read(), True)",
        ], input: text
      ).status == 0
    return libxml2 && expat
  }

  /// The HTML GitHub's own renderer (cmark-gfm, with tables) makes of a Markdown report.
  static func renderedMarkdown(_ text: String) throws -> String {
    let result = try tool(["cmark-gfm", "-e", "table"], input: text)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }
}
