import Foundation
import Testing

@testable import UsageStrings

/// Real archives, written by Python's `zipfile` and Info-ZIP's `zip`: the reader lists them as
/// Python does, and gives back every file byte for byte.
@Suite struct ZipArchiveTests {
  /// The reader's listing, in `ZipTools.pythonListing`'s format.
  static func listing(_ archive: ZipArchive) -> [String] {
    archive.entries.map {
      "\($0.name) \($0.method) \($0.compressedSize) \($0.uncompressedSize) \($0.crc32) "
        + "\($0.localHeaderOffset) \($0.externalAttributes)"
    }
  }

  /// The files of a small app: text that deflates, random bytes that do not, an empty file.
  static func appFiles() -> [String: [UInt8]] {
    var generator = SeededGenerator(seed: 42)
    let random = (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let plist = Array(
      "<plist><dict><key>CFBundleExecutable</key><string>App</string></dict></plist>\n".utf8)
    return [
      "Payload/App.app/Info.plist": plist,
      "Payload/App.app/App": random,
      "Payload/App.app/en.lproj/InfoPlist.strings": Array(
        String(repeating: "\"NSCameraUsageDescription\" = \"Scan a code.\";\n", count: 500).utf8),
      "Payload/App.app/de.lproj/Empty.strings": [],
    ]
  }

  /// Every file of `files` extracts to its bytes.
  static func expectFiles(_ files: [String: [UInt8]], in archive: ZipArchive) throws {
    for (name, bytes) in files {
      #expect(try archive.extract(named: name) == bytes, "\(name)")
    }
  }

  /// Stored and deflated entries, a directory, a ZIP64 local header (`force_zip64`), written
  /// to a seekable file, then again as a stream (sizes in data descriptors, flag bit 3).
  @Test(arguments: [false, true]) func pythonsArchivesReadAsPythonReadsThem(streamed: Bool) throws {
    let folder = try ZipTools.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = Self.appFiles()
    try ZipTools.write(files, under: folder)
    let script = """
      import sys, zipfile
      class Stream:  # no tell() or seek(): zipfile writes data descriptors
          def __init__(self, f): self.f = f
          def write(self, b): return self.f.write(b)
          def flush(self): self.f.flush()
      raw = open(sys.argv[1], "wb")
      with zipfile.ZipFile(Stream(raw) if sys.argv[2] == "1" else raw, "w") as z:
          z.write("Payload/App.app/Info.plist", compress_type=zipfile.ZIP_DEFLATED)
          z.write("Payload/App.app/App", compress_type=zipfile.ZIP_STORED)
          z.write("Payload/App.app/de.lproj/Empty.strings", compress_type=zipfile.ZIP_DEFLATED)
          z.writestr(zipfile.ZipInfo("Payload/App.app/en.lproj/"), b"")
          info = zipfile.ZipInfo("Payload/App.app/en.lproj/InfoPlist.strings")
          info.compress_type = zipfile.ZIP_DEFLATED
          with z.open(info, "w", force_zip64=True) as f:
              f.write(open(info.filename, "rb").read())
      raw.close()
      """
    let path = folder.appendingPathComponent("App.ipa")
    try ZipTools.python(script, [path.path, streamed ? "1" : "0"], in: folder)
    let archive = try ZipArchive(contentsOf: path.path)
    #expect(Self.listing(archive) == (try ZipTools.pythonListing(path)))
    #expect(archive.entries.map(\.method).sorted() == [0, 0, 8, 8, 8])
    #expect(archive.entries.allSatisfy { $0.flags & 0b1000 == (streamed ? 0b1000 : 0) })
    #expect(archive.entry(named: "Payload/App.app/en.lproj/")?.kind == .directory)
    try Self.expectFiles(files, in: archive)
    #expect(archive.extractedBytes == files.values.map(\.count).reduce(0, +))
  }

  /// Info-ZIP's `zip`, writing to its standard output (data descriptors), with a symbolic link
  /// kept as a link (`-y`): listed as `unzip` and Python list it, the link refused.
  @Test func infoZipsArchiveReadsAsUnzipReadsIt() throws {
    let folder = try ZipTools.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = Self.appFiles()
    try ZipTools.write(files, under: folder)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Payload/App.app/Link.plist").path,
      withDestinationPath: "/etc/passwd")
    try ZipTools.run(["sh", "-c", "zip -q -r -y - Payload > App.ipa"], in: folder)
    let path = folder.appendingPathComponent("App.ipa")
    let archive = try ZipArchive(contentsOf: path.path)
    #expect(Self.listing(archive) == (try ZipTools.pythonListing(path)))
    let names = try ZipTools.run(["unzip", "-Z1", path.path], in: folder)
    #expect(archive.entries.map(\.name) == names.split(separator: "\n").map(String.init))
    try Self.expectFiles(files, in: archive)
    let link = try #require(archive.entry(named: "Payload/App.app/Link.plist"))
    #expect(link.kind == .symbolicLink && link.refusal == .symbolicLink)
    #expect(throws: ZipError.refused(entry: link.name, .symbolicLink)) {
      try archive.extract(link)
    }
  }

  /// Python's ZIP64 records, forced with its limits lowered: sizes and offsets in the central
  /// directory's ZIP64 extra fields, and the ZIP64 end records.
  @Test func pythonsZIP64RecordsReadAsPythonReadsThem() throws {
    let folder = try ZipTools.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = Self.appFiles()
    try ZipTools.write(files, under: folder)
    let script = """
      import sys, zipfile
      zipfile.ZIP64_LIMIT = 16  # every size and offset past it is written as ZIP64
      zipfile.ZIP_FILECOUNT_LIMIT = 1
      with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
          for name in sys.argv[2:]:
              z.write(name)
      """
    let path = folder.appendingPathComponent("App.ipa")
    try ZipTools.python(script, [path.path] + files.keys.sorted(), in: folder)
    let bytes = try [UInt8](Data(contentsOf: path))
    #expect(bytes[(bytes.count - 42)..<(bytes.count - 38)].elementsEqual([0x50, 0x4b, 6, 7]))
    let archive = try ZipArchive(contentsOf: path.path)
    #expect(Self.listing(archive) == (try ZipTools.pythonListing(path)))
    #expect(archive.entries.last!.localHeaderOffset > 16)
    try Self.expectFiles(files, in: archive)
  }

  /// More than 65,535 entries: Python writes the ZIP64 end records, which give the count.
  @Test func zip64EndRecordsOfManyEntries() throws {
    let folder = try ZipTools.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = """
      import sys, zipfile
      with zipfile.ZipFile(sys.argv[1], "w") as z:
          for i in range(70000):
              z.writestr("f/%05d" % i, b"%d" % i)
      """
    let path = folder.appendingPathComponent("many.zip")
    try ZipTools.python(script, [path.path], in: folder)
    let bytes = try [UInt8](Data(contentsOf: path))
    // The ZIP64 locator sits right before the classic end record.
    #expect(bytes[(bytes.count - 42)..<(bytes.count - 38)].elementsEqual([0x50, 0x4b, 6, 7]))
    let archive = try ZipArchive(contentsOf: path.path)
    #expect(archive.entries.count == 70_000)
    #expect(Self.listing(archive) == (try ZipTools.pythonListing(path)))
    #expect(try archive.extract(named: "f/69999") == Array("69999".utf8))
  }

  /// Sizes and offsets in the central directory's ZIP64 extra field, and ZIP64 end records.
  @Test func zip64ExtraFieldsAndEndRecords() throws {
    var writer = ZipWriter([
      .init("a.txt", stored: Array("first".utf8)),
      .init("b.txt", deflated: Array(String(repeating: "second ", count: 99).utf8)),
    ])
    for index in writer.entries.indices { writer.entries[index].zip64 = true }
    writer.zip64End = true
    let archive = try ZipArchive(data: Data(writer.bytes()))
    #expect(archive.entries.map(\.localHeaderOffset) == [0, 40])
    #expect(archive.entries.map(\.uncompressedSize) == [5, 693])
    #expect(try archive.extract(named: "a.txt") == Array("first".utf8))
    #expect(
      try archive.extract(named: "b.txt") == Array(String(repeating: "second ", count: 99).utf8))
  }

  /// An empty archive (only an end record) has no entry; an empty file or none is no archive.
  @Test func emptyAndMissingArchives() throws {
    #expect(try ZipArchive(data: Data(ZipWriter([]).bytes())).entries.isEmpty)
    #expect(throws: ZipError.malformed("no end-of-central-directory record")) {
      try ZipArchive(data: Data())
    }
    #expect(throws: ZipError.unreadable(.pathNotFound("/nonexistent/App.ipa"))) {
      try ZipArchive(contentsOf: "/nonexistent/App.ipa")
    }
  }

  /// A FIFO named as the archive is never opened (opening it would block).
  @Test func aFIFOIsNotOpened() throws {
    let folder = try ZipTools.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("App.ipa").path
    #expect(mkfifo(path, 0o600) == 0)
    // Were the FIFO opened, a writer coming and going a second later ends the wait, so that the
    // test fails rather than hangs (without a reader, its open fails at once).
    DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
      let descriptor = open(path, O_WRONLY | O_NONBLOCK)
      if descriptor >= 0 { close(descriptor) }
    }
    #expect(
      throws: ZipError.unreadable(.fileUnreadable(path: path, reason: "it is not a regular file"))
    ) { try ZipArchive(contentsOf: path) }
  }
}
