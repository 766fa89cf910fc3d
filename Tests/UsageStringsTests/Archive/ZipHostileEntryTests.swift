import Foundation
import Testing

@testable import UsageStrings

/// Entries an archive may hold to harm whoever unpacks it (docs/SECURITY.md, "Archives"): each
/// is listed with its refusal, and extracting it throws an error naming it.
@Suite struct ZipHostileEntryTests {
  static func archive(_ entries: [ZipWriter.Entry], limits: ZipLimits = .standard) throws
    -> ZipArchive
  {
    try ZipArchive(data: Data(ZipWriter(entries).bytes()), limits: limits)
  }

  /// The entry is listed with `refusal`, and extracting it says so, naming it.
  static func expectRefused(_ entry: ZipWriter.Entry, _ refusal: ZipRefusal) throws {
    let archive = try archive([entry, .init("fine.txt", stored: [1, 2, 3])])
    let name = String(decoding: entry.name, as: UTF8.self)
    #expect(archive.entries.first?.refusal == refusal, "\(name)")
    let error = #expect(throws: ZipError.self) { try archive.extract(archive.entries[0]) }
    #expect(error == .refused(entry: name, refusal))
    #expect(error?.message.hasPrefix("entry '\(name)': ") == true)
    #expect(try archive.extract(named: "fine.txt") == [1, 2, 3])
  }

  @Test(arguments: [
    "../evil", "/etc/passwd", "Payload/App.app/../../../evil", "Payload\\..\\evil", "a\u{0}b",
    "Payload//Info.plist", "./Info.plist", "Payload/.", "C:evil", "c:/evil", "", "/", "a/../",
  ])
  func namesLeadingOutAreRefused(name: String) throws {
    try Self.expectRefused(.init(name, stored: Array("evil".utf8)), .unsafeName)
  }

  /// Dots inside a name, a folder's trailing `/`, a colon after the first part: plain names.
  @Test func plainNamesAreTaken() throws {
    let names = ["a..b", "...", "Payload/App.app/", "x/C:y", "é.lproj/Info.plist"]
    let archive = try Self.archive(names.map { .init($0, stored: []) })
    #expect(archive.entries.map(\.refusal) == [nil, nil, nil, nil, nil])
  }

  @Test func aNameThatIsNotUTF8IsRefused() throws {
    var entry = ZipWriter.Entry("x", stored: [])
    entry.name = [0x61, 0xFF, 0x62]
    let archive = try Self.archive([entry])
    #expect(archive.entries[0].refusal == .nameNotUTF8)
  }

  /// A link (mode 0120777) to `/etc/passwd` is listed as a link and never followed or read.
  @Test func aSymbolicLinkIsNotFollowed() throws {
    var entry = ZipWriter.Entry("Payload/App.app/Info.plist", stored: Array("/etc/passwd".utf8))
    entry.attributes = 0o120777 << 16
    try Self.expectRefused(entry, .symbolicLink)
  }

  @Test(arguments: ["Payload/App.app/Inner.ipa", "Payload/App.app/Assets.ZIP", "x.jar"])
  func aNestedArchiveIsNotOpened(name: String) throws {
    let inner = ZipWriter([.init("Payload/Evil.app/Info.plist", stored: [1])]).bytes()
    try Self.expectRefused(.init(name, stored: inner), .nestedArchive)
  }

  @Test(arguments: [UInt16(0b1), 0b100_0000]) func anEncryptedEntryIsRefused(flag: UInt16) throws {
    var entry = ZipWriter.Entry("Payload/App.app/Info.plist", stored: [1, 2])
    entry.flags |= flag
    try Self.expectRefused(entry, .encrypted)
  }

  /// What Info-ZIP's `zip -P` writes (traditional PKWARE encryption) is refused too.
  @Test func infoZipsEncryptionIsRefused() throws {
    let folder = try ZipTools.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ZipTools.write(["Info.plist": Array("secret".utf8)], under: folder)
    try ZipTools.run(["zip", "-q", "-P", "password", "App.ipa", "Info.plist"], in: folder)
    let archive = try ZipArchive(contentsOf: folder.appendingPathComponent("App.ipa").path)
    #expect(archive.entries.map(\.refusal) == [.encrypted])
  }

  @Test(arguments: [UInt16(1), 9, 12, 14, 93, 99]) func anUnsupportedMethodIsRefused(
    method: UInt16
  ) throws {
    var entry = ZipWriter.Entry("Payload/App.app/Info.plist", stored: [1, 2])
    entry.method = method
    try Self.expectRefused(entry, .unsupportedMethod(method))
  }

  /// Two entries of one name: both refused, whichever a tool would take.
  @Test func duplicateNamesAreRefused() throws {
    let archive = try Self.archive([
      .init("Payload/App.app/Info.plist", stored: [1]), .init("other", stored: [3]),
      .init("Payload/App.app/Info.plist", stored: [2]),
    ])
    #expect(archive.entries.map(\.refusal) == [.duplicateName, nil, .duplicateName])
    #expect(throws: ZipError.refused(entry: "Payload/App.app/Info.plist", .duplicateName)) {
      try archive.extract(named: "Payload/App.app/Info.plist")
    }
  }

  /// A folder has no bytes; a name the archive lacks is said to be missing.
  @Test func foldersAndMissingNames() throws {
    let archive = try Self.archive([.init("Payload/", stored: [])])
    #expect(throws: ZipError.refused(entry: "Payload/", .directory)) {
      try archive.extract(named: "Payload/")
    }
    #expect(throws: ZipError.refused(entry: "nothing", .notFound)) {
      try archive.extract(named: "nothing")
    }
  }
}
