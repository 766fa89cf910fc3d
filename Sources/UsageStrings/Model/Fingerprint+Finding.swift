extension Fingerprint {
  /// The fingerprint of a finding's offending text (`Diagnostic.fingerprint`): of the text as a
  /// person reads it, white space aside, so that `check --fix` leaves every finding it does not
  /// remove matching its baseline entry and the revision before it (README, "Adopting it").
  ///
  /// What the safe fixes change counts for nothing: invisible characters and bidi controls are
  /// left out, a run of white space (and a `\n`, `\t` an Info.plist shows as typed) is one space,
  /// the ends are trimmed, and the text is in NFC. Every other change of the text — a letter, a
  /// word, punctuation — changes the fingerprint. A text with nothing left is told apart by
  /// `fallback` (the finding's message).
  public static func ofFinding(_ text: String, fallback: String) -> String {
    ofFinding(text, fallback: fallback, isNFC: isBelowMarks)
  }

  /// The same, with a quicker test of NFC where the caller has one (a run's character table).
  static func ofFinding(_ text: String, fallback: String, isNFC: (String) -> Bool) -> String {
    let read = readable(text, fallback: fallback)
    return of(read, isNFC: isNFC(read))
  }

  /// The text a finding's fingerprint is of: the readable text, or the fallback's when nothing
  /// of it is left.
  static func readable(_ text: String, fallback: String) -> String {
    let kept = readable(text)
    return kept.isEmpty ? readable(fallback) : kept
  }

  /// The character meant by a backslash and `byte`, as `literal-escape` writes it (`\\` stays
  /// one backslash), or nil.
  @inline(__always)
  static func escaped(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "n"): 0x0A
    case UInt8(ascii: "t"): 0x09
    case UInt8(ascii: "r"): 0x0D
    case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): byte
    default: nil
    }
  }

  /// The text without what the safe fixes change (see `ofFinding`), read and built as UTF-8
  /// bytes: a scalar view's append costs a hundred times more. What is kept as written (most of
  /// a text: its words and the single spaces between them) is copied a run at a time.
  static func readable(_ text: String) -> String {
    text.withUTF8Bytes { bytes in
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count)
      var space = false
      var index = 0
      while index < bytes.count {
        let run = index..<endOfRun(bytes, from: index)
        if !run.isEmpty {
          separate(after: &space, in: &result)
          result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run]))
          index = run.upperBound
          continue
        }
        var (value, length) = UTF8Scalar.decode(bytes, at: index)
        if value == 0x5C, index + 1 < bytes.count, let meant = escaped(bytes[index + 1]) {
          (value, length) = (UInt32(meant), 2)
        }
        defer { index += length }
        switch value {
        case 0x09, 0x0A, 0x20: space = true
        case 0x21...0x7E:
          separate(after: &space, in: &result)
          result.append(UInt8(value))
        // Removed by `invisible-character` (a lone CR, a form feed, U+2028), or the CR of a
        // CRLF: line endings count for nothing.
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: continue
        default:
          let properties = Unicode.Scalar(value)!.properties
          if properties.isWhitespace {
            space = true
          } else if !properties.isDefaultIgnorableCodePoint {
            keep(bytes, index..<index + length, after: &space, in: &result)
          }
        }
      }
      return String(decoding: result, as: UTF8.self)
    }
  }

  /// Where a run of what `readable` keeps as written ends: printable ASCII but the backslash
  /// (which may start an escape), scalars outside the blocks of spaces and ignorables, and a
  /// single space between two of them.
  private static func endOfRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      if let length = keptLength(bytes, at: index) {
        index += length
      } else if bytes[index] == 0x20, index > start, index + 1 < bytes.count,
        keptLength(bytes, at: index + 1) != nil
      {
        index += 1
      } else {
        break
      }
    }
    return index
  }

  /// The length of the scalar at `index` when `readable` keeps it as written wherever it is.
  @inline(__always)
  private static func keptLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let byte = bytes[index]
    if byte < 0x80 { return (0x21...0x7E).contains(byte) && byte != 0x5C ? 1 : nil }
    let (value, length) = UTF8Scalar.decode(bytes, at: index)
    return value > 0x9F && !mayBeSpaceOrIgnorable(value) ? length : nil
  }

  /// Appends a kept scalar's UTF-8 (`range` of `bytes`), one space before it when white space
  /// came between; byte by byte, as a slice's append costs ten times more for so few.
  @inline(__always)
  static func keep(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, after space: inout Bool,
    in result: inout [UInt8]
  ) {
    separate(after: &space, in: &result)
    for index in range { result.append(bytes[index]) }
  }

  /// One space before what is kept next, where white space came between it and what was kept.
  @inline(__always)
  private static func separate(after space: inout Bool, in result: inout [UInt8]) {
    if space, !result.isEmpty { result.append(0x20) }
    space = false
  }

  /// Whether a code point is in one of the blocks that hold every white space and
  /// default-ignorable code point above ASCII: a letter outside them is kept without looking up
  /// its properties (each lookup costs hundreds of instructions, and most translations are not
  /// in ASCII). `FingerprintTests` holds the blocks to the Unicode data of the running Swift.
  @inline(__always)
  static func mayBeSpaceOrIgnorable(_ value: UInt32) -> Bool {
    switch value {
    case 0x85...0xAD, 0x34F, 0x61C, 0x115F...0x1160, 0x1680, 0x17B4...0x17B5, 0x180B...0x180F,
      0x2000...0x206F, 0x3000, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
      0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
      true
    default: false
    }
  }
}
