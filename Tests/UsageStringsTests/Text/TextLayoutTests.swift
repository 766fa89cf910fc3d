import Testing

@testable import UsageStrings

/// The length model (README, "The length model"), against cases computed by hand.
@Suite struct TextLayoutTests {
  let analyzer = TextAnalyzer()

  func columns(_ text: String, _ locale: String = "en") throws -> Int {
    try TextLayout.columns(Array(text.utf16), locale: locale, analyzer: analyzer)
  }

  func lines(_ text: String, _ locale: String, width: Int) throws -> [Int] {
    try TextLayout.wrap(Array(text.utf16), locale: locale, width: width, analyzer: analyzer).map(
      \.columns)
  }

  /// Columns per script: (text, locale, columns), each counted cluster by cluster.
  static let widths: [(String, String, Int)] = [
    ("Take photos for your journal entries.", "en", 37),  // Latin: 1 per letter
    ("Déverrouillez avec Face\u{a0}ID.", "fr", 27),  // Latin with a no-break space: 13+1+4+1+4+1+3
    ("Фото для дневника", "ru", 17),  // Cyrillic
    ("Φωτογραφίες", "el", 11),  // Greek, precomposed accent
    ("سجّل ملاحظات صوتية", "ar", 17),  // Arabic: the shadda joins its letter's cluster
    ("שלום עולם", "he", 9),  // Hebrew
    ("कैमरा", "hi", 3),  // Devanagari: vowel signs extend their consonant
    ("บันทึกเสียง", "th", 8),  // Thai: above and below marks extend their consonant
    ("写真を撮影します。", "ja", 18),  // Japanese: wide
    ("为日记拍摄照片。", "zh-Hans", 16),  // Chinese: wide
    ("사진", "ko", 4),  // Hangul: wide
    ("ＡＢ", "en", 4),  // Fullwidth Latin
    ("📸", "en", 2),  // emoji with default emoji presentation
    ("👨\u{200D}👩\u{200D}👧\u{200D}👦", "en", 2),  // a ZWJ sequence is one cluster
    ("❤\u{FE0F}", "en", 2),  // text-default emoji with VS16
    ("☺", "en", 1),  // text presentation
    ("🇩🇪", "de", 2),  // a flag
    ("1\u{FE0F}\u{20E3}", "en", 2),  // a keycap
    ("👍🏽", "en", 2),  // with a skin-tone modifier
    ("Zero\u{200B}width", "nl", 9),  // a zero-width space takes none
    ("\u{200F}\u{202E}Scan\u{202C}\u{200F}", "ar", 4),  // bidi controls take none
  ]

  @Test(arguments: widths)
  func columnsPerScript(_ input: (String, String, Int)) throws {
    #expect(try columns(input.0, input.1) == input.2, "\(input.0)")
  }

  @Test func latinWrapsAtSpacesAndTrailingSpaceHangs() throws {
    // "aaaa bbbb " fills 9 columns exactly, its space hanging; "cccc" goes on.
    #expect(try lines("aaaa bbbb cccc", "en", width: 9) == [9, 4])
    #expect(try lines("aaaa bbbb cccc", "en", width: 8) == [4, 4, 4])
  }

  @Test func aWordLongerThanALineIsCut() throws {
    #expect(try lines("abcdefghij", "en", width: 4) == [4, 4, 2])
  }

  @Test func japaneseBreaksBetweenCharactersButNotBeforeTheFullStop() throws {
    #expect(try lines("写真を撮影します。", "ja", width: 10) == [10, 8])
  }

  @Test func chineseKeepsThePunctuationWithItsCharacter() throws {
    #expect(try lines("为日记拍摄照片。", "zh-Hans", width: 6) == [6, 6, 4])
  }

  @Test func thaiWrapsBetweenDictionaryWords() throws {
    // บันทึก (4 columns) | เสียง (4): a character-by-character wrap would give [5, 3].
    #expect(try lines("บันทึกเสียง", "th", width: 5) == [4, 4])
  }

  @Test func arabicWrapsAtSpaces() throws {
    #expect(try lines("سجّل ملاحظات صوتية", "ar", width: 12) == [11, 5])
  }

  @Test func lineFeedsEndLines() throws {
    #expect(try lines("One\nTwo words\n\nThree", "en", width: 40) == [3, 9, 0, 5])
  }

  /// ICU gives every dictionary boundary in a Thai run that a line feed ends the line feed's
  /// (hard) status; the wrap must not break a line at each of them.
  @Test(arguments: [
    ("th", "ตำแหน่งของคุณใช้เพื่อแสดงร้านค้าใกล้เคียงและประมาณเวลาจัดส่งให้คุณทราบ"),
    ("km", "ទីតាំងរបស់អ្នកត្រូវបានប្រើដើម្បីបង្ហាញហាងនៅជិតនិងប៉ាន់ស្មានពេលវេលាដឹកជញ្ជូន"),
  ])
  func aParagraphBeforeALineFeedWrapsAsItWouldAlone(_ input: (String, String)) throws {
    let (locale, paragraph) = input
    let alone = try lines(paragraph, locale, width: 20)
    let followed = try lines(paragraph + "\n" + paragraph, locale, width: 20)
    #expect(alone.count > 1)
    #expect(Array(followed.prefix(alone.count)) == alone)
    #expect(followed.count == alone.count * 2)
  }

  @Test func headlineIsTheFirstSentenceOrTheFirstLine() throws {
    func headline(_ text: String, _ locale: String = "en") throws -> String {
      let units = Array(text.utf16)
      let range = try TextLayout.headline(units, locale: locale, analyzer: analyzer)
      return String(decoding: units[range], as: UTF16.self)
    }
    #expect(try headline("Scan receipts. They stay on this device.") == "Scan receipts. ")
    #expect(try headline("Scan receipts\nThey stay here. Always.") == "Scan receipts")
    #expect(try headline("\n 🔵 We also need it. Really.\nMore") == "🔵 We also need it. Really.")
    #expect(try headline("写真を撮影します。カメラは使われます。", "ja") == "写真を撮影します。")
  }
}
