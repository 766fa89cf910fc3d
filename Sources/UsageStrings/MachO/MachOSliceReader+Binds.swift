/// The bind opcodes of `LC_DYLD_INFO(_ONLY)`: which symbol of which dylib each bind names.
///
/// Addresses are not needed, so a `DO_BIND_ULEB_TIMES_SKIPPING_ULEB` is one bind however many
/// times it repeats: each opcode moves forward at least one byte, and a stream costs time in
/// proportion to its length whatever its counts say.
extension MachOSliceReader {
  /// The state the opcodes set before each bind.
  struct BindState {
    var ordinal = 0
    var name: String?
    var weak = false
  }

  mutating func readBinds() {
    for (extent, source) in bindStreams {
      guard let range = bytes.range(extent.offset, extent.size) else {
        issue("bind opcodes lie outside the image", at: extent.command)
        continue
      }
      var stream = MachOStream(bytes: bytes, position: range.lowerBound, end: range.upperBound)
      readBindStream(&stream, source)
    }
  }

  mutating func readBindStream(_ stream: inout MachOStream, _ source: MachOImportSources) {
    var state = BindState()
    while !stream.atEnd {
      let opcodeStart = stream.position
      guard let byte = stream.byte() else { return }
      let immediate = Int(byte & 0x0F)
      switch byte & 0xF0 {
      case 0x00:
        // DONE ends the bind streams; lazy binds are separate runs, each ended by DONE.
        if source != .lazyBind { return }
      case 0x10: state.ordinal = immediate
      case 0x20:
        guard let ordinal = stream.uleb(), ordinal <= UInt64(Int32.max) else {
          return issue("a dylib ordinal that overflows", at: opcodeStart)
        }
        state.ordinal = Int(ordinal)
      case 0x30:
        // The special ordinals are the immediate sign-extended: 0, -1, -2, -3.
        state.ordinal = immediate == 0 ? 0 : Int(Int8(bitPattern: 0xF0 | UInt8(immediate)))
      case 0x40:
        guard let name = stream.cString(maximum: limits.nameLength) else {
          return issue("a bound symbol's name runs past the bind opcodes", at: opcodeStart)
        }
        state.name = name
        // BIND_SYMBOL_FLAGS_WEAK_IMPORT; NON_WEAK_DEFINITION marks a definition, not an import.
        state.weak = immediate & 0x1 != 0
        if source == .weakBind, immediate & 0x8 != 0 { state.name = nil }
      case 0x50: break  // SET_TYPE_IMM
      case 0x60:
        guard stream.skipLEB() else { return truncated(at: opcodeStart) }
      case 0x70, 0x80:
        guard stream.uleb() != nil else { return overflow(at: opcodeStart) }
      case 0x90, 0xB0: bind(state, source, at: opcodeStart)
      case 0xA0:
        guard stream.uleb() != nil else { return overflow(at: opcodeStart) }
        bind(state, source, at: opcodeStart)
      case 0xC0:
        guard stream.uleb() != nil, stream.uleb() != nil else { return overflow(at: opcodeStart) }
        bind(state, source, at: opcodeStart)
      case 0xD0:
        // THREADED: SET_BIND_ORDINAL_TABLE_SIZE_ULEB (0) takes a number, APPLY (1) none.
        if immediate == 0, stream.uleb() == nil { return overflow(at: opcodeStart) }
      default:
        return issue("unknown bind opcode 0x\(String(byte, radix: 16))", at: opcodeStart)
      }
    }
  }

  mutating func bind(_ state: BindState, _ source: MachOImportSources, at offset: Int) {
    guard let name = state.name else {
      if source == .weakBind { return }
      return issue("a bind before any symbol name", at: offset)
    }
    // Weak binds coalesce a name across every image: no ordinal applies.
    let library = source == .weakBind ? .weakLookup : library(ordinal: state.ordinal)
    addImport(name, library, weak: state.weak, from: source, at: offset)
  }

  mutating func overflow(at offset: Int) {
    issue("a ULEB128 number that overflows 64 bits or runs past the bind opcodes", at: offset)
  }

  mutating func truncated(at offset: Int) {
    issue("a number that runs past the bind opcodes", at: offset)
  }
}
