/// One `InfoPlist.xcstrings` that `generate` brings up to date (`Generator.catalogWrite`): what
/// every entry of it is written with, so that each step of an entry is given only the entry.
struct CatalogSkeleton {
  let target: ResolvedTarget
  /// The languages asked for (`--languages`), as the project names their folders.
  let languages: [LocaleIdentifier]
  /// The catalog's own source language, else the target's.
  let sourceLanguage: String
  /// The catalog on disk, where there is one.
  let table: TranslationTable?
  let display: String
  let context: GenerateContext
  let options: GenerateOptions

  /// The catalog's entry for `entry` (`current`, or a new one) with its localizations brought up
  /// to date: the source's, the stale ones marked, the pseudo-locales' remade, the missing added.
  func entry(_ entry: GenerateEntry, current: JSONValue?, notes: inout [String]) -> JSONValue {
    let object = current ?? newEntry(entry)
    var localizations = object["localizations"]?.members ?? []
    updateSource(&localizations, of: entry)
    if let table {
      Generator.markStale(
        &localizations, of: entry.key, in: table, languages: languages,
        history: context.project.history, display: display, notes: &notes)
    }
    remakePseudoLocalizations(&localizations, of: entry)
    addMissingLocalizations(&localizations, of: entry)
    return object.setting("localizations", .object(localizations, 0..<0))
  }

  /// A key the catalog does not hold yet, with the translator's note.
  private func newEntry(_ entry: GenerateEntry) -> JSONValue {
    .object([
      (
        "comment",
        .string(
          Generator.catalogComment(entry, target: target, context: context, options: options))
      ),
      ("extractionState", .string("extracted_with_value")),
    ])
  }

  /// The source language's localization: replaced where the source changed (its translations
  /// then need review), added where there is none.
  private func updateSource(_ localizations: inout [JSONValue.Member], of entry: GenerateEntry) {
    let sourceUnit = Generator.unit(entry.source, state: "new")
    if let position = localizations.firstIndex(where: { $0.key == sourceLanguage }) {
      let current = localizations[position].value["stringUnit"]?["value"]?.string
      guard let current, current != entry.source else { return }
      // The source changed: its translations need review, as Xcode marks them.
      localizations[position].value = localizations[position].value.setting(
        "stringUnit", sourceUnit["stringUnit"]!)
      for other in localizations.indices where other != position {
        localizations[other].value = Generator.markNeedsReview(localizations[other].value)
      }
    } else if entry.pluralSource.isEmpty,
      target.sources[entry.key].map({ $0.written == $0.text }) ?? true
    {
      // A text built from build settings stays the Info.plist's: a source localization would
      // freeze one configuration's value.
      localizations.append(.init(key: sourceLanguage, value: sourceUnit))
    }
  }

  /// Each pseudo-locale asked for, made from the source localization (else the source text).
  private func remakePseudoLocalizations(
    _ localizations: inout [JSONValue.Member], of entry: GenerateEntry
  ) {
    for language in languages {
      guard let pseudo = Pseudolocale(language) else { continue }
      // Machine-made: rewritten from the source on every run.
      let value =
        localizations.first { $0.key == sourceLanguage }.map {
          Generator.localization(
            from: $0.value, language: language, context: context, state: "translated",
            pseudo.transform)
        } ?? Generator.unit(pseudo.transform(entry.source), state: "translated")
      if let position = localizations.firstIndex(where: { $0.key == language.canonical }) {
        localizations[position].value = value
      } else {
        localizations.append(.init(key: language.canonical, value: value))
      }
    }
  }

  /// A localization for each language asked for that has none: the target's translation from a
  /// `.strings` table, else a new one (`Generator.newLocalization`).
  private func addMissingLocalizations(
    _ localizations: inout [JSONValue.Member], of entry: GenerateEntry
  ) {
    for language in languages
    where !localizations.contains(where: { $0.key == language.canonical }) {
      let value =
        movedTranslation(of: entry, in: language)
        ?? Generator.newLocalization(
          entry, language: language, context: context,
          source: localizations.first { $0.key == sourceLanguage }?.value)
      localizations.append(.init(key: language.canonical, value: value))
    }
  }

  /// A translation the target already has in a `.strings` table, which moves into the catalog:
  /// marked for review where its note's fingerprint is of another source text.
  private func movedTranslation(of entry: GenerateEntry, in language: LocaleIdentifier)
    -> JSONValue?
  {
    let existing = target.target.tables.first {
      $0.format != .catalog && $0.locale.canonical == language.canonical
    }?.entry(forKey: entry.key)
    guard let existing, let value = existing.value, entry.pluralSource.isEmpty,
      value != entry.source
    else { return nil }
    let stale =
      existing.comment.flatMap(Fingerprint.recorded).map { $0 != entry.fingerprint } ?? false
    return Generator.unit(value, state: stale ? "needs_review" : "translated")
  }
}
