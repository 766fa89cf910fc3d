/// `invisible-character`: characters that show nothing where they stand.
public struct InvisibleCharacterRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "invisible-character", name: "Invisible character",
    summary:
      "zero-width spaces, stray byte order marks, control characters and other invisible characters",
    rationale: """
      Invisible characters come in from web pages, spreadsheets and CAT tools. They break word \
      wrapping and search, make two identical-looking strings differ, and a stray BOM or control \
      character can make a file fail to load elsewhere. Newlines and tabs are fine, as are the \
      characters a script needs: the zero-width joiner inside emoji sequences and in Arabic \
      scripts, the non-joiner in Persian, either beside a virama (or a Malayalam chillu) in the \
      Indic scripts, where it shapes a conjunct — elsewhere there it joins nothing —, the \
      zero-width space that \
      separates words in Thai, Lao, Khmer and Burmese (which write no spaces), variation \
      selectors, and the direction marks U+200E/U+200F in right-to-left languages.
      """,
    defaultSeverity: .warning, scope: .strings, validatesMerge: true,
    safeFix: "removes the invisible character (those a script needs are never reported)",
    examples: [
      .passing(
        .strings(
          "fa", "\"NSCameraUsageDescription\" = \"می\u{200C}خواهیم رسیدها را اسکن کنیم.\";\n")),
      .passing(
        .strings(
          "en",
          "\"NSCameraUsageDescription\" = \"Share 👨\u{200D}👩\u{200D}👧 photos.\\nTab\\there.\";\n")),
      .passing(
        .strings("he", "\"NSCameraUsageDescription\" = \"סרוק קבלות עם Face ID\u{200F}.\";\n")),
      .failing(.strings("de", "\"NSCameraUsageDescription\" = \"Scanne↓\u{200B}Belege.\";\n")),
      // A run of one character is one defect, not one per character.
      .failing(
        .strings(
          "de", "\"NSCameraUsageDescription\" = \"Scanne Belege.↓\u{200B}\u{200B}\u{200B}\";\n")),
      // Between Khmer words, a zero-width space is how the text marks where lines may break.
      .passing(.strings("km", "\"NSCameraUsageDescription\" = \"ស្កេន\u{200B}បង្កាន់ដៃ\";\n")),
      .passing(.strings("km", "\"NSCameraUsageDescription\" = \"ស្កេនពី\u{200B} QR Code\";\n")),
      .failing(
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan↓\u{FEFF} receipts↓\\U0007.\";\n")),
      .failing(.strings("en", "\"NSCameraUsageDescription\" = \"Scan↓\u{200D} receipts.\";\n")),
      // The emoji selector after a legal mark makes a colour emoji of it; after an emoji, it
      // is the emoji's own form.
      .failing(
        .strings("fr", "\"NSHumanReadableCopyright\" = \"Copyright ©↓\u{FE0F} 2017-2024\";\n")),
      .passing(.strings("fr", "\"NSCameraUsageDescription\" = \"Scannez ❤\u{FE0F}\";\n")),
      // Indic joiners beside a virama shape a conjunct (Nepali eyelash ra); elsewhere they join
      // nothing (Kannada, after a vowel sign).
      .passing(.strings("ne", "\"NSCameraUsageDescription\" = \"र्\u{200D}या\";\n")),
      .failing(.strings("kn", "\"NSCameraUsageDescription\" = \"ಫೋಟೊ↓\u{200C}ಗಳನ್ನು\";\n")),
      // Marathi's usual spelling of "app" joins the candra sign to अ (frisky-feather).
      .passing(.strings("mr", "\"NSCameraUsageDescription\" = \"अ\u{200D}ॅप\";\n")),
      .fix(
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan\u{200B} receipts.\";\n"),
        fixed: "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
    ])

  /// Scripts that use the zero-width joiner and non-joiner between their letters.
  static let joiningScripts: Set<String> = [
    "Arab", "Syrc", "Mong", "Nkoo", "Phag", "Mand", "Mani", "Deva", "Beng", "Guru", "Gujr", "Orya",
    "Taml", "Telu", "Knda", "Mlym", "Sinh", "Khmr", "Mymr", "Tibt", "Thaa", "Hebr",
  ]
  static let rightToLeftScripts: Set<String> = ["Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm"]

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    guard text.has(.invisible) else { return }
    let scalars = RuleSupport.scalars(string.text)
    var index = scalars.startIndex
    while index < scalars.endIndex {
      defer { index += 1 }
      guard isInvisible(scalars, at: index, locale: string.locale, context: context) else {
        continue
      }
      let (offset, scalar) = scalars[index]
      // A run of the same character is one defect (Damus's Thai text ends in 15 U+200B).
      var count = 1
      while index + 1 < scalars.endIndex, scalars[index + 1].scalar == scalar,
        isInvisible(scalars, at: index + 1, locale: string.locale, context: context)
      {
        index += 1
        count += 1
      }
      let units = offset..<(scalars[index].offset + scalar.utf16.count)
      let described = RuleSupport.describe(scalar) + (count > 1 ? " (\(count) in a row)" : "")
      let fixes =
        RuleSupport.deletion(units, in: string.span).map {
          [Diagnostic.Fix(message: "remove \(described)", edits: [$0])]
        } ?? []
      let emoji =
        scalar.value == 0xFE0F && offset > 0 && index - count >= 0
        ? ", which shows the '\(scalars[index - count].scalar)' before it as a colour emoji" : ""
      emit(
        Finding(
          "invisible \(described) in '\(string.key)'\(emoji); remove \(count > 1 ? "them" : "it")",
          at: string.location(units), key: string.key, locale: string.reportedLocale, fixes: fixes))
    }
  }

  static func isInvisible(
    _ scalars: [(offset: Int, scalar: Unicode.Scalar)], at index: Int, locale: LocaleIdentifier,
    context: RuleContext
  ) -> Bool {
    let value = scalars[index].scalar.value
    switch value {
    case 0x09, 0x0A: return false
    case 0x0D: return index + 1 >= scalars.count || scalars[index + 1].scalar != "\n"
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x200C, 0x200D: return !joinerIsUsed(scalars, at: index)
    case 0x200B: return !separatesWords(scalars, at: index)
    case 0x200E, 0x200F, 0x061C:
      return context.analyzer.scripts(ofLocale: locale.canonical).isDisjoint(
        with: rightToLeftScripts)
    case 0x202A...0x202E, 0x2066...0x2069: return false  // bidi-control reports these
    // Variation selectors need a base; the emoji one after a legal mark (IINA's French
    // "Copyright ©️") turns it into a colour emoji.
    case 0xFE0F: return index == 0 || legalMarks.contains(scalars[index - 1].scalar)
    case 0xFE00...0xFE0E, 0xE0100...0xE01EF: return index == 0
    case 0xE0020...0xE007F: return !isInTagSequence(scalars, at: index)
    case 0x00AD: return false  // the soft hyphen is a hyphenation hint
    case 0x180B...0x180F: return !locale.canonical.hasPrefix("mn")
    default:
      return ICU.has(.defaultIgnorable, scalars[index].scalar) || value == 0x2028 || value == 0x2029
    }
  }

  /// Marks of legal text whose emoji form (with U+FE0F) is never meant: ©, ®, ™.
  static let legalMarks: Set<Unicode.Scalar> = ["\u{A9}", "\u{AE}", "\u{2122}"]

  /// A ZWJ inside an emoji sequence, or a joiner between letters of a script that uses it.
  static func joinerIsUsed(_ scalars: [(offset: Int, scalar: Unicode.Scalar)], at index: Int)
    -> Bool
  {
    guard index > 0, index + 1 < scalars.count else { return false }
    let next = scalars[index + 1].scalar
    var previousIndex = index - 1
    while previousIndex > 0,
      scalars[previousIndex].scalar.properties.generalCategory == .nonspacingMark
        || (0xFE00...0xFE0F).contains(scalars[previousIndex].scalar.value)
        || ICU.has(.emojiModifier, scalars[previousIndex].scalar)
    {
      previousIndex -= 1
    }
    let previous = scalars[previousIndex].scalar
    if scalars[index].scalar.value == 0x200D, ICU.has(.extendedPictographic, previous),
      ICU.has(.extendedPictographic, next)
    {
      return true
    }
    let letter = scalars[index - 1].scalar
    if scalars[index].scalar.value == 0x200D, isCandraVowel(after: letter, next) { return true }
    let scripts = [ICU.script(of: previous), ICU.script(of: next)]
    // In the Indic scripts a joiner shapes a conjunct: it stands beside a virama (after it for a
    // half form or an explicit virama, before it for a Bengali ya-phala) or a Malayalam chillu,
    // a consonant with its virama built in; elsewhere it joins nothing.
    if scripts.contains(where: indicScripts.contains) {
      return [scalars[index - 1].scalar, next].contains {
        $0.properties.canonicalCombiningClass == .virama
          || (0x0D54...0x0D56).contains($0.value) || (0x0D7A...0x0D7F).contains($0.value)
      }
    }
    return scripts.contains { joiningScripts.contains($0) }
  }

  /// Marathi's candra A and O written as अ, a joiner and the candra E or O sign ("अ‍ॅप", the
  /// usual spelling of "app"), so that fonts without U+0972 draw them as one letter.
  static func isCandraVowel(after letter: Unicode.Scalar, _ sign: Unicode.Scalar) -> Bool {
    letter == "\u{0905}" && (sign == "\u{0945}" || sign == "\u{0949}")
  }

  /// The scripts whose joiners only work beside a virama.
  static let indicScripts: Set<String> = [
    "Deva", "Beng", "Guru", "Gujr", "Orya", "Taml", "Telu", "Knda", "Mlym", "Sinh",
  ]

  /// Scripts written without spaces, where U+200B marks the breaks between words.
  static let unspacedScripts: Set<String> = ["Thai", "Laoo", "Khmr", "Mymr"]

  /// A zero-width space after a letter of a script written without spaces.
  static func separatesWords(_ scalars: [(offset: Int, scalar: Unicode.Scalar)], at index: Int)
    -> Bool
  {
    // After a word of a script written without spaces, it is that script's word break,
    // whatever follows (Khmer writes one before a space and a Latin name too).
    guard index > 0 else { return false }
    return unspacedScripts.contains(ICU.script(of: scalars[index - 1].scalar))
  }

  /// A tag character inside a subdivision flag (🏴 followed by tags and a cancel tag).
  static func isInTagSequence(_ scalars: [(offset: Int, scalar: Unicode.Scalar)], at index: Int)
    -> Bool
  {
    var start = index
    while start > 0, (0xE0020...0xE007F).contains(scalars[start - 1].scalar.value) { start -= 1 }
    return start > 0 && scalars[start - 1].scalar.value == 0x1F3F4
  }
}
