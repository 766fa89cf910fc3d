/// `orphan-purpose-string`: a purpose key translated, but declared nowhere in the target.
public struct OrphanPurposeStringRule: Rule {
  public static let description = RuleDescription(
    id: "orphan-purpose-string", name: "Orphan purpose string",
    summary:
      "a purpose key translated in a target's tables but declared in none of its Info.plist files or build settings",
    rationale: """
      iOS reads a purpose string through the localized Info dictionary, so a key only in \
      `InfoPlist.strings` is shown — but only to people whose language's table holds it (or who \
      fall back to the development language's table, when theirs has no table at all). Where a \
      language's table lacks it, the alert has no purpose string and the system terminates the \
      app when it asks; App Store Connect reads the Info.plist itself and reports the key \
      missing (ITMS-90683), and so do libraries that check it. Usually the key was removed from \
      the Info.plist, or lives in another target's: declare it there. When the source language's \
      table has the key, it is reported there only, naming the languages that lack it.
      """,
    defaultSeverity: .warning, scope: .source,
    examples: [
      .passing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")),
      .failing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n↓\"NSMicrophoneUsageDescription\" = \"Diktiere Notizen.\";\n"
        )),
      // The tables name another key than the Info.plist for the same text: rename it there.
      .failing(
        .infoPlist(
          "\t<key>NSPhotoLibraryAddUsageDescription</key>\n\t<string>Save your scans to Photos.</string>\n"
        ),
        .strings(
          "en", "↓\"NSPhotoLibraryUsageDescription\" = \"Save your scans to Photos.\";\n")),
    ])

  /// A few locales, and how many more.
  static func list(_ locales: [String]) -> String {
    locales.prefix(5).joined(separator: ", ")
      + (locales.count > 5 ? " and \(locales.count - 5) more" : "")
  }

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets where target.declaresKeys {
      let sourceTable = target.target.sourceTable
      for table in target.tables {
        for entry in table.entries where !target.knownKeys.contains(entry.key) {
          // Another target that builds this table declares it (an edition of the app).
          if target.facts.isRead(entry.key, elsewhereIn: table.path) { continue }
          guard context.isPurposeKey(entry.key), context.registry[entry.key]?.role == .purposeString
          else { continue }
          // Once, in the source language's table, when it has the key: that is the one to fix.
          if table.path != sourceTable?.path, sourceTable?.hasEntry(forKey: entry.key) == true {
            continue
          }
          let consequence: String
          if table.path == sourceTable?.path, let lacking = target.facts.undeclaredGaps[entry.key] {
            consequence =
              lacking.isEmpty
              ? "App Store Connect reports it missing (ITMS-90683), though every language's table holds it"
              : "App Store Connect reports it missing (ITMS-90683), and people using the app in \(Self.list(lacking)), whose tables lack it, get no purpose string: the system terminates the app when it asks"
          } else {
            consequence =
              "App Store Connect reports it missing (ITMS-90683), and in every language whose table lacks it the system terminates the app when it asks"
          }
          // The same text as a declared key: the tables name the wrong key, not a new one.
          let advice =
            renamed(entry, in: table, of: target).map {
              "it says what '\($0)' declares: rename it to '\($0)' in the tables rather than declaring a new permission"
            } ?? "declare it in the Info.plist"
          emit(
            Finding(
              "'\(entry.key)' is in the translations but in no Info.plist of '\(target.target.name)': \(consequence); \(advice)",
              at: entry.keyLocation, key: entry.key, locale: table.locale.raw))
        }
      }
    }
  }

  /// The declared purpose key whose source text is the very text of an undeclared key in the
  /// source language's table (`NSPhotoLibraryUsageDescription` translated where
  /// `NSPhotoLibraryAddUsageDescription` is declared), if there is one.
  static func renamed(
    _ entry: TranslationTable.Entry, in table: TranslationTable, of target: ResolvedTarget
  )
    -> String?
  {
    guard table.locale.language == target.target.sourceLanguage.language,
      let text = entry.value.map(SourceConflictRule.collapsed)
    else { return nil }
    return target.target.sources.first { declaration in
      declaration.key != entry.key && target.isPurposeKey(declaration.key)
        && declaration.value.map(SourceConflictRule.collapsed) == text
    }?.key
  }
}
