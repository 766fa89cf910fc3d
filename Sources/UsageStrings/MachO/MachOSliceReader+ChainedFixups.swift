/// `LC_DYLD_CHAINED_FIXUPS`: the imports table (`dyld_chained_fixups_header`, then imports in one
/// of three formats, then their names), and the pointer format of a segment's chains, which says
/// how a rebased pointer (a selector reference) holds its target.
extension MachOSliceReader {
  struct ChainedHeader {
    var blob: Range<Int>
    var starts: Int
    var imports: Int
    var symbols: Int
    var count: Int
    var format: UInt32
    var symbolsFormat: UInt32
  }

  func chainedHeader() -> ChainedHeader? {
    guard let extent = chainedFixups, let blob = bytes.range(extent.offset, extent.size) else {
      return nil
    }
    let data = bytes.confined(to: blob)
    let start = blob.lowerBound
    guard let starts = data.u32(start + 4), let imports = data.u32(start + 8),
      let symbols = data.u32(start + 12), let count = data.u32(start + 16),
      let format = data.u32(start + 20), let symbolsFormat = data.u32(start + 24)
    else { return nil }
    return ChainedHeader(
      blob: blob, starts: start + Int(starts), imports: start + Int(imports),
      symbols: start + Int(symbols), count: Int(count), format: format,
      symbolsFormat: symbolsFormat)
  }

  mutating func readChainedImports() {
    guard let extent = chainedFixups else { return }
    guard let header = chainedHeader() else {
      return issue("the chained fixups lie outside the image or are cut short", at: extent.command)
    }
    guard header.symbolsFormat == 0 else {
      return issue(
        "chained import names are compressed; they are not read", at: header.blob.lowerBound + 24)
    }
    let entrySize: Int
    switch header.format {
    case 1: entrySize = 4  // DYLD_CHAINED_IMPORT
    case 2: entrySize = 8  // DYLD_CHAINED_IMPORT_ADDEND
    case 3: entrySize = 16  // DYLD_CHAINED_IMPORT_ADDEND64
    default:
      return issue(
        "unknown chained imports format \(header.format)", at: header.blob.lowerBound + 20)
    }
    let data = bytes.confined(to: header.blob)
    guard header.count <= header.blob.count / entrySize,
      data.has(header.imports, header.count * entrySize)
    else {
      return issue("the chained imports run past the fixups", at: header.blob.lowerBound + 16)
    }
    for index in 0..<header.count {
      chainedImport(at: header.imports + index * entrySize, wide: header.format == 3, header, data)
    }
  }

  mutating func chainedImport(
    at entry: Int, wide: Bool, _ header: ChainedHeader, _ data: MachOBytes
  ) {
    // The table was checked whole: these reads cannot fail.
    let ordinal: Int
    let weak: Bool
    let nameOffset: Int
    if wide {
      let raw = data.u64(entry) ?? 0
      let low = UInt16(truncatingIfNeeded: raw)
      ordinal = low > 0xFFF0 ? Int(Int16(bitPattern: low)) : Int(low)
      weak = raw & 0x1_0000 != 0
      nameOffset = Int(raw >> 32)
    } else {
      let raw = data.u32(entry) ?? 0
      let low = UInt8(truncatingIfNeeded: raw)
      ordinal = low > 0xF0 ? Int(Int8(bitPattern: low)) : Int(low)
      weak = raw & 0x100 != 0
      nameOffset = Int(raw >> 9)
    }
    guard
      let name = data.cString(
        header.symbols &+ nameOffset, before: header.blob.upperBound, maximum: limits.nameLength)
    else { return issue("a chained import's name lies outside the fixups", at: entry) }
    addImport(name, library(ordinal: ordinal), weak: weak, from: .chainedFixups, at: entry)
  }

  /// The `pointer_format` of the chains in segment `index`, where the fixups describe one.
  func chainedPointerFormat(segment index: Int) -> UInt16? {
    guard let header = chainedHeader() else { return nil }
    let data = bytes.confined(to: header.blob)
    guard let count = data.u32(header.starts), index < Int(count),
      let infoOffset = data.u32(header.starts + 4 + 4 * index), infoOffset != 0
    else { return nil }
    return data.u16(header.starts + Int(infoOffset) + 6)
  }
}
