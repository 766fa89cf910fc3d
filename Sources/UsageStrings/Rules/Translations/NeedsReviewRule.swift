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
      // A new copyright year marked every language: one change, one finding.
      .failing(.file("App/InfoPlist.xcstrings", catalog(reviewIn: ["de", "es", "fr", "it"]))),
      // A key no system the app supports reads: no device shows either text (waktusolat).
      .passing(
        .infoPlist(
          "\t<key>NSLocationAlwaysUsageDescription</key>\n\t<string>Find prayer times.</string>\n"),
        .file(
          "App/InfoPlist.xcstrings",
          catalog(state: "needs_review", key: "NSLocationAlwaysUsageDescription"))),
    ])

  /// A catalog whose copyright line needs review in `languages`, its key marked.
  static func catalog(reviewIn languages: [String]) -> String {
    let units = (languages + ["en"]).map { language in
      let state = language == "en" ? "translated" : "needs_review"
      return
        "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"© 2026 Example\" } }"
    }
    return
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    ↓\"NSHumanReadableCopyright\" : {\n      \"localizations\" : {\n        "
      + units.joined(separator: ",\n        ")
      + "\n      }\n    }\n  },\n  \"version\" : \"1.0\"\n}\n"
  }

  static func catalog(state: String, marker: String = "", key: String = "NSCameraUsageDescription")
    -> String
  {
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        \(marker)"\(key)" : {
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
      // Each key of each catalog, with the languages whose translation of it needs review.
      var marked: [String: [(TranslationTable, TranslationTable.Entry)]] = [:]
      var order: [String] = []
      for table in target.tables where !target.isSourceTable(table) && table.format == .catalog {
        for entry in table.entries
        where !target.resolvedSources.retiredKeys.contains(entry.key)
          && (entry.state == "needs_review"
            || entry.variants.contains(where: { $0.state == "needs_review" }))
        {
          let id = table.path + "\u{0}" + entry.key
          if marked[id] == nil { order.append(id) }
          marked[id, default: []].append((table, entry))
        }
      }
      for id in order {
        guard let found = marked[id], let entry = found.first?.1 else { continue }
        let notes: [Diagnostic.Note] =
          target.sources[entry.key].map { [.init(message: "source", location: $0.location)] } ?? []
        // Many languages at once is one cause (their source changed): one finding.
        if found.count >= foldedAt {
          let languages = found.map(\.0.locale.raw)
          emit(
            Finding(
              "the translations of '\(entry.key)' into \(languages.count) languages (\(languages.prefix(5).joined(separator: ", "))\(languages.count > 5 ? ", …" : "")) need review (the catalog says so: their source changed); review them and mark them translated",
              at: entry.keyLocation, key: entry.key, notes: notes))
          continue
        }
        for (table, entry) in found {
          emit(
            Finding(
              "the \(table.locale.raw) translation of '\(entry.key)' needs review (the catalog says so: its source changed, or a translator was unsure); review it and mark it translated",
              at: entry.keyLocation, key: entry.key, locale: table.locale.raw, notes: notes))
        }
      }
    }
  }

  /// From this many languages of one key, a catalog's marks are one change, one finding
  /// (SAP Privileges: a new copyright year marked 40 languages of two catalogs).
  static let foldedAt = 4
}
