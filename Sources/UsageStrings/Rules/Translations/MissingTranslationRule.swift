/// `missing-translation`: a source key with no translation in a locale the app ships.
public struct MissingTranslationRule: Rule {
  public static let description = RuleDescription(
    id: "missing-translation", name: "Missing translation",
    summary: "a source key with no translation in a locale the app ships",
    rationale: """
      A key missing from a language's `InfoPlist.strings` falls back to the Info.plist's value, and \
      a language with no `InfoPlist.strings` at all falls back to the development language's: \
      either way people who use the app in that language meet an alert in the development \
      language. The locales an app ships are those of its localized resources — every \
      `<lang>.lproj` folder and String Catalog language of the target, not only InfoPlist's — those \
      its Info.plist lists in `CFBundleLocalizations` (unless a Flutter, React Native or Capacitor \
      app's, which lists its interface's languages there), and the configuration's `languages`; \
      regional variants of the development language (en-GB) \
      fall back to it and need nothing. Every purpose string is to be translated; another key of \
      the source language's table (a shortcut title, an app name) only in languages that have a \
      table, and an app name only where another language translates it too (else it is a \
      deliberate choice). A table that translates nothing is reported once, as `untranslated`, and \
      a key that no language's table holds at all once, where it is declared. A key whose own \
      text says the app does not use its permission (a declaration made for a linked SDK, a \
      canary that tells people to deny) is never meant to show: its gaps are notes.
      """,
    defaultSeverity: .warning, scope: .translations, readsCode: true,
    examples: examples)

  /// `UnbuiltTableRule.project` whose target also builds `App/App-InfoPlist.xcstrings`, a
  /// catalog of its own name.
  static let misnamedCatalogProject = UnbuiltTableRule.project.replacingOccurrences(
    of: "files = (B1, B2)", with: "files = (B1, B2, B3)"
  ).replacingOccurrences(of: "children = (F2, V1, V2)", with: "children = (F2, F6, V1, V2)")
    .replacingOccurrences(
      of: "\t\tF2 /* Info.plist */",
      with:
        "\t\tB3 = {isa = PBXBuildFile; fileRef = F6; };\n\t\tF6 = {isa = PBXFileReference; path = \"App-InfoPlist.xcstrings\"; sourceTree = \"<group>\"; };\n\t\tF2 /* Info.plist */"
    )

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      // A purpose key only a table holds, where the target declares its keys, is shown nowhere
      // (`orphan-purpose-string` says so): no language needs it.
      let purpose = target.resolvedSources.purposeKeys.filter {
        !target.declaresKeys || target.knownKeys.contains($0)
      }
      let purposeSet = Set(purpose)
      let others = target.resolvedSources.otherKeys
      guard !purpose.isEmpty || !others.isEmpty else { continue }
      // A purpose key no other language's table holds: one cause, one finding, where it is
      // declared.
      let nowhere = target.facts.translatedNowhere
      let shippedEverywhere = target.facts.shippedLocales
      // Interface words of the Info.plist (a shortcut's title) too: unlike a name, nobody
      // keeps them in one language on purpose.
      let words = others.filter {
        nowhere.contains($0) && target.target.sourceStrings.contains($0)
      }
      let untranslated = purpose.filter(nowhere.contains) + words
      let notInCatalogs = reportMisplacedCatalogs(untranslated, of: target, in: context, emit)
      let misplaced = Set(untranslated).subtracting(notInCatalogs)
      let writtenIn = SourceLanguages(target, context).language(of:)
      if shippedEverywhere.count >= 2 {
        reportTranslatedNowhere(
          notInCatalogs, of: target, writtenIn: writtenIn, context: context, emit)
      }
      reportStubs(of: target, purpose: purpose, emit)
      reportForeignSources(purpose, of: target, writtenIn: writtenIn, context: context, emit)
      for locale in target.shippedLocales {
        let tables = target.tables.filter { $0.locale.canonical == locale.canonical }
        // A table that translates nothing is one finding of `untranslated`.
        if tables.contains(where: target.isPlaceholder) { continue }
        let keys = (tables.isEmpty ? purpose : purpose + others).filter {
          shippedEverywhere.count < 2 || !nowhere.contains($0)
        }
        var missing = missingKeys(
          keys.filter { !misplaced.contains($0) }, in: locale, tables: tables, of: target,
          context: context
        ).filter { writtenIn($0) != locale.language }
        if let gap = wholeGap(
          missing, of: keys, purpose: purposeSet, tables: tables, locale: locale, target: target)
        {
          emit(gap)
          if tables.isEmpty { continue }
          missing.removeAll { purposeSet.contains($0) }
        }
        for key in missing {
          guard let source = target.sources[key] else { continue }
          emit(
            finding(
              key, source: source, locale: locale, tables: tables, target: target,
              context: context))
        }
      }
    }
  }

  /// The keys of `keys` a locale's tables lack, but for those another cause explains (but a
  /// source written in the locale's language, CovPass's German, which the caller knows).
  static func missingKeys(
    _ keys: [String], in locale: LocaleIdentifier, tables: [TranslationTable],
    of target: ResolvedTarget, context: RuleContext
  ) -> [String] {
    var missing = keys.filter { key in !tables.contains { $0.hasReadEntry(forKey: key) } }
    // A translation under a misspelt key is `unknown-usage-key`'s: one cause, one finding.
    if !missing.isEmpty { missing.removeAll(where: misnamed(in: tables, context).contains) }
    // A translation in a table the target does not build is `unbuilt-table`'s: one cause.
    if !missing.isEmpty {
      missing.removeAll(where: unbuiltTranslations(in: locale, of: target).contains)
    }
    return missing
  }

  /// The finding of a key a locale's tables lack: where it would go (the catalog's entry, the
  /// table, else its declaration), and what people see instead.
  static func finding(
    _ key: String, source: SourceValue, locale: LocaleIdentifier, tables: [TranslationTable],
    target: ResolvedTarget, context: RuleContext
  ) -> Finding {
    let sourceLanguage = target.target.sourceLanguage.raw
    let location: SourceRange
    let consequence: String
    if let catalog = tables.first(where: { $0.format == .catalog }) {
      // The key's entry, from whichever language of the catalog has it.
      location =
        target.target.tables.lazy.compactMap {
          $0.format == .catalog ? $0.entry(forKey: key)?.keyLocation : nil
        }.first ?? .file(catalog.path)
      consequence = "people using the app in \(locale.raw) see the \(sourceLanguage) text"
    } else if let table = tables.first {
      location = .file(table.path)
      consequence =
        "people using the app in \(locale.raw) see \(fallback(key, source, target))"
    } else {
      location = source.declaration?.location ?? source.location
      consequence =
        "the app ships \(locale.raw) but has no InfoPlist.strings for it, so people using the app in \(locale.raw) see the \(sourceLanguage) text"
    }
    let needless = CodeEvidence.needlessTranslation(
      key, text: source.text, written: source.written, in: target, context: context)
    return Finding(
      "'\(key)' has no \(locale.raw) translation; \(consequence)\(needless ?? "")",
      at: location, key: key, locale: locale.raw,
      notes: [.init(message: "source", location: source.location)],
      // A name the app keeps in one language where a table lacks it is a choice (Siri's names
      // for the app too: AmpFin's catalog holds "Amp Fin" untranslated).
      severity: needless != nil || target.isName(key) ? .note : nil)
  }

  /// The keys a table translates under a misspelling of theirs (`…UsageUsageDescription`).
  static func misnamed(in tables: [TranslationTable], _ context: RuleContext) -> Set<String> {
    Set(
      tables.flatMap(\.entries).compactMap {
        context.registry[$0.key] == nil
          ? KeyNearMiss.find($0.key, context: context)?.intended.key : nil
      })
  }

  /// The keys a table of `locale` that the target does not build translates (a text other than
  /// the source's).
  static func unbuiltTranslations(in locale: LocaleIdentifier, of target: ResolvedTarget) -> Set<
    String
  > {
    let unbuilt = target.target.localization.unbuiltTables
    guard !unbuilt.isEmpty else { return [] }
    return Set(
      target.target.tables.lazy.filter {
        unbuilt.contains($0.absolutePath) && $0.locale.canonical == locale.canonical
      }.flatMap(\.entries).filter { $0.value != target.sources[$0.key]?.text }.map(\.key))
  }

  /// Whether a key is declared but missing from the source language's `.strings` table:
  /// `missing-source-translation` reports that cause, which is also why no language has it.
  static func missingFromSourceTable(_ key: String, _ target: ResolvedTarget) -> Bool {
    // An empty one keeps nothing (RoverLink's tables, every language's empty): the gap is the
    // other languages', as `missing-source-translation` leaves it.
    guard let table = target.target.sourceTable, table.format != .catalog,
      !table.entries.isEmpty, target.sources[key]?.isFromTable == false
    else { return false }
    return table.entry(forKey: key) == nil
  }

  /// One finding for each catalog the target builds under its own name that translates keys no
  /// table of it holds (`Target.localization.misplacedInfoPlistCatalogs`): their translations
  /// exist, the name is the cause. A note where another target builds that catalog as its
  /// InfoPlist table (a Run Script renames it there): this build may be for development only.
  /// The keys left for `reportTranslatedNowhere`.
  static func reportMisplacedCatalogs(
    _ keys: [String], of target: ResolvedTarget, in context: RuleContext,
    _ emit: (Finding) -> Void
  ) -> [String] {
    var left = keys
    for (path, translated) in target.target.localization.misplacedInfoPlistCatalogs.sorted(by: {
      $0.key < $1.key
    }) {
      let moved = translated.filter(left.contains)
      guard !moved.isEmpty else { continue }
      left.removeAll(where: moved.contains)
      let name = Paths.lastComponent(path)
      let built = name.replacingSuffix(".xcstrings", with: ".strings")
      let renaming = context.targets.first { other in
        other.target.builtTables.contains { $0.format == .catalog && $0.path == path }
      }
      let source = target.target.sourceLanguage.language
      let shipped = target.facts.shippedLocales.filter { $0.language != source }.map(\.raw)
        .sorted()
      let languages =
        shipped.count == 1
        ? shipped[0]
        : shipped.isEmpty ? "every language" : "each of the \(shipped.count) languages it ships"
      let purpose = moved.allSatisfy { UsageKeyRegistry.nameKeys.contains($0) } ? "keys" : "strings"
      emit(
        Finding(
          "'\(name)' translates \(moved.count) Info.plist \(purpose) of '\(target.target.name)' (\(listed(moved))), but the target builds it as '\(built)', and the system reads the Info.plist's translations only from InfoPlist.strings: in \(languages), people see the \(target.target.sourceLanguage.raw) texts; name the catalog InfoPlist.xcstrings, or copy what it builds to InfoPlist.strings in a Run Script\(renaming.map { " as '\($0.target.name)' does (this target lacks that step: a build for development?)" } ?? "")",
          at: .file(path), severity: renaming == nil ? nil : .note))
    }
    return left
  }

  /// The one finding for purpose keys no other language's table holds, where they are declared.
  static func reportTranslatedNowhere(
    _ keys: [String], of target: ResolvedTarget, writtenIn: (String) -> String?,
    context: RuleContext, _ emit: (Finding) -> Void
  ) {
    let shipped = target.facts.shippedLocales
    // Another key no language translates is a choice (a name kept in every language).
    for key in keys {
      guard let source = target.sources[key], !missingFromSourceTable(key, target) else {
        continue
      }
      // A source written in a shipped language (CovPass's German) is that language's text.
      let written = writtenIn(key)
      let names = shipped.filter { $0.language != written }.map(\.raw).sorted()
      guard !names.isEmpty else { continue }
      let listed =
        names.prefix(4).joined(separator: ", ")
        + (names.count > 4 ? " and \(names.count - 4) more" : "")
      let needless = CodeEvidence.needlessTranslation(
        key, text: source.text, written: source.written, in: target, context: context)
      emit(
        Finding(
          "'\(key)' is \(names.count == 1 ? "not translated into \(listed), which the app ships" : "translated into none of the \(names.count) languages the app ships (\(listed))"): people using the app in them see the \(written ?? target.target.sourceLanguage.raw) text; have it translated\(needless ?? "")",
          at: source.location, key: key, severity: needless == nil ? nil : .note))
    }
  }

  /// One note for each language shipped in name only (`Target.localization.stubLocales`) whose InfoPlist
  /// table is here and translates nothing: it is treated as not shipped, and says why.
  static func reportStubs(of target: ResolvedTarget, purpose: [String], _ emit: (Finding) -> Void) {
    guard !purpose.isEmpty else { return }
    let shipped = Set(target.shippedLocales.map(\.canonical))
    for table in target.tables
    where table.format == .strings
      && target.target.localization.stubLocales.contains(table.locale.raw)
      && !shipped.contains(table.locale.canonical) && !target.isSourceTable(table)
    {
      emit(
        Finding(
          "\(table.locale.raw) is treated as not shipped: its tables beside the source language's translate hardly any of their texts (at most one in fifty, or fewer than fifty and one in twenty-five; the others are missing, or copied unchanged), so the whole app, its alerts too, is in \(target.target.sourceLanguage.raw) there; translate the app first, then its \(purpose.count) purpose strings",
          at: .file(table.path), locale: table.locale.raw, severity: .note))
    }
  }

  /// One finding for a language that lacks every purpose string: a `.strings` table that holds
  /// none of them, or no table at all (then every key it lacks). Nil where keys are missing one
  /// by one.
  static func wholeGap(
    _ missing: [String], of keys: [String], purpose: Set<String>, tables: [TranslationTable],
    locale: LocaleIdentifier, target: ResolvedTarget
  ) -> Finding? {
    let sourceLanguage = target.target.sourceLanguage.raw
    guard let table = tables.first else {
      guard missing.count >= 2, let source = target.sources[missing[0]] else { return nil }
      // Where the other languages live in a String Catalog, this one goes there too.
      let catalog = target.target.tables.first { $0.format == .catalog }.map {
        Paths.lastComponent($0.path)
      }
      let lacking =
        catalog.map { "\($0) has no \(locale.raw) translations" }
        ?? "has no InfoPlist.strings for it"
      let remedy =
        catalog.map { "add \(locale.raw) to \($0)" } ?? "add \(locale.raw).lproj/InfoPlist.strings"
      return Finding(
        "the app ships \(locale.raw) but \(lacking): its \(missing.count) purpose strings (\(listed(missing))) show in \(sourceLanguage); \(remedy)",
        at: source.declaration?.location ?? source.location, locale: locale.raw)
    }
    let purposeMissing = missing.filter(purpose.contains)
    guard table.format != .catalog, purposeMissing.count >= 2,
      purposeMissing.count == keys.count(where: purpose.contains)
    else { return nil }
    return Finding(
      "\(Paths.lastComponent(Paths.parent(table.path)))/\(Paths.lastComponent(table.path)) translates none of the \(purposeMissing.count) purpose strings of the source (\(listed(purposeMissing))); people using the app in \(locale.raw) see the \(sourceLanguage) texts instead",
      at: .file(table.path), locale: locale.raw)
  }

  /// A few keys, and how many more.
  static func listed(_ keys: [String]) -> String {
    keys.prefix(3).joined(separator: ", ") + (keys.count > 3 ? " and \(keys.count - 3) more" : "")
  }

  /// What a language's table without the key shows: the Info.plist's value, which is the key
  /// itself for a shortcut title, and the source text only where the two are the same.
  static func fallback(_ key: String, _ source: SourceValue, _ target: ResolvedTarget) -> String {
    let shown = source.isFromTable ? source.declaration?.text : source.text
    let development = "the \(target.target.sourceLanguage.raw) text"
    if let shown, shown != source.text {
      return "the Info.plist's '\(TextExcerpt.oneLine(shown))', not \(development)"
    }
    if source.declaration == nil, source.isFromTable, target.target.sourceStrings.contains(key) {
      return "the Info.plist's '\(key)', not \(development)"
    }
    return development
  }
}

/// The language each source of a target is written in where it is not the source language's
/// (`UntranslatedRule.otherLanguage`), told once per key however many locales ask.
final class SourceLanguages {
  private let target: ResolvedTarget
  private let context: RuleContext
  private var known: [String: String?] = [:]

  init(_ target: ResolvedTarget, _ context: RuleContext) {
    self.target = target
    self.context = context
  }

  func language(of key: String) -> String? {
    if let language = known[key] { return language }
    let language = target.sources[key]?.text.flatMap {
      UntranslatedRule.otherLanguage(of: $0, source: target.target.sourceLanguage, context)
    }
    known[key] = language
    return language
  }
}
