import Foundation
import Testing

@testable import UsageStrings

/// Damaged and hostile files: each is read with an issue at its place, or refused with a thrown
/// issue, never a crash, and the parts the damage does not touch are still read.
@Suite struct MachOHostileInputTests {
  /// One field of a written image overwritten: the 32-bit value at `anchor` (a name of
  /// `MachOWriter.Output.offsets`, or a file offset when there is none) plus `delta`.
  struct Damage: Sendable, CustomTestStringConvertible {
    var label: String
    var anchor: String
    var delta: Int
    var value: UInt32
    var bigEndian = false
    var chained = false
    var expected: String

    var testDescription: String { label }

    func apply() -> [UInt8] {
      let fixups: MachOWriter.Fixups =
        chained ? .chained(pointerFormat: 2, importsFormat: 1) : .dyldInfo
      let output = MachOFixtures.app(fixups).build()
      var bytes = output.bytes
      let at = (output.offsets[anchor] ?? Int(anchor) ?? 0) + delta
      let stored = bigEndian ? value.byteSwapped : value
      for index in 0..<4 { bytes[at + index] = UInt8(truncatingIfNeeded: stored >> (8 * index)) }
      return bytes
    }
  }

  static let damages: [Damage] = [
    .init(
      label: "ncmds huge", anchor: "16", delta: 0, value: 0xFFFF_FFFF,
      expected: "4294967295 load commands; only the first 10000 are read"),
    .init(
      label: "sizeofcmds huge", anchor: "20", delta: 0, value: 0xFFFF_FFFF,
      expected: "the load commands run past the end of the image"),
    .init(
      label: "cmdsize huge", anchor: "36", delta: 0, value: 0xFFFF_FFF0,
      expected: "load command 0 claims 4294967280 bytes"),
    .init(
      label: "cmdsize 0", anchor: "36", delta: 0, value: 0, expected: "load command 0 claims 0"),
    .init(
      label: "nsects huge", anchor: "96", delta: 0, value: 0xFFFF_FFFF,
      expected: "LC_SEGMENT_64 '__TEXT' claims 4294967295 sections"),
    .init(
      label: "methname offset past the end", anchor: "184", delta: 48, value: 0xFFFF_FF00,
      expected: "__objc_methname lies outside the image"),
    .init(
      label: "nsyms huge", anchor: "LC_SYMTAB", delta: 12, value: 0x0FFF_FFFF,
      expected: "the symbol table lies outside the image"),
    .init(
      label: "symoff past the end", anchor: "LC_SYMTAB", delta: 8, value: 0xFFFF_FFF0,
      expected: "the symbol table lies outside the image"),
    .init(
      label: "stroff past the end", anchor: "LC_SYMTAB", delta: 16, value: 0xFFFF_FFF0,
      expected: "the string table lies outside the image"),
    .init(
      label: "n_strx past the strings", anchor: "symtab", delta: 64, value: 0x7FFF_FFFF,
      expected: "an undefined symbol's name lies outside the string table"),
    .init(
      label: "nundefsym huge", anchor: "LC_DYSYMTAB", delta: 28, value: 0xFFFF_FFFF,
      expected: "LC_DYSYMTAB's undefined symbols lie outside the symbol table"),
    .init(
      label: "dylib name offset past the command", anchor: "dylib1", delta: 8, value: 0xFFFF,
      expected: "a dylib command whose name cannot be read"),
    .init(
      label: "bind_off past the end", anchor: "LC_DYLD_INFO_ONLY", delta: 16, value: 0xFFFF_FFF0,
      expected: "bind opcodes lie outside the image"),
    .init(
      label: "chained dataoff past the end", anchor: "LC_DYLD_CHAINED_FIXUPS", delta: 8,
      value: 0xFFFF_FFF0, chained: true,
      expected: "the chained fixups lie outside the image or are cut short"),
    .init(
      label: "imports_count huge", anchor: "chained", delta: 16, value: 0xFFFF_FFFF, chained: true,
      expected: "the chained imports run past the fixups"),
    .init(
      label: "imports format unknown", anchor: "chained", delta: 20, value: 7, chained: true,
      expected: "unknown chained imports format 7"),
    .init(
      label: "import names compressed", anchor: "chained", delta: 24, value: 1, chained: true,
      expected: "chained import names are compressed"),
    .init(
      label: "import name past the fixups", anchor: "chained", delta: 72, value: 0xFFFF_FE01,
      chained: true, expected: "a chained import's name lies outside the fixups"),
    .init(
      label: "signature past the end", anchor: "LC_CODE_SIGNATURE", delta: 8, value: 0xFFFF_FFF0,
      expected: "the code signature lies outside the image"),
    .init(
      label: "no SuperBlob", anchor: "signature", delta: 0, value: 0xFADE_0C02, bigEndian: true,
      expected: "the code signature is not a SuperBlob"),
    .init(
      label: "blob count huge", anchor: "signature", delta: 8, value: 0xFFFF_FFFF, bigEndian: true,
      expected: "the code signature's index claims 4294967295 blobs"),
    .init(
      label: "blob offset past the signature", anchor: "signature", delta: 16, value: 0xFFFF,
      bigEndian: true, expected: "a code signature blob lies outside the signature"),
  ]

  @Test(arguments: damages)
  func damageIsAnIssueAndTheRestIsRead(_ damage: Damage) throws {
    let bytes = damage.apply()
    let image = try MachOReader.read(bytes)
    expectPromises(image, count: bytes.count, damage.label)
    let slice = try #require(image.slices.first)
    #expect(
      slice.issues.contains { $0.message.hasPrefix(damage.expected) },
      "\(slice.issues.map(\.message))")
    // What the damage does not reach is still there.
    if !damage.label.hasPrefix("ncmds") && !damage.label.hasPrefix("cmdsize")
      && !damage.label.hasPrefix("sizeofcmds")
    {
      #expect(slice.dylibs.count >= 3)
    }
  }

  static func fixtures() -> [(String, [UInt8])] {
    var intel = MachOFixtures.app()
    intel.cpu = MachOWriter.x86
    return [
      ("dyld info", MachOFixtures.app().build().bytes),
      ("chained", MachOFixtures.app(.chained(pointerFormat: 1, importsFormat: 3)).build().bytes),
      (
        "fat",
        MachOWriter.fat([
          (
            MachOWriter.arm64,
            MachOFixtures.app(.chained(pointerFormat: 6, importsFormat: 2))
              .build().bytes
          ),
          (MachOWriter.x86, intel.build().bytes),
        ])
      ),
    ]
  }

  /// Cut at every offset: read with issues, or refused; the whole file reads clean.
  @Test func everyPrefixIsReadOrRefused() throws {
    for (name, bytes) in Self.fixtures() {
      var refused = 0
      for count in 0...bytes.count {
        do {
          let image = try MachOReader.read(Array(bytes.prefix(count)))
          expectPromises(image, count: count, "\(name) cut at \(count)")
          let issues = image.issues.count + image.slices.reduce(0) { $0 + $1.issues.count }
          // Only the padding after the signature can go without a trace.
          #expect(issues > 0 || count >= bytes.count - 8, "\(name) cut at \(count)")
        } catch {
          refused += 1
          expectPromises(error, count: count, "\(name) cut at \(count)")
        }
      }
      #expect(refused >= 32, "\(name): a header cut short is refused")
    }
  }

  @Test func randomDamageKeepsThePromises() throws {
    var generator = SeededGenerator(seed: 42)
    for (name, valid) in Self.fixtures() {
      for _ in 0..<1500 {
        var bytes = valid
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          let index = Int.random(in: 0..<bytes.count, using: &generator)
          bytes[index] = UInt8.random(in: 0...255, using: &generator)
        }
        do {
          expectPromises(try MachOReader.read(bytes), count: bytes.count, name)
        } catch {
          expectPromises(error, count: bytes.count, name)
        }
      }
    }
  }
}
