/// The header, the load commands and `__DATA_CONST` of a written image.
extension MachOWriter {
  func writeHeaderAndCommands(
    _ out: inout ByteWriter, _ layout: Layout, offsets: inout [String: Int]
  ) {
    let sizes = commandSizes()
    out.u32(0xFEED_FACF)
    out.u32(UInt32(bitPattern: cpu.0))
    out.u32(UInt32(bitPattern: cpu.1))
    out.u32(fileType)
    out.u32(UInt32(sizes.count))
    out.u32(UInt32(layout.commandsSize))
    out.u32(0x4 | 0x80 | 0x20_0000)  // MH_DYLDLINK, MH_TWOLEVEL, MH_PIE
    out.u32(0)
    writeSegments(&out, layout)
    switch fixups {
    case .none: break
    case .dyldInfo:
      offsets["LC_DYLD_INFO_ONLY"] = out.bytes.count
      out.u32(0x8000_0022)
      out.u32(48)
      out.u32(0)
      out.u32(0)
      for name in ["bind", "weakbind", "lazybind"] {
        out.u32(UInt32(offsets[name] ?? 0))
        out.u32(UInt32(offsets[name + ".size"] ?? 0))
      }
      out.u32(0)
      out.u32(0)
    case .chained:
      offsets["LC_DYLD_CHAINED_FIXUPS"] = out.bytes.count
      linkeditCommand(&out, 0x8000_0034, offsets, "chained")
    }
    if symbolTable { writeSymbolTableCommands(&out, offsets: &offsets) }
    for (index, dylib) in dylibs.enumerated() {
      let size = align(24 + dylib.name.utf8.count + 1, 8)
      let start = out.bytes.count
      offsets["dylib\(index)"] = start
      for value in [dylib.command, UInt32(size), 24, 2, 0x1_0000, 0x1_0000] { out.u32(value) }
      out.cString(dylib.name)
      out.pad(to: start + size)
    }
    if let cryptID {
      offsets["LC_ENCRYPTION_INFO_64"] = out.bytes.count
      let codeStart = align(32 + layout.commandsSize, 16)
      for value in [
        0x2C, 24, UInt32(codeStart), UInt32(layout.text.upperBound - codeStart), cryptID, 0,
      ] {
        out.u32(value)
      }
    }
    if entitlements != nil || derEntitlements {
      offsets["LC_CODE_SIGNATURE"] = out.bytes.count
      linkeditCommand(&out, 0x1D, offsets, "signature")
    }
  }

  func linkeditCommand(
    _ out: inout ByteWriter, _ command: UInt32, _ offsets: [String: Int], _ name: String
  ) {
    out.u32(command)
    out.u32(16)
    out.u32(UInt32(offsets[name] ?? 0))
    out.u32(UInt32(offsets[name + ".size"] ?? 0))
  }

  func writeSymbolTableCommands(_ out: inout ByteWriter, offsets: inout [String: Int]) {
    let others = otherSymbols.count
    let undefined = imports.count + lazyImports.count
    offsets["LC_SYMTAB"] = out.bytes.count
    for value in [
      2, 24, offsets["symtab"] ?? 0, others + undefined, offsets["strings"] ?? 0,
      offsets["strings.size"] ?? 0,
    ] {
      out.u32(UInt32(value))
    }
    guard dysymtab else { return }
    offsets["LC_DYSYMTAB"] = out.bytes.count
    out.u32(0xB)
    out.u32(80)
    // The other symbols count as locals; no external definitions; then the undefined ones.
    for value in [0, others, others, 0, others, undefined] { out.u32(UInt32(value)) }
    for _ in 0..<12 { out.u32(0) }
  }

  func writeSegments(_ out: inout ByteWriter, _ layout: Layout) {
    let codeStart = align(32 + layout.commandsSize, 16)
    segment(&out, "__TEXT", layout.text, protection: 5, sections: methodNames.isEmpty ? 1 : 2)
    section(&out, "__text", "__TEXT", codeStart..<codeStart + codeSize, flags: 0x8000_0400)
    if !methodNames.isEmpty {
      section(&out, "__objc_methname", "__TEXT", layout.methodNames, flags: 2)
    }
    segment(&out, "__DATA_CONST", layout.data, protection: 3, sections: 2)
    section(&out, "__objc_selrefs", "__DATA_CONST", layout.selectorReferences, flags: 0x1000_0005)
    section(&out, "__got", "__DATA_CONST", layout.got, flags: 0)
    segment(&out, "__LINKEDIT", layout.linkedit, protection: 1, sections: 0)
  }

  func segment(
    _ out: inout ByteWriter, _ name: String, _ range: Range<Int>, protection: UInt32, sections: Int
  ) {
    out.u32(0x19)
    out.u32(UInt32(72 + 80 * sections))
    out.name16(name)
    out.u64(vmaddr(range.lowerBound))
    out.u64(UInt64(range.count))
    out.u64(UInt64(range.lowerBound))
    out.u64(UInt64(range.count))
    out.u32(protection)
    out.u32(protection)
    out.u32(UInt32(sections))
    out.u32(0)
  }

  func section(
    _ out: inout ByteWriter, _ name: String, _ segment: String, _ range: Range<Int>, flags: UInt32
  ) {
    out.name16(name)
    out.name16(segment)
    out.u64(vmaddr(range.lowerBound))
    out.u64(UInt64(range.count))
    out.u32(UInt32(range.lowerBound))
    for value in [0, 0, 0, flags, 0, 0, 0] { out.u32(value) }
  }

  /// Selector references, then one slot per bind: plain addresses, or chained fixups whose
  /// `next` links each slot to the following one in the same page.
  func dataContents(_ layout: Layout) -> [UInt8] {
    var out = ByteWriter()
    var nameOffsets: [Int] = []
    var offset = layout.methodNames.lowerBound
    for name in methodNames {
      nameOffsets.append(offset)
      offset += name.utf8.count + 1
    }
    let targets = selectorReferences.map { vmaddr(nameOffsets[$0]) }
    guard case .chained(let format, _) = fixups else {
      for target in targets { out.u64(target) }
      out.pad(to: layout.got.upperBound - layout.selectorReferences.lowerBound)
      return out.bytes
    }
    let slots =
      targets.map { (rebase: $0, ordinal: 0) } + imports.indices.map { (rebase: 0, ordinal: $0) }
    let stride: UInt64 = format == 1 ? 1 : 2  // ARM64E counts 8-byte steps, the others 4-byte ones
    for (index, slot) in slots.enumerated() {
      let samePage =
        index + 1 < slots.count && (8 * (index + 1)) / Self.pageSize == (8 * index) / Self.pageSize
      let next = samePage ? stride : 0
      out.u64(
        chainedPointer(
          format, rebase: index < targets.count ? slot.rebase : nil, ordinal: slot.ordinal,
          next: next))
    }
    return out.bytes
  }

  func chainedPointer(_ format: UInt16, rebase: UInt64?, ordinal: Int, next: UInt64) -> UInt64 {
    switch (format, rebase) {
    case (1, let target?): return target & ((1 << 43) - 1) | next << 51
    case (1, nil): return UInt64(ordinal) | next << 51 | 1 << 62
    case (6, let target?): return (target - Self.base) | next << 51
    case (_, let target?): return target & ((1 << 36) - 1) | next << 51
    case (_, nil): return UInt64(ordinal) | next << 51 | 1 << 63
    }
  }
}
