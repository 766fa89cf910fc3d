/// The undefined external symbols of `LC_SYMTAB` (`nlist_64`), only those `LC_DYSYMTAB` marks as
/// undefined where it is valid: a large app's symbol table is mostly local and defined symbols.
extension MachOSliceReader {
  /// `MH_TWOLEVEL`: the high byte of `n_desc` is a library ordinal.
  static let twoLevelFlag: UInt32 = 0x80

  mutating func readSymbols() {
    guard let (symbolsExtent, stringsExtent, count) = symbolTable else { return }
    guard let symbols = bytes.range(symbolsExtent.offset, symbolsExtent.size) else {
      return issue("the symbol table lies outside the image", at: symbolsExtent.command)
    }
    guard let strings = bytes.range(stringsExtent.offset, stringsExtent.size) else {
      return issue("the string table lies outside the image", at: stringsExtent.command)
    }
    var indices = 0..<Int(count)
    if let (first, undefinedCount) = undefinedSymbols {
      if UInt64(first) + UInt64(undefinedCount) <= UInt64(count) {
        indices = Int(first)..<Int(first) + Int(undefinedCount)
      } else {
        issue(
          "LC_DYSYMTAB's undefined symbols lie outside the symbol table", at: symbolsExtent.command)
      }
    }
    let twoLevel = flags & Self.twoLevelFlag != 0
    for index in indices {
      symbol(at: symbols.lowerBound + index * 16, strings: strings, twoLevel: twoLevel)
    }
  }

  mutating func symbol(at entry: Int, strings: Range<Int>, twoLevel: Bool) {
    // The table was checked whole: these reads cannot fail.
    guard let nameIndex = bytes.u32(entry), let type = bytes.u8(entry + 4),
      let description = bytes.u16(entry + 6), let value = bytes.u64(entry + 8)
    else { return }
    // External (N_EXT), no debugging entry (N_STAB), and undefined (N_UNDF with no value: a
    // value makes it a common symbol, defined here) or prebound undefined (N_PBUD).
    let kind = type & 0x0E
    guard type & 0xE0 == 0, type & 0x01 != 0, (kind == 0 && value == 0) || kind == 0x0C else {
      return
    }
    guard Int(nameIndex) < strings.count,
      let name = bytes.cString(
        strings.lowerBound + Int(nameIndex), before: strings.upperBound,
        maximum: limits.nameLength)
    else { return issue("an undefined symbol's name lies outside the string table", at: entry) }
    let library: MachOLibrary
    if twoLevel {
      switch Int(description >> 8) {
      case 0xFE: library = .flatLookup  // DYNAMIC_LOOKUP_ORDINAL
      case 0xFF: library = .mainExecutable  // EXECUTABLE_ORDINAL
      case let ordinal: library = self.library(ordinal: ordinal)
      }
    } else {
      library = .unspecified
    }
    // N_WEAK_REF
    addImport(name, library, weak: description & 0x40 != 0, from: .symbolTable, at: entry)
  }
}
