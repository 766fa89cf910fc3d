import CICU

/// What the checks of every string need to know about a code point: ICU's properties in one call,
/// and what the tool derives from them (`LengthModel`, invisible characters, bidi formatting),
/// worked out once per code point by `CharacterTable`.
package struct CharacterClass: OptionSet, Sendable {
  package let rawValue: UInt32
  package init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A grapheme cluster boundary on both sides, next to another simple code point.
  package static let graphemeSimple = CharacterClass(rawValue: UInt32(USICU_CLASS_GRAPHEME_SIMPLE))
  /// A mark that joins the cluster before it in every version of UAX #29 (not a virama).
  package static let graphemeExtend = CharacterClass(rawValue: UInt32(USICU_CLASS_GRAPHEME_EXTEND))
  /// Control, CR or LF: no mark joins it.
  package static let graphemeControl = CharacterClass(
    rawValue: UInt32(USICU_CLASS_GRAPHEME_CONTROL))
  /// East Asian Width Wide or Fullwidth.
  package static let wide = CharacterClass(rawValue: UInt32(USICU_CLASS_WIDE))
  package static let emojiPresentation = CharacterClass(
    rawValue: UInt32(USICU_CLASS_EMOJI_PRESENTATION))
  /// A non-zero combining class: marks that normalization puts in order.
  package static let combining = CharacterClass(rawValue: UInt32(USICU_CLASS_COMBINING))
  /// NFC_Quick_Check Yes: text made only of these, with no marks to put in order, is in NFC.
  package static let nfcYes = CharacterClass(rawValue: UInt32(USICU_CLASS_NFC_YES))
  package static let alphabetic = CharacterClass(rawValue: UInt32(USICU_CLASS_ALPHABETIC))
  package static let control = CharacterClass(rawValue: UInt32(USICU_CLASS_CONTROL))
  package static let defaultIgnorable = CharacterClass(
    rawValue: UInt32(USICU_CLASS_DEFAULT_IGNORABLE))
  package static let bidiControl = CharacterClass(rawValue: UInt32(USICU_CLASS_BIDI_CONTROL))
  package static let whiteSpace = CharacterClass(rawValue: UInt32(USICU_CLASS_WHITE_SPACE))
  /// Ends a line (Line_Break BK, CR, LF, NL): LF, CR, VT, FF, NEL, U+2028, U+2029.
  package static let lineBreak = CharacterClass(rawValue: UInt32(USICU_CLASS_MANDATORY_BREAK))
  package static let sentenceTerminal = CharacterClass(
    rawValue: UInt32(USICU_CLASS_SENTENCE_TERMINAL))

  // Derived by `CharacterTable`, in bits the C side leaves free.

  /// Possibly an unwanted invisible character: a control other than tab and line feed, a default
  /// ignorable code point, or a line or paragraph separator (`invisible-character` looks closer).
  package static let invisible = CharacterClass(rawValue: 1 << 14)
  /// An explicit embedding, override or isolate (U+202A–U+202E, U+2066–U+2069): the Bidi_Control
  /// characters other than the marks ALM, LRM and RLM, which set a direction without reordering.
  package static let bidiEmbedding = CharacterClass(rawValue: 1 << 15)

  /// ICU's script code (UScriptCode) of the code point; 255 when unknown.
  package var script: Int32 { Int32((rawValue >> 16) & 0xFF) }

  /// Its part in line breaking (a `LineBreakBounds.Role` raw value).
  var lineRole: UInt8 {
    UInt8(truncatingIfNeeded: rawValue >> UInt32(USICU_LINE_ROLE_SHIFT)) & 0x0F
  }

  /// Its `ClusterMap` byte when it is a cluster of its own (bits 28–31, derived).
  var clusterByte: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 28) }

  /// The flags alone, without the script.
  package var flags: CharacterClass { CharacterClass(rawValue: rawValue & 0xFFFF) }

  /// ICU's properties of a code point with what the tool derives from them.
  static func derived(_ value: UInt32, raw: UInt32) -> CharacterClass {
    var result = CharacterClass(rawValue: raw)
    if (result.contains(.control) && value != 0x09 && value != 0x0A)
      || result.contains(.defaultIgnorable)
      || value == 0x2028 || value == 0x2029
    {
      result.insert(.invisible)
    }
    if result.contains(.bidiControl) && value != 0x061C && value != 0x200E && value != 0x200F {
      result.insert(.bidiEmbedding)
    }
    let byte = LengthModel.clusterByte(
      columns: LengthModel.columns(of: result), isSpace: LengthModel.isSpace(value))
    return CharacterClass(rawValue: result.rawValue | UInt32(byte) << 28)
  }
}

/// The classes of code points, asked of ICU once each and kept: a string's checks look at every
/// code point several times, and most texts use a few hundred distinct ones.
///
/// Not thread-safe: each thread uses its own (through its `TextAnalyzer`).
package final class CharacterTable {
  /// The Basic Multilingual Plane, 0 where not asked yet (a raw buffer: this is the innermost
  /// loop of a run, and an array's checks showed in the profile).
  private let basic: UnsafeMutablePointer<UInt32>
  private var supplementary: [UInt32: UInt32] = [:]

  package init() {
    basic = .allocate(capacity: 0x10000)
    basic.initialize(repeating: 0, count: 0x10000)
  }

  deinit { basic.deallocate() }

  @inline(__always)
  package subscript(_ value: UInt32) -> CharacterClass {
    if value < 0x10000 {
      let known = basic[Int(value)]
      if known != 0 { return CharacterClass(rawValue: known) }
      return CharacterClass(rawValue: classify(value))
    }
    return supplementaryClass(value)
  }

  private func classify(_ value: UInt32) -> UInt32 {
    let computed = CharacterClass.derived(value, raw: usicu_char_class(Int32(value))).rawValue
    basic[Int(value)] = computed
    return computed
  }

  /// Whether the text is in NFC by the quick check alone: every code point NFC_Quick_Check Yes
  /// and none a mark that normalization puts in order. False means only that ICU must decide.
  package func isPlainlyNFC(_ text: String) -> Bool {
    text.withUTF8Bytes { bytes in
      var index = 0
      while index < bytes.count {
        // Below U+0300 (lead bytes below 0xCC) every code point is NFC and no mark.
        if bytes[index] < 0xCC {
          index += 1
          continue
        }
        let (value, length) = UTF8Scalar.decode(bytes, at: index)
        let flags = self[value]
        guard flags.contains(.nfcYes), !flags.contains(.combining) else { return false }
        index += length
      }
      return true
    }
  }

  private func supplementaryClass(_ value: UInt32) -> CharacterClass {
    if let known = supplementary[value] { return CharacterClass(rawValue: known) }
    let computed = CharacterClass.derived(value, raw: usicu_char_class(Int32(bitPattern: value)))
    supplementary[value] = computed.rawValue
    return computed
  }
}

/// A set of ICU script codes below 256 (those `CharacterClass` holds), as bits: asked once per
/// letter of every string.
package struct ScriptSet: Sendable {
  private var codes = BitSet256()

  /// The codes in 0..<256 of `codes`; others are left out.
  package init(_ codes: some Sequence<Int32>) {
    for code in codes { insert(code) }
  }

  package var isEmpty: Bool { codes.isEmpty }

  @inline(__always)
  package mutating func insert(_ code: Int32) {
    guard (0..<256).contains(code) else { return }
    codes.insert(UInt8(code))
  }

  /// Whether every code of this set is in `other` or in `allowed`.
  package func isCovered(by other: ScriptSet, or allowed: ScriptSet) -> Bool {
    codes.isCovered(by: other.codes, or: allowed.codes)
  }

  @inline(__always)
  package func contains(_ code: Int32) -> Bool {
    (0..<256).contains(code) && codes.contains(UInt8(code))
  }
}
