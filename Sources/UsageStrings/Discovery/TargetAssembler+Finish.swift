/// Turning gathered files into `Target`s: reading them, and settling each target's source
/// language.
extension TargetAssembler {
  func finish() -> [Target] {
    pending.compactMap { target -> Target? in
      let isTest =
        target.productType.map { $0.contains("unit-test") || $0.contains("ui-testing") }
        ?? (target.folder ?? target.tables.first?.path).map(isTestFolder) ?? false
      // Test bundles never ship: their tables are nobody's concern unless asked for.
      if isTest && !session.options.includesTestTargets { return nil }
      var sources: [SourceEntry] = []
      var strings: Set<String> = []
      var developmentRegion: String?
      for path in target.infoPlists {
        guard let document = session.plist(path) else { continue }
        session.report(document)
        let read = InfoPlistReader.read(document, registry: registry)
        sources += read.entries
        strings.formUnion(read.strings)
        developmentRegion = developmentRegion ?? read.developmentRegion
      }
      sources += target.buildSettings
      var tables: [TranslationTable] = []
      var catalogLanguage: String?
      for path in target.catalogs {
        guard let catalog = session.catalog(path) else { continue }
        catalogLanguage = catalogLanguage ?? catalog.sourceLanguage
        tables += TableReader.catalog(catalog, absolutePath: path)
      }
      let (language, origin) = sourceLanguage(
        plistRegion: developmentRegion, projectRegion: target.developmentRegion,
        catalog: catalogLanguage)
      let catalogLocales = Set(tables.map(\.locale.canonical))
      for (path, expected) in target.tables {
        let locale = session.tableLocale(path)
        // Another language's file is read later, one at a time, when the caller asks for that;
        // a locale a catalog also holds is read now, so that its tables are checked together.
        let defers =
          session.options.defersTranslations && locale.isUsable && locale.kind != .base
          && locale.language != language.language && !catalogLocales.contains(locale.canonical)
          && !target.unbuiltTables.contains(path)
        if defers {
          tables.append(session.deferredTable(path, locale: locale, expected: expected))
        } else if let table = session.table(path, locale: locale, expected: expected) {
          tables.append(table)
        }
      }
      if sources.isEmpty && tables.isEmpty && target.infoPlists.isEmpty && !target.fromProject {
        return nil
      }
      let tableFolders = target.tables.map { Paths.parent(Paths.parent($0.path)) }
      var result = Target(
        name: target.name, sourceLanguage: language, sourceLanguageOrigin: origin,
        sourceFiles: (target.infoPlists + target.buildSettingFiles).map(session.display),
        sources: sources, sourceStrings: strings, tables: tables.sorted { $0.path < $1.path },
        translationsFolder: tableFolders.first ?? target.folder)
      result.codeFiles = target.codeFiles
      result.linkedFrameworks = target.frameworks
      result.isTest = isTest
      result.isLibrary = target.isLibrary
      (result.embeddedCode, result.remoteProducts) = embeddedCode(target)
      result.unbuiltTables = target.unbuiltTables
      result.localizationGroup = target.localizationGroup
      result.buildSettings =
        (target.settings.first { $0.configuration == "Release" } ?? target.settings.first)
        .map { BuildSettings(configuration: $0.configuration, values: $0.values) }
      var locales = target.resourceLocales
      for catalog in target.otherCatalogs { locales.formUnion(session.catalogLanguages(catalog)) }
      for (path, _) in target.tables where !target.unbuiltTables.contains(path) {
        locales.insert(session.tableLocale(path).raw)
      }
      for table in tables where table.format == .catalog { locales.insert(table.locale.raw) }
      result.resourceLocales = locales.sorted()
      result.translatedNames = translatedNames(result.tables, sourceLanguage: language)
      result.translatedBesideSource = translatedBesideSource(result)
      result.undeclaredGaps = undeclaredGaps(result)
      result.translatedNowhere = translatedNowhere(result)
      result.privacyManifests = target.privacyManifests.compactMap { path in
        guard let document = session.plist(path) else { return nil }
        session.report(document)
        return document
      }
      return result
    }
  }

  /// The localized Info.plist keys of the source language's tables (app names, copyright) that
  /// another language translates too: only those are missing where a language lacks them. A
  /// table not read yet is searched for the key, not parsed.
  func translatedNames(_ tables: [TranslationTable], sourceLanguage: LocaleIdentifier) -> Set<
    String
  > {
    let sourceTables = tables.filter {
      !$0.isDeferred && $0.locale.language == sourceLanguage.language
    }
    let others = tables.filter {
      $0.locale.language != sourceLanguage.language && $0.locale.kind != .base
    }
    let candidates = UsageKeyRegistry.localizedInfoKeys.filter { key in
      sourceTables.contains { $0.hasReadEntry(forKey: key) }
    }
    return Set(anyHolds(candidates, others))
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
    // Held by every table: each table read once, for the keys the ones before it held.
    var held = Set(missing)
    for table in others where !held.isEmpty { held = session.holds(held, table) }
    return held
  }

  /// The purpose keys of the source language's table that no Info.plist or build setting of the
  /// target declares, each with the languages whose own table lacks it too: there the alert has
  /// no purpose string at all (`orphan-purpose-string` names them).
  func undeclaredGaps(_ target: Target) -> [String: [String]] {
    guard !target.sources.isEmpty, let source = target.sourceTable else { return [:] }
    let declared = Set(target.sources.map(\.key))
    let others = otherTables(target, besides: source)
    // Once each: a table may hold a key twice (`duplicate-key`).
    let keys = source.entries.map(\.key).uniqued().filter {
      !declared.contains($0) && registry[$0]?.role == .purposeString
    }
    guard !keys.isEmpty else { return [:] }
    var gaps = Dictionary(uniqueKeysWithValues: keys.map { ($0, [String]()) })
    for table in others {
      let held = session.holds(keys, table)
      for key in keys where !held.contains(key) { gaps[key]?.append(table.locale.raw) }
    }
    return gaps.mapValues { $0.sorted() }
  }

  /// The purpose keys of its Info.plist and the keys of its source-language table that no other
  /// language's table holds: one cause, reported once (`missing-translation`), not once per
  /// language.
  func translatedNowhere(_ target: Target) -> Set<String> {
    let source = target.sourceTable
    let others = target.tables.filter {
      $0.locale.language != target.sourceLanguage.language && $0.locale.kind != .base
        && !target.unbuiltTables.contains($0.absolutePath)
    }
    guard !others.isEmpty else { return [] }
    // Only keys a translation can matter for: another Info.plist key (a bundle identifier) is in
    // no table, and looking for it read every language's file during discovery.
    let keys =
      target.sources.filter {
        $0.value != nil && ($0.parentKey != nil || registry.isPurposeKey($0.key))
      }.map(\.key)
      + (source?.entries ?? []).filter { !$0.isIgnoredBySystem }.map(\.key)
    return Set(keys).subtracting(anyHolds(Set(keys), others))
  }

  /// Which of `keys` some table holds: each table read once, for the keys none before it held
  /// (usually the first table holds them all, and no other is read).
  func anyHolds(_ keys: Set<String>, _ tables: [TranslationTable]) -> Set<String> {
    var remaining = keys
    for table in tables where !remaining.isEmpty {
      remaining.subtract(session.holds(remaining, table))
    }
    return keys.subtracting(remaining)
  }

  /// The built `.strings` tables of the target's other languages.
  func otherTables(_ target: Target, besides source: TranslationTable) -> [TranslationTable] {
    target.tables.filter {
      $0.locale.language != source.locale.language && $0.locale.kind != .base
        && $0.format != .catalog && !target.unbuiltTables.contains($0.absolutePath)
    }
  }

  /// The source language: the configuration's, else the Info.plist's development region (with
  /// `$(DEVELOPMENT_LANGUAGE)` resolved through the project), else the catalog's, else `en`.
  func sourceLanguage(plistRegion: String?, projectRegion: String?, catalog: String?)
    -> (LocaleIdentifier, Target.SourceLanguageOrigin)
  {
    if let configured = session.options.sourceLanguage {
      return (LocaleIdentifier(configured), .configuration)
    }
    if let region = plistRegion {
      if region.contains("$(") || region.contains("${") {
        if region.contains("DEVELOPMENT_LANGUAGE"), let projectRegion, usable(projectRegion) {
          return (LocaleIdentifier(projectRegion), .project)
        }
      } else if usable(region) {
        return (LocaleIdentifier(region), .infoPlist)
      }
    } else if let projectRegion, usable(projectRegion) {
      return (LocaleIdentifier(projectRegion), .project)
    }
    if let catalog, usable(catalog) { return (LocaleIdentifier(catalog), .catalog) }
    return (LocaleIdentifier("en"), .fallback)
  }

  private func usable(_ identifier: String) -> Bool {
    let locale = LocaleIdentifier(identifier)
    return locale.isUsable && locale.kind != .base
  }
}
