/// The entitlements of `LC_CODE_SIGNATURE`: a big-endian SuperBlob (magic 0xfade0cc0) whose index
/// points at blobs; the one of magic 0xfade7171 is the XML entitlements plist. DER entitlements
/// (0xfade7172) repeat the same values in another encoding and are only noted.
extension MachOSliceReader {
  static let superBlobMagic: UInt32 = 0xFADE_0CC0
  static let entitlementsMagic: UInt32 = 0xFADE_7171
  static let derEntitlementsMagic: UInt32 = 0xFADE_7172

  mutating func readSignature() {
    guard let extent = codeSignature else { return }
    guard let range = bytes.range(extent.offset, extent.size) else {
      return issue("the code signature lies outside the image", at: extent.command)
    }
    let data = bytes.confined(to: range)
    let start = range.lowerBound
    guard data.u32BE(start) == Self.superBlobMagic, let length = data.u32BE(start + 4),
      let count = data.u32BE(start + 8)
    else { return issue("the code signature is not a SuperBlob", at: extent.command) }
    // The blob's own length, where it is shorter than the command's size.
    let end = start + min(Int(length), range.count)
    guard Int(count) <= (end - start - 12) / 8 else {
      return issue("the code signature's index claims \(count) blobs", at: start + 8)
    }
    let blobs = data.confined(to: start..<end)
    for index in 0..<Int(count) {
      guard let offset = blobs.u32BE(start + 16 + index * 8) else { continue }
      blob(at: start + Int(offset), in: blobs, index: start + 12 + index * 8)
    }
  }

  mutating func blob(at blob: Int, in data: MachOBytes, index: Int) {
    guard let magic = data.u32BE(blob), let length = data.u32BE(blob + 4) else {
      return issue("a code signature blob lies outside the signature", at: index)
    }
    switch magic {
    case Self.entitlementsMagic:
      guard length >= 8, data.has(blob, Int(length)) else {
        return issue("the entitlements run past the code signature", at: blob)
      }
      guard Int(length) - 8 <= limits.entitlementsSize else {
        return issue("entitlements of \(length) bytes; they are not read", at: blob)
      }
      let contents = blob + 8..<blob + Int(length)
      slice.entitlements = MachOEntitlements(
        xml: Array(UnsafeRawBufferPointer(rebasing: data.raw[contents])),
        offset: contents.lowerBound)
    case Self.derEntitlementsMagic:
      slice.hasDEREntitlements = true
    default: break
    }
  }
}
