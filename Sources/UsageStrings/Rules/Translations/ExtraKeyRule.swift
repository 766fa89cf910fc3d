/// `extra-key`: a translated key the source does not have.
public struct ExtraKeyRule: Rule {
  public static let description = RuleDescription(
    id: "extra-key", name: "Extra key",
    summary: "a translated key that the source does not have",
    rationale: """
      `InfoPlist.strings` can only translate keys the Info.plist has (or strings it holds, such \
      as shortcut titles); any other key is dead text that still costs translation and review. \
      Usually the key was renamed or removed in the source. A key that is a near miss of a real \
      purpose key is reported as `unknown-usage-key` instead, and a translated purpose key the \
      target never declares as `orphan-purpose-string`.
      """,
    defaultSeverity: .warning, scope: .translations,
    examples: [
      .passing(
        .infoPlist("\t<key>CFBundleDisplayName</key>\n\t<string>Receipts</string>\n"),
        .strings("de", "\"CFBundleDisplayName\" = \"Belege\";\n")),
      .failing(
        .infoPlist("\t<key>CFBundleDisplayName</key>\n\t<string>Receipts</string>\n"),
        .strings(
          "de",
          "\"CFBundleDisplayName\" = \"Belege\";\n↓\"legacy.onboarding.title\" = \"Willkommen\";\n")
      ),
      .failing(
        .strings("en", "\"CFBundleName\" = \"Widgets\";\n"),
        .strings("fr", "\"CFBundleName\" = \"Widgets\";\n↓\"CFBundleDisplayName\" = \"Gadgets\";\n")
      ),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      // The source is the declarations, and the source language's own table beside them.
      let sourceTable = target.target.sourceTable
      guard target.hasDeclarations || sourceTable != nil else { continue }
      let known = target.knownKeys
      for table in target.tables where table.path != sourceTable?.path {
        for entry in table.entries where !entry.isIgnoredBySystem && !known.contains(entry.key) {
          if sourceTable?.hasEntry(forKey: entry.key) == true { continue }
          if KeyNearMiss.find(entry.key, context: context) != nil { continue }
          if target.hasDeclarations, context.registry[entry.key]?.role == .purposeString {
            continue
          }
          emit(
            Finding(
              "'\(entry.key)' is not in the source; the system never uses this translation (remove it, or add the key to the source)",
              at: entry.keyLocation, key: entry.key, locale: table.locale.raw))
        }
      }
    }
  }
}
