/// `stale-translation`: the source changed since the translation was made.
public struct StaleTranslationRule: Rule {
  public static let description = RuleDescription(
    id: "stale-translation", name: "Stale translation",
    summary: "a translation made from a source text that has changed since",
    rationale: """
      When the English text changes ("to scan receipts" becomes "to scan receipts and invoices"), \
      every translation still says the old thing, and nothing in the file shows it. `generate` \
      and `merge` record a fingerprint of the source text each translation was made from — in the \
      comment above a `.strings` entry, as the `needs_review` state in a String Catalog — and a \
      fingerprint that no longer matches the source means the translation needs review.
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
      .failing(
        .file(
          "App/InfoPlist.xcstrings",
          """
          {
            "sourceLanguage" : "en",
            "strings" : {
              ↓"NSCameraUsageDescription" : {
                "localizations" : {
                  "de" : {
                    "stringUnit" : {
                      "state" : "needs_review",
                      "value" : "Scanne Belege."
                    }
                  },
                  "en" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Scan receipts and invoices."
                    }
                  }
                }
              }
            },
            "version" : "1.0"
          }
          """)),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      for table in target.tables where !target.isSourceTable(table) {
        for entry in table.entries {
          if table.format == .catalog {
            guard
              entry.state == "needs_review"
                || entry.variants.contains(where: { $0.state == "needs_review" }),
              let source = target.sources[entry.key]
            else { continue }
            emit(
              Finding(
                "the \(table.locale.raw) translation of '\(entry.key)' needs review: its source changed since it was made",
                at: entry.keyLocation, key: entry.key, locale: table.locale.raw,
                notes: [.init(message: "source", location: source.location)]))
          } else {
            guard let recorded = entry.comment.flatMap(Fingerprint.recorded),
              let source = target.sources[entry.key],
              case let current = Fingerprint.of(source.text), recorded != current
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
}
