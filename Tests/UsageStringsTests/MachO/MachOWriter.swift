/// Writes small, structurally valid 64-bit Mach-O images for the reader's tests: what a linker
/// would leave in the parts the reader reads (load commands, `__LINKEDIT`'s tables, the
/// Objective-C sections, a code signature), and nothing it does not (no code, no rebases).
///
/// No linker for Apple platforms runs here, so the images are laid out by hand; `llvm-objdump`
/// and `llvm-nm` read them back in the tests, which keeps the writer honest.
///
/// Plain Swift, no test framework: `Benchmarks/macho-bench.sh` compiles it with the reader.
struct MachOWriter {
  /// How the image binds its imports.
  enum Fixups: Equatable {
    /// Only the symbol table names the imports (an image as old linkers left it).
    case none
    /// `LC_DYLD_INFO_ONLY`: bind, weak bind and lazy bind opcodes.
    case dyldInfo
    /// `LC_DYLD_CHAINED_FIXUPS` with chains of `pointerFormat` (2: 64, 6: 64_OFFSET, 1: ARM64E)
    /// and imports of `importsFormat` (1, 2 or 3).
    case chained(pointerFormat: UInt16, importsFormat: UInt32)
  }

  struct Symbol {
    var name: String
    /// 1 and up a dylib of `dylibs`; 0 the image; -1 the main executable; -2 flat; -3 weak.
    var ordinal: Int
    var weak = false
  }

  static let arm64: (Int32, Int32) = (0x0100_000C, 0)
  static let arm64e: (Int32, Int32) = (0x0100_000C, 2)
  static let x86: (Int32, Int32) = (0x0100_0007, 3)

  var cpu = MachOWriter.arm64
  var fileType: UInt32 = 2
  /// Install names and their command: 0xC load, 0x80000018 weak, 0x8000001F reexport.
  var dylibs: [(name: String, command: UInt32)] = []
  var imports: [Symbol] = []
  /// Lazy binds (dyld info only), also in the symbol table.
  var lazyImports: [Symbol] = []
  /// Weak binds by name (dyld info only).
  var weakBinds: [String] = []
  var fixups = Fixups.none
  var symbolTable = true
  /// Symbols that are no imports (locals, definitions, debugging entries, commons: `n_type` and
  /// `n_value`), written before the undefined ones as linkers order them.
  var otherSymbols: [(name: String, type: UInt8, value: UInt64)] = []
  /// Whether `LC_DYSYMTAB` says where the undefined symbols are.
  var dysymtab = true
  var methodNames: [String] = []
  /// Indices into `methodNames`, one selector reference each.
  var selectorReferences: [Int] = []
  var cryptID: UInt32?
  var entitlements: String?
  var derEntitlements = false
  /// Zero bytes of code, to make an image large.
  var codeSize = 16
  /// Replaces the bind opcodes (with `.dyldInfo`), for hostile streams.
  var rawBinds: [UInt8]?

  /// The image, and where its parts lie (`"bind"`, `"chained"`, `"symtab"`, `"strings"`,
  /// `"signature"`, `"methname"`, `"selrefs"`, `"LC_SYMTAB"`, `"dylib0"`, …) for tests that
  /// damage them.
  struct Output {
    var bytes: [UInt8]
    var offsets: [String: Int]
  }

  static let base: UInt64 = 0x1_0000_0000
  static let pageSize = 0x4000

  /// The layout of the three segments, worked out before anything is written.
  struct Layout {
    var commandsSize = 0
    var methodNames = 0..<0
    var selectorReferences = 0..<0
    var got = 0..<0
    var text = 0..<0
    var data = 0..<0
    var linkedit = 0..<0
  }

  func build() -> Output {
    var layout = Layout()
    layout.commandsSize = commandSizes().reduce(0, +)
    let codeStart = align(32 + layout.commandsSize, 16)
    let namesStart = codeStart + codeSize
    let namesSize = methodNames.reduce(0) { $0 + $1.utf8.count + 1 }
    layout.methodNames = namesStart..<namesStart + namesSize
    layout.text = 0..<align(layout.methodNames.upperBound, 16)
    let selrefs = layout.text.upperBound
    layout.selectorReferences = selrefs..<selrefs + 8 * selectorReferences.count
    let slots: Int
    switch fixups {
    case .none: slots = 0
    case .dyldInfo: slots = imports.count + lazyImports.count + weakBinds.count
    case .chained: slots = imports.count
    }
    layout.got =
      layout.selectorReferences.upperBound..<layout.selectorReferences.upperBound + 8 * slots
    layout.data = selrefs..<max(layout.got.upperBound, selrefs + 8)
    var offsets: [String: Int] = [:]
    let linkedit = linkeditContents(layout, start: layout.data.upperBound, offsets: &offsets)
    layout.linkedit = layout.data.upperBound..<layout.data.upperBound + linkedit.count
    var out = ByteWriter()
    writeHeaderAndCommands(&out, layout, offsets: &offsets)
    out.pad(to: codeStart)
    out.bytes += [UInt8](repeating: 0, count: codeSize)
    offsets["methname"] = out.bytes.count
    for name in methodNames { out.cString(name) }
    out.pad(to: layout.text.upperBound)
    offsets["selrefs"] = out.bytes.count
    out.bytes += dataContents(layout)
    out.pad(to: layout.data.upperBound)
    out.bytes += linkedit
    return Output(bytes: out.bytes, offsets: offsets)
  }

  func align(_ value: Int, _ alignment: Int) -> Int {
    (value + alignment - 1) / alignment * alignment
  }

  func vmaddr(_ fileOffset: Int) -> UInt64 { Self.base + UInt64(fileOffset) }

  /// Every load command's size, in the order `writeHeaderAndCommands` writes them.
  func commandSizes() -> [Int] {
    var sizes = [72 + 80 * (methodNames.isEmpty ? 1 : 2), 72 + 80 * 2, 72]
    switch fixups {
    case .none: break
    case .dyldInfo: sizes.append(48)
    case .chained: sizes.append(16)
    }
    if symbolTable { sizes += dysymtab ? [24, 80] : [24] }
    sizes += dylibs.map { align(24 + $0.name.utf8.count + 1, 8) }
    if cryptID != nil { sizes.append(24) }
    if entitlements != nil || derEntitlements { sizes.append(16) }
    return sizes
  }
}

/// Little-endian (and, for fat headers and signatures, big-endian) writing into a byte array.
struct ByteWriter {
  var bytes: [UInt8] = []

  mutating func u8(_ value: UInt8) { bytes.append(value) }
  mutating func u16(_ value: UInt16) {
    for shift in [0, 8] { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
  }
  mutating func u32(_ value: UInt32) {
    for shift in stride(from: 0, to: 32, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> shift))
    }
  }
  mutating func u64(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> shift))
    }
  }
  mutating func u32BE(_ value: UInt32) { u32(value.byteSwapped) }
  mutating func u64BE(_ value: UInt64) { u64(value.byteSwapped) }
  mutating func cString(_ text: String) { bytes += Array(text.utf8) + [0] }
  /// A fixed 16-byte name.
  mutating func name16(_ text: String) {
    bytes +=
      Array(text.utf8.prefix(16)) + [UInt8](repeating: 0, count: 16 - min(16, text.utf8.count))
  }
  mutating func pad(to count: Int) {
    if bytes.count < count { bytes += [UInt8](repeating: 0, count: count - bytes.count) }
  }
  mutating func align(_ alignment: Int) {
    pad(to: (bytes.count + alignment - 1) / alignment * alignment)
  }
  mutating func uleb(_ value: UInt64) {
    var rest = value
    repeat {
      let byte = UInt8(rest & 0x7F)
      rest >>= 7
      bytes.append(rest == 0 ? byte : byte | 0x80)
    } while rest != 0
  }
  mutating func put32(_ value: UInt32, at offset: Int) {
    for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
  }
}
