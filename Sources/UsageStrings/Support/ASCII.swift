/// ASCII classes of single bytes, for parsers that must not accept what Swift's wider
/// `Character` classes or integer parsers do (a sign, a fullwidth digit).
enum ASCII {
  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  @inline(__always)
  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }
}
