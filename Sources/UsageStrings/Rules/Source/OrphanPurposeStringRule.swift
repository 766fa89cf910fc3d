/// `orphan-purpose-string`: a purpose key translated, but declared nowhere in the target.
public struct OrphanPurposeStringRule: Rule {
  public static let description = RuleDescription(
    id: "orphan-purpose-string", name: "Orphan purpose string",
    summary:
      "a purpose key translated in a target's tables but declared in none of its Info.plist files or build settings",
    rationale: """
      `InfoPlist.strings` only translates keys the Info.plist declares: a translated purpose string \
      whose key the target never declares is never shown, and when the app asks for that access it \
      is terminated for want of a purpose string. Usually the key was removed from the Info.plist, \
      or lives in another target's. When the source language's table has the key, it is reported \
      there only.
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
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets where target.hasDeclarations {
      let sourceTable = target.target.sourceTable
      for table in target.tables {
        for entry in table.entries where !target.knownKeys.contains(entry.key) {
          guard context.isPurposeKey(entry.key), context.registry[entry.key]?.role == .purposeString
          else { continue }
          // Once, in the source language's table, when it has the key: that is the one to fix.
          if table.path != sourceTable?.path, sourceTable?.hasEntry(forKey: entry.key) == true {
            continue
          }
          emit(
            Finding(
              "'\(entry.key)' is translated but '\(target.target.name)' declares it nowhere: the system never shows it, and the app is terminated if it asks for that access",
              at: entry.keyLocation, key: entry.key, locale: table.locale.raw))
        }
      }
    }
  }
}
