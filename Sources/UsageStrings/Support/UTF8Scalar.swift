/// Reading single scalars out of UTF-8 bytes, without building strings.
enum UTF8Scalar {
  /// The scalar at `index` and its length in bytes; an invalid sequence reads as U+FFFD of
  /// length 1 (a real U+FFFD is 3 bytes long), so that a scan always moves forward.
  @inline(__always)
  static func decode<C: RandomAccessCollection>(_ bytes: C, at index: C.Index) -> (UInt32, Int)
  where C.Element == UInt8, C.Index == Int {
    let lead = bytes[index]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let length: Int
    let minimum: UInt32
    switch lead {
    case 0xC2...0xDF: (length, minimum) = (2, 0x80)
    case 0xE0...0xEF: (length, minimum) = (3, 0x800)
    case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
    default: return (0xFFFD, 1)
    }
    guard index + length <= bytes.endIndex else { return (0xFFFD, 1) }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return (0xFFFD, 1) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
    guard value >= minimum, value <= 0x10FFFF, !UTF16Text.isSurrogate(value) else {
      return (0xFFFD, 1)
    }
    return (value, length)
  }
}
