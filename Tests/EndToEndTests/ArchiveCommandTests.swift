import Foundation
import Testing

/// `check`, `extract` and `report` on an `.ipa`, through the binary: a real archive written by
/// Python's `zipfile`, findings named as the archive holds the files, the scratch folder gone
/// when the run ends, and `--fix` refused.
@Suite struct ArchiveCommandTests {
  static let zipScript = """
    import plistlib, sys, zipfile
    info = plistlib.dumps({"CFBundleExecutable": "Demo", "CFBundleIdentifier": "com.example.demo",
        "NSCameraUsageDescription": "Scan receipts to file them."}, fmt=plistlib.FMT_BINARY)
    table = plistlib.dumps({"NSCameraUsageDescription": "Belege \\u202escannen."},
        fmt=plistlib.FMT_BINARY)
    with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("Payload/Demo.app/Info.plist", info)
        z.writestr("Payload/Demo.app/de.lproj/InfoPlist.strings", table)
    """

  @Test func anIPAIsCheckedExtractedAndReported() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archive-command-\(UUID().uuidString)")
    let scratch = folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("build"), withIntermediateDirectories: true)
    let python = try Binary.execute(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", Self.zipScript, "build/Demo.ipa"],
      in: folder)
    #expect(python.status == 0, "\(python.stderr)")
    let environment = ["TMPDIR": scratch.path]
    let check = try Binary.run(
      ["check", "build/Demo.ipa", "--reporter", "json"], in: folder, environment: environment)
    #expect(check.status == 1, "\(check.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any]
    let diagnostics = json?["diagnostics"] as? [[String: Any]] ?? []
    #expect(
      diagnostics.compactMap { $0["file"] as? String } == [
        "build/Demo.ipa/Payload/Demo.app/de.lproj/InfoPlist.strings"
      ])
    #expect(check.stdout.contains("bidi-control"))
    let extract = try Binary.run(
      ["extract", "build/Demo.ipa"], in: folder, environment: environment)
    #expect(extract.stdout.contains("build/Demo.ipa/Payload/Demo.app/Info.plist"))
    let report = try Binary.run(
      ["report", "build/Demo.ipa", "--html", "alerts.html"], in: folder, environment: environment)
    #expect(report.status == 0 || report.status == 1, "\(report.stderr)")
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("alerts.html").path))
    let fix = try Binary.run(
      ["check", "build/Demo.ipa", "--fix"], in: folder, environment: environment)
    #expect(fix.status == 64)
    #expect(fix.stderr.contains("is an archive"))
    // Every scratch folder went with its run.
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
  }
}
