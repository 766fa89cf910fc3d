/// `wrong-script`: a text mostly in a script its locale does not use.
public struct WrongScriptRule: StringRule {
  public static let description = RuleDescription(
    id: "wrong-script", name: "Wrong script",
    summary:
      "a text mostly written in a script the locale does not use, such as Russian in ja.lproj",
    rationale: """
      Files get swapped: a vendor delivers Russian into `ja.lproj`, a script copies the wrong \
      column, a translator pastes the source. The letters of each text are counted by script \
      (ICU); when most of them are in scripts the locale does not use, the file is probably not \
      what its folder says. Names and brands in Latin letters inside Japanese or Arabic text are \
      fine: only a majority counts, capitalized Latin words (Spotify, Dynamic Island) count \
      only in a text that has no word of the locale's script, acronyms in capitals (CSS, PDF) are no one's words, app \
      names and copyright lines are left alone, and a copy of \
      the source is reported as `untranslated` instead. Chinese is judged by its characters too: \
      a `zh-Hant` (`zh-TW`, `zh-HK`) text in Simplified characters, or a `zh-Hans` one in \
      Traditional characters, is what ICU's `Hans-Hant` (or `Hant-Hans`) conversion changes in \
      at least two characters and a tenth of them, while the reverse conversion leaves it nearly \
      alone; characters both scripts share decide nothing. A table whose folder names no \
      locale ICU knows ('prs') is not judged: `unknown-locale` reports it.
      """,
    defaultSeverity: .warning, scope: .translations, validatesMerge: true,
    examples: [
      // A launch screen chosen per language names a file (COVIDSafe's): no text.
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>UILaunchStoryboardName</key>\n\t<string>LaunchScreen</string>\n"
        ),
        .strings(
          "zh-Hans",
          "\"NSCameraUsageDescription\" = \"扫描收据。\";\n\"UILaunchStoryboardName\" = \"LaunchScreen_zh-Hans\";\n"
        )),
      // A name the Info.plist gives Siri (INAlternativeAppNames) is a name in every language
      // (CiRCLES).
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>INAlternativeAppNames</key>\n\t<array>\n\t\t<dict>\n\t\t\t<key>INAlternativeAppName</key>\n\t\t\t<string>AppNameSynonym1</string>\n\t\t</dict>\n\t</array>\n"
        ),
        .strings("en", "\"AppNameSynonym1\" = \"Receipt Circles\";\n"),
        .strings("zh-Hant", "\"AppNameSynonym1\" = \"CiRCLES Receipts\";\n")),
      .passing(.strings("ja", "\"NSCameraUsageDescription\" = \"Face IDで非公開の日記のロックを解除します。\";\n")),
      .passing(.strings("sr-Latn", "\"NSCameraUsageDescription\" = \"Skenirajte račune.\";\n")),
      // A folder that names no locale ICU knows: its script is not judged.
      .passing(
        .strings("prs", "\"NSCameraUsageDescription\" = \"رسیدها را اسکن کنید.\";\n")),
      .failing(
        .strings("ja", "\"NSMicrophoneUsageDescription\" = \"↓Записывайте голосовые заметки.\";\n")),
      .failing(.strings("de", "\"NSCameraUsageDescription\" = \"↓写真を撮影します。\";\n")),
      // Latin words the source has (a brand, a feature's name) are the source's, not the
      // translator's: this is Chinese.
      .passing(
        .strings(
          "en", "\"NSFaceIDUsageDescription\" = \"Enable access to Face ID to unlock VLC\";\n"),
        .strings("zh-Hans", "\"NSFaceIDUsageDescription\" = \"允许使用 Face ID 解锁 VLC\";\n")),
      .passing(
        .strings(
          "en",
          "\"NSCameraUsageDescription\" = \"Take photos and send them to your Home Assistant server.\";\n"
        ),
        .strings(
          "ja", "\"NSCameraUsageDescription\" = \"写真を撮って、Home Assistant serverに送ることができます。\";\n")),
      // Names in a text of the locale's script, with no source to borrow them from
      // (MacWake's); with no word of that script, they are English.
      .passing(
        .strings(
          "ja",
          "\"NSAppleEventsUsageDescription\" = \"MacWakeは、Dynamic Islandに「再生中」を表示するため、SpotifyとApple Musicを操作します。\";\n"
        )),
      .failing(
        .strings(
          "ja", "\"NSAppleEventsUsageDescription\" = \"↓Control Spotify And Apple Music\";\n")),
      // An acronym is written so in every script: CotEditor's 'CSS file'.
      .passing(
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan a style sheet.\";\n"),
        .strings("zh-Hans", "\"NSCameraUsageDescription\" = \"CSS文件\";\n")),
      // Simplified characters where Traditional ones are read, and the reverse (ICU's Hans-Hant
      // and Hant-Hans conversions decide).
      .failing(
        .strings("zh-Hant", "\"NSContactsUsageDescription\" = \"↓允许访问通讯录，以便邀请联系人加入对话。\";\n")),
      .failing(.strings("zh-HK", "\"NSContactsUsageDescription\" = \"↓允许访问通讯录，以便邀请联系人加入对话。\";\n")),
      .passing(.strings("zh-Hant", "\"NSContactsUsageDescription\" = \"允許存取通訊錄，以便邀請聯絡人加入對話。\";\n")),
      .passing(.strings("zh-Hans", "\"NSContactsUsageDescription\" = \"允许访问通讯录，以便邀请联系人加入对话。\";\n")),
      .failing(
        .strings("zh-Hans", "\"NSContactsUsageDescription\" = \"↓允許存取通訊錄，以便邀請聯絡人加入對話。\";\n")),
      // A document type's name the Info.plist holds is its own key: its acronym is the
      // source's.
      .passing(
        .infoPlist(
          "\t<key>UTTypeDescription</key>\n\t<string>OPML File</string>\n"),
        .strings("ko", "\"OPML File\" = \"OPML 파일\";\n")),
      // Characters both scripts share say nothing.
      .passing(.strings("zh-Hant", "\"NSCameraUsageDescription\" = \"拍照上传\";\n")),
      // Any locale ICU knows, not only those of Locales/: Arabic in a Middle English folder.
      .failing(.strings("enm", "\"NSCameraUsageDescription\" = \"↓التقط صورًا ليومياتك.\";\n")),
    ])

  /// Script codes that say nothing about a language: Common, Inherited, Unknown (and codes
  /// the character table could not hold).
  static let neutralScripts = ScriptSet([0, 1, 103, 255])

  /// The words of a source text, and whether they are all ASCII (then a run of other letters
  /// is none of them, and is not lower-cased to find out).
  package struct SourceWords: Sendable {
    var words: Set<String>
    var ascii: Bool
  }

  /// The words of each source text, worked out once per target, not once per translation.
  package static func prepare(_ target: ResolvedTarget, _ context: RuleContext) -> [String:
    SourceWords]
  {
    target.sources.compactMapValues { source in source.text.map(sourceWords(of:)) }
  }

  static func sourceWords(of text: String) -> SourceWords {
    let words = words(of: text)
    return SourceWords(words: words, ascii: words.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } })
  }

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    prepared sourceWords: [String: SourceWords], _ context: RuleContext,
    _ emit: (Finding) -> Void
  ) {
    // A table whose folder names no locale ICU knows (hYYa's Dari, 'prs') is read as the
    // source language's: its script says nothing (`unknown-locale` reports the folder).
    guard let origin = string.origin, origin.table.locale.isUsable, text.has(.alphabetic)
    else { return }
    if checkChineseScript(string, in: target, context, emit) { return }
    let expected = context.scripts(of: string.locale)
    guard !expected.isEmpty, !text.letterScripts.isCovered(by: expected, or: neutralScripts),
      !target.isName(string.key), !UsageKeyRegistry.fileNameKeys.contains(string.key)
    else { return }
    // A copy of the source is `untranslated`, not a file mix-up.
    if target.sources[string.key]?.text == string.text { return }
    // Words the source has (a brand, "Face ID") are the source's, not the translator's: what
    // is judged is what the translator wrote.
    // A text the Info.plist holds (a document type's name) is its own key: its words are the
    // source's.
    let source = sourceWords[string.key] ?? Self.sourceWords(of: string.key)
    let tally = ScriptTally(
      text.units, characters: context.analyzer.characters, expected: expected, borrowed: source)
    guard tally.total >= 4, tally.foreign * 2 > tally.total, let start = tally.firstForeign
    else { return }
    let counts = tally.counts
    // Ties go to the first name, so that the message never depends on hashing.
    let named = counts.map { (name: ICU.scriptName($0.script), count: $0.count) }
    guard let dominant = named.max(by: { ($0.count, $1.name) < ($1.count, $0.name) })?.name else {
      return
    }
    let locale = string.reportedLocale ?? string.locale.raw
    emit(
      Finding(
        "'\(string.key)' in \(locale) is mostly in \(ICU.scriptDisplayName(dominant)) script (\(dominant)), which \(locale) is not written in; is this the right file?",
        at: string.location(start..<start + 1), key: string.key, locale: string.reportedLocale))
  }

  /// The letters of a text by script, counted word by word (a run of letters of one script);
  /// a word the source has is left out.
  struct ScriptTally {
    /// The letters of each foreign script (a text has few scripts: a short list beats hashing).
    var counts: [(script: Int32, count: Int)] = []
    /// Where the first foreign word starts.
    var firstForeign: Int?
    var total = 0
    var foreign = 0
    private let expected: ScriptSet
    private let borrowed: SourceWords
    /// Capitalized Latin words of a text whose locale is written in another script.
    private var names: [(start: Int, script: Int32, letters: Int)] = []
    /// ICU's code of the Latin script.
    static let latin: Int32 = 25

    init(
      _ units: [UInt16], characters table: CharacterTable, expected: ScriptSet,
      borrowed: SourceWords
    ) {
      self.expected = expected
      self.borrowed = borrowed
      var run: (start: Int, script: Int32, letters: Int)?
      var index = 0
      while index < units.count {
        let (value, length) = UTF16Text.decode(units, at: index)
        let character = table[value]
        if character.contains(.alphabetic), case let script = character.script,
          !WrongScriptRule.neutralScripts.contains(script)
        {
          if run?.script != script {
            if let current = run { add(current, in: units[current.start..<index]) }
            run = (index, script, 0)
          }
          run?.letters += 1
        } else if character.script != 1 {
          // Combining marks (script Inherited) stay inside their word; anything else ends it.
          if let current = run { add(current, in: units[current.start..<index]) }
          run = nil
        }
        index += length
      }
      if let current = run { add(current, in: units[current.start..<units.count]) }
      // Capitalized Latin words in a text that has words of its own script are names
      // (MacWake's "Dynamic Island", "Spotify"): counted only in a text that has none.
      if total == foreign { for name in names { count(name) } }
    }

    /// Counts a word (a run of `letters` of one script, its text `word`).
    private mutating func add(
      _ run: (start: Int, script: Int32, letters: Int), in word: ArraySlice<UInt16>
    ) {
      // An acronym (CSS, PDF, GPS) is written so in every script: CotEditor's 'CSS文件'.
      if (2...6).contains(word.count), word.allSatisfy({ (0x41...0x5A).contains($0) }) { return }
      if !borrowed.words.isEmpty,
        !borrowed.ascii || word.allSatisfy({ $0 < 0x80 }),
        borrowed.words.contains(WrongScriptRule.lowercased(word))
      {
        return
      }
      if run.script == Self.latin, !expected.contains(Self.latin),
        let first = word.first, (0x41...0x5A).contains(first)
      {
        names.append(run)
        return
      }
      count(run)
    }

    /// Counts a word's letters, foreign ones by script.
    private mutating func count(_ run: (start: Int, script: Int32, letters: Int)) {
      total += run.letters
      guard !expected.contains(run.script) else { return }
      if let slot = counts.firstIndex(where: { $0.script == run.script }) {
        counts[slot].count += run.letters
      } else {
        counts.append((run.script, run.letters))
      }
      foreign += run.letters
      if firstForeign.map({ run.start < $0 }) ?? true { firstForeign = run.start }
    }
  }

  /// For a locale written in Traditional or Simplified Chinese, whether the text is in the
  /// other one (and reported): ICU's conversion into the locale's script changes many of its
  /// characters while the conversion out of it leaves it (nearly) alone. True when the text
  /// was judged so (no other script check needed).
  static func checkChineseScript(
    _ string: CheckedString, in target: ResolvedTarget, _ context: RuleContext,
    _ emit: (Finding) -> Void
  ) -> Bool {
    // Only a locale that names its script or region: a bare `zh` says neither.
    guard string.locale.language == "zh", string.locale.canonical.contains("-"),
      target.sources[string.key]?.text != string.text
    else { return false }
    let scripts = context.analyzer.scripts(ofLocale: string.locale.canonical)
    let (expected, other) =
      scripts.contains("Hant")
      ? ("Hant", "Hans") : scripts.contains("Hans") ? ("Hans", "Hant") : ("", "")
    guard !expected.isEmpty,
      let into = context.analyzer.charactersChanged(in: string.text, by: "\(other)-\(expected)"),
      into >= 2, into * 10 >= string.text.unicodeScalars.count(where: { $0.value >= 0x2E80 }),
      // The reverse, only for a text that may be in the other script.
      let outOf = context.analyzer.charactersChanged(in: string.text, by: "\(expected)-\(other)"),
      outOf * 4 <= into
    else { return false }
    let locale = string.reportedLocale ?? string.locale.raw
    let (name, otherName) =
      expected == "Hant" ? ("Traditional", "Simplified") : ("Simplified", "Traditional")
    emit(
      Finding(
        "'\(string.key)' in \(locale) is written in \(otherName) Chinese (\(into) characters differ in \(name)), but \(locale) is read in \(name) characters; is this the right file?",
        at: string.location(0..<min(1, string.text.utf16.count)), key: string.key,
        locale: string.reportedLocale))
    return true
  }

  /// A run of letters lower-cased as `words(of:)` writes its words; ASCII without the Unicode
  /// machinery (most borrowed words are brands in Latin letters).
  static func lowercased(_ units: ArraySlice<UInt16>) -> String {
    guard units.allSatisfy({ $0 < 0x80 }) else { return UTF16Text.string(units).lowercased() }
    return String(
      decoding: units.map { UInt8(truncatingIfNeeded: $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0) },
      as: UTF8.self)
  }

  /// The words of a text, lower-cased: its runs of letters.
  static func words(of text: String) -> Set<String> {
    Set(text.split { !$0.isLetter }.map { $0.lowercased() })
  }
}
