/// `__LINKEDIT`: bind opcodes or chained fixups, the symbol and string tables, the signature.
extension MachOWriter {
  func linkeditContents(_ layout: Layout, start: Int, offsets: inout [String: Int]) -> [UInt8] {
    var out = ByteWriter()
    func record(_ name: String, _ body: (inout ByteWriter) -> Void) {
      out.align(8)
      let first = out.bytes.count
      body(&out)
      offsets[name] = start + first
      offsets[name + ".size"] = out.bytes.count - first
    }
    let slot = { (index: Int) in UInt64(layout.got.lowerBound - layout.data.lowerBound + 8 * index)
    }
    switch fixups {
    case .none: break
    case .dyldInfo:
      record("bind") { $0.bytes += rawBinds ?? bindOpcodes(imports, slot: slot) }
      record("weakbind") { out in
        for (index, name) in weakBinds.enumerated() {
          out.u8(0x40)
          out.cString(name)
          out.u8(0x51)
          out.u8(0x71)
          out.uleb(slot(imports.count + lazyImports.count + index))
          out.u8(0x90)
        }
        if !weakBinds.isEmpty { out.u8(0) }
      }
      record("lazybind") { out in
        for (index, symbol) in lazyImports.enumerated() {
          out.u8(0x71)
          out.uleb(slot(imports.count + index))
          out.bytes += bindSymbol(symbol)
          out.bytes += [0x90, 0x00]
        }
      }
    case .chained(_, let importsFormat):
      record("chained") { $0.bytes += chainedFixups(layout, importsFormat: importsFormat) }
    }
    if symbolTable { writeSymbols(&out, start: start, offsets: &offsets) }
    if entitlements != nil || derEntitlements {
      out.align(16)
      offsets["signature"] = start + out.bytes.count
      let signature = codeSignature()
      offsets["signature.size"] = signature.count
      out.bytes += signature
    }
    out.align(8)
    return out.bytes
  }

  /// SET_DYLIB_ORDINAL (immediate, ULEB or special), then SET_SYMBOL_TRAILING_FLAGS with the name.
  func bindSymbol(_ symbol: Symbol) -> [UInt8] {
    var out = ByteWriter()
    switch symbol.ordinal {
    case ...0: out.u8(0x30 | UInt8(symbol.ordinal & 0x0F))
    case 1...15: out.u8(0x10 | UInt8(symbol.ordinal))
    default:
      out.u8(0x20)
      out.uleb(UInt64(symbol.ordinal))
    }
    out.u8(0x40 | (symbol.weak ? 1 : 0))
    out.cString(symbol.name)
    return out.bytes
  }

  func bindOpcodes(_ symbols: [Symbol], slot: (Int) -> UInt64) -> [UInt8] {
    var out = ByteWriter()
    for (index, symbol) in symbols.enumerated() {
      out.bytes += bindSymbol(symbol)
      out.u8(0x51)  // SET_TYPE_IMM pointer
      out.u8(0x71)  // SET_SEGMENT_AND_OFFSET_ULEB, segment 1 (__DATA_CONST)
      out.uleb(slot(index))
      out.u8(0x90)  // DO_BIND
    }
    if !symbols.isEmpty { out.u8(0) }
    return out.bytes
  }

  func writeSymbols(_ out: inout ByteWriter, start: Int, offsets: inout [String: Int]) {
    var strings = ByteWriter()
    strings.u8(0)
    out.align(8)
    offsets["symtab"] = start + out.bytes.count
    for symbol in otherSymbols {
      out.u32(UInt32(strings.bytes.count))
      strings.cString(symbol.name)
      out.u8(symbol.type)
      out.u8(symbol.type & 0x0E == 0x0E ? 1 : 0)  // N_SECT: in section 1, __text
      out.u16(0)
      out.u64(symbol.value)
    }
    for symbol in imports + lazyImports {
      out.u32(UInt32(strings.bytes.count))
      strings.cString(symbol.name)
      out.u8(0x01)  // N_UNDF | N_EXT
      out.u8(0)
      let ordinal = symbol.ordinal < 0 ? 0x100 + symbol.ordinal : symbol.ordinal
      out.u16(UInt16(ordinal) << 8 | (symbol.weak ? 0x40 : 0))
      out.u64(0)
    }
    strings.align(8)
    offsets["strings"] = start + out.bytes.count
    offsets["strings.size"] = strings.bytes.count
    out.bytes += strings.bytes
  }

  /// A SuperBlob of an empty requirements blob and the entitlements asked for.
  func codeSignature() -> [UInt8] {
    var blobs: [(type: UInt32, magic: UInt32, payload: [UInt8])] = [(2, 0xFADE_0C01, [0, 0, 0, 0])]
    if let entitlements { blobs.append((5, 0xFADE_7171, Array(entitlements.utf8))) }
    if derEntitlements { blobs.append((7, 0xFADE_7172, [0x70, 0x00])) }
    var out = ByteWriter()
    let indexEnd = 12 + 8 * blobs.count
    let total = indexEnd + blobs.reduce(0) { $0 + 8 + $1.payload.count }
    out.u32BE(0xFADE_0CC0)
    out.u32BE(UInt32(total))
    out.u32BE(UInt32(blobs.count))
    var offset = indexEnd
    for blob in blobs {
      out.u32BE(blob.type)
      out.u32BE(UInt32(offset))
      offset += 8 + blob.payload.count
    }
    for blob in blobs {
      out.u32BE(blob.magic)
      out.u32BE(UInt32(8 + blob.payload.count))
      out.bytes += blob.payload
    }
    return out.bytes
  }
}
