/// Reads one thin 64-bit little-endian image (`MH_MAGIC_64`): its header, then its load commands,
/// then the tables they point at. `bytes` is confined to the slice, so nothing outside it is read.
struct MachOSliceReader {
  struct Segment {
    var name: String
    var vmaddr: UInt64
    var vmsize: UInt64
    var fileOffset: UInt64
    var fileSize: UInt64
  }

  struct Section {
    var segmentIndex: Int
    var address: UInt64
    var size: UInt64
    /// From the slice's start.
    var offset: UInt32
  }

  /// An offset and a size from the slice's start, as `linkedit_data_command` and the like hold,
  /// and where in the file the command that holds them is (for issues: always inside the file).
  struct Extent {
    var offset: UInt64
    var size: UInt64
    var command: Int
  }

  let bytes: MachOBytes
  let limits: MachOLimits
  let flags: UInt32
  var slice: MachOSlice
  var segments: [Segment] = []
  var methodNames: Section?
  var selectorReferences: Section?
  var symbolTable: (symbols: Extent, strings: Extent, count: UInt32)?
  /// `LC_DYSYMTAB`'s undefined symbols: the first index and the count.
  var undefinedSymbols: (first: UInt32, count: UInt32)?
  var bindStreams: [(Extent, MachOImportSources)] = []
  var chainedFixups: Extent?
  var codeSignature: Extent?
  /// The index in `slice.dylibs` of each dylib ordinal (minus one); nil for a dylib command whose
  /// name could not be read.
  var dylibOrdinals: [Int?] = []
  var importIndex: [ImportKey: Int] = [:]
  var issuesLeftOut = 0
  var importsFull = false

  struct ImportKey: Hashable {
    var name: String
    var library: MachOLibrary
  }

  static func read(_ bytes: MachOBytes, limits: MachOLimits) throws(MachOIssue) -> MachOSlice {
    let start = bytes.start
    guard let magic = bytes.u32(start) else {
      throw MachOIssue("too short to be a Mach-O image", at: start)
    }
    let cpuType = Int32(bitPattern: bytes.u32(start + 4) ?? 0)
    let cpu = MachOCPU(type: cpuType, subtype: Int32(bitPattern: bytes.u32(start + 8) ?? 0))
    switch magic {
    case 0xFEED_FACF: break
    case 0xFEED_FACE:
      throw MachOIssue("a 32-bit Mach-O image (\(cpu.name)), which is not read", at: start)
    case 0xCFFA_EDFE, 0xCEFA_EDFE:
      throw MachOIssue("a big-endian Mach-O image, which is not read", at: start)
    default:
      throw MachOIssue("not a Mach-O file", at: start)
    }
    guard bytes.has(start, 32), let fileType = bytes.u32(start + 12),
      let commandCount = bytes.u32(start + 16), let commandsSize = bytes.u32(start + 20),
      let flags = bytes.u32(start + 24)
    else { throw MachOIssue("a Mach-O header cut short", at: start) }
    var reader = MachOSliceReader(
      bytes: bytes, limits: limits, flags: flags,
      slice: MachOSlice(
        cpu: cpu, fileType: MachOFileType(fileType), offset: start, size: bytes.end - start,
        dylibs: [], imports: [], objcClasses: [], selectors: [], selectorSource: .none,
        encryption: nil, unreadableSections: [], entitlements: nil, hasDEREntitlements: false,
        isSigned: false, issues: []))
    reader.readLoadCommands(count: commandCount, size: commandsSize)
    reader.readSymbols()
    reader.readBinds()
    reader.readChainedImports()
    reader.readSelectors()
    reader.readSignature()
    reader.finish()
    return reader.slice
  }

  mutating func issue(_ message: String, at offset: Int) {
    if slice.issues.count < limits.issues {
      slice.issues.append(MachOIssue(message, at: offset))
    } else {
      issuesLeftOut += 1
    }
  }

  /// An import, merged with an earlier one of the same name and library.
  mutating func addImport(
    _ name: String, _ library: MachOLibrary, weak: Bool, from source: MachOImportSources,
    at offset: Int
  ) {
    guard !name.isEmpty else { return issue("an import without a name", at: offset) }
    let key = ImportKey(name: name, library: library)
    if let index = importIndex[key] {
      slice.imports[index].isWeak = slice.imports[index].isWeak || weak
      slice.imports[index].sources.formUnion(source)
      return
    }
    guard slice.imports.count < limits.imports else {
      if !importsFull {
        issue("more than \(limits.imports) imports; the rest are left out", at: offset)
      }
      importsFull = true
      return
    }
    importIndex[key] = slice.imports.count
    slice.imports.append(
      MachOImport(name: name, library: library, isWeak: weak, sources: source))
  }

  /// What an ordinal of the symbol table, the bind opcodes or the chained imports names: 1 and up
  /// a dylib of the load commands, 0 the image itself, negative ones a special lookup.
  func library(ordinal: Int) -> MachOLibrary {
    switch ordinal {
    case 0: return .this
    case -1: return .mainExecutable
    case -2: return .flatLookup
    case -3: return .weakLookup
    default:
      // Not a `1...count` pattern: that range traps when there are no dylibs.
      guard ordinal >= 1, ordinal <= dylibOrdinals.count else { return .missing(ordinal) }
      return dylibOrdinals[ordinal - 1].map { .dylib($0) } ?? .missing(ordinal)
    }
  }

  mutating func finish() {
    let prefix = "_OBJC_CLASS_$_"
    var seen: Set<String> = []
    for symbol in slice.imports where symbol.name.hasPrefix(prefix) {
      let name = String(symbol.name.dropFirst(prefix.count))
      if !name.isEmpty, seen.insert(name).inserted { slice.objcClasses.append(name) }
    }
    if issuesLeftOut > 0 {
      slice.issues.append(
        MachOIssue("\(issuesLeftOut) more problems not listed", at: slice.offset))
    }
  }
}
