/// `unknown-usage-key`: a near miss of a real purpose key.
public struct UnknownUsageKeyRule: Rule {
  public static let description = RuleDescription(
    id: "unknown-usage-key", name: "Unknown usage key",
    summary:
      "a near miss of a real purpose key: wrong case, a typo, look-alike characters, or Xcode's display name",
    rationale: """
      The system looks a purpose key up by its exact name. A key with a typo, the wrong letter \
      case, a Cyrillic letter that looks Latin, or Xcode's display name ("Privacy - Camera Usage \
      Description") typed as the key is ignored — and when the app asks for access, the system \
      finds no purpose string and terminates it. In a translation table the misspelled key is \
      simply never used. The message names the key that was meant.
      """,
    defaultSeverity: .error, scope: .source,
    examples: [
      .passing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n")),
      .failing(
        .infoPlist(
          "\t<key>↓NSPhotoLibraryUsageDescripton</key>\n\t<string>Pick receipts from your photos.</string>\n"
        )),
      .failing(
        .infoPlist("\t<key>↓NSCameraUsagedescription</key>\n\t<string>Scan receipts.</string>\n")),
      .failing(
        .infoPlist(
          "\t<key>↓Privacy - Camera Usage Description</key>\n\t<string>Scan receipts.</string>\n")),
      // Xcode's display name in any dash, spacing or case.
      .failing(
        .infoPlist(
          "\t<key>↓Privacy – Bluetooth Always Usage Description</key>\n\t<string>Find your scale.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>↓Privacy._.Camera.Usage.Description</key>\n\t<string>Scan receipts.</string>\n")),
      .failing(
        .infoPlist(
          "\t<key>↓NS\u{0421}ameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n")),
      .failing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("de", "↓\"NSCameraUsageDescripton\" = \"Scanne Belege.\";\n")),
      // A word typed twice is further from the key than a typo, and the key all the same.
      .failing(
        .infoPlist(
          "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Show stores near you.</string>\n"
        ),
        .strings(
          "ro", "↓\"NSLocationWhenInUseUsageUsageDescription\" = \"Magazine din apropiere.\";\n")),
      .fix(
        .infoPlist("\t<key>NSCameraUsageDescripton</key>\n\t<string>Scan receipts.</string>\n"),
        fixed: ExampleFile.plistHeader
          + "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"
          + ExampleFile.plistFooter),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      for source in target.declarations where source.parentKey == nil {
        guard let miss = KeyNearMiss.find(source.key, context: context) else { continue }
        emit(
          finding(
            source.key, miss, at: source.keyLocation, span: source.keySpan, locale: nil,
            consequence: "the system ignores it, and the app is terminated when it asks for access")
        )
      }
      for table in target.tables {
        for entry in table.entries where !target.knownKeys.contains(entry.key) {
          guard let miss = KeyNearMiss.find(entry.key, context: context) else { continue }
          emit(
            finding(
              entry.key, miss, at: entry.keyLocation, span: entry.keySpan, locale: table.locale.raw,
              consequence: "the system never uses this translation"))
        }
      }
    }
  }

  static func finding(
    _ key: String, _ miss: KeyNearMiss, at location: SourceRange, span: TextSpan?, locale: String?,
    consequence: String
  ) -> Finding {
    let intended = miss.intended.key
    let fixes =
      span.flatMap { RuleSupport.replacement(of: $0, with: intended) }.map {
        [Diagnostic.Fix(message: "rename to '\(intended)'", edits: [$0])]
      } ?? []
    return Finding(
      "'\(key)' is not a key the system reads; did you mean '\(intended)'? It \(miss.reason); \(consequence)",
      at: location, key: key, locale: locale, fixes: fixes)
  }
}
