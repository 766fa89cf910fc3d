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
      Catalog says so itself, with the `needs_review` state: `needs-review`.) With `--history` \
      (or `"history": true`), every translation is also checked against the project's git \
      history: where its value last changed, the source said something else than today, so it \
      was made from the old text. A rewrite (other content words: a claim, a feature, a \
      negation, a number) is a warning; a fixed typo or a short word added or dropped a note; \
      whitespace, line wrapping, letter case, punctuation and a rewording with the same content \
      words (stop words aside, synonyms one, the app's names and "the app" one) nothing. A sync \
      that rewrote every table without changing this value does not refresh it, and a table \
      several editions build is judged once, by the newest of its translations.
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
    if let history = context.project.history { checkHistory(history, context, emit) }
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

  /// The translations the git history shows were made from another source text.
  static func checkHistory(
    _ history: TranslationHistory, _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    if let reason = history.unavailable {
      emit(Finding(reason, at: .file(history.location), severity: .note))
      return
    }
    for gap in history.gaps { emit(Finding(gap, at: .file(history.location), severity: .note)) }
    // A table several targets build (editions of one app) is reported once.
    var reported: Set<String> = []
    for target in context.targets {
      for table in target.tables where !target.isSourceTable(table) {
        // A catalog unit marked for review already says so (`needs-review`).
        for entry in table.entries where entry.state != "needs_review" {
          guard
            let stale = history.staleTranslation(
              path: table.absolutePath, locale: table.locale.raw, key: entry.key),
            let source = target.sources[entry.key], reported.insert(stale.id).inserted
          else { continue }
          var finding = Finding(
            message(stale), at: entry.keyLocation, key: entry.key, locale: stale.locale,
            notes: [
              .init(message: "translated on \(stale.translated.label)"),
              .init(
                message: "source changed "
                  + (stale.sourceChanged.map { "on \($0.label)" } ?? "in the work tree"),
                location: source.location),
            ],
            severity: stale.isRewrite ? .warning : .note)
          finding.properties = properties(stale)
          emit(finding)
        }
      }
    }
  }

  /// What a stale translation is told: the source it was made from and today's, and when the
  /// source changed — the same words for every language and edition a change left behind, so
  /// that the reports people read give one entry per key and change (when each was translated
  /// is a note of its own, and in the JSON report).
  static func message(_ stale: StaleTranslation) -> String {
    let old = SourceConflictRule.collapsed(stale.madeFrom)
    let new = SourceConflictRule.collapsed(stale.source)
    // Whole where short; else cut around the words that differ, so that two changes of one
    // key never read the same.
    let (before, after) =
      old.count + new.count <= 240
      ? (TextExcerpt.oneLine(old, limit: .max), TextExcerpt.oneLine(new, limit: .max))
      : TextExcerpt.differing(old, new)
    let change = stale.isRewrite ? "was rewritten" : "was reworded (the same content words)"
    let advice = stale.isRewrite ? "have it translated again" : "check that it still fits"
    return
      "the translation of '\(stale.key)' was made when the source said '\(before)'; the source \(change) and now says '\(after)': \(advice)"
  }

  /// The texts and commits, for tools (the JSON report's `properties`).
  static func properties(_ stale: StaleTranslation) -> [String: String] {
    var properties = [
      "oldSource": stale.madeFrom, "newSource": stale.source,
      "translatedIn": stale.translated.commit,
    ]
    properties["changedIn"] = stale.sourceChanged?.commit
    return properties
  }
}
