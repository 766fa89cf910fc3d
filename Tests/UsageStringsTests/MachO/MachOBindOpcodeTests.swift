import Foundation
import Testing

@testable import UsageStrings

/// ULEB128 numbers and bind opcode streams, honest and hostile, and the limits that bound what a
/// file can make the reader keep.
@Suite struct MachOBindOpcodeTests {
  /// `bytes` read as one ULEB128 number: its value, or nil.
  static func uleb(_ bytes: [UInt8]) -> UInt64? {
    bytes.withUnsafeBytes { raw in
      var stream = MachOStream(
        bytes: MachOBytes(raw: raw, start: 0, end: raw.count), position: 0, end: raw.count)
      return stream.uleb()
    }
  }

  @Test(arguments: [0, 1, 127, 128, 300, 1 << 35, 1 << 63, UInt64.max])
  func ulebReadsWhatIsWritten(_ value: UInt64) {
    var out = ByteWriter()
    out.uleb(value)
    #expect(Self.uleb(out.bytes) == value)
  }

  @Test func ulebOverflowAndTruncationAreNil() {
    // 2^64: a 1 in the tenth byte's second bit.
    #expect(Self.uleb([UInt8](repeating: 0x80, count: 9) + [0x02]) == nil)
    // Eleven bytes of ones.
    #expect(Self.uleb([UInt8](repeating: 0xFF, count: 10) + [0x7F]) == nil)
    #expect(Self.uleb([0x80]) == nil)
    #expect(Self.uleb([]) == nil)
    // Padding that carries no bits is still the number.
    #expect(Self.uleb([0x81] + [UInt8](repeating: 0x80, count: 12) + [0x00]) == 1)
  }

  /// The fixture with `stream` for its bind opcodes; its issues and imports.
  func read(binds stream: [UInt8], limits: MachOLimits = .standard) throws -> MachOSlice {
    var writer = MachOFixtures.app()
    writer.rawBinds = stream
    let bytes = writer.build().bytes
    let image = try MachOReader.read(bytes, limits: limits)
    expectPromises(image, count: bytes.count)
    return try #require(image.slices.first)
  }

  static func symbol(_ name: String) -> [UInt8] { [0x40] + Array(name.utf8) + [0] }

  static let broken: [(String, [UInt8], String)] = [
    (
      "ordinal overflows", [0x20] + [UInt8](repeating: 0xFF, count: 10) + [0x01],
      "a dylib ordinal that overflows"
    ),
    ("ordinal past Int32", [0x20, 0x80, 0x80, 0x80, 0x80, 0x10], "a dylib ordinal that overflows"),
    (
      "offset overflows", symbol("_x") + [0x71] + [UInt8](repeating: 0xFF, count: 10) + [0x7F],
      "a ULEB128 number that overflows"
    ),
    ("count cut short", symbol("_x") + [0xC0, 0x80], "a ULEB128 number that overflows"),
    ("addend cut short", [0x60, 0x80], "a number that runs past the bind opcodes"),
    ("name runs past", [0x40, 0x61, 0x62], "a bound symbol's name runs past the bind opcodes"),
    ("bind before a name", [0x11, 0x90], "a bind before any symbol name"),
    ("unknown opcode", [0x11, 0xE0], "unknown bind opcode 0xe0"),
    ("ordinal of no dylib", [0x19] + symbol("_x") + [0x90, 0x00], ""),
  ]

  @Test(arguments: broken)
  func brokenStreamIsAnIssue(_ input: (String, [UInt8], String)) throws {
    let slice = try read(binds: input.1)
    let messages = slice.issues.map(\.message)
    if input.2.isEmpty {
      #expect(messages.isEmpty)
      #expect(slice.imports.first { $0.sources.contains(.bind) }?.library == .missing(9))
    } else {
      #expect(messages.contains { $0.hasPrefix(input.2) }, "\(messages)")
    }
    // The lazy binds and the symbol table are read all the same.
    #expect(slice.imports.contains { $0.name == "_free" && $0.sources.contains(.lazyBind) })
  }

  /// Repeat counts of 2^64 - 1, a hundred thousand times, and a million binds of one symbol: one
  /// import each, read in one pass over the bytes.
  @Test func repeatsCostOneStepEach() throws {
    var out = ByteWriter()
    out.bytes += [0x11] + Self.symbol("_looped")
    for _ in 0..<100_000 {
      out.u8(0xC0)
      out.uleb(.max)
      out.uleb(.max)
    }
    out.bytes += Self.symbol("_repeated") + [UInt8](repeating: 0x90, count: 1_000_000)
    let slice = try read(binds: out.bytes)
    #expect(slice.issues.isEmpty)
    let bound = slice.imports.filter { $0.sources.contains(.bind) }.map(\.name)
    #expect(bound == ["_looped", "_repeated"])
  }

  @Test func importsBeyondTheLimitAreLeftOut() throws {
    var limits = MachOLimits()
    limits.imports = 3
    let slice = try read(binds: [], limits: limits)
    #expect(slice.imports.count == 3)
    #expect(slice.issues.map(\.message) == ["more than 3 imports; the rest are left out"])
  }

  @Test func issuesBeyondTheLimitAreCounted() throws {
    var limits = MachOLimits()
    limits.issues = 2
    let slice = try read(binds: [UInt8](repeating: 0x90, count: 5), limits: limits)
    #expect(
      slice.issues.map(\.message) == [
        "a bind before any symbol name", "a bind before any symbol name",
        "3 more problems not listed",
      ])
  }

  @Test func loadCommandsBeyondTheLimitAreNotRead() throws {
    var limits = MachOLimits()
    limits.loadCommands = 3
    let bytes = MachOFixtures.app().build().bytes
    let slice = try #require(try MachOReader.read(bytes, limits: limits).slices.first)
    // The three segments only: no symbols, binds or dylibs.
    #expect(slice.dylibs.isEmpty && slice.imports.isEmpty && slice.selectors.count == 2)
    #expect(slice.issues.map(\.message) == ["11 load commands; only the first 3 are read"])
  }

  /// A selector reference into the middle of a string: the references cannot be followed, and
  /// every method name is given instead.
  @Test func selectorReferenceIntoAStringFallsBack() throws {
    let output = MachOFixtures.app().build()
    var bytes = output.bytes
    bytes[try #require(output.offsets["selrefs"])] &+= 1
    let slice = try #require(try MachOReader.read(bytes).slices.first)
    #expect(slice.selectorSource == .methodNames && slice.selectors.count == 3)
  }
}
