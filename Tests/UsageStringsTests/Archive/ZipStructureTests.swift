import Foundation
import Testing

@testable import UsageStrings

/// Archives whose structure is broken or hostile (docs/SECURITY.md, "Archives"): refused whole
/// when opened, naming the entry where there is one, and never a crash.
@Suite struct ZipStructureTests {
  static let entries: [ZipWriter.Entry] = [
    .init("Payload/App.app/Info.plist", stored: Array("<plist/>".utf8)),
    .init("Payload/App.app/en.lproj/InfoPlist.strings", deflated: Array("\"a\" = \"b\";".utf8)),
    .init("Payload/App.app/", stored: []),
  ]

  static func malformed(_ writer: ZipWriter, limits: ZipLimits = .standard) -> String? {
    do {
      _ = try ZipArchive(data: Data(writer.bytes()), limits: limits)
      return nil
    } catch {
      guard case .malformed(let reason) = error else { return "\(error)" }
      return reason
    }
  }

  /// Two entries whose local headers are one (a zip bomb's trick: one deflate stream inflated
  /// once per entry), or one inside the other's data.
  @Test func overlappingEntriesAreRefused() {
    var shared = ZipWriter(Self.entries)
    shared.entries[1].claimedOffset = 0
    #expect(
      Self.malformed(shared)
        == "entries 'Payload/App.app/Info.plist' and 'Payload/App.app/en.lproj/InfoPlist.strings' overlap"
    )
    var inside = ZipWriter(Self.entries)
    inside.entries[2].claimedOffset = 40
    #expect(Self.malformed(inside)?.hasSuffix("and 'Payload/App.app/' overlap") == true)
  }

  /// A local header placed in the central directory, or past the end of the file.
  @Test(arguments: [UInt64(200), 1 << 40]) func anEntryOutsideIsRefused(offset: UInt64) {
    var writer = ZipWriter(Self.entries)
    writer.entries[2].claimedOffset = offset
    writer.entries[2].zip64 = offset > UInt32.max
    #expect(
      Self.malformed(writer) == "entry 'Payload/App.app/' runs into the central directory")
  }

  /// A local header whose name is not the central directory's: what is extracted is not what
  /// was listed.
  @Test func aLocalHeaderThatDisagreesIsRefused() throws {
    var writer = ZipWriter(Self.entries)
    writer.entries[0].localName = Array("Payload/App.app/Info.plisT".utf8)
    let archive = try ZipArchive(data: Data(writer.bytes()))
    #expect(
      throws: ZipError.refused(
        entry: "Payload/App.app/Info.plist",
        .badLocalHeader("disagrees with the central directory"))
    ) { try archive.extract(named: "Payload/App.app/Info.plist") }
  }

  /// A local header whose extra field (its length the header's own) pushes the data into the
  /// next entry: the reader would inflate another entry's bytes, or the central directory's.
  @Test func aLocalHeaderRunningIntoTheNextIsRefused() throws {
    var bytes = ZipWriter(Self.entries).bytes()
    bytes[28] = 40
    let archive = try ZipArchive(data: Data(bytes))
    #expect(
      throws: ZipError.refused(
        entry: "Payload/App.app/Info.plist", .badLocalHeader("and data run into the next entry"))
    ) { try archive.extract(named: "Payload/App.app/Info.plist") }
    #expect(try archive.extract(named: "Payload/App.app/en.lproj/InfoPlist.strings").count == 10)
  }

  /// More entries than the limit, declared or real.
  @Test func tooManyEntriesAreRefused() {
    var declared = ZipWriter(Self.entries)
    declared.declaredCount = 200_001
    declared.zip64End = true
    #expect(
      Self.malformed(declared)
        == "it declares 200001 entries, more than the 200000 the tool lists")
    let limits = ZipLimits(
      entrySize: 1 << 20, totalSize: 1 << 20, ratio: 200, ratioFloor: 1 << 20, entryCount: 2)
    #expect(
      Self.malformed(ZipWriter(Self.entries), limits: limits)
        == "it declares 3 entries, more than the 2 the tool lists")
  }

  /// A central directory past its limit: names of 64 KB would make its listing cost gigabytes.
  @Test func aCentralDirectoryPastItsLimitIsRefused() {
    let limits = ZipLimits(
      entrySize: 1 << 20, totalSize: 1 << 20, ratio: 200, ratioFloor: 1 << 20, entryCount: 10,
      directorySize: 100)
    let writer = ZipWriter([.init(String(repeating: "a", count: 54), stored: [])])
    #expect(Self.malformed(writer, limits: limits) == nil)
    #expect(
      Self.malformed(ZipWriter(Self.entries), limits: limits)
        == "its central directory takes 222 bytes, more than the 100 the tool reads")
  }

  /// A central directory larger than the file, or too small for the entries it declares.
  @Test func aCentralDirectoryThatLiesIsRefused() {
    var large = ZipWriter(Self.entries)
    large.declaredDirectorySize = 1 << 30
    #expect(Self.malformed(large)?.contains("runs past the") == true)
    var small = ZipWriter(Self.entries)
    small.declaredDirectorySize = 100
    #expect(
      Self.malformed(small)
        == "its central directory of 100 bytes cannot hold the 3 entries it declares")
    var count = ZipWriter(Self.entries)
    count.declaredCount = 4
    #expect(Self.malformed(count) != nil)
  }

  /// A ZIP64 extra field cut short, and saturated sizes without one.
  @Test func aBadZIP64FieldIsRefused() {
    var writer = ZipWriter(Self.entries)
    writer.entries[0].zip64 = true
    var bytes = writer.bytes()
    // The extra field's 24 bytes, now said to be 8: its offset and compressed size are missing.
    let field = bytes.indices.first { bytes[$0..<($0 + 4)].elementsEqual([1, 0, 24, 0]) }!
    bytes[field + 2] = 8
    #expect(throws: ZipError.self) { try ZipArchive(data: Data(bytes)) }
    bytes[field] = 9
    #expect(
      throws: ZipError.malformed(
        "entry 'Payload/App.app/Info.plist' has saturated sizes and no ZIP64 extra field")
    ) { try ZipArchive(data: Data(bytes)) }
  }

  /// Every prefix of a valid archive is refused cleanly; every byte flipped either refuses or
  /// reads entries of exactly their declared size: no crash, no trap.
  @Test func everyTruncationAndFlipIsHandled() throws {
    let bytes = ZipWriter(Self.entries).bytes()
    for length in 0..<bytes.count {
      #expect(throws: ZipError.self) { try ZipArchive(data: Data(bytes[..<length])) }
    }
    for index in bytes.indices {
      var flipped = bytes
      flipped[index] ^= 0xFF
      guard let archive = try? ZipArchive(data: Data(flipped)) else { continue }
      for entry in archive.entries {
        if let read = try? archive.extract(entry) { #expect(read.count == entry.uncompressedSize) }
      }
    }
  }
}
