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
      table has the key, it is reported there only, naming the languages that lack it; a table \
      several targets build is reported once, naming them. A key the app's code uses is \
      `missing-usage-key`'s, at the call; one whose only uses are system pickers (which need no \
      permission), or that nothing in the target's scanned code asks for, is a leftover to \
      remove from the tables, and a note: nothing asks, so nothing terminates, and a library \
      the scan cannot read (named, where the project links remote packages) is the only way it \
      could matter; where a pod or cross-platform plugin, whose native code is not in the \
      checkout, is named for the key's service, the warning stays. A key the target's system \
      has no prompt for (Face ID on a Mac, whose Touch ID asks with no purpose string) is a \
      leftover too, where the target's settings name that one platform. A leftover's text is judged \
      by no string rule (wording, characters, length): no device shows it. On twelve apps nobody here had run the tool on (holdout \
      of 2026-12-05), 37 warnings on one app were all of keys its developers had removed on \
      purpose, with the feature that used them.
      """,
    defaultSeverity: .warning, scope: .source, readsCode: true,
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
      // The code calls what needs the key: missing-usage-key reports it, at the call.
      .passing(
        .infoPlist(
          "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .file(
          "App/Scanner.swift",
          "import AVFoundation\n\nfunc scan() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n"
        )),
      // Only a system picker uses it, which needs no permission: a leftover to remove.
      .failing(
        .infoPlist(
          "\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes.</string>\n"),
        .strings("en", "↓\"NSPhotoLibraryUsageDescription\" = \"Pick a photo.\";\n"),
        .file(
          "App/Picker.swift",
          "import PhotosUI\n\nlet picker = PHPickerViewController(configuration: PHPickerConfiguration())\n"
        ),
        severity: .note),
      // Nothing in the scanned code asks for it: a leftover to remove, a note.
      .failing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("de", "↓\"NSMicrophoneUsageDescription\" = \"Diktiere Notizen.\";\n"),
        .file("App/Receipts.swift", "import UIKit\n\nlet receipts: [String] = []\n"),
        severity: .note),
      // A Mac reads no Face ID key: the macOS target's copy of the iOS tables is a leftover.
      .failing(
        .infoPlist(
          "\t<key>LSMinimumSystemVersion</key>\n\t<string>12.0</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"
        ),
        .strings("en", "↓\"NSFaceIDUsageDescription\" = \"Unlock your receipts.\";\n"),
        severity: .note),
      // A key a Mac asks with stays a declaration the Info.plist lacks.
      .failing(
        .infoPlist(
          "\t<key>LSMinimumSystemVersion</key>\n\t<string>12.0</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"
        ),
        .strings("en", "↓\"NSMicrophoneUsageDescription\" = \"Dictate notes.\";\n")),
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
    // One finding per table, language and key, however many targets build the table.
    var reported: Set<String> = []
    for target in context.targets where target.declaresKeys {
      for (table, entry) in orphans(of: target, context) {
        guard reported.insert("\(table.path)\u{0}\(table.locale.raw)\u{0}\(entry.key)").inserted
        else { continue }
        if let finding = finding(entry, in: table, of: target, context) { emit(finding) }
      }
    }
  }

  /// The entries of a target's tables whose purpose key no Info.plist declares: once, in the
  /// source language's table, when it has the key (that is the one to fix).
  static func orphans(of target: ResolvedTarget, _ context: RuleContext) -> [(
    table: TranslationTable, entry: TranslationTable.Entry
  )] {
    let sourceTable = target.target.sourceTable
    var found: [(TranslationTable, TranslationTable.Entry)] = []
    for table in target.tables {
      for entry in table.entries
      where isUndeclared(entry.key, in: target, table: table.path, context) {
        if table.path != sourceTable?.path, sourceTable?.hasEntry(forKey: entry.key) == true {
          continue
        }
        found.append((table, entry))
      }
    }
    return found
  }

  /// The keys of a target's tables that `finding` calls leftovers to remove: no device shows
  /// their texts, so the string rules do not judge them (ox-coi's Siri text, which no
  /// Info.plist declares and nothing asks for, was called generic).
  static func leftoverKeys(of target: ResolvedTarget, _ context: RuleContext) -> Set<String> {
    guard target.declaresKeys else { return [] }
    var keys: Set<String> = []
    for (table, entry) in orphans(of: target, context) where !keys.contains(entry.key) {
      if finding(entry, in: table, of: target, context)?.severity == .note {
        keys.insert(entry.key)
      }
    }
    return keys
  }

  /// Whether a table's key is a purpose key its target declares nowhere, nor another target
  /// that builds the table (an edition of the app): no device reads its text.
  static func isUndeclared(
    _ key: String, in target: ResolvedTarget, table: String, _ context: RuleContext
  ) -> Bool {
    !target.knownKeys.contains(key) && !target.facts.isRead(key, elsewhereIn: table)
      && context.isPurposeKey(key) && context.registry[key]?.role == .purposeString
  }

  /// What an orphan key is: a call that needs it is `missing-usage-key`'s; a key only system
  /// pickers use, or nothing in the scanned code, is a leftover to remove (a note); else a
  /// declaration the Info.plist lacks.
  static func finding(
    _ entry: TranslationTable.Entry, in table: TranslationTable, of target: ResolvedTarget,
    _ context: RuleContext
  ) -> Finding? {
    let builders = context.targets.filter { other in
      other.tables.contains { $0.path == table.path }
    }
    let names = builders.map { "'\($0.target.name)'" }
    let owners =
      names.count > 1
      ? "of \(names.dropLast().joined(separator: ", ")) or \(names.last!) (which build this table)"
      : "of \(names.first ?? "'\(target.target.name)'")"
    let head = "'\(entry.key)' is in the translations but in no Info.plist \(owners)"
    let uses = builders.flatMap {
      ($0.codeFacts?.uses ?? []).filter { $0.api.keys.contains(entry.key) }
    }
    if uses.contains(where: { !$0.api.isPicker }) { return nil }
    if let systems = promptlessSystems(of: entry.key, builders) {
      return Finding(
        "\(head), and \(systems), where \(names.count > 1 ? "they run" : "it runs"), \(systems.contains(" and ") ? "have" : "has") no prompt for it: no alert shows its text; remove it from the tables",
        at: entry.keyLocation, key: entry.key, locale: table.locale.raw, severity: .note)
    }
    if !uses.isEmpty {
      let pickers = Set(uses.map(\.api.name)).sorted().joined(separator: ", ")
      return Finding(
        "\(head), and only \(pickers) uses it, which needs no permission: remove it from the tables",
        at: entry.keyLocation, key: entry.key, locale: table.locale.raw, severity: .note)
    }
    // Only where the code was read, and no pod or plugin (whose native code is not in the
    // checkout) is named for the key's service; a remote package is named, since it may ask.
    if builders.allSatisfy({ ($0.codeFacts?.fileCount ?? 0) > 0 }),
      !UnusedUsageKeyRule.hinted(entry.key, builders)
        || builders.allSatisfy({ $0.target.code.unseenLibraries.isEmpty })
    {
      let remote = builders.flatMap(\.target.code.unseenCode).uniqued()
      let libraries =
        remote.isEmpty
        ? "a library the code scan cannot read"
        : "one of \(list(remote)) (linked, their code not in the checkout)"
      return Finding(
        "\(head), and nothing in its code asks for the permission: a leftover to remove from the tables (declare it instead if \(libraries) asks for it)",
        at: entry.keyLocation, key: entry.key, locale: table.locale.raw, severity: .note)
    }
    return Finding(
      "\(head): \(consequence(entry, table, target)); \(advice(entry, in: table, of: target, context))",
      at: entry.keyLocation, key: entry.key, locale: table.locale.raw)
  }

  /// The systems the targets that build a table run on, when none of them has a prompt for the
  /// key (`UsageKey.promptless`: a Mac has no Face ID, and EastmarkHK's macOS target translates
  /// its iOS target's Face ID text), and each target's settings name its one platform: a target
  /// whose `SDKROOT` is `auto` builds for iOS too.
  static func promptlessSystems(of key: String, _ builders: [ResolvedTarget]) -> String? {
    guard !builders.isEmpty,
      builders.allSatisfy({
        Deployment.namesOnePlatform($0.target)
          && MissingCompanionKeyRule.isPromptless(key, on: $0.resolvedSources.deployment)
      })
    else { return nil }
    return builders.map { UsageKey.platformName($0.resolvedSources.deployment.platform) }
      .uniqued().joined(separator: " and ")
  }

  static func consequence(
    _ entry: TranslationTable.Entry, _ table: TranslationTable, _ target: ResolvedTarget
  ) -> String {
    guard table.path == target.target.sourceTable?.path,
      let lacking = target.facts.undeclaredGaps[entry.key]
    else {
      return
        "App Store Connect reports it missing (ITMS-90683), and in every language whose table lacks it the system terminates the app when it asks"
    }
    return lacking.isEmpty
      ? "App Store Connect reports it missing (ITMS-90683), though every language's table holds it"
      : "App Store Connect reports it missing (ITMS-90683), and people using the app in \(Self.list(lacking)), whose tables lack it, get no purpose string: the system terminates the app when it asks"
  }

  /// What to do: rename it in the tables to the declared key that says the same, unless that
  /// one is a key newer systems replaced with this one (then this one is the key to declare).
  static func advice(
    _ entry: TranslationTable.Entry, in table: TranslationTable, of target: ResolvedTarget,
    _ context: RuleContext
  ) -> String {
    guard let declared = renamed(entry, in: table, of: target) else {
      return "declare it in the Info.plist"
    }
    if context.registry[declared]?.replacements.contains(entry.key) == true {
      return
        "declare it in the Info.plist: it replaces '\(declared)', which says the same and which newer systems no longer read"
    }
    return
      "it says what '\(declared)' declares: rename it to '\(declared)' in the tables rather than declaring a new permission"
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
