/// UTF-16, in one place: surrogate pairs, code points out of units, and strings to and from units
/// (in tight loops: `String(decoding:as: UTF16.self)` takes a generic path that dominated the
/// profile of a large run). Unpaired surrogates become U+FFFD in strings, as there.
enum UTF16Text {
  /// Whether a unit is the first half of a surrogate pair.
  @inline(__always)
  static func isHighSurrogate<Unit: BinaryInteger>(_ unit: Unit) -> Bool { unit & 0xFC00 == 0xD800 }

  /// Whether a unit is the second half of a surrogate pair.
  @inline(__always)
  static func isLowSurrogate<Unit: BinaryInteger>(_ unit: Unit) -> Bool { unit & 0xFC00 == 0xDC00 }

  /// Whether a unit is either half of a surrogate pair.
  @inline(__always)
  static func isSurrogate<Unit: BinaryInteger>(_ unit: Unit) -> Bool { unit & 0xF800 == 0xD800 }

  /// The code point of a surrogate pair.
  @inline(__always)
  static func scalar<Unit: BinaryInteger>(high: Unit, low: Unit) -> UInt32 {
    0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
  }

  /// Calls `visit` with the UTF-16 units of a code point.
  @inline(__always)
  static func forEachUnit(of value: UInt32, _ visit: (UInt16) -> Void) {
    if value < 0x10000 {
      visit(UInt16(value))
    } else {
      let shifted = value - 0x10000
      visit(UInt16(0xD800 + (shifted >> 10)))
      visit(UInt16(0xDC00 + (shifted & 0x3FF)))
    }
  }

  /// The code point at `index` and how many units it takes (a pair only when it ends before
  /// `end`, by default the end of `units`): of an array, or of raw units in the innermost loops.
  /// An unpaired surrogate stands for itself.
  @inline(__always)
  static func decode<Units: RandomAccessCollection>(_ units: Units, at index: Int, end: Int? = nil)
    -> (value: UInt32, length: Int)
  where Units.Element == UInt16, Units.Index == Int {
    let unit = units[index]
    if isHighSurrogate(unit), index + 1 < (end ?? units.endIndex), isLowSurrogate(units[index + 1])
    {
      return (scalar(high: unit, low: units[index + 1]), 2)
    }
    return (UInt32(unit), 1)
  }

  /// Appends the UTF-8 bytes of a code point.
  @inline(__always)
  static func appendUTF8(_ value: UInt32, to output: inout [UInt8]) {
    switch value {
    case ..<0x80: output.append(UInt8(value))
    case ..<0x800: output += [0xC0 | UInt8(value >> 6), 0x80 | UInt8(value & 0x3F)]
    case ..<0x10000:
      output += [
        0xE0 | UInt8(value >> 12), 0x80 | UInt8((value >> 6) & 0x3F), 0x80 | UInt8(value & 0x3F),
      ]
    default:
      output += [
        0xF0 | UInt8(value >> 18), 0x80 | UInt8((value >> 12) & 0x3F),
        0x80 | UInt8((value >> 6) & 0x3F),
        0x80 | UInt8(value & 0x3F),
      ]
    }
  }

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
            output[written] = UInt16(
              ((lead & 0x0F) << 12) | ((UInt32(bytes[index + 1]) & 0x3F) << 6)
                | (UInt32(bytes[index + 2]) & 0x3F))
            written += 1
            index += 3
          } else {
            let scalar =
              ((lead & 0x07) << 18) | ((UInt32(bytes[index + 1]) & 0x3F) << 12)
              | ((UInt32(bytes[index + 2]) & 0x3F) << 6) | (UInt32(bytes[index + 3]) & 0x3F)
            forEachUnit(of: scalar) { unit in
              output[written] = unit
              written += 1
            }
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
        } else if isHighSurrogate(unit), index < units.count, isLowSurrogate(units[index]) {
          let scalar = scalar(high: unit, low: units[index])
          index += 1
          output[written] = 0xF0 | UInt8(scalar >> 18)
          output[written + 1] = 0x80 | UInt8((scalar >> 12) & 0x3F)
          output[written + 2] = 0x80 | UInt8((scalar >> 6) & 0x3F)
          output[written + 3] = 0x80 | UInt8(scalar & 0x3F)
          written += 4
        } else {
          let value = isSurrogate(unit) ? 0xFFFD : unit
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
