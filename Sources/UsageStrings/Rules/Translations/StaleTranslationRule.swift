/// `stale-translation`: the source changed since the translation was made.
public struct StaleTranslationRule: Rule {
  public static let description = RuleDescription(
    id: "stale-translation", name: "Stale translation",
    summary: "a translation made from a source text that has changed since",
    rationale: """
      When the English text changes ("to scan receipts" becomes "to scan receipts and invoices"), \
      every translation still says the old thing, and nothing in the file shows it. `generate` \
      and `merge` record a fingerprint of the source text each translation was made from in the \
      comment above a `.strings` entry, and a fingerprint that no longer matches the source — \
      the text the development language shows — means the translation needs review. (A String \
      Catalog says so itself, with the `needs_review` state: `needs-review`.)
      """,
    defaultSeverity: .warning, scope: .translations,
    examples: [
      .passing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings(
          "de",
          "/* Camera. Source fingerprint: \(Fingerprint.of("Scan receipts.")) */\n\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts and invoices.</string>\n"),
        .strings(
          "de",
          "/* Camera. Source fingerprint: \(Fingerprint.of("Scan receipts.")) */\n↓\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"
        )),
      // The source language's table is the source: its text changed, not the Info.plist's.
      .failing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts and invoices.\";\n"),
        .strings(
          "de",
          "/* Camera. Source fingerprint: \(Fingerprint.of("Scan receipts.")) */\n↓\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n"
        )),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      for table in target.tables where !target.isSourceTable(table) && table.format != .catalog {
        for entry in table.entries {
          // A source the tool cannot expand has no fingerprint to compare.
          guard let recorded = entry.comment.flatMap(Fingerprint.recorded),
            let source = target.sources[entry.key], let text = source.text,
            case let current = Fingerprint.of(text), recorded != current
          else { continue }
          emit(
            Finding(
              "the \(table.locale.raw) translation of '\(entry.key)' was made from another source text (fingerprint \(recorded), now \(current)); review it and update the fingerprint",
              at: entry.keyLocation, key: entry.key, locale: table.locale.raw,
              notes: [.init(message: "source", location: source.location)]))
        }
      }
    }
  }
}
