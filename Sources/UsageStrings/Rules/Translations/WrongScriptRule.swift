/// `wrong-script`: a text mostly in a script its locale does not use.
public struct WrongScriptRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "wrong-script", name: "Wrong script",
    summary:
      "a text mostly written in a script the locale does not use, such as Russian in ja.lproj",
    rationale: """
      Files get swapped: a vendor delivers Russian into `ja.lproj`, a script copies the wrong \
      column, a translator pastes the source. The letters of each text are counted by script \
      (ICU); when most of them are in scripts the locale does not use, the file is probably not \
      what its folder says. Names and brands in Latin letters inside Japanese or Arabic text are \
      fine: only a majority counts, app names and copyright lines are left alone, and a copy of \
      the source is reported as `untranslated` instead.
      """,
    defaultSeverity: .warning, scope: .translations, validatesMerge: true,
    examples: [
      .passing(.strings("ja", "\"NSCameraUsageDescription\" = \"Face IDで非公開の日記のロックを解除します。\";\n")),
      .passing(.strings("sr-Latn", "\"NSCameraUsageDescription\" = \"Skenirajte račune.\";\n")),
      .failing(
        .strings("ja", "\"NSMicrophoneUsageDescription\" = \"↓Записывайте голосовые заметки.\";\n")),
      .failing(.strings("de", "\"NSCameraUsageDescription\" = \"↓写真を撮影します。\";\n")),
    ])

  /// Names and copyright lines, which keep their Latin letters in every language.
  static let nameKeys: Set<String> = [
    "CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName", "NSHumanReadableCopyright",
  ]

  /// Script codes that say nothing about a language: Common, Inherited, Unknown (and codes
  /// the character table could not hold).
  static let neutralScripts = ScriptSet([0, 1, 103, 255])

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    guard string.origin != nil, text.has(.alphabetic) else { return }
    let expected = context.scripts(of: string.locale)
    guard !expected.isEmpty, !text.letterScripts.isCovered(by: expected, or: neutralScripts),
      !nameKeys.contains(string.key)
    else { return }
    // A copy of the source is `untranslated`, not a file mix-up.
    if target.sources[string.key]?.text == string.text { return }
    // The letters of each foreign script (a text has few scripts: a short list beats hashing).
    var counts: [(script: Int32, count: Int)] = []
    var firstForeign: Int?
    var total = 0
    var foreign = 0
    let units = text.units
    let table = context.analyzer.characters
    var index = 0
    while index < units.count {
      let (value, length) = UTF16Text.decode(units, at: index)
      let character = table[value]
      if character.contains(.alphabetic), case let script = character.script,
        !neutralScripts.contains(script)
      {
        total += 1
        if !expected.contains(script) {
          if let slot = counts.firstIndex(where: { $0.script == script }) {
            counts[slot].count += 1
          } else {
            counts.append((script, 1))
          }
          foreign += 1
          if firstForeign == nil { firstForeign = index }
        }
      }
      index += length
    }
    guard total >= 4, foreign * 2 > total, let start = firstForeign else { return }
    // Ties go to the first name, so that the message never depends on hashing.
    let named = counts.map { (name: ICU.scriptName($0.script), count: $0.count) }
    guard let dominant = named.max(by: { ($0.count, $1.name) < ($1.count, $0.name) })?.name else {
      return
    }
    emit(
      Finding(
        "'\(string.key)' in \(string.locale.raw) is mostly in the \(dominant) script, which \(string.locale.raw) is not written in; is this the right file?",
        at: string.location(start..<start + 1), key: string.key, locale: string.reportedLocale))
  }
}
