/// `needs-review`: a String Catalog translation marked `needs_review`.
public struct NeedsReviewRule: Rule {
  public static let description = RuleDescription(
    id: "needs-review", name: "Needs review",
    summary: "a String Catalog translation in state needs_review",
    rationale: """
      Xcode marks a catalog's translations `needs_review` when their source text changes, and \
      translation tools do when a translator was unsure. The app still shows the old text until \
      someone reviews it, so a release should not ship with it: review the translation and mark \
      it translated.
      """,
    defaultSeverity: .warning, scope: .translations,
    examples: [
      .passing(.file("App/InfoPlist.xcstrings", catalog(state: "translated"))),
      .failing(.file("App/InfoPlist.xcstrings", catalog(state: "needs_review", marker: "↓"))),
    ])

  static func catalog(state: String, marker: String = "") -> String {
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        \(marker)"NSCameraUsageDescription" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "\(state)",
                "value" : "Scanne Belege."
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Scan receipts."
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """
  }

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      for table in target.tables where !target.isSourceTable(table) && table.format == .catalog {
        for entry in table.entries
        where entry.state == "needs_review"
          || entry.variants.contains(where: { $0.state == "needs_review" })
        {
          emit(
            Finding(
              "the \(table.locale.raw) translation of '\(entry.key)' needs review (the catalog says so: its source changed, or a translator was unsure); review it and mark it translated",
              at: entry.keyLocation, key: entry.key, locale: table.locale.raw,
              notes: target.sources[entry.key].map {
                [.init(message: "source", location: $0.location)]
              } ?? []))
        }
      }
    }
  }
}
