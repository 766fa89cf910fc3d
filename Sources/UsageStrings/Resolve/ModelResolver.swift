/// Builds the resolved model of a project: for each target, the source of each key, the keys to
/// translate, the locales it ships and every string to check. It knows no rule: what it decides
/// (source precedence, purpose keys, shipped locales) every command shares.
public struct ModelResolver: Sendable {
  public var registry: UsageKeyRegistry
  /// The configuration's `languages`: locales shipped even without a table.
  public var configuredLanguages: [String]?
  /// The languages to resolve, canonical; nil means all.
  public var languages: Set<String>?
  /// How tables left unread are searched for keys (`check` reads other languages' tables late).
  public var search: TableSearch

  /// The one way a command's resolver is built, so that every command agrees on the languages an
  /// app ships and the texts each sees: the configuration's `languages` ship even without a
  /// table and never narrow; only `narrowedTo` (`--languages`, the languages a command writes)
  /// does, as written or canonical.
  public init(
    registry: UsageKeyRegistry = .standard, configuredLanguages: [String]? = nil,
    narrowedTo languages: [String]? = nil, search: TableSearch = .readTables
  ) {
    self.registry = registry
    self.configuredLanguages = configuredLanguages
    self.languages = languages.map { Set($0.map { LocaleIdentifier($0).canonical }) }
    self.search = search
  }

  /// A project resolved whole: its declarations and every table read.
  public func resolve(_ project: Project) -> ResolvedProject {
    resolveRead(resolution(of: project))
  }

  /// What a project's targets declare and the facts of each as a whole, worked out once; each
  /// part of a run builds its strings from it.
  public func resolution(of project: Project) -> ProjectResolution {
    var targets = project.targets.map { target in
      let facts = facts(of: target)
      return TargetResolution(
        target: target,
        sources: Self.sources(
          of: target, translatedNames: facts.translatedNames, copied: facts.copiedStrings,
          registry: registry),
        facts: facts)
    }
    // Tables several targets build: a key one of them reads is alive in the others too. A
    // catalog is one file, whatever its languages (a table each).
    var builders: [String: [Int]] = [:]
    for (index, resolved) in targets.enumerated() {
      for path in Set(resolved.target.tables.map(\.path)) {
        builders[path, default: []].append(index)
      }
    }
    for (path, indices) in builders where indices.count > 1 {
      for index in indices {
        let others = indices.filter { $0 != index }.map { targets[$0].sources }
        targets[index].facts.keysReadByOtherBuilders[path] =
          others.contains { !$0.declaresKeys }
          ? .some(nil) : others.reduce(into: Set<String>()) { $0.formUnion($1.liveKeys) }
      }
    }
    var resolution = ProjectResolution(project: project, targets: targets)
    resolution.project.editions = resolution.editions
    return resolution
  }

  /// The declarations of a resolved project and the tables read with them (those left unread
  /// are each language's own part: `resolve(_:language:)`).
  public func resolveRead(_ resolution: ProjectResolution) -> ResolvedProject {
    ResolvedProject(
      project: resolution.project,
      targets: resolution.targets.map { resolved in
        let target = resolved.target
        // Tables the project does not build never ship: not checked (`unbuilt-table` says so).
        func asked(_ table: TranslationTable) -> Bool {
          guard let languages, !target.isSourceTable(table) else { return true }
          return languages.contains(table.locale.canonical) || languages.contains(table.locale.raw)
        }
        let tables = target.tables.filter { table in
          if table.isDeferred || target.localization.unbuiltTables.contains(table.absolutePath) {
            return false
          }
          return asked(table)
        }
        // A language whose tables are read later is shipped in its own part.
        let unread = Set(target.tables.filter(\.isDeferred).map(\.locale.canonical))
        let others = (target.localization.resourceLocales + (configuredLanguages ?? [])).filter {
          !unread.contains(LocaleIdentifier($0).canonical)
        }
        return self.resolved(
          resolved, target: target, tables: tables, declarations: target.sources,
          shipped: shippedLocales(of: target, tables: tables, others: others),
          pseudoTables: target.localization.pseudoTables.filter(asked))
      })
  }

  /// One language's part of a resolved target: its tables, read now (`tables`, which replace
  /// the target's unread ones), checked against the sources and facts of the whole.
  public func resolve(_ resolved: TargetResolution, language tables: [TranslationTable])
    -> ResolvedTarget
  {
    var target = resolved.target
    target.tables = (target.tables.filter { !$0.isDeferred } + tables).sorted {
      $0.path < $1.path
    }
    return self.resolved(
      resolved, target: target, tables: tables, declarations: [],
      shipped: shippedLocales(of: target, tables: tables, others: []))
  }

  private func resolved(
    _ resolved: TargetResolution, target: Target, tables: [TranslationTable],
    declarations: [SourceEntry], shipped: [LocaleIdentifier], pseudoTables: [TranslationTable] = []
  ) -> ResolvedTarget {
    let strings = self.strings(
      of: target, tables: tables + pseudoTables, declarations: declarations,
      sources: resolved.sources, fallbacks: resolved.facts.declarationFallbacks)
    return ResolvedTarget(
      target: target, tables: tables, declarations: declarations,
      resolvedSources: resolved.sources, facts: resolved.facts, shippedLocales: shipped,
      strings: strings,
      placeholderTables: placeholders(strings, of: target, sources: resolved.sources))
  }

  /// The locales of `tables` and `others` (languages as written: of other resources, of the
  /// configuration) that a target ships besides its source language. A regional variant of the
  /// source language (`en-GB`) falls back to it, and needs nothing of its own; so does one of
  /// another language with no InfoPlist table of its own, where its language has one (`es-419`
  /// reads `es.lproj`'s, as CFBundle searches a language's parents; Chinese, whose scripts are
  /// not parents, aside).
  func shippedLocales(of target: Target, tables: [TranslationTable], others: [String])
    -> [LocaleIdentifier]
  {
    var shipped: [LocaleIdentifier] = []
    // Crowdin's `lol` holds the in-context mode's placeholders: a table for its editor, which
    // `platform-placeholder` reports, not a language whose gaps count.
    let inContext = Set(
      tables.filter { $0.entries.contains { $0.value.map(InContextPlaceholder.matches) ?? false } }
        .map(\.locale.canonical))
    func ships(_ locale: LocaleIdentifier) -> Bool {
      locale.isUsable && locale.kind != .base && locale.language != target.sourceLanguage.language
        && !LocaleIdentifier.collectiveCodes.contains(locale.language)
        && !shipped.contains { $0.canonical == locale.canonical } && !isStub(locale)
        && !inContext.contains(locale.canonical)
    }
    // A language shipped in name only, unless its InfoPlist table translates something, or the
    // configuration says the app ships it.
    let configured = Set((configuredLanguages ?? []).map { LocaleIdentifier($0).canonical })
    func isStub(_ locale: LocaleIdentifier) -> Bool {
      target.localization.stubLocales.contains(locale.raw)
        && !configured.contains(locale.canonical)
        && !target.tables.contains {
          $0.locale.canonical == locale.canonical && $0.entries.contains(where: translates)
        }
    }
    // Open Food Facts' Welsh table copies its name, `$(PRODUCT_NAME)` and "1.0": a copy of the
    // source's value, a build setting or a version number translates nothing. (Asked only of a
    // stub language's few entries: the source is searched, not indexed for every target.)
    func translates(_ entry: TranslationTable.Entry) -> Bool {
      guard let value = entry.value else { return false }
      return !UsageKeyRegistry.versionKeys.contains(entry.key)
        && !(value.hasPrefix("$(") && value.hasSuffix(")"))
        && value != target.sources.first(where: { $0.key == entry.key && $0.value != nil })?.value
    }
    for table in tables where !target.isSourceTable(table) && ships(table.locale) {
      shipped.append(table.locale)
    }
    let built = target.builtTables
    func readsParentTable(_ locale: LocaleIdentifier) -> Bool {
      guard let parent = Self.parentLocale(of: locale) else { return false }
      return !built.contains { $0.locale.canonical == locale.canonical }
        && built.contains { $0.locale.canonical == parent }
    }
    for language in others {
      let locale = LocaleIdentifier(language)
      let wanted = languages.map { $0.contains(locale.canonical) } ?? true
      if wanted, ships(locale), !readsParentTable(locale) { shipped.append(locale) }
    }
    return shipped
  }

  /// The locale whose table a regional variant reads when it has none (`es-419` → `es`): its
  /// language, for a language and region; Chinese regions read their script's (`zh-HK` →
  /// `zh-Hant`). None for a script variant (`sr-Latn`: Serbian's table is in another script).
  static func parentLocale(of locale: LocaleIdentifier) -> String? {
    let parts = locale.canonical.split(separator: "-")
    guard parts.count == 2 else { return nil }
    let region = parts[1]
    let isRegion =
      (region.count == 2 && region.allSatisfy(\.isLetter))
      || (region.count == 3 && region.allSatisfy(\.isNumber))
    guard isRegion else { return nil }
    guard locale.language == "zh" else { return locale.language }
    return ["HK", "MO", "TW"].contains(region.uppercased()) ? "zh-Hant" : "zh-Hans"
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
  /// translates, then every value and variation of the tables. A declaration a table overrides is
  /// checked where some language falls back to it (`fallbacks`).
  func strings(
    of target: Target, tables: [TranslationTable], declarations: [SourceEntry],
    sources: TargetSources, fallbacks: [String: [String]] = [:]
  ) -> [CheckedString] {
    let nested = sources.nestedKeys
    // Asked only for a declaration that is not a purpose key (rare): building it hashed every key.
    lazy var localized = Set(tables.flatMap { $0.entries.map(\.key) })
    var strings: [CheckedString] = []
    strings.reserveCapacity(
      tables.reduce(declarations.count) { $0 + $1.entries.count })
    let replaced = Self.replacedDeclarations(declarations)
    for (index, entry) in declarations.enumerated() {
      guard let text = entry.value else { continue }
      let purpose = ResolvedTarget.isPurposeKey(
        entry.key, nestedKeys: nested, registry: registry)
      guard purpose || localized.contains(entry.key) else { continue }
      strings.append(
        CheckedString(
          key: entry.key, text: text, span: entry.valueSpan, keyLocation: entry.keyLocation,
          locale: target.sourceLanguage, isPurpose: purpose, origin: nil, variation: [],
          parentKey: entry.parentKey))
      strings[strings.count - 1].isShown =
        !replaced.contains(index) && sources.showsDeclaration(of: entry.key, fallbacks: fallbacks)
    }
    for table in tables {
      let locale =
        table.locale.kind == .base || !table.locale.isUsable ? target.sourceLanguage : table.locale
      let origin = CheckedString.Origin(table, isTranslation: !target.isSourceTable(table))
      for entry in table.entries {
        let key = entry.key
        let purpose = ResolvedTarget.isPurposeKey(key, nestedKeys: nested, registry: registry)
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

  /// The indices of the declarations a later one of the same key in the same Info.plist
  /// replaces: the system keeps the last value of a repeated key, and `duplicate-key` reports
  /// the others (Peach's regtest Info.plist declares its camera text twice, the first generic).
  /// A table's repeated key is still judged twice: a translator's file may hold another key's
  /// text under it, and saying which of the two is wrong tells which to remove (OsmAnd's French
  /// calendar key holds its Bluetooth text first).
  static func replacedDeclarations(_ declarations: [SourceEntry]) -> Set<Int> {
    var seen: Set<String> = []
    var replaced: Set<Int> = []
    for (index, entry) in declarations.enumerated().reversed() where entry.origin == .infoPlist {
      let id = [entry.keyLocation.file, entry.parentKey ?? "", entry.key].joined(separator: "\u{0}")
      if !seen.insert(id).inserted { replaced.insert(index) }
    }
    return replaced
  }

  /// What a target declares, and the source of each key: the source language's table (or
  /// catalog) where it has the key — on a device it overrides the Info.plist — else the
  /// declaration that stands by `SourcePrecedence`, build settings expanded.
  public static func sources(
    of target: Target, translatedNames: Set<String>, copied: Set<String> = [],
    registry: UsageKeyRegistry
  ) -> TargetSources {
    let declared = Set(target.sources.filter { $0.parentKey == nil }.map(\.key))
    let nested = Set(target.sources.filter { $0.parentKey != nil }.map(\.key))
    let known = declared.union(nested).union(target.sourceStrings).union(target.lookedUpKeys)
    let table = sourceTable(of: target)
    let values = withSourceTable(table, over: declaredValues(of: target), of: target)
    let untranslatable = Set(
      (table?.entries ?? []).filter { !$0.isIgnoredBySystem && !$0.shouldTranslate }.map(\.key))
    let live = known.union(UsageKeyRegistry.localizedInfoKeys)
    // Purpose strings: what the Info.plist declares, then what the source table holds (the
    // system shows a purpose string a table holds, in the languages whose table holds it).
    func isPurpose(_ key: String) -> Bool {
      ResolvedTarget.isPurposeKey(key, nestedKeys: nested, registry: registry)
    }
    // A framework's or plug-in's Info.plist is never the one the system reads its texts from:
    // its host's is (LoopKit's purpose strings, in FreeAPS's copy of it, show nowhere).
    let purpose =
      target.isLibrary
      ? []
      : target.sources.filter { $0.value != nil && isPurpose($0.key) }.map(\.key)
        + (table?.entries ?? []).filter { !$0.isIgnoredBySystem && isPurpose($0.key) }.map(\.key)
    let declaresKeys = target.declaresKnownKeys
    let others = (target.isLibrary ? [] : table?.entries ?? []).filter { entry in
      !entry.isIgnoredBySystem && !isPurpose(entry.key)
        && (!declaresKeys || live.contains(entry.key))
        // An app name no other language translates is a deliberate choice, not a gap, and a
        // string other languages only copy is not localized.
        && (!UsageKeyRegistry.localizedInfoKeys.contains(entry.key)
          || translatedNames.contains(entry.key))
        && !copied.contains(entry.key)
    }.map(\.key)
    let deployment = Deployment.of(target)
    // Every key no system the target supports reads, declared or not (another language's table
    // may hold one).
    let retired = Set(registry.keys.map(\.key).filter { deployment.retires($0, in: registry) })
    // The name the app goes by is its display name, where it has one.
    let hidden: Set<String> = values["CFBundleDisplayName"] != nil ? ["CFBundleName"] : []
    func translatable(_ keys: [String]) -> [String] {
      keys.uniqued().filter {
        values[$0] != nil && !fixedKeys.contains($0) && !untranslatable.contains($0)
          && !retired.contains($0) && !hidden.contains($0)
      }
    }
    return TargetSources(
      declaredKeys: declared, nestedKeys: nested, knownKeys: known, liveKeys: live, values: values,
      purposeKeys: translatable(purpose), otherKeys: translatable(others),
      untranslatableKeys: untranslatable, retiredKeys: retired, deployment: deployment,
      registry: registry, declaresKeys: declaresKeys, hiddenKeys: hidden)
  }

  /// The source of each key the target declares: the declaration that stands by
  /// `SourcePrecedence`, build settings expanded (no text where one cannot be).
  static func declaredValues(of target: Target) -> [String: SourceValue] {
    let expander = target.buildSettings.map { BuildSettingExpander(settings: $0.values) }
    var values: [String: SourceValue] = [:]
    for entry in SourcePrecedence.ranked(target.sources) where values[entry.key] == nil {
      guard let written = entry.value else { continue }
      // Xcode expands build settings in the Info.plist; without them a reference is unknown.
      // Only `$(NAME)` and `${NAME}` are references: `%1$@` is a specifier, and text.
      let references = written.containsBytes(of: "$(") || written.containsBytes(of: "${")
      let text = references ? expander?.expand(written) : written
      values[entry.key] = SourceValue(
        key: entry.key, text: text, written: written,
        origin: entry.origin == .infoPlist ? .infoPlist : .buildSetting,
        location: entry.keyLocation, declaration: nil)
    }
    return values
  }

  /// `declared` with the texts of the source table (`sourceTable(of:)`) over them, as on a
  /// device, each keeping the declaration it hides.
  static func withSourceTable(
    _ table: TranslationTable?, over declared: [String: SourceValue], of target: Target
  ) -> [String: SourceValue] {
    var values = declared
    for entry in table?.entries ?? [] where !entry.isIgnoredBySystem {
      // A catalog entry with no localization at all whose key is an Info.plist value (a
      // shortcut's title): the device shows the key itself.
      let unlocalized = entry.value == nil && target.sourceStrings.contains(entry.key)
      guard let text = entry.value ?? (unlocalized ? entry.key : nil) else { continue }
      let declaration = values[entry.key].map {
        SourceValue.Declaration(text: $0.text, written: $0.written, location: $0.location)
      }
      values[entry.key] = SourceValue(
        key: entry.key, text: text, written: text,
        origin: table?.format == .catalog ? .catalog : .table,
        location: entry.keyLocation, declaration: declaration)
    }
    return values
  }

  /// The table that holds the source language's text on a device: the target's source table,
  /// when the system can read it.
  static func sourceTable(of target: Target) -> TranslationTable? {
    guard let table = target.sourceTable, table.isReadable else {
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
