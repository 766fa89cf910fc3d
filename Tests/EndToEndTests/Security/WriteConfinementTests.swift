import Foundation
import Testing

/// Writes, confined (docs/SECURITY.md, "Writes"): `--fix`, `merge`, `generate` and its removal,
/// and `--new-since`'s scratch files change nothing outside the checkout, never through a link
/// that leaves it; a report file replaces a link with a file of its own.
@Suite struct WriteConfinementTests {
  /// A table outside, named by the project, holding a defect `--fix` fixes (a zero-width space)
  /// and a key `merge` would translate; a language folder that is a link out of the checkout.
  @Test func nothingOutsideIsWritten() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try ReadConfinementTests.example(checkout, xcconfig: "")
    try checkout.writeOutside(
      "de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Belege\u{200B} scannen.\";\n")
    try checkout.writeOutside("linked/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"x\";\n")
    let project = checkout.app.appendingPathComponent("PhotoJournal.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: project, encoding: .utf8)
    try Data(
      text.replacingOccurrences(
        of: "path = de.lproj/InfoPlist.strings;",
        with: "path = ../../outside/de.lproj/InfoPlist.strings;"
      ).utf8
    ).write(to: project)
    try FileManager.default.removeItem(
      at: checkout.app.appendingPathComponent("PhotoJournal/de.lproj"))
    try FileManager.default.createSymbolicLink(
      at: checkout.app.appendingPathComponent("PhotoJournal/it.lproj"),
      withDestinationURL: checkout.outside.appendingPathComponent("linked"))
    try checkout.write(
      "de.strings", "\"NSCameraUsageDescription\" = \"Belege für die Steuer scannen.\";\n")
    try checkout.write(
      "it.strings", "\"NSCameraUsageDescription\" = \"Scansiona le ricevute.\";\n")
    let before = HostileCheckout.snapshot(checkout.outside)
    for arguments in [
      ["check", ".", "--fix"], ["merge", "de.strings", "--language", "de"],
      ["merge", "it.strings", "--language", "it"], ["generate", ".", "--languages", "de,it"],
      ["generate", ".", "--pseudo"], ["generate", ".", "--remove-pseudo"],
    ] {
      _ = try Binary.run(arguments, in: checkout.app, watchdog: 120)
      #expect(HostileCheckout.snapshot(checkout.outside) == before, "\(arguments) wrote outside")
      let links = try FileManager.default.destinationOfSymbolicLink(
        atPath: checkout.app.appendingPathComponent("PhotoJournal/it.lproj").path)
      #expect(links == checkout.outside.appendingPathComponent("linked").path)
    }
  }

  /// A revision whose tree holds `..` entries (written with `git hash-object --literally`) and
  /// a `.git` folder: nothing lands outside the scratch folder, and the scratch folder is gone
  /// after the run.
  @Test func aHostileTreeWritesNothingOutside() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try checkout.writeApp()
    let repository = try checkout.commitAll()
    func object(_ type: String, _ bytes: Data) throws -> String {
      let file = checkout.root.appendingPathComponent("object-\(UUID().uuidString)")
      try bytes.write(to: file)
      return try repository.git("hash-object", "--literally", "-w", "-t", type, file.path)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    func tree(_ entries: [(mode: String, name: String, id: String)]) throws -> String {
      var bytes = Data()
      for entry in entries {
        bytes += Data("\(entry.mode) \(entry.name)\u{0}".utf8)
        var hex = entry.id[...]
        while !hex.isEmpty {
          bytes.append(UInt8(hex.prefix(2), radix: 16)!)
          hex = hex.dropFirst(2)
        }
      }
      return try object("tree", bytes)
    }
    let blob = try object("blob", Data("escaped\n".utf8))
    let deep = try tree([("100644", "escaped.strings", blob)])
    let up = try tree([("40000", "..", deep)])
    let dotGit = try tree([("100644", "config", blob)])
    let top = try tree([("40000", "..", up), ("40000", ".git", dotGit), ("100644", "a", blob)])
    let commit = try repository.git("commit-tree", top, "-m", "hostile")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let temporary = checkout.root.appendingPathComponent("tmp/inner")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let result = try Binary.run(
      ["check", ".", "--new-since", commit], in: checkout.app,
      environment: ["TMPDIR": temporary.path], watchdog: 120)
    #expect([0, 1].contains(result.status), "\(result.stderr)")
    for folder in [checkout.root, checkout.root.appendingPathComponent("tmp"), temporary] {
      #expect(
        !FileManager.default.fileExists(
          atPath: folder.appendingPathComponent("escaped.strings").path)
      )
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
  }

  /// The mode a new file gets: 0666 less the umask.
  static let newFileMode: Int = {
    let mask = umask(0)
    umask(mask)
    return 0o666 & ~Int(mask)
  }()

  /// `--output`, `--write-baseline` and `report --html` over a symbolic link: the link is
  /// replaced by a regular file of the mode a new file gets, and its target is untouched.
  @Test func aReportReplacesALink() throws {
    let checkout = try HostileCheckout()
    defer { checkout.remove() }
    try checkout.writeApp()
    try checkout.writeOutside("target.txt", "not yours\n")
    for (index, arguments) in [
      ["check", ".", "--output", "report.txt"], ["check", ".", "--write-baseline", "report.txt"],
      ["report", ".", "--html", "report.txt"],
    ].enumerated() {
      let output = checkout.app.appendingPathComponent("report.txt")
      try? FileManager.default.removeItem(at: output)
      try FileManager.default.createSymbolicLink(
        at: output, withDestinationURL: checkout.outside.appendingPathComponent("target.txt"))
      let result = try Binary.run(arguments, in: checkout.app)
      #expect([0, 1].contains(result.status), "\(index): \(result.stderr)")
      let attributes = try FileManager.default.attributesOfItem(atPath: output.path)
      #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(arguments)")
      let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0
      #expect(mode == Self.newFileMode, "\(arguments): \(String(mode, radix: 8))")
      #expect(
        try String(
          contentsOf: checkout.outside.appendingPathComponent("target.txt"), encoding: .utf8)
          == "not yours\n")
    }
  }
}
