import Foundation
import Testing

@testable import UsageStrings

/// `ZipArchive.stream`: an entry too large to hold (an executable) read from the archive's file a
/// megabyte at a time, held to the same limits and checks as `extract`.
@Suite struct ZipStreamTests {
  /// The archive written to a file, mapped as the checker opens it, and its path.
  static func archive(_ entries: [ZipWriter.Entry]) throws -> (ZipArchive, String, URL) {
    let folder = try ZipTools.folder()
    let path = folder.appendingPathComponent("App.ipa").path
    try Data(ZipWriter(entries).bytes()).write(to: URL(fileURLWithPath: path))
    return (try ZipArchive(contentsOf: path), path, folder)
  }

  static func streamed(_ archive: ZipArchive, _ path: String, _ index: Int = 0) throws(ZipError)
    -> [UInt8]
  {
    var bytes: [UInt8] = []
    var pieces = 0
    try archive.stream(archive.entries[index], readingFrom: path) { piece in
      #expect(piece.count <= ZipArchive.chunk)
      pieces += 1
      bytes += piece
      return true
    }
    #expect(pieces >= 1 || bytes.isEmpty)
    return bytes
  }

  /// Stored and deflated entries of several megabytes stream to the bytes `extract` gives.
  @Test func streamedBytesAreTheExtractedOnes() throws {
    var random = SystemRandomNumberGenerator()
    let noise = (0..<(3 << 20) + 17).map { _ in UInt8.random(in: 0...255, using: &random) }
    // Letters at random: deflate halves them, far from a bomb's ratio.
    let text = (0..<(3 << 20)).map { _ in UInt8.random(in: 0x61...0x7A, using: &random) }
    let (archive, path, folder) = try Self.archive([
      .init("Payload/App.app/App", stored: noise), .init("Payload/App.app/Kit", deflated: text),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.streamed(archive, path, 0) == noise)
    #expect(try Self.streamed(archive, path, 1) == text)
  }

  /// A stream that lies — more than it declares, less, a wrong checksum — is refused, and a sink
  /// that cannot keep a piece stops it.
  @Test func lyingStreamsAndAStoppedSinkAreRefused() throws {
    // Under the ratio's floor (1 MB), which a repeated word would pass above it.
    let text = Array(String(repeating: "purpose ", count: 100_000).utf8)
    let stream = Deflate.raw(text)
    let (archive, path, folder) = try Self.archive([
      .init("past", stream: stream, size: 4096, crc: Deflate.crc(text)),
      .init("short", stream: stream, size: text.count + 1, crc: Deflate.crc(text)),
      .init("crc", stream: stream, size: text.count, crc: Deflate.crc(text) ^ 1),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let refusals: [ZipRefusal] = [
      .inflatesPastDeclaredSize(4096),
      .shorterThanDeclared(actual: text.count, declared: text.count + 1), .checksumMismatch,
    ]
    for (index, refusal) in refusals.enumerated() {
      let name = archive.entries[index].name
      #expect(throws: ZipError.refused(entry: name, refusal)) {
        _ = try Self.streamed(archive, path, index)
      }
    }
    #expect(throws: ZipError.self) {
      try archive.stream(archive.entries[2], readingFrom: path) { _ in false }
    }
  }

  /// The file at `path` must still be the archive that was listed.
  @Test func aChangedFileIsRefused() throws {
    let (archive, path, folder) = try Self.archive([.init("App", stored: [1, 2, 3])])
    defer { try? FileManager.default.removeItem(at: folder) }
    let other = folder.appendingPathComponent("other").path
    try Data([0, 1]).write(to: URL(fileURLWithPath: other))
    #expect(throws: ZipError.self) {
      try archive.stream(archive.entries[0], readingFrom: other) { _ in true }
    }
    #expect(try Self.streamed(archive, path) == [1, 2, 3])
  }
}
