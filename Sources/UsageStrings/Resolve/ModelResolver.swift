/// Builds the resolved model of a project: for each target, the source of each key, the keys to
/// translate, the locales it ships and every string to check. It knows no rule: what it decides
/// (source precedence, purpose keys, shipped locales) every command shares.
public struct ModelResolver: Sendable {
  public var registry: UsageKeyRegistry
  /// The configuration's `languages`: locales shipped even without a table.
  public var configuredLanguages: [String]?
  /// The languages to resolve, canonical; nil means all.
  public var languages: Set<String>?
  /// When set, only these tables (display paths) are in play: one language's part of a run; the
  /// declarations and the other tables are there to compare with.
  public var focus: Set<String>?
  public var cache: ResolutionCache

  public init(
    registry: UsageKeyRegistry = .standard, configuredLanguages: [String]? = nil,
    languages: Set<String>? = nil,
    focus: Set<String>? = nil, cache: ResolutionCache = ResolutionCache()
  ) {
    self.registry = registry
    self.configuredLanguages = configuredLanguages
    self.languages = languages
    self.focus = focus
    self.cache = cache
  }

  public func resolve(_ project: Project) -> ResolvedProject {
    ResolvedProject(project: project, targets: project.targets.map { resolve($0, in: project) })
  }

  public func resolve(_ target: Target, in project: Project) -> ResolvedTarget {
    let tables = target.tables.filter { table in
      if table.isDeferred { return false }
      if let focus { return focus.contains(table.path) }
      guard let languages, !target.isSourceTable(table) else { return true }
      return languages.contains(table.locale.canonical) || languages.contains(table.locale.raw)
    }
    let sources = cache.sources(for: target, in: project) {
      Self.sources(of: target, registry: registry)
    }
    let strings = self.strings(of: target, tables: tables, sources: sources)
    return ResolvedTarget(
      target: target, tables: tables, declarations: focus == nil ? target.sources : [],
      resolvedSources: sources,
      shippedLocales: shippedLocales(of: target, tables: tables), strings: strings)
  }

  /// The locales a target ships besides its source language: those of its usable tables, then
  /// the configuration's languages that have no table (the declarations' concern; deferred ones
  /// are checked in their own part).
  func shippedLocales(of target: Target, tables: [TranslationTable]) -> [LocaleIdentifier] {
    var shipped: [LocaleIdentifier] = []
    for table in tables
    where !target.isSourceTable(table) && table.locale.isUsable && !shipped.contains(table.locale) {
      shipped.append(table.locale)
    }
    let deferred = Set(target.tables.filter(\.isDeferred).map(\.locale.canonical))
    for language in focus == nil ? configuredLanguages ?? [] : [] {
      let locale = LocaleIdentifier(language)
      let wanted = languages.map { $0.contains(locale.canonical) } ?? true
      if wanted, locale.canonical != target.sourceLanguage.canonical,
        !deferred.contains(locale.canonical),
        !shipped.contains(where: { $0.canonical == locale.canonical })
      {
        shipped.append(locale)
      }
    }
    return shipped
  }

  /// The strings to check: the declarations that are purpose strings or that some table
  /// translates, then every value and variation of the tables.
  func strings(of target: Target, tables: [TranslationTable], sources: TargetSources)
    -> [CheckedString]
  {
    let nested = sources.nestedKeys
    // Asked only for a declaration that is not a purpose key (rare): building it hashed every key.
    lazy var localized = Set(tables.flatMap { $0.entries.map(\.key) })
    var strings: [CheckedString] = []
    strings.reserveCapacity(
      tables.reduce(focus == nil ? target.sources.count : 0) { $0 + $1.entries.count })
    for entry in focus == nil ? target.sources : [] {
      guard let text = entry.value else { continue }
      let purpose = entry.parentKey != nil || registry.isPurposeKey(entry.key)
      guard purpose || localized.contains(entry.key) else { continue }
      strings.append(
        CheckedString(
          key: entry.key, text: text, span: entry.valueSpan, keyLocation: entry.keyLocation,
          locale: target.sourceLanguage, isPurpose: purpose, origin: nil, variation: [],
          parentKey: entry.parentKey))
    }
    for table in tables {
      let locale =
        table.locale.kind == .base || !table.locale.isUsable ? target.sourceLanguage : table.locale
      let origin = CheckedString.Origin(table, isTranslation: !target.isSourceTable(table))
      for entry in table.entries {
        let key = entry.key
        let purpose = (!nested.isEmpty && nested.contains(key)) || registry.isPurposeKey(key)
        if let text = entry.value {
          strings.append(
            CheckedString(
              key: key, text: text, span: entry.valueSpan, keyLocation: entry.keyLocation,
              locale: locale,
              isPurpose: purpose, origin: origin, variation: [], parentKey: nil))
          strings[strings.count - 1].isSourceCopy =
            origin.isTranslation && sources.values[key]?.text == text
        }
        for variant in entry.variants {
          strings.append(
            CheckedString(
              key: key, text: variant.value, span: variant.span, keyLocation: entry.keyLocation,
              locale: locale,
              isPurpose: purpose, origin: origin, variation: variant.path, parentKey: nil))
        }
      }
    }
    return strings
  }

  /// What a target declares, and the source of each key: its declaration that stands by
  /// `SourcePrecedence`, else the source language's table.
  public static func sources(of target: Target, registry: UsageKeyRegistry) -> TargetSources {
    let declared = Set(target.sources.filter { $0.parentKey == nil }.map(\.key))
    let nested = Set(target.sources.filter { $0.parentKey != nil }.map(\.key))
    var values: [String: SourceValue] = [:]
    for entry in SourcePrecedence.ranked(target.sources) where values[entry.key] == nil {
      guard let text = entry.value else { continue }
      values[entry.key] = SourceValue(
        key: entry.key, text: text, location: entry.keyLocation, isFromTable: false)
    }
    if let table = target.sourceTable {
      for entry in table.entries where values[entry.key] == nil && !entry.isIgnoredBySystem {
        guard let text = entry.value else { continue }
        values[entry.key] = SourceValue(
          key: entry.key, text: text, location: entry.keyLocation, isFromTable: true)
      }
    }
    return TargetSources(
      declaredKeys: declared, nestedKeys: nested,
      knownKeys: declared.union(nested).union(target.sourceStrings),
      values: values,
      translatableKeys: translatableKeys(of: target, values: values, registry: registry),
      registry: registry)
  }

  /// Keys that identify or version a bundle: the same in every language, never translated.
  static let fixedKeys: Set<String> = [
    "CFBundleShortVersionString", "CFBundleVersion", "CFBundleIdentifier", "CFBundleExecutable",
    "CFBundlePackageType", "CFBundleSignature", "CFBundleInfoDictionaryVersion",
    "CFBundleDevelopmentRegion",
  ]

  /// The keys every translation should have, in source order: purpose strings declared, and
  /// every key of the source language's own table.
  static func translatableKeys(
    of target: Target, values: [String: SourceValue], registry: UsageKeyRegistry
  ) -> [String] {
    var keys = target.sources.filter {
      $0.value != nil && ($0.parentKey != nil || registry.isPurposeKey($0.key))
    }.map(\.key)
    if let table = target.sourceTable {
      keys += table.entries.filter { !$0.isIgnoredBySystem }.map(\.key)
    }
    return keys.uniqued().filter { values[$0] != nil && !fixedKeys.contains($0) }
  }
}
