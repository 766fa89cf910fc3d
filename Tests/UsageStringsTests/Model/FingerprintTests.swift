import Testing

@testable import UsageStrings

/// A finding's fingerprint (`Fingerprint.ofFinding`): the same before and after what each safe
/// fix of `check --fix` changes, and another for any other change of the text.
@Suite struct FingerprintTests {
  /// A text before and after a safe fix (or a line ending or BOM changed), by the fix.
  @Test(arguments: [
    ("\n  Scan receipts. ", "Scan receipts."),  // leading-trailing-space
    ("Scan \u{200B}receipts.", "Scan receipts."),  // invisible-character
    ("Scan\u{200B}\u{200B} receipts.", "Scan receipts."),
    ("Scan\rreceipts.", "Scanreceipts."),  // a lone CR, removed
    ("Scan\u{2028}receipts.", "Scanreceipts."),
    ("\u{FEFF}Scan receipts.", "Scan receipts."),
    ("Scan \u{202E}receipts\u{202C}.", "Scan receipts."),  // bidi-control
    ("Nume\u{0301}risez.", "Numérisez."),  // not-nfc
    ("Scan \\\"receipts\\\".\\nThey stay.", "Scan \"receipts\".\nThey stay."),  // literal-escape
    ("Scan \\'receipts\\'.\\tThey stay.", "Scan 'receipts'.\tThey stay."),
    ("Scan.\r\nThey stay.", "Scan.\nThey stay."),  // line endings
  ])
  func whatAFixChangesCountsForNothing(_ before: String, _ after: String) {
    #expect(
      Fingerprint.ofFinding(before, fallback: "m") == Fingerprint.ofFinding(after, fallback: "m"))
  }

  /// Letters, words, punctuation and where words break still count: a changed translation is a
  /// new finding.
  @Test(arguments: [
    ("Scan receipts.", "Scan invoices."),
    ("Scan receipts.", "Scan receipts!"),
    ("Scan receipts.", "Scanreceipts."),
    ("Scan \\\\n receipts.", "Scan \\n receipts."),
    ("Numérisez.", "Numerisez."),
  ])
  func everyOtherChangeCounts(_ before: String, _ after: String) {
    #expect(
      Fingerprint.ofFinding(before, fallback: "m") != Fingerprint.ofFinding(after, fallback: "m"))
  }

  /// A text a fix empties (only spaces) is told apart by the message, before and after.
  @Test func theReadableTextIsWhatAPersonReads() {
    let text = "  Scan\\n receipts\u{200B}\u{2028} for\u{00A0}\u{00A0}you\\\"\\\\ \u{FEFF}"
    #expect(Fingerprint.readable(text) == "Scan receipts for you\"\\")
    #expect(Fingerprint.readable("Снимки\tи видео\r\n") == "Снимки и видео")
  }

  @Test func aTextWithNothingLeftIsItsMessage() {
    #expect(
      Fingerprint.ofFinding(" \u{200B}", fallback: "m") == Fingerprint.ofFinding("", fallback: "m"))
    #expect(Fingerprint.ofFinding("", fallback: "m") != Fingerprint.ofFinding("", fallback: "n"))
    // A text that needed none of it keeps the fingerprint baselines of version 1 hold.
    #expect(
      Fingerprint.ofFinding("Scan receipts.", fallback: "m") == Fingerprint.of("Scan receipts."))
  }
}

/// `Fingerprint.readable`, which copies what it keeps a run at a time, against the scalar-by-scalar
/// reading it replaced (kept here as the reference, with the escapes it shares), on texts built
/// of what each branch reads.
@Suite struct ReadableDifferentialTests {
  static func reference(_ text: String) -> String {
    text.withUTF8Bytes { bytes in
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count)
      var space = false
      var index = 0
      while index < bytes.count {
        var (value, length) = UTF8Scalar.decode(bytes, at: index)
        if value == 0x5C, index + 1 < bytes.count, let meant = Fingerprint.escaped(bytes[index + 1])
        {
          (value, length) = (UInt32(meant), 2)
        }
        defer { index += length }
        switch value {
        case 0x09, 0x0A, 0x20: space = true
        // Printable ASCII, most of every text: no property to look up.
        case 0x21...0x7E:
          if space, !result.isEmpty { result.append(0x20) }
          space = false
          result.append(UInt8(value))
        // Removed by `invisible-character` (a lone CR, a form feed, U+2028), or the CR of a
        // CRLF: line endings count for nothing.
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: continue
        default:
          if !Fingerprint.mayBeSpaceOrIgnorable(value) {
            Fingerprint.keep(bytes, index..<index + length, after: &space, in: &result)
            break
          }
          let properties = Unicode.Scalar(value)!.properties
          if properties.isWhitespace {
            space = true
          } else if !properties.isDefaultIgnorableCodePoint {
            Fingerprint.keep(bytes, index..<index + length, after: &space, in: &result)
          }
        }
      }
      return String(decoding: result, as: UTF8.self)
    }
  }

  @Test func runsReadAsScalarByScalar() {
    var generator = SeededGenerator(seed: 41)
    let pieces = [
      "a", "Scan", "!", " ", "  ", "\t", "\n", "\r\n", "\\", "\\n", "\\\"", "\\x", "é", "e\u{301}",
      "Ж", "中", "😀", "\u{85}", "\u{9F}", "\u{A0}", "\u{AD}", "\u{200B}", "\u{2028}", "\u{202E}",
      "\u{3000}", "\u{3164}", "\u{FEFF}", "\u{E0041}", "\u{1680}", "\u{7F}", "\u{1B}",
    ]
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      #expect(Fingerprint.readable(text) == Self.reference(text), "\(text.debugDescription)")
    }
  }
}

/// The blocks `Fingerprint.readable` looks properties up in hold every code point that is white
/// space or default-ignorable: outside them, no scalar is either.
@Suite struct FingerprintBlocksTests {
  @Test func everySpaceAndIgnorableIsInTheBlocks() {
    var missed: [String] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      if (properties.isWhitespace || properties.isDefaultIgnorableCodePoint)
        && !Fingerprint.mayBeSpaceOrIgnorable(value)
      {
        missed.append(String(value, radix: 16))
      }
    }
    #expect(missed.isEmpty, "\(missed.prefix(20))")
  }

  /// `Fingerprint.of` skips ICU for text below U+0300: every such code point is in NFC alone and
  /// composes with nothing (no mark, no character NFC replaces), so any text of them is in NFC.
  @Test func textBelowCombiningMarksIsInNFC() throws {
    for value in UInt32(0)..<0x300 {
      let scalar = Unicode.Scalar(value)!
      #expect(scalar.properties.canonicalCombiningClass == .notReordered)
      #expect(try ICU.isNFC(String(Character(scalar))), "\(String(value, radix: 16))")
    }
    let decomposed = "Cafe\u{301} \u{1100}\u{1161}"
    #expect(Fingerprint.of(decomposed) == Fingerprint.of("Café 가"))
  }
}
