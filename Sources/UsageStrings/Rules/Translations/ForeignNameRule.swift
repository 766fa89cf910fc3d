/// `foreign-name`: a translation naming another edition of the app.
public struct ForeignNameRule: Rule {
  public static let description = RuleDescription(
    id: "foreign-name", name: "Foreign name",
    summary:
      "a translated purpose string that names another app target of the project (another edition's product name), which its own source does not name",
    rationale: """
      White-label editions of one app each have their own tables, and they are often made by \
      copying another edition's: a translation that still says "Threema" in the build sold as \
      "Custom OnPrem" tells people of one language a name the app does not have, and survives \
      the customer's search-and-replace of the English. Reported when a translated purpose \
      string holds, as a whole word, the product name, display name or target name of another \
      app target of the project, its own source text for the key does not hold it, and the \
      table is not one the other edition builds too. A name the edition's own names hold ("Threema" in "Threema \
      OnPrem") may be the brand, and is not reported. One finding per table, at the first \
      translation that names it.
      """,
    defaultSeverity: .warning, scope: .translations,
    examples: [
      .passing(
        .infoPlist(ledger),
        .strings("de", "\"NSCameraUsageDescription\" = \"Ledger scannt Belege.\";\n"),
        .file("Work/Info.plist", ExampleFile.plistHeader + tally + ExampleFile.plistFooter),
        .file(
          "Work/de.lproj/InfoPlist.strings",
          "\"NSCameraUsageDescription\" = \"Tally scannt Belege.\";\n")),
      .failing(
        .infoPlist(ledger),
        .strings("de", "\"NSCameraUsageDescription\" = \"Ledger scannt Belege.\";\n"),
        .file("Work/Info.plist", ExampleFile.plistHeader + tally + ExampleFile.plistFooter),
        .file(
          "Work/de.lproj/InfoPlist.strings",
          "↓\"NSCameraUsageDescription\" = \"Ledger scannt Belege.\";\n")),
    ])

  static let ledger =
    "\t<key>CFBundleDisplayName</key>\n\t<string>Ledger</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Ledger scans receipts.</string>\n"
  static let tally =
    "\t<key>CFBundleDisplayName</key>\n\t<string>Tally</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Tally scans receipts.</string>\n"

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    let editions = context.project.editions
    guard editions.count > 1 else { return }
    var reported: Set<String> = []
    for app in context.targets {
      guard let edition = editions.first(where: { $0.target == app.target.name }) else { continue }
      let own = edition.names
      for table in app.tables where !app.isSourceTable(table) {
        guard reported.insert("\(table.absolutePath)|\(table.locale.raw)").inserted else {
          continue
        }
        // Another edition that builds this table too may be named in it.
        let foreign = Set(
          editions.filter { $0.target != edition.target && !$0.tables.contains(table.absolutePath) }
            .flatMap(\.names)
          // A name within the edition's own ("Threema" in "Threema OnPrem") may be the brand.
        ).filter { name in
          !own.contains { EditionNames.hasWord(name, in: $0, caseInsensitive: true) }
        }
        .sorted { ($0.count, $0) > ($1.count, $1) }
        guard !foreign.isEmpty else { continue }
        // Purpose strings only: a copyright or a name may well name the maker's other apps.
        for entry in table.entries where app.isPurposeKey(entry.key) {
          guard let value = entry.value,
            let name = EditionNames.foreignName(
              in: value, foreign: foreign, own: own, source: app.sources[entry.key]?.text ?? "")
          else { continue }
          emit(
            Finding(
              "'\(entry.key)' names '\(name)', another edition's name, where its source text does not: this edition is '\(own.first ?? app.target.name)'; the translation looks copied from the other edition's",
              at: entry.keyLocation, key: entry.key, locale: table.locale.raw))
          break
        }
      }
    }
  }
}

/// Where a text names another edition.
enum EditionNames {
  /// The first of `foreign` that `text` holds as a whole word outside its `own` names, and that
  /// the key's `source` text does not hold.
  static func foreignName(in text: String, foreign: [String], own: [String], source: String)
    -> String?
  {
    var rest = text
    // The edition's own names, longest first, taken out ("Threema OnPrem" holds "Threema").
    for name in own.sorted(by: { $0.count > $1.count }) {
      rest = rest.replacingOccurrences(of: name, with: " ", options: .caseInsensitive)
    }
    return foreign.first { name in
      hasWord(name, in: rest) && !hasWord(name, in: source, caseInsensitive: true)
    }
  }

  /// Whether a character beside a name makes it part of a longer word: a letter or digit of
  /// the alphabets written with spaces (Japanese and Chinese write a name against the next word).
  static func continuesWord(_ character: Character) -> Bool {
    (character.isLetter || character.isNumber)
      && (character.unicodeScalars.first?.value ?? 0) < 0x0530
  }

  /// Whether `text` holds `word` with no letter or digit of its word on either side.
  static func hasWord(_ word: String, in text: String, caseInsensitive: Bool = false) -> Bool {
    var searched = text.startIndex..<text.endIndex
    while let range = text.range(
      of: word, options: caseInsensitive ? .caseInsensitive : [], range: searched)
    {
      let before =
        range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      if !(before.map(continuesWord) ?? false) && !(after.map(continuesWord) ?? false) {
        return true
      }
      searched = range.upperBound..<text.endIndex
    }
    return false
  }
}
