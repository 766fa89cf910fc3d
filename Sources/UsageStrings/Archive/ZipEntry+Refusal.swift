extension ZipEntry {
  /// Name endings of archives, which are listed but never opened: an archive in an archive
  /// multiplies every limit, and an app reads none of them as its own files.
  static let archiveExtensions = [".ipa", ".zip", ".jar", ".xip", ".apk", ".aar"]

  /// Why the entry will not be extracted, from the listing alone (nil: it may be).
  func listedRefusal(nameIsUTF8: Bool, limits: ZipLimits) -> ZipRefusal? {
    guard nameIsUTF8 else { return .nameNotUTF8 }
    guard Self.isSafe(name) else { return .unsafeName }
    if kind == .symbolicLink { return .symbolicLink }
    if isEncrypted { return .encrypted }
    if kind == .directory { return nil }
    guard method == 0 || method == 8 else { return .unsupportedMethod(method) }
    let lowered = name.lowercased()
    if Self.archiveExtensions.contains(where: { lowered.hasSuffix($0) }) { return .nestedArchive }
    return sizeRefusal(limits: limits)
  }

  /// Sizes that no entry of an app declares: past the limit, a bomb's ratio, or a stored entry
  /// whose two sizes differ.
  func sizeRefusal(limits: ZipLimits) -> ZipRefusal? {
    let largest = max(compressedSize, uncompressedSize)
    if largest > limits.entrySize { return .tooLarge(declared: largest, limit: limits.entrySize) }
    if method == 0 && compressedSize != uncompressedSize { return .storedSizesDiffer }
    let ratio = uncompressedSize / max(compressedSize, 1)
    if uncompressedSize > limits.ratioFloor && ratio > limits.ratio {
      return .compressionRatio(ratio)
    }
    return nil
  }

  /// A plain relative path: no leading `/` or drive letter, no empty, `.` or `..` part, no
  /// backslash (a separator on Windows) and no NUL. A directory's one trailing `/` is allowed.
  static func isSafe(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard !bytes.isEmpty, bytes.first != UInt8(ascii: "/"),
      !bytes.contains(UInt8(ascii: "\\")), !bytes.contains(0)
    else { return false }
    // `C:evil` is a path on the drive, not in the folder, where Windows unpacks it.
    if bytes.count >= 2, bytes[1] == UInt8(ascii: ":"), (0x61...0x7A).contains(bytes[0] | 0x20) {
      return false
    }
    let path = bytes.last == UInt8(ascii: "/") ? bytes.dropLast() : bytes[...]
    return !path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).contains {
      $0.isEmpty || $0.elementsEqual([0x2E]) || $0.elementsEqual([0x2E, 0x2E])
    }
  }
}
