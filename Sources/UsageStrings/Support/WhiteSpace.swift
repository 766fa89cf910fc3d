/// Unicode's White_Space above ASCII, a stable set: the no-break spaces, the typographic spaces
/// of U+2000–U+200A, the line and paragraph separators, NEL and the ideographic space. Texts
/// with none of them (and only single ASCII spaces) need no collapsing of their spacing.
enum WhiteSpace {
  /// Whether a byte is an ASCII blank: a space, a tab, a line or page break (U+0009–U+000D).
  @inline(__always)
  static func isASCIIBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

  /// A text's first byte that is no ASCII blank: most texts are told apart by it before any
  /// character is counted.
  @inline(__always)
  static func firstByteAfterASCIIBlanks(of text: some StringProtocol) -> UInt8? {
    text.utf8.first { !isASCIIBlank($0) }
  }

  /// Whether a UTF-8 byte may start one of these scalars: only the lead bytes C2, E1, E2 and E3
  /// do, so no other scalar need be decoded to know it is none.
  @inline(__always)
  static func mayStartNonASCII(_ byte: UInt8) -> Bool {
    byte == 0xC2 || (0xE1...0xE3).contains(byte)
  }

  @inline(__always)
  static func isNonASCII(_ value: UInt32) -> Bool {
    switch value {
    case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }
}
