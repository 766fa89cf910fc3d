import Foundation
import Testing

@testable import UsageStrings

/// Files that are no readable Mach-O (refused with a thrown issue at its place), and fat files
/// whose table lies: slices outside the file, over the header or over each other.
@Suite struct MachOFatAndRefusalTests {
  static func bigEndian32(_ values: [UInt32]) -> [UInt8] {
    var out = ByteWriter()
    for value in values { out.u32BE(value) }
    return out.bytes
  }

  static let refused: [(String, [UInt8], String, Int)] = [
    ("empty", [], "too short to be a Mach-O file", 0),
    ("three bytes", [0xCF, 0xFA, 0xED], "too short to be a Mach-O file", 0),
    ("ELF", Array("\u{7F}ELF".utf8) + [2, 1, 1, 0], "not a Mach-O file", 0),
    (
      "header cut short", [0xCF, 0xFA, 0xED, 0xFE] + [UInt8](repeating: 0, count: 12),
      "a Mach-O header cut short", 0
    ),
    (
      "32-bit",
      [0xCE, 0xFA, 0xED, 0xFE, 12, 0, 0, 0, 9, 0, 0, 0] + [UInt8](repeating: 0, count: 16),
      "a 32-bit Mach-O image (arm), which is not read", 0
    ),
    (
      "big-endian", [0xFE, 0xED, 0xFA, 0xCF] + [UInt8](repeating: 0, count: 28),
      "a big-endian Mach-O image, which is not read", 0
    ),
    // A Java class file: magic, minor version 0, major version 52 (Java 8).
    (
      "Java class", bigEndian32([0xCAFE_BABE, 52, 0x000A_0001]),
      "not a Mach-O file: a fat header of 52 architectures (a Java class file?)", 4
    ),
    (
      "31 architectures", bigEndian32([0xCAFE_BABE, 31]), "not a Mach-O file: a fat header of 31", 4
    ),
    ("no architectures", bigEndian32([0xCAFE_BABE, 0]), "a fat file without architectures", 4),
    ("fat header cut short", [0xCA, 0xFE, 0xBA, 0xBE, 0], "a fat header cut short", 0),
    (
      "fat table cut short", bigEndian32([0xCAFE_BABF, 2, 0x0100_000C, 0]),
      "the fat header's table of architectures runs past the end", 4
    ),
  ]

  @Test(arguments: refused)
  func refusedAtItsPlace(_ input: (String, [UInt8], String, Int)) throws {
    let error = try #require(throws: MachOIssue.self) { try MachOReader.read(input.1) }
    #expect(error.message == input.2 || error.message.hasPrefix(input.2), "\(error.message)")
    #expect(error.offset == input.3)
  }

  static let arm = MachOFixtures.app().build().bytes

  /// A fat file of the fixture's arm64 image and `second`, with the second entry's offset and size
  /// replaced where given.
  static func fat(
    _ second: [UInt8], offset: UInt64? = nil, size: UInt64? = nil, wide: Bool = false
  ) -> [UInt8] {
    var bytes = MachOWriter.fat(
      [(MachOWriter.arm64, arm), (MachOWriter.x86, second)], wide: wide)
    var entry = ByteWriter()
    let at = 8 + (wide ? 32 : 20) + 8
    if wide {
      entry.u64BE(offset ?? 0)
      entry.u64BE(size ?? 0)
    } else {
      entry.u32BE(UInt32(truncatingIfNeeded: offset ?? 0))
      entry.u32BE(UInt32(truncatingIfNeeded: size ?? 0))
    }
    if offset != nil || size != nil {
      let original = Array(bytes[at..<at + entry.bytes.count])
      for (index, byte) in entry.bytes.enumerated() {
        let keep = (index < entry.bytes.count / 2 ? offset : size) == nil
        bytes[at + index] = keep ? original[index] : byte
      }
    }
    return bytes
  }

  static let lyingTables: [(String, [UInt8], String)] = [
    ("over the first slice", fat(arm, offset: 80), "slice 1 (x86_64) overlaps another slice"),
    ("over the header", fat(arm, offset: 0), "slice 1 (x86_64) overlaps the fat header"),
    ("past the end", fat(arm, size: 0xFFFF_FFFF), "slice 1 (x86_64) lies outside the file"),
    ("empty", fat(arm, size: 0), "slice 1 (x86_64) is empty"),
    (
      "at 2^63", fat(arm, offset: 1 << 63, size: 1 << 63, wide: true),
      "slice 1 (x86_64) lies outside the file"
    ),
    (
      "32-bit", fat([0xCE, 0xFA, 0xED, 0xFE, 7, 0, 0, 0, 3] + [UInt8](repeating: 0, count: 32)),
      "slice 1 (x86_64): a 32-bit Mach-O image (i386), which is not read"
    ),
    ("not Mach-O", fat(Array("not a binary".utf8)), "slice 1 (x86_64): not a Mach-O file"),
  ]

  /// The slice the table lies about is skipped with an issue; the first is still read.
  @Test(arguments: lyingTables)
  func lyingFatTableSkipsTheSlice(_ input: (String, [UInt8], String)) throws {
    let image = try MachOReader.read(input.1)
    expectPromises(image, count: input.1.count, input.0)
    #expect(image.isFat && image.slices.count == 1 && image.slices.first?.cpu == .arm64)
    #expect(image.slices.first?.imports.count == 10)
    #expect(image.issues.map(\.message) == [input.2])
  }

  /// Thirty slices that all claim the whole file: one is read, 29 overlap.
  @Test func slicesThatAllClaimTheWholeFile() throws {
    var bytes = Self.bigEndian32([0xCAFE_BABE, 30])
    let start = 8 + 30 * 20
    for _ in 0..<30 {
      bytes += Self.bigEndian32([0x0100_000C, 0, UInt32(start), UInt32(Self.arm.count), 4])
    }
    bytes += Self.arm
    let image = try MachOReader.read(bytes)
    #expect(image.slices.count == 1 && image.issues.count == 29)
  }
}
