import Foundation
import Testing

/// docs/BAD-INPUT.md, row by row: each bad input's exit status and message, and that none of
/// them changes a file.
@Suite struct BadInputTests {
  struct Row: CustomStringConvertible, Sendable {
    var input: String
    var arguments: [String]
    var status: Int32
    var message: String
    var description: String { input }
  }

  /// The rows of the doc's table: a command in backquotes, an exit status, a message in
  /// backquotes.
  static let rows: [Row] = {
    let text = String(
      decoding: try! Data(
        contentsOf: Binary.packageRoot.appendingPathComponent("docs/BAD-INPUT.md")),
      as: UTF8.self)
    return text.split(separator: "\n").compactMap { line -> Row? in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count == 6, cells[2].hasPrefix("`usage-strings "), let status = Int32(cells[3])
      else { return nil }
      return Row(
        input: cells[1], arguments: words(String(cells[2].dropFirst(15).dropLast())),
        status: status, message: String(cells[4].dropFirst().dropLast()))
    }
  }()

  /// A command's words, single quotes kept together as the shell does.
  static func words(_ command: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for character in command {
      if character == "'" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { words.append(current) }
        current = ""
        started = false
      } else {
        current.append(character)
        started = true
      }
    }
    if started { words.append(current) }
    return words
  }

  /// Every file under a folder with its bytes, symbolic links as their destination.
  static func snapshot(_ folder: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    let manager = FileManager.default
    for path in manager.subpaths(atPath: folder.path) ?? [] {
      let url = folder.appendingPathComponent(path)
      if let destination = try? manager.destinationOfSymbolicLink(atPath: url.path) {
        files[path] = Data(("-> " + destination).utf8)
      } else if let data = manager.contents(atPath: url.path) {
        files[path] = data
      }
    }
    return files
  }

  @Test func theTableHasEveryRow() {
    #expect(Self.rows.count >= 15)
    #expect(Set(Self.rows.map(\.status)) == [0, 2, 64])
  }

  @Test(arguments: rows)
  func badInputFailsClosed(_ row: Row) throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("BadInput")
    try FileManager.default.copyItem(
      at: Binary.packageRoot.appendingPathComponent("Tests/Fixtures/BadInput"), to: copy)
    let french = copy.appendingPathComponent("Linked/fr.lproj")
    try FileManager.default.createDirectory(at: french, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: french.appendingPathComponent("InfoPlist.strings").path,
      withDestinationPath: "../../outside.strings")
    let before = Self.snapshot(copy)
    let result = try Binary.run(row.arguments, in: copy)
    #expect(result.status == row.status, "\(row.arguments): \(result.stderr)")
    // The message is on standard error, or in merge's summary on standard output.
    #expect(
      (result.stderr + result.stdout).contains(row.message), "\(result.stderr)\(result.stdout)")
    #expect(Self.snapshot(copy) == before, "a bad input changed a file")
  }
}
