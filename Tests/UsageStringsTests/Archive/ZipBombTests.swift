import Foundation
import Testing

@testable import UsageStrings

/// Archives that inflate past what they are worth (docs/SECURITY.md, "Archives"): refused from
/// their listing when they say so, and stopped at their declared size when they lie.
@Suite struct ZipBombTests {
  /// A gigabyte of zeros, deflated (about a megabyte, made a megabyte at a time), once.
  static let gigabyte = 1 << 30
  static let bomb = Deflate.zeros(gigabyte)

  static func archive(_ entry: ZipWriter.Entry, limits: ZipLimits = .standard) throws
    -> ZipArchive
  {
    try ZipArchive(data: Data(ZipWriter([entry]).bytes()), limits: limits)
  }

  /// Declared honestly, a gigabyte is past the entry limit: refused before a byte is inflated.
  @Test func aGigabyteBombIsRefusedFromItsListing() throws {
    let entry = ZipWriter.Entry(
      "Payload/App.app/Info.plist", stream: Self.bomb, size: Self.gigabyte,
      crc: Deflate.crcOfZeros(Self.gigabyte))
    let archive = try Self.archive(entry)
    let refusal = ZipRefusal.tooLarge(declared: Self.gigabyte, limit: ZipLimits.standard.entrySize)
    #expect(archive.entries[0].refusal == refusal)
    #expect(throws: ZipError.refused(entry: "Payload/App.app/Info.plist", refusal)) {
      try archive.extract(archive.entries[0])
    }
    #expect(archive.extractedBytes == 0)
  }

  /// Under the entry limit, a bomb is refused for its ratio: 64 MB of zeros deflate over 1,000
  /// times.
  @Test func aBombUnderTheEntryLimitIsRefusedForItsRatio() throws {
    let size = 64 << 20
    let stream = Deflate.zeros(size)
    let entry = ZipWriter.Entry(
      "Payload/App.app/App", stream: stream, size: size, crc: Deflate.crcOfZeros(size))
    let archive = try Self.archive(entry)
    let refusal = ZipRefusal.compressionRatio(size / stream.count)
    #expect(size / stream.count > 1000)
    #expect(archive.entries[0].refusal == refusal)
    #expect(throws: ZipError.refused(entry: "Payload/App.app/App", refusal)) {
      try archive.extract(archive.entries[0])
    }
  }

  /// Under the ratio's floor, a file of one repeated byte is harmless and read.
  @Test func aSmallFileOfZerosIsRead() throws {
    let size = 1 << 20
    let entry = ZipWriter.Entry(
      "Payload/App.app/Zeros", stream: Deflate.zeros(size), size: size,
      crc: Deflate.crcOfZeros(size))
    #expect(try Self.archive(entry).extract(named: "Payload/App.app/Zeros").count == size)
  }

  /// The gigabyte declaring 4 KB: inflating stops at the 4,097th byte, and the entry is refused.
  @Test func aBombThatLiesAboutItsSizeStopsThere() throws {
    let entry = ZipWriter.Entry(
      "Payload/App.app/Info.plist", stream: Self.bomb, size: 4096, crc: Deflate.crcOfZeros(4096))
    let archive = try Self.archive(entry)
    #expect(archive.entries[0].refusal == nil)
    #expect(
      throws: ZipError.refused(entry: "Payload/App.app/Info.plist", .inflatesPastDeclaredSize(4096))
    ) { try archive.extract(archive.entries[0]) }
    #expect(archive.extractedBytes == 4096)
  }

  /// Sizes that lie the other way, or a stored entry's two sizes, or a checksum, or a stream cut
  /// short: each refused, naming the entry.
  @Test func sizesAndChecksumsThatLieAreRefused() throws {
    let text = Array(String(repeating: "purpose ", count: 100).utf8)
    let stream = Deflate.raw(text)
    let cases: [(ZipWriter.Entry, ZipRefusal)] = [
      (
        .init("long", stream: stream, size: 900, crc: Deflate.crc(text)),
        .shorterThanDeclared(actual: 800, declared: 900)
      ),
      (.init("crc", stream: stream, size: 800, crc: Deflate.crc(text) ^ 1), .checksumMismatch),
      (
        .init("cut", stream: Array(stream.dropLast(3)), size: 800, crc: Deflate.crc(text)),
        .corruptData("the stream ends early")
      ),
      (
        .init("junk", stream: [0xFF, 0xFF, 0xFF], size: 800, crc: 0),
        .corruptData("invalid block type")
      ),
    ]
    for (entry, refusal) in cases {
      let archive = try Self.archive(entry)
      let name = String(decoding: entry.name, as: UTF8.self)
      #expect(throws: ZipError.refused(entry: name, refusal)) { try archive.extract(named: name) }
    }
    var stored = ZipWriter.Entry("stored", stored: text)
    stored.uncompressedSize = 8000
    #expect(try Self.archive(stored).entries[0].refusal == .storedSizesDiffer)
  }

  /// Entries each under the limit add up to no more than the archive's total; a read may ask
  /// for less than the entry limit.
  @Test func theTotalAndEachReadAreBounded() throws {
    let limits = ZipLimits(
      entrySize: 100, totalSize: 100, ratio: 200, ratioFloor: 1 << 20, entryCount: 10)
    let data = ZipWriter([
      .init("a", stored: [UInt8](repeating: 1, count: 60)),
      .init("b", stored: [UInt8](repeating: 2, count: 60)),
      .init("c", stored: [UInt8](repeating: 3, count: 101)),
    ]).bytes()
    let archive = try ZipArchive(data: Data(data), limits: limits)
    #expect(archive.entries[2].refusal == .tooLarge(declared: 101, limit: 100))
    #expect(throws: ZipError.refused(entry: "a", .tooLarge(declared: 60, limit: 50))) {
      try archive.extract(named: "a", maximumSize: 50)
    }
    #expect(try archive.extract(named: "a").count == 60)
    #expect(throws: ZipError.refused(entry: "b", .totalExceeded(limit: 100))) {
      try archive.extract(named: "b")
    }
    #expect(archive.extractedBytes == 60)
  }
}
