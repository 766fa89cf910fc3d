import Foundation
import Testing

@testable import UsageStrings

/// `check Demo.ipa`: the built app of `BuiltAppTests`, zipped by Python's `zipfile` under
/// `Payload/` as Xcode exports it, with two hostile entries — a symbolic link to a file outside
/// and a name that climbs out — unpacked into a scratch folder and checked there.
@Suite struct BuiltArchiveTests {
  static let zipScript = """
    import os, sys, zipfile
    root, archive = sys.argv[1], sys.argv[2]
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        for folder, _, files in os.walk(os.path.join(root, "Demo.app")):
            for name in sorted(files):
                path = os.path.join(folder, name)
                z.write(path, "Payload/" + os.path.relpath(path, root))
        link = zipfile.ZipInfo("Payload/Demo.app/fr.lproj/InfoPlist.strings")
        link.external_attr = 0o120777 << 16
        z.writestr(link, "/etc/passwd")
        z.writestr("Payload/Demo.app/../../escaped.txt", "out")
    """

  @Test func anArchiveIsCheckedAsItsAppWouldBe() throws {
    let root = try BuiltAppTests.writeApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let ipa = root.appendingPathComponent("Demo.ipa")
    try ZipTools.python(Self.zipScript, [root.path, ipa.path], in: root)
    let scratch = try check(ipa, in: root)
    // Nothing left the scratch folder, and it went with the value.
    #expect(
      !FileManager.default.fileExists(atPath: root.appendingPathComponent("escaped.txt").path))
    #expect(!FileManager.default.fileExists(atPath: scratch))
  }

  /// Unpacks and checks the archive; the scratch folder it was unpacked in.
  func check(_ ipa: URL, in root: URL) throws -> String {
    let archive = try UnpackedArchive.unpack(
      ipa.path, shownAs: "build/Demo.ipa", temporary: root.path)
    #expect(archive.skipped.count == 2)
    #expect(archive.skipped.contains { $0.contains("fr.lproj") && $0.contains("link") })
    #expect(archive.skipped.contains { $0.contains("escaped.txt") })
    let configuration = Configuration(directory: archive.folder)
    let (project, _) = try ProjectDiscovery.discover(
      archive.folder, options: configuration.discoveryOptions(displayBase: archive.root))
    var options = LintOptions(configuration: configuration, locales: try LocaleCatalog.load())
    options.displayBase = archive.root
    let findings = Linter.lint([project], options: options).diagnostics.filter {
      ["missing-usage-key", "bidi-control"].contains($0.ruleID)
    }
    #expect(
      findings.map(BuiltAppTests.summary).sorted() == [
        "bidi-control build/Demo.ipa/Payload/Demo.app/de.lproj/InfoPlist.strings NSPhotoLibraryUsageDescription",
        "missing-usage-key build/Demo.ipa/Payload/Demo.app/Info.plist NSCameraUsageDescription",
        "missing-usage-key build/Demo.ipa/Payload/Demo.app/PlugIns/Share.appex/Info.plist NSLocationWhenInUseUsageDescription",
      ])
    #expect(FileManager.default.fileExists(atPath: archive.root))
    return archive.root
  }

  /// A file named `.ipa` that is no zip archive is an issue naming it, never a crash.
  @Test func aFalseArchiveIsRefused() throws {
    let root = try ZipTools.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let ipa = root.appendingPathComponent("Demo.ipa")
    try Data("<plist/>".utf8).write(to: ipa)
    #expect(throws: ToolIssue.self) {
      _ = try UnpackedArchive.unpack(ipa.path, shownAs: "Demo.ipa", temporary: root.path)
    }
  }
}
