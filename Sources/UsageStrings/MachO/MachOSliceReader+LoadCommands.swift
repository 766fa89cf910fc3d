/// The load commands: each inside the area the header declares, each at least 8 bytes, and each
/// read through bytes confined to its own size, so a short command reads as missing fields.
extension MachOSliceReader {
  static let headerSize = 32

  mutating func readLoadCommands(count: UInt32, size: UInt32) {
    let first = bytes.start + Self.headerSize
    var end = first + Int(size)
    if !bytes.has(first, Int(size)) {
      issue("the load commands run past the end of the image", at: bytes.start + 20)
      end = bytes.end
    }
    if count > limits.loadCommands {
      issue(
        "\(count) load commands; only the first \(limits.loadCommands) are read",
        at: bytes.start + 16)
    }
    var offset = first
    for index in 0..<min(Int(count), limits.loadCommands) {
      guard offset <= end - 8, let kind = bytes.u32(offset), let length = bytes.u32(offset + 4)
      else {
        // At the count in the header: the command it promises is not there to point at.
        return issue("load command \(index) runs past the load commands", at: bytes.start + 16)
      }
      guard length >= 8, Int(length) <= end - offset else {
        return issue("load command \(index) claims \(length) bytes", at: offset + 4)
      }
      command(kind, bytes.confined(to: offset..<offset + Int(length)))
      offset += Int(length)
    }
  }

  mutating func command(_ kind: UInt32, _ command: MachOBytes) {
    switch kind {
    case 0x19: segment(command)
    case 0x2: symbolTableCommand(command)
    case 0xB:
      guard let first = command.u32(command.start + 24),
        let count = command.u32(command.start + 28)
      else { return short(command, "LC_DYSYMTAB") }
      undefinedSymbols = (first, count)
    case 0xC: dylib(command, .load)
    case 0x8000_0018: dylib(command, .weak)
    case 0x8000_001F: dylib(command, .reexport)
    case 0x20: dylib(command, .lazy)
    case 0x8000_0023: dylib(command, .upward)
    case 0x22, 0x8000_0022: dyldInfo(command)
    case 0x8000_0034:
      chainedFixups = extent(command, "LC_DYLD_CHAINED_FIXUPS")
    case 0x1D:
      codeSignature = extent(command, "LC_CODE_SIGNATURE")
      slice.isSigned = true
    case 0x21, 0x2C:
      guard let offset = command.u32(command.start + 8), let size = command.u32(command.start + 12),
        let id = command.u32(command.start + 16)
      else { return short(command, "LC_ENCRYPTION_INFO") }
      slice.encryption = MachOEncryption(offset: Int(offset), size: Int(size), cryptID: id)
    default: break
    }
  }

  mutating func short(_ command: MachOBytes, _ name: String) {
    issue("\(name) is too short for its fields", at: command.start)
  }

  /// `linkedit_data_command`: a data offset and size from the slice's start.
  mutating func extent(_ command: MachOBytes, _ name: String) -> Extent? {
    guard let offset = command.u32(command.start + 8), let size = command.u32(command.start + 12)
    else {
      short(command, name)
      return nil
    }
    return Extent(offset: UInt64(offset), size: UInt64(size), command: command.start)
  }

  /// `LC_SEGMENT_64` and its sections; only the two Objective-C sections are kept.
  mutating func segment(_ command: MachOBytes) {
    let start = command.start
    guard let name = command.name16(start + 8), let vmaddr = command.u64(start + 24),
      let vmsize = command.u64(start + 32), let fileOffset = command.u64(start + 40),
      let fileSize = command.u64(start + 48), let count = command.u32(start + 64)
    else { return short(command, "LC_SEGMENT_64") }
    let index = segments.count
    segments.append(
      Segment(
        name: name, vmaddr: vmaddr, vmsize: vmsize, fileOffset: fileOffset, fileSize: fileSize))
    guard Int(count) <= (command.end - start - 72) / 80 else {
      return issue("LC_SEGMENT_64 '\(name)' claims \(count) sections", at: start + 64)
    }
    for number in 0..<Int(count) {
      let header = start + 72 + number * 80
      guard let sectionName = command.name16(header), let segmentName = command.name16(header + 16),
        let address = command.u64(header + 32), let size = command.u64(header + 40),
        let offset = command.u32(header + 48)
      else { continue }
      let section = Section(segmentIndex: index, address: address, size: size, offset: offset)
      switch (segmentName, sectionName) {
      case ("__TEXT", "__objc_methname"): methodNames = section
      case (_, "__objc_selrefs")
      where segmentName.hasPrefix("__DATA") || segmentName == "__AUTH_CONST":
        selectorReferences = section
      default: break
      }
    }
  }

  mutating func symbolTableCommand(_ command: MachOBytes) {
    let start = command.start
    guard let symbols = command.u32(start + 8), let count = command.u32(start + 12),
      let strings = command.u32(start + 16), let stringsSize = command.u32(start + 20)
    else { return short(command, "LC_SYMTAB") }
    symbolTable = (
      Extent(offset: UInt64(symbols), size: UInt64(count) * 16, command: start),
      Extent(offset: UInt64(strings), size: UInt64(stringsSize), command: start), count
    )
  }

  /// `dylib_command`: the name is a C string at an offset from the command's start, inside it.
  mutating func dylib(_ command: MachOBytes, _ kind: MachODylib.Kind) {
    guard let nameOffset = command.u32(command.start + 8) else {
      dylibOrdinals.append(nil)
      return short(command, "a dylib command")
    }
    // The name follows the fixed fields (24 bytes); an offset into them names garbage.
    let offset = command.start + Int(nameOffset)
    guard nameOffset >= 24,
      let name = command.cString(offset, before: command.end, maximum: limits.nameLength),
      !name.isEmpty
    else {
      dylibOrdinals.append(nil)
      return issue("a dylib command whose name cannot be read", at: command.start + 8)
    }
    dylibOrdinals.append(slice.dylibs.count)
    slice.dylibs.append(MachODylib(name: name, kind: kind))
  }

  /// `dyld_info_command`: the rebase stream is skipped; binds, weak binds and lazy binds are read.
  mutating func dyldInfo(_ command: MachOBytes) {
    let start = command.start
    let sources: [(Int, MachOImportSources)] = [(16, .bind), (24, .weakBind), (32, .lazyBind)]
    for (field, source) in sources {
      guard let offset = command.u32(start + field), let size = command.u32(start + field + 4)
      else {
        return short(command, "LC_DYLD_INFO")
      }
      if size > 0 {
        bindStreams.append(
          (Extent(offset: UInt64(offset), size: UInt64(size), command: start), source))
      }
    }
  }
}
