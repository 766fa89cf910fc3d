/// The facts of a target as a whole (`TargetFacts`), worked out once per run.
extension ModelResolver {
  func facts(of target: Target) -> TargetFacts {
    var facts = TargetFacts()
    let built = target.tables.filter {
      !target.localization.unbuiltTables.contains($0.absolutePath)
    }
    let wanted = built.filter { table in
      guard let languages else { return true }
      return languages.contains(table.locale.canonical) || languages.contains(table.locale.raw)
    }
    facts.shippedLocales = shippedLocales(
      of: target, tables: wanted,
      others: target.localization.resourceLocales + (configuredLanguages ?? []))
    facts.translatedNames = translatedNames(target)
    facts.copiedStrings = copiedStrings(target)
    facts.translatedBesideSource = translatedBesideSource(target)
    facts.undeclaredGaps = undeclaredGaps(target)
    facts.translatedNowhere = translatedNowhere(target)
    facts.declarationFallbacks = declarationFallbacks(target)
    return facts
  }

  /// The localized Info.plist keys of the source language's tables that another language
  /// translates too: only those are missing where a language lacks them. A name copied
  /// unchanged (five languages holding the product's name as it is) is not localized: the
  /// languages without it show the very same name.
  func translatedNames(_ target: Target) -> Set<String> {
    let (sourceTables, others) = sourceAndOtherTables(target)
    var source: [String: String] = [:]
    for key in UsageKeyRegistry.localizedInfoKeys {
      if let value = sourceTables.lazy.compactMap({ $0.entry(forKey: key)?.value }).first
        ?? bundleName(key, of: target)
      {
        source[key] = value
      }
    }
    var translated: Set<String> = []
    for table in others where translated.count < source.count {
      let wanted = Set(source.keys).subtracting(translated)
      for (key, value) in search.values(wanted, table) where value != source[key] {
        translated.insert(key)
      }
    }
    return translated
  }

  /// The Info.plist's display or bundle name, for a target whose source tables hold none: a
  /// purpose string that is that name is kept as it is only where no language translates it
  /// (`CodeEvidence.isKeptName`). Other keys matter only where a source table holds them.
  private func bundleName(_ key: String, of target: Target) -> String? {
    guard UsageKeyRegistry.bundleNameKeys.contains(key) else { return nil }
    return target.sources.last(where: { $0.key == key && $0.parentKey == nil })?.value
  }

  /// A target's tables of its source language (those read already) and of the other
  /// languages (`Base` in neither): what a source text is compared with.
  func sourceAndOtherTables(_ target: Target) -> (
    source: [TranslationTable], others: [TranslationTable]
  ) {
    let language = target.sourceLanguage.language
    return (
      target.tables.filter { !$0.isDeferred && $0.locale.language == language },
      target.tables.filter { $0.locale.language != language && $0.locale.kind != .base }
    )
  }

  /// The Info.plist's other strings of the source language's tables that other languages'
  /// tables hold, and only as the source's text ('XML', the name of MacPass's XML document
  /// type, in each table that has it): a language without one shows the very same text.
  func copiedStrings(_ target: Target) -> Set<String> {
    let (sourceTables, others) = sourceAndOtherTables(target)
    var source: [String: String] = [:]
    for table in sourceTables {
      for entry in table.entries where target.sourceStrings.contains(entry.key) {
        if source[entry.key] == nil, let value = entry.value { source[entry.key] = value }
      }
    }
    guard !source.isEmpty else { return [] }
    var held: Set<String> = []
    var translated: Set<String> = []
    for table in others {
      for (key, value) in search.values(Set(source.keys), table) {
        held.insert(key)
        if value != source[key] { translated.insert(key) }
      }
    }
    return held.subtracting(translated)
  }

  /// The purpose keys declared but missing from the source language's table that every other
  /// language's table holds: a gap nobody sees today (`missing-source-translation` notes it).
  func translatedBesideSource(_ target: Target) -> Set<String> {
    guard let source = target.sourceTable, source.format != .catalog else { return [] }
    let others = otherTables(target, besides: source)
    guard !others.isEmpty else { return [] }
    let missing = target.sources.filter {
      $0.parentKey == nil && $0.value != nil && registry.isPurposeKey($0.key)
        && source.entry(forKey: $0.key) == nil
    }.map(\.key)
    // Held by every table: each table searched once, for the keys the ones before it held.
    var held = Set(missing)
    for table in others where !held.isEmpty { held = search.holds(held, table) }
    return held
  }

  /// The purpose keys of the source language's table that no Info.plist or build setting of the
  /// target declares, each with the languages whose own table lacks it too: there the alert has
  /// no purpose string at all (`orphan-purpose-string` names them).
  func undeclaredGaps(_ target: Target) -> [String: [String]] {
    guard !target.sources.isEmpty, let source = target.sourceTable else { return [:] }
    let declared = Set(target.sources.map(\.key))
    // Once each: a table may hold a key twice (`duplicate-key`).
    let keys = source.entries.map(\.key).uniqued().filter {
      !declared.contains($0) && registry[$0]?.role == .purposeString
    }
    guard !keys.isEmpty else { return [:] }
    var gaps = Dictionary(uniqueKeysWithValues: keys.map { ($0, [String]()) })
    for table in otherTables(target, besides: source) {
      let held = search.holds(keys, table)
      for key in keys where !held.contains(key) { gaps[key]?.append(table.locale.raw) }
    }
    return gaps.mapValues { $0.sorted() }
  }

  /// The purpose keys of its Info.plist and the keys of its source-language table that no other
  /// language's table holds: one cause, reported once (`missing-translation`), not once per
  /// language.
  func translatedNowhere(_ target: Target) -> Set<String> {
    let others = target.tables.filter {
      $0.locale.language != target.sourceLanguage.language && $0.locale.kind != .base
        && !target.localization.unbuiltTables.contains($0.absolutePath)
    }
    // Only keys a translation can matter for: another Info.plist key (a bundle identifier) is in
    // no table, and looking for it would read every language's file.
    let nested = Set(target.sources.filter { $0.parentKey != nil }.map(\.key))
    let keys =
      target.sources.filter {
        $0.value != nil
          && ResolvedTarget.isPurposeKey($0.key, nestedKeys: nested, registry: registry)
      }.map(\.key)
      + (target.sourceTable?.entries ?? []).filter { !$0.isIgnoredBySystem }.map(\.key)
    // Without any other language's table, every one of them is translated nowhere.
    return Set(keys).subtracting(search.anyHolds(Set(keys), others))
  }

  /// The purpose keys the source table overrides with another text, each with the languages
  /// whose own table lacks the key: those fall back to the Info.plist's text.
  func declarationFallbacks(_ target: Target) -> [String: [String]] {
    guard let source = Self.sourceTable(of: target), source.format != .catalog else { return [:] }
    let keys = target.sources.filter { declaration in
      guard declaration.parentKey == nil, let text = declaration.value,
        registry.isPurposeKey(declaration.key),
        let overriding = source.entry(forKey: declaration.key)?.value
      else { return false }
      return overriding != text
    }.map(\.key).uniqued()
    guard !keys.isEmpty else { return [:] }
    var fallbacks: [String: [String]] = [:]
    for table in otherTables(target, besides: source) {
      let held = search.holds(keys, table)
      for key in keys where !held.contains(key) {
        fallbacks[key, default: []].append(table.locale.raw)
      }
    }
    return fallbacks.mapValues { $0.sorted() }
  }

  /// The built `.strings` tables of the target's other languages.
  func otherTables(_ target: Target, besides source: TranslationTable) -> [TranslationTable] {
    target.builtTables.filter {
      $0.locale.language != source.locale.language && $0.locale.kind != .base
        && $0.format != .catalog
    }
  }
}
