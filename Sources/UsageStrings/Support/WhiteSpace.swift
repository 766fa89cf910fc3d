/// Unicode's White_Space above ASCII, a stable set: the no-break spaces, the typographic spaces
/// of U+2000–U+200A, the line and paragraph separators, NEL and the ideographic space. Texts
/// with none of them (and only single ASCII spaces) need no collapsing of their spacing.
enum WhiteSpace {
  @inline(__always)
  static func isNonASCII(_ value: UInt32) -> Bool {
    switch value {
    case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }
}
