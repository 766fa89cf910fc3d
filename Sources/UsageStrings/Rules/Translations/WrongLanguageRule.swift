/// `wrong-language`: a text in another language of the same script than its table's.
public struct WrongLanguageRule: Rule {
  public static let description = RuleDescription(
    id: "wrong-language", name: "Wrong language",
    summary:
      "a translation in a close sibling of its table's language (Danish in nb, Russian in uk), or with letters its language does not use",
    rationale: """
      `wrong-script` sees Russian in `ja.lproj`; it cannot see Danish in `nb.lproj`, Russian in \
      `uk.lproj` or Swedish under `se`, which use the same letters. Two kinds of evidence, \
      neither needing a model: **letters** — a text using, at least twice, letters that CLDR \
      (through ICU) lists neither among its language's standard nor its auxiliary letters, such \
      as Swedish "ä" and "ö" in Northern Sami (Han, kana and Hangul are judged by `wrong-script` \
      instead); and **dictionaries** — where hunspell and its dictionaries are installed, the \
      words of a text in a language with close siblings (sv, nb, nn, da; ru, uk, be; hr, bs, \
      sr-Latn; cs, sk; es, ca, gl, pt) are looked up in each: a text whose words a sibling's \
      dictionary knows (three in four at least, two words more than its own) reads as that \
      sibling. Dictionaries are read only with `--dictionaries` (or `"dictionaries": true`): \
      loading one costs a tenth to a third of a second, more than the rest of a check of an \
      app, and only those of the languages present (and their siblings, for a text its own \
      dictionary does not mostly know) are loaded. Words of the source (names, brands) are not judged, nor names of the app. \
      A third kind: **words of another variant** — a `pt-PT` table in \
      Brazilian words ("câmera", "compartilhar", "contatos" where Portugal writes "câmara", \
      "partilhar", "contactos"), or a `pt-BR` one in Portugal's; a Nynorsk table in Bokmål \
      ("trenger", "bruker", "ikke" where Nynorsk writes "treng", "brukar", "ikkje"), or a Bokmål \
      one in Nynorsk; a Galician one in Spanish ("una", "cuando", "llamadas" for "unha", "cando", \
      "chamadas"); a Danish one in Bokmål ("å", "bruker", "deg" for "at", "bruger", "dig"), \
      which a Danish dictionary mostly knows (`Locales/`, `variant`). One such \
      word is often a slip, and a table of them a choice: when three texts or half the table hold \
      them, three different ones make one warning for the table, two a note; in one or two \
      texts, two different ones in a text make a warning for that text (naming the table's other texts \
      that hold one), and texts with one each are counted over the table. A plain `pt` folder is not judged: Apple reads it as Brazilian, and \
      translators often write it in their own variant. \
      Letters alone are a guess, reported as a note: CLDR's sets are incomplete for many \
      languages (on apps no rule was tuned on, all seven such findings, in Balochi and Bengali, \
      were false). Without a dictionary for a language, its texts are judged by their letters \
      alone and a note says so, once per table. Measured on 6,589 judged real translations: \
      no warning on the tuned apps, and on the holdout ones one, true: a `pt-PT` table in \
      Brazilian words (read while the variant words were chosen, so no holdout evidence for \
      them), and after the Norwegian lists, a second: an `nn-NO` table in Bokmål (seen before \
      the lists were written: no holdout evidence either); real texts of one sibling put in another's \
      table are found at least half the time in 31 of 32 directions (`MeaningPlantedTests`, \
      where a table's finding counts for the texts it names by their words: 29 before the Danish \
      list and the findings of single texts, both written from the tuned apps' missed texts, so \
      no holdout evidence). Portuguese in Galician is the hardest to tell apart. (Texts judged by dictionaries are tested where the \
      dictionaries are installed: `WrongLanguageTests`.)
      """,
    defaultSeverity: .warning, scope: .translations,
    examples: [
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"),
        .strings(
          "se", "\"NSCameraUsageDescription\" = \"Skánne kuittaid vai sáhtát vurket daid.\";\n")),
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"),
        .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege, um sie abzulegen.\";\n")),
      // Letters Czech is not written with: Polish in cs.lproj (a note: letters alone are a guess).
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"),
        .strings(
          "cs", "↓\"NSCameraUsageDescription\" = \"Zrób zdjęcia paragonów, aby je zapisać.\";\n"),
        severity: .note),
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"),
        .strings(
          "cs", "\"NSCameraUsageDescription\" = \"Naskenujte účtenky, abyste je uložili.\";\n")),
      // A name the source holds is the source's: Polish letters in it are no evidence.
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Send photos to Łódź Transit.</string>\n"
        ),
        .strings("cs", "\"NSCameraUsageDescription\" = \"Posílejte fotky do Łódź Transit.\";\n")),
      // A Portuguese table for Portugal in Brazil's words: a finding on the text with two
      // ('câmera', 'compartilhar'), naming the other.
      .failing(
        .infoPlist(Self.portugueseSources),
        .strings(
          "pt-PT",
          "↓\"NSCameraUsageDescription\" = \"A câmera digitaliza recibos para compartilhar.\";\n\"NSContactsUsageDescription\" = \"Escolha contatos para enviar recibos.\";\n"
        )),
      // Two such words in two texts are a note for the table; a plain `pt` folder is
      // Brazilian to Apple.
      .failing(
        .infoPlist(Self.portugueseSources),
        .strings(
          "pt-PT",
          "↓\"NSCameraUsageDescription\" = \"A câmera digitaliza recibos para os partilhar.\";\n\"NSContactsUsageDescription\" = \"Escolha contatos para enviar recibos.\";\n"
        ),
        severity: .note),
      .passing(
        .infoPlist(Self.portugueseSources),
        .strings(
          "pt",
          "\"NSCameraUsageDescription\" = \"A câmera digitaliza recibos para compartilhar.\";\n\"NSContactsUsageDescription\" = \"Escolha contatos para enviar recibos.\";\n"
        )),
      .passing(
        .infoPlist(Self.portugueseSources),
        .strings(
          "pt-PT",
          "\"NSCameraUsageDescription\" = \"A câmara digitaliza recibos para partilhar.\";\n\"NSContactsUsageDescription\" = \"Escolha contactos para enviar recibos.\";\n"
        )),
      // A Galician table in Spanish words ('una', 'cuando', 'llamadas').
      .failing(
        .infoPlist(Self.portugueseSources),
        .strings(
          "gl",
          "↓\"NSCameraUsageDescription\" = \"Escanea una factura cuando queiras compartila.\";\n\"NSContactsUsageDescription\" = \"Escolle contactos para as llamadas.\";\n"
        )),
      // One Galician text of three in Spanish words ('puede', 'y'): a finding for that text.
      .failing(
        .infoPlist(Self.portugueseSources + Self.microphoneSource),
        .strings(
          "gl",
          "↓\"NSCameraUsageDescription\" = \"Puede escanear facturas y compartilas.\";\n\"NSContactsUsageDescription\" = \"Escolle contactos para enviar facturas.\";\n\"NSMicrophoneUsageDescription\" = \"Grava notas de voz para as facturas.\";\n"
        )),
      // A Danish table in Bokmål ('bruker', 'å', 'deg', 'gjør'), which a Danish dictionary
      // mostly knows: one finding for the table.
      .failing(
        .infoPlist(Self.portugueseSources),
        .strings(
          "da",
          "↓\"NSCameraUsageDescription\" = \"Appen bruker kameraet for å skanne kvitteringer for deg.\";\n\"NSContactsUsageDescription\" = \"Gjør det mulig å sende kvitteringer.\";\n"
        )),
      .passing(
        .infoPlist(Self.portugueseSources),
        .strings(
          "da",
          "\"NSCameraUsageDescription\" = \"Appen bruger kameraet til at scanne kvitteringer.\";\n\"NSContactsUsageDescription\" = \"Vælg kontakter, som kvitteringer sendes til.\";\n"
        )),
      // A Nynorsk table in Bokmål ('trenger', 'bilder', 'samtaler'), and one in Nynorsk.
      .failing(
        .infoPlist(Self.portugueseSources),
        .strings(
          "nn",
          "↓\"NSCameraUsageDescription\" = \"Appen trenger kameraet for å ta bilder av kvitteringar.\";\n\"NSContactsUsageDescription\" = \"Vel kontaktar for samtaler.\";\n"
        )),
      .passing(
        .infoPlist(Self.portugueseSources),
        .strings(
          "nn",
          "\"NSCameraUsageDescription\" = \"Appen treng kameraet for å ta bilete av kvitteringar.\";\n\"NSContactsUsageDescription\" = \"Vel kontaktar for samtalar.\";\n"
        )),
    ])

  static let portugueseSources =
    "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to share them.</string>\n\t<key>NSContactsUsageDescription</key>\n\t<string>Pick contacts to send receipts to.</string>\n"

  /// Languages so close that one's text is read for the other's: each is judged against the
  /// others of its group.
  static let microphoneSource =
    "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Record voice notes for receipts.</string>\n"

  static let siblings: [[String]] = [
    ["sv", "nb", "nn", "da"], ["ru", "uk", "be"], ["hr", "bs", "sr-Latn"], ["cs", "sk"],
    ["es", "ca", "gl", "pt"],
  ]

  /// The key of a locale in `siblings`: its language, with `Latn` for Serbian in Latin letters
  /// and `nb` for the macrolanguage `no`.
  static func siblingKey(_ locale: LocaleIdentifier) -> String {
    let language = locale.language
    if language == "sr" { return locale.canonical.contains("Latn") ? "sr-Latn" : "sr" }
    return language == "no" ? "nb" : language
  }

  /// Languages with no dictionary of their own whose texts get swapped with a neighbour's:
  /// Swedish or Norwegian under Northern Sami.
  static let neighbours: [String: [String]] = ["se": ["sv", "nb", "nn"], "smj": ["sv", "nb"]]

  static func siblings(of language: String) -> [String] {
    siblings.first { $0.contains(language) }?.filter { $0 != language } ?? neighbours[language]
      ?? []
  }

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    // Dictionaries only when asked for (`--dictionaries`): loading them costs more than the
    // rest of a check.
    let dictionaries = context.configuration.dictionaries ? context.caches.dictionaries : nil
    for target in context.targets {
      let name = Set(
        target.target.name.lowercased().split { !$0.isLetter }.map(String.init))
      var noted: Set<ObjectIdentifier> = []
      var reported: Set<String> = []
      var sourceWordsByKey: [String: Set<String>] = [:]
      for string in target.strings
      where string.isTranslation && string.isShown && !string.isSourceCopy
        && string.variation.isEmpty && !target.isName(string.key)
      {
        guard let origin = string.origin,
          string.locale.language != target.target.sourceLanguage.language
        else { continue }
        // The words of the source are its own (names, brands), worked out once per key.
        func sourceWords() -> Set<String> {
          if let known = sourceWordsByKey[string.key] { return known }
          let words = Set(
            WordMarkers.words(of: target.sources[string.key]?.text ?? string.key).map {
              $0.lower
            }
          ).union(name)
          sourceWordsByKey[string.key] = words
          return words
        }
        let language = siblingKey(string.locale)
        let siblings = siblings(of: language)
        if let dictionaries, !siblings.isEmpty, neighbours[language] == nil,
          dictionaries.checker(for: language) == nil,
          noted.insert(ObjectIdentifier(origin)).inserted
        {
          emit(noDictionaryNote(string, language: language))
        }
        let dictionaryFinding = dictionaries.flatMap {
          dictionaryEvidence(
            string, language: language, siblings: siblings, skipping: sourceWords(), $0, context)
        }
        if let finding = dictionaryFinding ?? letterEvidence(string, skipping: sourceWords, context)
        {
          reported.insert(reportKey(string))
          emit(finding)
        }
      }
      variantEvidence(target, reported: reported, context, emit)
    }
  }

  static func noDictionaryNote(_ string: CheckedString, language: String) -> Finding {
    let table = string.reportedLocale ?? string.locale.raw
    let reason =
      SpellingDictionaries.isAvailable
      ? "no hunspell dictionary for \(language) was found"
      : "this build of usage-strings has no hunspell"
    return Finding(
      "\(reason): the \(table) texts were judged by their letters only, not against \(Self.siblings(of: language).joined(separator: ", ")) (see docs/RULES.md, wrong-language)",
      at: string.origin.map { .file($0.table.path) }, locale: string.reportedLocale,
      severity: .note)
  }

  /// The words of a text hunspell can judge: letters of the locale's script only (an English
  /// word in a Cyrillic text says nothing of Russian or Ukrainian), longer than one, not the
  /// source's or the app's, and not a name: a capital inside a sentence or all capitals (none
  /// of the sibling languages capitalises its nouns).
  static func judgedWords(
    _ string: CheckedString, skipping skipped: Set<String>, _ context: RuleContext
  ) -> [String] {
    let scripts = context.scripts(of: string.locale)
    let table = context.analyzer.characters
    return context.words(of: string).filter { word in
      let text = word.text
      return text.count > 1 && text != text.uppercased()
        && (word.opensSentence || text.first?.isUppercase == false)
        && !skipped.contains(word.lower)
        && text.unicodeScalars.allSatisfy { scripts.contains(table[$0.value].script) }
    }.map { $0.text.replacingOccurrences(of: "’", with: "'") }
  }

  /// A sibling whose dictionary knows the text's words far better than its own language's.
  static func dictionaryEvidence(
    _ string: CheckedString, language: String, siblings: [String], skipping skipped: Set<String>,
    _ dictionaries: SpellingDictionaries, _ context: RuleContext
  ) -> Finding? {
    guard !siblings.isEmpty else { return nil }
    let words = judgedWords(string, skipping: skipped, context)
    let own = dictionaries.checker(for: language)
    // Without a dictionary of its own, only a text a neighbour knows nearly whole is judged.
    guard words.count >= (own == nil ? 4 : 3) else { return nil }
    let known = own?.knownCount(words) ?? 0
    // A text its own dictionary mostly knows is no sibling's: their dictionaries, slow to load
    // (a tenth of a second to a third each), are opened only for a text in doubt.
    if own != nil, known * 5 >= words.count * 4 { return nil }
    var best: (language: String, known: Int)?
    for sibling in siblings {
      guard let checker = dictionaries.checker(for: sibling) else { continue }
      let count = checker.knownCount(words)
      let reads =
        own == nil
        ? count * 6 >= words.count * 5
        : count * 4 >= words.count * 3 && count * 5 - known * 5 >= words.count
          && count >= known + 2
      if reads, count > best?.known ?? 0 { best = (sibling, count) }
    }
    guard let best else { return nil }
    let table = string.reportedLocale ?? string.locale.raw
    let ownName = ICU.displayName(ofLocaleID: language.replacingOccurrences(of: "-", with: "_"))
    let otherName = ICU.displayName(
      ofLocaleID: best.language.replacingOccurrences(of: "-", with: "_"))
    return Finding(
      "the \(table) text of '\(string.key)' reads as \(otherName), not \(ownName): hunspell knows \(best.known) of its \(words.count) words in \(otherName)\(own == nil ? "" : ", \(known) in \(ownName)")",
      at: string.keyLocation, key: string.key, locale: string.reportedLocale)
  }

  /// Letters of the locale's script that its language does not use (CLDR's exemplar sets), at
  /// least twice.
  static func letterEvidence(
    _ string: CheckedString, skipping skippedWords: () -> Set<String>, _ context: RuleContext
  ) -> Finding? {
    let scripts = context.scripts(of: string.locale)
    // Chinese, Japanese and Korean are judged by script alone: their sets (thousands of
    // characters that ICU parses) are not even read.
    guard !scripts.isCovered(by: unifiedScripts, or: ScriptSet([])) else { return nil }
    let letters = context.caches.exemplarLetters(of: string.locale.canonical)
    guard !letters.isEmpty else { return nil }
    let table = context.analyzer.characters
    let unified = unifiedScripts
    // Most texts have no letter outside the sets: found by scalar, read from the UTF-8 bytes,
    // before any word is made.
    let hasForeignLetter = string.text.withUTF8Bytes { bytes in
      var index = 0
      while index < bytes.count {
        let (value, length) = UTF8Scalar.decode(bytes, at: index)
        index += length
        guard !letters.contains(value) else { continue }
        let properties = table[value]
        if properties.contains(.alphabetic) && scripts.contains(properties.script)
          && !unified.contains(properties.script)
        {
          return true
        }
      }
      return false
    }
    guard hasForeignLetter else { return nil }
    let skipped = skippedWords()
    var foreign: [Character] = []
    for word in string.text.split(whereSeparator: { !$0.isLetter })
    where !skipped.contains(word.lowercased()) {
      for character in word {
        guard let scalar = character.unicodeScalars.first, !letters.contains(scalar.value),
          case let properties = table[scalar.value], properties.contains(.alphabetic),
          scripts.contains(properties.script), !unifiedScripts.contains(properties.script)
        else { continue }
        foreign.append(character)
      }
    }
    guard foreign.count >= 2 else { return nil }
    let locale = string.reportedLocale ?? string.locale.raw
    let shown = foreign.uniqued().prefix(5).map { "'\($0)'" }.joined(separator: ", ")
    let name = ICU.displayName(
      ofLocaleID: string.locale.canonical.replacingOccurrences(of: "-", with: "_"))
    return Finding(
      "the \(locale) text of '\(string.key)' uses letters \(name) is not written with (\(shown)): is it in another language?",
      at: string.keyLocation, key: string.key, locale: string.reportedLocale, severity: .note)
  }

  /// Scripts whose characters CLDR lists only in part (Han, kana, Hangul): `wrong-script`
  /// judges them by script.
  static let unifiedScripts = ScriptSet(
    ["Hani", "Hira", "Kana", "Hang"].compactMap(ICU.scriptCode))
}
