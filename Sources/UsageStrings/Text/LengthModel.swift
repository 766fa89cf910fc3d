/// The definitions of the length model (README, "The length model"), each in one place: what a
/// space is, how many columns a grapheme cluster takes, and how a cluster is written in a
/// `ClusterMap`. The C side gives ICU's raw properties; everything the model makes of them is
/// here.
enum LengthModel {
  /// A space that hangs past the margin where a line breaks, and counts no column there: the
  /// space, the tab, the ideographic space and the typographic spaces U+2000–U+200A.
  @inline(__always)
  static func isSpace(_ value: UInt32) -> Bool {
    value == 0x20 || value == 0x09 || value == 0x3000 || (0x2000...0x200A).contains(value)
  }

  /// The columns of a code point that is a grapheme cluster on its own: none for a line break
  /// or an invisible character (a control, a default-ignorable such as U+200F or U+202E), 2 when
  /// East Asian Wide or Fullwidth or an emoji presentation character, else 1.
  @inline(__always)
  static func columns(of base: CharacterClass) -> Int {
    if base.contains(.lineBreak) || base.contains(.invisible) { return 0 }
    return base.contains(.wide) || base.contains(.emojiPresentation) ? 2 : 1
  }

  /// The columns of a grapheme cluster of several code points: its base's, or 2 for an emoji
  /// presentation sequence (a base with U+FE0F, or a flag of two regional indicators).
  static func columns(ofCluster units: ArraySlice<UInt16>, table: CharacterTable) -> Int {
    guard !units.isEmpty else { return 0 }
    let value = UTF16Text.decode(units, at: units.startIndex).value
    let base = table[value]
    let columns = columns(of: base)
    guard columns == 1, units.count > 1, let scalar = Unicode.Scalar(value) else { return columns }
    if units.contains(0xFE0F), ICU.has(.emoji, scalar) { return 2 }
    if ICU.has(.regionalIndicator, scalar), units.count >= 4 { return 2 }
    return 1
  }

  /// The `ClusterMap` byte of a cluster: where it starts, its columns, and whether it is blank
  /// (a line break, or a lone space), which does not count at the end of a line.
  @inline(__always)
  static func clusterByte(columns: Int, isSpace: Bool) -> UInt8 {
    ClusterMap.start | UInt8(columns) | (columns == 0 || isSpace ? ClusterMap.blank : 0)
  }
}
