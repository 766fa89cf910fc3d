/// `reused-translation`: one translation given to two keys whose sources say different things.
public struct ReusedTranslationRule: Rule {
  public static let description = RuleDescription(
    id: "reused-translation", name: "Reused translation",
    summary:
      "two purpose strings of one table with the very same translation, though their sources differ",
    rationale: """
      When a table gives the microphone's purpose string the camera's text, people are asked for \
      one access with the reason for another — a translator pasted the wrong line, or filled a \
      new key with a neighbour's text. Keys whose sources say the same (two photo keys with one \
      sentence, or sentences that differ only in punctuation and short words such as "the") may \
      share a translation and are not reported, nor are keys a Base table (the text translators \
      were given) gives one text. The finding is on the later \
      key of the two, and names the earlier: one of them explains the wrong feature.
      """,
    defaultSeverity: .warning, scope: .translations, validatesMerge: true,
    examples: [
      .passing(
        .infoPlist(
          "\t<key>NSPhotoLibraryUsageDescription</key>\n\t<string>Add photos to your notes.</string>\n\t<key>NSPhotoLibraryAddUsageDescription</key>\n\t<string>Add photos to your notes.</string>\n"
        ),
        .strings(
          "de",
          "\"NSPhotoLibraryUsageDescription\" = \"Füge Fotos zu deinen Notizen hinzu.\";\n\"NSPhotoLibraryAddUsageDescription\" = \"Füge Fotos zu deinen Notizen hinzu.\";\n"
        )),
      .passing(
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Needed to upload photos in background</string>\n\t<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>\n\t<string>Needed to upload photos in the background.</string>\n"
        ),
        .strings(
          "de",
          "\"NSLocationWhenInUseUsageDescription\" = \"Nötig, um Fotos im Hintergrund hochzuladen.\";\n\"NSLocationAlwaysAndWhenInUseUsageDescription\" = \"Nötig, um Fotos im Hintergrund hochzuladen.\";\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>This lets you take and upload photos.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>This lets you take and upload videos.</string>\n"
        ),
        .strings(
          "fil",
          "\"NSCameraUsageDescription\" = \"Hinahayaan ka nitong kumuha at mag-upload ng mga larawan.\";\n↓\"NSMicrophoneUsageDescription\" = \"Hinahayaan ka nitong kumuha at mag-upload ng mga larawan.\";\n"
        )),
      // Translated from a Base table that gives both keys one text, beside an en table that
      // rewords one (AppBox): the translators followed the text they were given.
      .passing(
        .infoPlist(
          "\t<key>NSPhotoLibraryUsageDescription</key>\n\t<string>Save images from the mirror.</string>\n\t<key>NSPhotoLibraryAddUsageDescription</key>\n\t<string>Save images from the mirror.</string>\n"
        ),
        .strings(
          "Base",
          "\"NSPhotoLibraryUsageDescription\" = \"Save images from the mirror.\";\n\"NSPhotoLibraryAddUsageDescription\" = \"Save images from the mirror.\";\n"
        ),
        .strings(
          "en",
          "\"NSPhotoLibraryUsageDescription\" = \"Save pictures from the mirror and the wallet.\";\n\"NSPhotoLibraryAddUsageDescription\" = \"Save images from the mirror.\";\n"
        ),
        .strings(
          "de",
          "\"NSPhotoLibraryUsageDescription\" = \"Bilder aus dem Spiegel speichern.\";\n\"NSPhotoLibraryAddUsageDescription\" = \"Bilder aus dem Spiegel speichern.\";\n"
        )),
      // The first of a repeated key is never read (`duplicate-key` says so): its text is no
      // second cause.
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"
        ),
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n\"NSMicrophoneUsageDescription\" = \"Scanne Belege.\";\n\"NSMicrophoneUsageDescription\" = \"Diktiere Notizen.\";\n"
        )),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      // By index: a string copied out of the array retains each of its fields.
      let strings = target.strings
      var seen: [TableText: Int] = [:]
      // Sized once: every growth hashes each long text again.
      seen.reserveCapacity(strings.count)
      for index in strings.indices
      where strings[index].isTranslation && strings[index].isPurpose && strings[index].isShown
        && !strings[index].isSourceCopy && strings[index].variation.isEmpty
      {
        guard let origin = strings[index].origin,
          let source = target.sources[strings[index].key]?.text
        else { continue }
        // An occurrence of a repeated key the system does not read is `duplicate-key`'s.
        if origin.table.hasRepeatedKeys,
          origin.table.entry(forKey: strings[index].key)?.keyLocation != strings[index].keyLocation
        {
          continue
        }
        let text = visible(strings[index].text, characters: context.analyzer.characters)
        guard !text.isEmpty else { continue }
        let slot = TableText(table: ObjectIdentifier(origin), text: text)
        guard let earlierIndex = seen[slot] else {
          seen[slot] = index
          continue
        }
        let string = strings[index]
        let earlier = strings[earlierIndex]
        let table = origin.table
        guard let earlierSource = target.sources[earlier.key]?.text,
          saySomethingElse(earlierSource, source),
          !baseSaysTheSame(string.key, earlier.key, in: target)
        else { continue }
        let (shown, earlierShown) = TextExcerpt.differing(source, earlierSource)
        emit(
          Finding(
            "the \(table.locale.raw) text of '\(string.key)' is the very text of '\(earlier.key)', though their sources differ ('\(shown)' and '\(earlierShown)'): one of them explains the wrong feature",
            at: string.keyLocation, key: string.key, locale: table.locale.raw,
            notes: [.init(message: "the same text", location: earlier.keyLocation)]))
      }
    }
  }

  /// A visible text in one table, compared byte for byte: hashing a `String` normalizes it again,
  /// a third of the rule's time on long texts.
  struct TableText: Hashable {
    /// The table's shared origin: one per table, cheaper to hash than its path.
    var table: ObjectIdentifier
    var text: String

    static func == (lhs: TableText, rhs: TableText) -> Bool {
      lhs.table == rhs.table && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(table)
      var text = text
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }

  /// A text as it is seen: without zero-width characters and outer spacing (a stray joiner, its
  /// own finding, does not make two texts different), in NFC (nor does a decomposed letter).
  static func visible(_ text: String, characters: CharacterTable) -> String {
    var text = text
    // In UTF-8, without decoding: most texts have none (found by a scan for the two lead bytes
    // alone), and some scripts have one in every word.
    let cleaned: String? = text.withUTF8 { bytes in
      guard var index = bytes.firstIndex(where: { $0 == 0xE2 || $0 == 0xEF }) else { return nil }
      var kept: [UInt8]?
      while index < bytes.count {
        if index + 2 < bytes.count, isZeroWidth(bytes[index], bytes[index + 1], bytes[index + 2]) {
          if kept == nil { kept = Array(bytes[..<index]) }
          index += 3
          continue
        }
        kept?.append(bytes[index])
        index += 1
      }
      return kept.map { String(decoding: $0, as: UTF8.self) }
    }
    var result = cleaned ?? text
    // The character table answers most texts (and every one below U+0300) without ICU.
    if !characters.isPlainlyNFC(result), (try? ICU.isNFC(result)) == false,
      let composed = try? ICU.nfc(result)
    {
      result = composed
    }
    return result.first?.isWhitespace == true || result.last?.isWhitespace == true
      ? result.trimmingWhitespace : result
  }

  /// U+200B–U+200D (E2 80 8B–8D), U+2060 (E2 81 A0), U+FEFF (EF BB BF) in UTF-8.
  private static func isZeroWidth(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
    (first == 0xE2 && second == 0x80 && (0x8B...0x8D).contains(third))
      || (first == 0xE2 && second == 0x81 && third == 0xA0)
      || (first == 0xEF && second == 0xBB && third == 0xBF)
  }

  /// Whether a Base table gives both keys one text: the text translators were given, beside a
  /// development-language table that rewords one of them (AppBox's `Base.lproj` and `en.lproj`).
  static func baseSaysTheSame(_ first: String, _ second: String, in target: ResolvedTarget)
    -> Bool
  {
    target.target.tables.contains { table in
      guard table.locale.kind == .base, let text = table.entry(forKey: first)?.value else {
        return false
      }
      return table.entry(forKey: second)?.value == text
    }
  }

  /// Whether two sources say different things: they differ in a word of four letters or more,
  /// not only in case, spacing, punctuation or short words ("in background" and "in the
  /// background." say the same; "photos" and "videos" do not).
  static func saySomethingElse(_ first: String, _ second: String) -> Bool {
    func words(_ text: String) -> [String: Int] {
      var counts: [String: Int] = [:]
      for word in text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
        counts[String(word), default: 0] += 1
      }
      return counts
    }
    let (a, b) = (words(first), words(second))
    return Set(a.keys).union(b.keys).contains { word in
      a[word, default: 0] != b[word, default: 0] && word.count >= 4
    }
  }
}
