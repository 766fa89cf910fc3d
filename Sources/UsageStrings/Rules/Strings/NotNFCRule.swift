/// `not-nfc`: text not in Unicode Normalization Form C.
public struct NotNFCRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "not-nfc", name: "Not NFC",
    summary: "text not in Unicode Normalization Form C",
    rationale: """
      The same visible text can be stored composed (é) or decomposed (e + ◌́), and marks in \
      another order than Unicode's canonical one. Such text comes from some macOS file systems, \
      pasteboards and CAT tools; it compares, searches and counts differently from what NFC \
      writes — a translation memory or a diff sees a change where there is none. Strings should \
      be stored in NFC, as Apple's tools write them; the message shows what NFC writes. A \
      character NFC itself decomposes (a composition exclusion, such as Bengali য় U+09DF) is \
      not reported: both forms are the same character to every renderer, and NFC's is longer. \
      Nor are Arabic marks in the order people type them (shadda, then the vowel): NFC puts the \
      vowel first, renderers put shadda first again (Unicode's Arabic mark rendering, UAX #53), \
      and the two forms are drawn the same.
      """,
    defaultSeverity: .warning, scope: .strings, validatesMerge: true,
    safeFix: "stores the value in NFC, which renders the same",
    examples: [
      .passing(.strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez vos reçus.\";\n")),
      .failing(
        .strings("fr", "\"NSCameraUsageDescription\" = \"Num↓e\u{301}risez vos reçus.\";\n")),
      // Marks out of their canonical order (Burmese: asat before the dot below).
      .failing(.strings("my", "\"NSCameraUsageDescription\" = \"↓\u{1004}\u{103A}\u{1037}\";\n")),
      // Shadda typed before kasra, as Arabic keyboards do (COVIDSafe's تشغِّل).
      .passing(.strings("ar", "\"NSBluetoothAlwaysUsageDescription\" = \"تشغ\u{651}\u{650}ل\";\n")),
      // Bengali য় stored precomposed: NFC would decompose it; nothing to report.
      .passing(.strings("bn", "\"NSCameraUsageDescription\" = \"\u{09DF}\u{09BE}\u{09A8}\";\n")),
      .fix(
        .strings("fr", "\"NSCameraUsageDescription\" = \"Nume\u{301}risez vos reçus.\";\n"),
        fixed: "\"NSCameraUsageDescription\" = \"Numérisez vos reçus.\";\n"),
    ])

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    // Only a code point whose NFC quick check is not Yes, or marks that may be out of order, can
    // make a text unnormalized.
    guard !text.allHave(.nfcYes) || text.has(.combining),
      (try? ICU.isNFC(units: text.units)) == false
    else { return }
    // Swift's == compares canonically equivalent text as equal: compare the scalars.
    guard let normalized = try? ICU.nfc(string.text),
      !normalized.unicodeScalars.elementsEqual(string.text.unicodeScalars)
    else { return }
    // Point at the first character that normalization changes, other than by decomposing a
    // composition exclusion.
    var offset = 0
    var changed: (written: String, nfc: String)?
    for character in string.text {
      let written = String(character)
      if let nfc = try? ICU.nfc(written), !nfc.unicodeScalars.elementsEqual(written.unicodeScalars),
        !decomposesOnlyExclusions(written, into: nfc), !reordersOnlyArabicMarks(written, into: nfc)
      {
        changed = (written, nfc)
        break
      }
      offset += written.utf16.count
    }
    guard let changed else { return }
    let fixes =
      RuleSupport.replacement(of: string.span, with: normalized).map {
        [Diagnostic.Fix(message: "normalize to NFC", edits: [$0])]
      } ?? []
    emit(
      Finding(
        "'\(string.key)' is not in Unicode Normalization Form C: NFC writes \(describe(changed.written)) as \(describe(changed.nfc)); store the NFC text",
        at: string.location(offset..<(offset + 1)), key: string.key, locale: string.reportedLocale,
        fixes: fixes))
  }

  /// Whether NFC changes a character only by reordering Arabic marks (U+064B–U+065F, U+0670).
  static func reordersOnlyArabicMarks(_ written: String, into nfc: String) -> Bool {
    let moved = zip(written.unicodeScalars, nfc.unicodeScalars).filter { $0 != $1 }.map(\.0)
    return written.unicodeScalars.sorted() == nfc.unicodeScalars.sorted()
      && moved.allSatisfy { (0x064B...0x065F).contains($0.value) || $0.value == 0x0670 }
  }

  /// Whether NFC changes a character only by decomposing its composition exclusions.
  static func decomposesOnlyExclusions(_ written: String, into nfc: String) -> Bool {
    guard written.unicodeScalars.contains(where: { ICU.has(.fullCompositionExclusion, $0) }) else {
      return false
    }
    var decomposed = ""
    for scalar in written.unicodeScalars {
      let single = String(scalar)
      decomposed +=
        ICU.has(.fullCompositionExclusion, scalar) ? ((try? ICU.nfc(single)) ?? single) : single
    }
    return decomposed.unicodeScalars.elementsEqual(nfc.unicodeScalars)
  }

  /// `'ė' (U+0065 U+0307)`.
  static func describe(_ text: String) -> String {
    let codes = text.unicodeScalars.map {
      "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4)
    }
    return "'\(text)' (\(codes.joined(separator: " ")))"
  }
}
