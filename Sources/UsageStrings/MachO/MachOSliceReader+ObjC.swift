/// Selector names: the strings of `__TEXT,__objc_methname`, narrowed to those `__objc_selrefs`
/// points at in a linked image. An object file's references are relocations, not pointers, and
/// an encrypted `__TEXT` hides the strings: each is said in `selectorSource`.
extension MachOSliceReader {
  mutating func readSelectors() {
    guard let section = methodNames else { return }
    guard let names = bytes.range(UInt64(section.offset), section.size) else {
      return issue("__objc_methname lies outside the image", at: bytes.start)
    }
    if let encryption = slice.encryption, encryption.isEncrypted,
      let encrypted = bytes.range(UInt64(encryption.offset), UInt64(encryption.size)),
      encrypted.overlaps(names)
    {
      slice.unreadableSections.append("__TEXT,__objc_methname")
      slice.selectorSource = .encrypted
      return
    }
    if slice.fileType != .object, let referenced = referencedSelectors(section, names) {
      slice.selectors = referenced
      slice.selectorSource = .selectorReferences
      return
    }
    slice.selectors = allStrings(names)
    slice.selectorSource = .methodNames
  }

  /// Every non-empty string of the section, each once.
  func allStrings(_ names: Range<Int>) -> [String] {
    var result: [String] = []
    var seen: Set<String> = []
    var offset = names.lowerBound
    while offset < names.upperBound, result.count < limits.selectors {
      let length =
        bytes.cStringLength(offset, before: names.upperBound, maximum: limits.nameLength)
        ?? min(names.upperBound - offset, limits.nameLength)
      if length > 0 {
        let name = bytes.string(offset, length)
        if seen.insert(name).inserted { result.append(name) }
      }
      offset += length + 1
    }
    return result
  }

  /// The strings the selector references point at, each once; nil where one of them points
  /// elsewhere than the start of a string (an unknown pointer format), or none is set.
  func referencedSelectors(_ section: Section, _ names: Range<Int>) -> [String]? {
    guard let references = selectorReferences,
      let pointers = bytes.range(UInt64(references.offset), references.size),
      segments.indices.contains(references.segmentIndex)
    else { return nil }
    var format: UInt16?
    if chainedFixups != nil {
      // The chains say how a pointer holds its target; without their format it cannot be told.
      guard let chained = chainedPointerFormat(segment: references.segmentIndex) else { return nil }
      format = chained
    }
    let base = segments.first { $0.fileOffset == 0 && $0.fileSize > 0 }?.vmaddr ?? 0
    var result: [String] = []
    var seen: Set<Int> = []
    for slot in stride(from: pointers.lowerBound, to: pointers.upperBound - 7, by: 8) {
      guard result.count < limits.selectors, let raw = bytes.u64(slot), raw != 0 else { continue }
      guard let target = Self.rebaseTarget(raw, format: format, base: base),
        target >= section.address, target - section.address < UInt64(names.count)
      else { return nil }
      let offset = names.lowerBound + Int(target - section.address)
      guard offset == names.lowerBound || bytes.u8(offset - 1) == 0 else { return nil }
      guard seen.insert(offset).inserted else { continue }
      guard
        let length = bytes.cStringLength(
          offset, before: names.upperBound, maximum: limits.nameLength)
      else { return nil }
      result.append(bytes.string(offset, length))
    }
    return result.isEmpty ? nil : result
  }

  /// The address a rebased pointer points at: as written without chained fixups, else per the
  /// segment's `pointer_format` (dyld's `fixup-chains.h`). A bind is no selector: nil.
  static func rebaseTarget(_ raw: UInt64, format: UInt16?, base: UInt64) -> UInt64? {
    let low36 = raw & ((1 << 36) - 1)
    let low43 = raw & ((1 << 43) - 1)
    let arm64eAuth = raw >> 63 == 1
    let arm64eBind = raw >> 62 & 1 == 1
    switch format {
    case nil: return raw
    case 2: return raw >> 63 == 1 ? nil : low36  // DYLD_CHAINED_PTR_64: a VM address
    case 6: return raw >> 63 == 1 ? nil : base &+ low36  // 64_OFFSET: from the image's base
    case 1:  // ARM64E: a VM address, or an offset when authenticated
      if arm64eBind { return nil }
      return arm64eAuth ? base &+ (raw & 0xFFFF_FFFF) : low43
    case 9, 12:  // ARM64E_USERLAND(24): offsets
      if arm64eBind { return nil }
      return base &+ (arm64eAuth ? raw & 0xFFFF_FFFF : low43)
    default: return nil
    }
  }
}
