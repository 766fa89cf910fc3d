/// Strings from UTF-16 code units, transcoded in one tight loop: `String(decoding:as: UTF16.self)`
/// takes a generic path that dominated the profile of a large run. Unpaired surrogates become
/// U+FFFD, as there.
enum UTF16Text {
  /// The UTF-16 code units of a text, transcoded from its UTF-8 (always valid in a String).
  static func units(of text: String) -> [UInt16] {
    text.withUTF8Bytes { bytes in
      // UTF-16 never takes more units than UTF-8 takes bytes.
      [UInt16](unsafeUninitializedCapacity: bytes.count) { output, count in
        var index = 0
        var written = 0
        while index < bytes.count {
          let lead = UInt32(bytes[index])
          if lead < 0x80 {
            output[written] = UInt16(lead)
            written += 1
            index += 1
          } else if lead < 0xE0 {
            output[written] = UInt16(((lead & 0x1F) << 6) | (UInt32(bytes[index + 1]) & 0x3F))
            written += 1
            index += 2
          } else if lead < 0xF0 {
            output[written] = UInt16(((lead & 0x0F) << 12) | ((UInt32(bytes[index + 1]) & 0x3F) << 6) | (UInt32(bytes[index + 2]) & 0x3F))
            written += 1
            index += 3
          } else {
            let scalar = ((lead & 0x07) << 18) | ((UInt32(bytes[index + 1]) & 0x3F) << 12)
              | ((UInt32(bytes[index + 2]) & 0x3F) << 6) | (UInt32(bytes[index + 3]) & 0x3F)
            output[written] = UInt16(0xD800 + ((scalar - 0x10000) >> 10))
            output[written + 1] = UInt16(0xDC00 + ((scalar - 0x10000) & 0x3FF))
            written += 2
            index += 4
          }
        }
        count = written
      }
    }
  }

  static func string<C: Collection>(_ units: C) -> String where C.Element == UInt16 {
    if let result = units.withContiguousStorageIfAvailable({ transcode($0) }) { return result }
    return Array(units).withUnsafeBufferPointer { transcode($0) }
  }

  private static func transcode(_ units: UnsafeBufferPointer<UInt16>) -> String {
    guard !units.isEmpty else { return "" }
    return String(unsafeUninitializedCapacity: units.count * 3) { output in
      var written = 0
      var index = 0
      while index < units.count {
        let unit = units[index]
        index += 1
        if unit < 0x80 {
          output[written] = UInt8(unit)
          written += 1
        } else if unit < 0x800 {
          output[written] = 0xC0 | UInt8(unit >> 6)
          output[written + 1] = 0x80 | UInt8(unit & 0x3F)
          written += 2
        } else if unit & 0xFC00 == 0xD800, index < units.count, units[index] & 0xFC00 == 0xDC00 {
          let scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
          index += 1
          output[written] = 0xF0 | UInt8(scalar >> 18)
          output[written + 1] = 0x80 | UInt8((scalar >> 12) & 0x3F)
          output[written + 2] = 0x80 | UInt8((scalar >> 6) & 0x3F)
          output[written + 3] = 0x80 | UInt8(scalar & 0x3F)
          written += 4
        } else {
          let value = unit & 0xF800 == 0xD800 ? 0xFFFD : unit
          output[written] = 0xE0 | UInt8(value >> 12)
          output[written + 1] = 0x80 | UInt8((value >> 6) & 0x3F)
          output[written + 2] = 0x80 | UInt8(value & 0x3F)
          written += 3
        }
      }
      return written
    }
  }
}
