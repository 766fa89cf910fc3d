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
    // Tables the project does not build never ship: not checked (`unbuilt-table` says so).
    let tables = target.tables.filter { table in
      if table.isDeferred { return false }
      if target.unbuiltTables.contains(table.absolutePath) { return false }
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
      resolvedSources: sources, shippedLocales: shippedLocales(of: target, tables: tables),
      allShippedLocales: allShippedLocales(of: target),
      strings: strings, placeholderTables: placeholders(strings, of: target, sources: sources))
  }

  /// The locales a target ships besides its source language: those of its tables, then the
  /// languages of its other localized resources and the configuration's that have no table (the
  /// declarations' concern; deferred ones are checked in their own part). A regional variant of
  /// the source language (`en-GB`) falls back to it, and needs nothing of its own.
  func shippedLocales(of target: Target, tables: [TranslationTable]) -> [LocaleIdentifier] {
    shippedLocales(of: target, tables: tables, deferred: true)
  }

  /// Every locale the target ships, whichever part of a run this is: those of all its built
  /// tables, read or not, and of its other resources and the configuration.
  func allShippedLocales(of target: Target) -> [LocaleIdentifier] {
    let built = target.tables.filter { table in
      guard !target.unbuiltTables.contains(table.absolutePath) else { return false }
      guard let languages else { return true }
      return languages.contains(table.locale.canonical) || languages.contains(table.locale.raw)
    }
    return shippedLocales(of: target, tables: built, deferred: false, everyPart: true)
  }

  func shippedLocales(
    of target: Target, tables: [TranslationTable], deferred skipsDeferred: Bool,
    everyPart: Bool = false
  ) -> [LocaleIdentifier] {
    var shipped: [LocaleIdentifier] = []
    func ships(_ locale: LocaleIdentifier) -> Bool {
      locale.isUsable && locale.kind != .base && locale.language != target.sourceLanguage.language
        && !shipped.contains { $0.canonical == locale.canonical }
    }
    for table in tables where !target.isSourceTable(table) && ships(table.locale) {
      shipped.append(table.locale)
    }
    let deferred =
      skipsDeferred ? Set(target.tables.filter(\.isDeferred).map(\.locale.canonical)) : []
    for language in focus == nil || everyPart
      ? target.resourceLocales + (configuredLanguages ?? []) : []
    {
      let locale = LocaleIdentifier(language)
      let wanted = languages.map { $0.contains(locale.canonical) } ?? true
      if wanted, !deferred.contains(locale.canonical), ships(locale) { shipped.append(locale) }
    }
    return shipped
  }

  /// The tables of another language that translate nothing: every value whose source is known
  /// is the source text itself (a placeholder a tool copied in). Names, which stay the same in
  /// every language, and single words say nothing either way.
  func placeholders(_ strings: [CheckedString], of target: Target, sources: TargetSources) -> Set<
    String
  > {
    // Per table (its shared origin), not per string: a language's name is worked out once, and
    // strings are read in place (a copy retains each field).
    let sourceLanguage = target.sourceLanguage.language
    var copies: [ObjectIdentifier: (id: String?, copies: Int, translated: Bool)] = [:]
    for index in strings.indices
    where strings[index].isTranslation && strings[index].variation.isEmpty
      && strings[index].isComparable
    {
      guard let origin = strings[index].origin,
        !UsageKeyRegistry.nameKeys.contains(strings[index].key),
        sources.values[strings[index].key]?.text?.utf8.contains(0x20) == true
      else { continue }
      let slot = ObjectIdentifier(origin)
      var counts =
        copies[slot]
        ?? (
          origin.table.locale.language == sourceLanguage
            ? nil : ResolvedTarget.placeholderID(origin.table), 0, false
        )
      guard counts.id != nil else {
        copies[slot] = counts
        continue
      }
      if strings[index].isSourceCopy { counts.copies += 1 } else { counts.translated = true }
      copies[slot] = counts
    }
    return Set(copies.values.filter { $0.copies >= 2 && !$0.translated }.compactMap(\.id))
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
      strings[strings.count - 1].isShown = sources.showsDeclaration(of: entry.key)
    }
    for table in tables {
      let locale =
        table.locale.kind == .base || !table.locale.isUsable ? target.sourceLanguage : table.locale
      let origin = CheckedString.Origin(table, isTranslation: !target.isSourceTable(table))
      for entry in table.entries {
        let key = entry.key
        let purpose = (!nested.isEmpty && nested.contains(key)) || registry.isPurposeKey(key)
        let shown = sources.isShown(key)
        if let text = entry.value {
          strings.append(
            CheckedString(
              key: key, text: text, span: entry.valueSpan, keyLocation: entry.keyLocation,
              locale: locale,
              isPurpose: purpose, origin: origin, variation: [], parentKey: nil))
          let source = sources.values[key]?.text
          let comparable = source != nil && !sources.untranslatableKeys.contains(key) && shown
          strings[strings.count - 1].isShown = shown
          strings[strings.count - 1].isComparable = comparable
          strings[strings.count - 1].isSourceCopy =
            origin.isTranslation && comparable && source == text
        }
        for variant in entry.variants {
          strings.append(
            CheckedString(
              key: key, text: variant.value, span: variant.span, keyLocation: entry.keyLocation,
              locale: locale,
              isPurpose: purpose, origin: origin, variation: variant.path, parentKey: nil))
          strings[strings.count - 1].isShown = shown
        }
      }
    }
    return strings
  }

  /// What a target declares, and the source of each key: the source language's table (or
  /// catalog) where it has the key — on a device it overrides the Info.plist — else the
  /// declaration that stands by `SourcePrecedence`, build settings expanded.
  public static func sources(of target: Target, registry: UsageKeyRegistry) -> TargetSources {
    let declared = Set(target.sources.filter { $0.parentKey == nil }.map(\.key))
    let nested = Set(target.sources.filter { $0.parentKey != nil }.map(\.key))
    let known = declared.union(nested).union(target.sourceStrings)
    let expander = target.buildSettings.map { BuildSettingExpander(settings: $0.values) }
    var values: [String: SourceValue] = [:]
    for entry in SourcePrecedence.ranked(target.sources) where values[entry.key] == nil {
      guard let written = entry.value else { continue }
      // Xcode expands build settings in the Info.plist; without them a reference is unknown.
      let text = written.contains("$") ? expander?.expand(written) : written
      values[entry.key] = SourceValue(
        key: entry.key, text: text, written: written,
        origin: entry.origin == .infoPlist ? .infoPlist : .buildSetting,
        location: entry.keyLocation, declaration: nil)
    }
    let table = sourceTable(of: target)
    var untranslatable: Set<String> = []
    for entry in table?.entries ?? [] where !entry.isIgnoredBySystem {
      if !entry.shouldTranslate { untranslatable.insert(entry.key) }
      guard let text = entry.value else { continue }
      let declaration = values[entry.key].map {
        SourceValue.Declaration(text: $0.text, written: $0.written, location: $0.location)
      }
      values[entry.key] = SourceValue(
        key: entry.key, text: text, written: text,
        origin: table?.format == .catalog ? .catalog : .table,
        location: entry.keyLocation, declaration: declaration)
    }
    let live = known.union(UsageKeyRegistry.localizedInfoKeys)
    // Purpose strings: what the Info.plist declares, then what the source table holds (the
    // system shows a purpose string a table holds, in the languages whose table holds it).
    let purpose =
      target.sources.filter {
        $0.value != nil && ($0.parentKey != nil || registry.isPurposeKey($0.key))
      }.map(\.key)
      + (table?.entries ?? []).filter { !$0.isIgnoredBySystem && registry.isPurposeKey($0.key) }
      .map(\.key)
    let hasDeclarations = !target.sources.isEmpty
    let others = (table?.entries ?? []).filter { entry in
      !entry.isIgnoredBySystem && !registry.isPurposeKey(entry.key) && !nested.contains(entry.key)
        && (!hasDeclarations || live.contains(entry.key))
        // An app name no other language translates is a deliberate choice, not a gap.
        && (!UsageKeyRegistry.localizedInfoKeys.contains(entry.key)
          || target.translatedNames.contains(entry.key))
    }.map(\.key)
    let deployment = Deployment.of(target)
    let retired = Set(values.keys.filter { deployment.retires($0, in: registry) })
    func translatable(_ keys: [String]) -> [String] {
      keys.uniqued().filter {
        values[$0] != nil && !fixedKeys.contains($0) && !untranslatable.contains($0)
          && !retired.contains($0)
      }
    }
    return TargetSources(
      declaredKeys: declared, nestedKeys: nested, knownKeys: known, liveKeys: live, values: values,
      purposeKeys: translatable(purpose), otherKeys: translatable(others),
      untranslatableKeys: untranslatable, retiredKeys: retired, deployment: deployment,
      registry: registry, hasDeclarations: hasDeclarations)
  }

  /// The table that holds the source language's text on a device: the target's source table,
  /// when the system can read it.
  static func sourceTable(of target: Target) -> TranslationTable? {
    guard let table = target.sourceTable, table.strings?.foundationAccepts != false else {
      return nil
    }
    return table
  }

  /// Keys that identify or version a bundle: the same in every language, never translated.
  static let fixedKeys: Set<String> = [
    "CFBundleShortVersionString", "CFBundleVersion", "CFBundleIdentifier", "CFBundleExecutable",
    "CFBundlePackageType", "CFBundleSignature", "CFBundleInfoDictionaryVersion",
    "CFBundleDevelopmentRegion",
  ]
}
