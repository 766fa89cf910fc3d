/// The payload of `LC_DYLD_CHAINED_FIXUPS` (dyld's `fixup-chains.h`), and fat files.
extension MachOWriter {
  /// Header, starts in image (one entry per segment; only `__DATA_CONST` has chains), imports,
  /// then their names.
  func chainedFixups(_ layout: Layout, importsFormat: UInt32) -> [UInt8] {
    guard case .chained(let pointerFormat, _) = fixups else { return [] }
    var out = ByteWriter()
    let startsOffset = 32
    let slots = selectorReferences.count + imports.count
    let pageCount = max(1, (layout.data.count + Self.pageSize - 1) / Self.pageSize)
    let segmentStarts = startsOffset + 16
    let segmentSize = 22 + 2 * pageCount
    let importsOffset = (segmentStarts + segmentSize + 3) / 4 * 4
    let entrySize = [1: 4, 2: 8, 3: 16][importsFormat] ?? 4
    let symbolsOffset = importsOffset + entrySize * imports.count
    for value in [
      0, startsOffset, importsOffset, symbolsOffset, imports.count, Int(importsFormat), 0,
    ] {
      out.u32(UInt32(value))
    }
    out.pad(to: startsOffset)
    out.u32(3)
    for index in 0..<3 {
      out.u32(index == 1 && slots > 0 ? UInt32(segmentStarts - startsOffset) : 0)
    }
    out.u32(UInt32(segmentSize))
    out.u16(UInt16(Self.pageSize))
    out.u16(pointerFormat)
    out.u64(UInt64(layout.data.lowerBound))  // segment_offset: the VM offset from the base
    out.u32(0)
    out.u16(UInt16(pageCount))
    for page in 0..<pageCount { out.u16(page * Self.pageSize < 8 * slots ? 0 : 0xFFFF) }
    out.pad(to: importsOffset)
    var names = ByteWriter()
    names.u8(0)
    for symbol in imports {
      let nameOffset = UInt64(names.bytes.count)
      names.cString(symbol.name)
      let weak: UInt64 = symbol.weak ? 1 : 0
      if importsFormat == 3 {
        out.u64(UInt64(UInt16(truncatingIfNeeded: symbol.ordinal)) | weak << 16 | nameOffset << 32)
        out.u64(0)
      } else {
        out.u32(
          UInt32(UInt8(truncatingIfNeeded: symbol.ordinal)) | UInt32(weak) << 8 | UInt32(nameOffset)
            << 9)
        if importsFormat == 2 { out.u32(0) }
      }
    }
    out.bytes += names.bytes
    return out.bytes
  }

  /// A fat file of `slices`, each aligned to `alignment` (a power of two); `fat_arch_64` entries
  /// when `wide`.
  static func fat(
    _ slices: [(cpu: (Int32, Int32), bytes: [UInt8])], wide: Bool = false, alignment: Int = 16
  ) -> [UInt8] {
    var out = ByteWriter()
    out.u32BE(wide ? 0xCAFE_BABF : 0xCAFE_BABE)
    out.u32BE(UInt32(slices.count))
    var offset = 8 + slices.count * (wide ? 32 : 20)
    var placed: [Int] = []
    for slice in slices {
      offset = (offset + alignment - 1) / alignment * alignment
      placed.append(offset)
      out.u32BE(UInt32(bitPattern: slice.cpu.0))
      out.u32BE(UInt32(bitPattern: slice.cpu.1))
      if wide {
        out.u64BE(UInt64(offset))
        out.u64BE(UInt64(slice.bytes.count))
      } else {
        out.u32BE(UInt32(offset))
        out.u32BE(UInt32(slice.bytes.count))
      }
      out.u32BE(UInt32(alignment.trailingZeroBitCount))
      if wide { out.u32BE(0) }
      offset += slice.bytes.count
    }
    for (slice, start) in zip(slices, placed) {
      out.pad(to: start)
      out.bytes += slice.bytes
    }
    return out.bytes
  }
}
