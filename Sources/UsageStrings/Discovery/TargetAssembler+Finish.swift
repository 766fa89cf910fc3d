/// Turning gathered files into `Target`s: reading them, and settling each target's source
/// language.
extension TargetAssembler {
  func finish() -> [Target] {
    let samples = session.options.includesTestTargets ? [] : sampleApps()
    return pending.indices.filter { !samples.contains($0) }.compactMap { target(from: pending[$0]) }
  }

  /// The gathered targets that are a library's sample app ("LoopKit Example", FreeAPS's copy
  /// of LoopKit beside its own app): an app named, or kept in a folder named, for showing
  /// something, in a run that holds another app. Like a test bundle, it ships to nobody;
  /// checked alone, it is the app.
  func sampleApps() -> Set<Int> {
    // What a built product or archive holds ships, whatever its name.
    let apps = pending.indices.filter { pending[$0].builtBundle == nil && isApp(pending[$0]) }
    let samples = Set(apps.filter { isSample(pending[$0]) })
    return samples.count < apps.count ? samples : []
  }

  /// Whether a gathered app is a sample: by its name, or by a folder between the checked one
  /// and its project or Info.plist (a Flutter plugin vendored into an app's `packages/` has
  /// its own `example/ios/Runner`).
  private func isSample(_ target: Pending) -> Bool {
    if Self.isSampleName(target.name) { return true }
    guard let path = target.projectFile ?? target.folder, Paths.isInside(path, root) else {
      return false
    }
    return Paths.components(Paths.relative(path, to: root)).contains(where: Self.isSampleName)
  }

  /// Whether a gathered target is an app: a project's application, or an Info.plist found
  /// without a project that is no library's and no test's.
  private func isApp(_ target: Pending) -> Bool {
    guard let type = target.productType else {
      guard !target.isLibrary, !(target.folder.map(isTestFolder) ?? false),
        let plist = target.declared.infoPlists.first,
        let members = session.plist(plist)?.root?.members
      else { return false }
      // Without a project, an Info.plist says what it is: no extension's, no framework's.
      let packageType = members.last { $0.key == "CFBundlePackageType" }?.value.string
      return !members.contains { $0.key == "NSExtension" }
        && (packageType == nil || packageType == "APPL")
    }
    return type.hasPrefix("com.apple.product-type.application")
  }

  /// Whether a target's name has a word that names a sample: `Example`, `Demo`, `Sample`,
  /// `Screenshots` (`LibreTransmitterExample`, `Demo App`, `example-app`, `Save Screenshots`).
  static func isSampleName(_ name: String) -> Bool {
    let words = NameWords.of(name)
    // An app built only to take the App Store's screenshots, with staged data (OpenArchive's
    // "Save Screenshots"); a "Screenshot Editor" is an app.
    return words.contains { sampleWords.contains($0) }
      || (words.count >= 2 && words.last == "screenshots")
  }

  static let sampleWords: Set<String> = [
    "example", "examples", "demo", "demos", "sample", "samples",
  ]

  /// A gathered target as a `Target`, or nil for a test bundle left out of the run and for a
  /// target found without a project that declares and translates nothing.
  func target(from target: Pending) -> Target? {
    let isTest =
      target.productType.map { $0.contains("unit-test") || $0.contains("ui-testing") }
      ?? (target.folder ?? target.localization.tables.first?.path).map(isTestFolder) ?? false
    // Test bundles never ship: their tables are nobody's concern unless asked for.
    if isTest && !session.options.includesTestTargets { return nil }
    let declared = declarations(of: target)
    var (tables, catalogLanguage) = catalogTables(of: target)
    let (language, origin) = sourceLanguage(
      plistRegion: declared.developmentRegion,
      projectRegion: target.localization.developmentRegion, catalog: catalogLanguage,
      resources: target.localization.resourceLocales.union(
        target.localization.tables.map { session.tableLocale($0.path).raw }),
      repeatsInfoPlist: { repeatsInfoPlist(target, in: $0, sources: declared.sources) })
    tables += self.tables(of: target, language: language, besideCatalogs: tables)
    let pseudoTables = tables.filter { Pseudolocale($0.locale) != nil }
    if !pseudoTables.isEmpty { tables.removeAll { Pseudolocale($0.locale) != nil } }
    if declared.sources.isEmpty && tables.isEmpty && target.declared.infoPlists.isEmpty
      && !target.fromProject
    {
      return nil
    }
    let tableFolders = target.localization.tables.map { Paths.parent(Paths.parent($0.path)) }
    var result = Target(
      name: target.name, sourceLanguage: language, sourceLanguageOrigin: origin,
      sourceFiles: (target.declared.infoPlists + target.declared.buildSettingFiles).map(
        session.display),
      sources: declared.sources, sourceStrings: declared.strings,
      tables: tables.sorted { $0.path < $1.path },
      translationsFolder: tableFolders.first ?? target.folder)
    result.isTest = isTest
    result.unreadInfoPlists = declared.unread
    result.nameStrings = declared.names
    result.formatNames = declared.formatNames
    result.lookedUpKeys = declared.lookedUp
    result.extensionPoint = declared.extensionPoint ?? target.declared.extensionPoint
    result.productType = target.productType
    result.localization.pseudoTables = pseudoTables
    let others = otherCatalogs(of: target, declaring: declared.sources.map(\.key))
    // A cross-platform app's native catalogs hold a widget's few strings, not its interface, and
    // its CFBundleLocalizations list its interface's languages.
    let crossPlatform = isCrossPlatform(target)
    let declaredLanguages = crossPlatform ? [] : declaredLocalizations(of: target)
    result.localization.stubLocales = stubLocales(
      of: target.localization.resourceFolders,
      catalogs: crossPlatform ? .init() : others.counts, sourceLanguage: language,
      crossPlatform: crossPlatform, declared: declaredLanguages)
    result.localization.misplacedInfoPlistCatalogs = others.misplaced
    result.localization.resourceLocales = resourceLocales(
      of: target, tables: tables, otherCatalogLanguages: others.languages,
      declared: declaredLanguages)
    describe(target, in: &result)
    return result
  }

  /// The tables of a target's catalogs, and the source language the first of them names.
  func catalogTables(of target: Pending) -> (tables: [TranslationTable], language: String?) {
    var tables: [TranslationTable] = []
    var language: String?
    for path in target.localization.catalogs {
      guard let catalog = session.catalog(path) else { continue }
      language = language ?? catalog.sourceLanguage
      tables += TableReader.catalog(catalog, absolutePath: path)
    }
    return (tables, language)
  }

  /// Copies what a target is, links, embeds and is signed with onto its `Target`.
  func describe(_ target: Pending, in result: inout Target) {
    result.code.files = target.code.files
    result.code.linkedFrameworks = target.code.frameworks
    result.isLibrary = target.isLibrary
    (result.code.embedded, result.code.remoteProducts) = embeddedCode(target)
    result.code.embedded += embeddedFrameworks(target) + target.code.committedPods
    result.code.unseenLibraries = target.code.unseenLibraries
    result.code.permissionHandlerGroups = target.code.permissionHandlerGroups
    result.code.kotlinImports = target.code.kotlinImports
    // A table or catalog it shares with the app holds the app's keys too.
    let keys = result.sources.map(\.key) + result.tables.flatMap { $0.entries.map(\.key) }
    (result.code.asksLocationOnlyWhileInUse, result.code.runsScriptedApp) =
      locationOnlyWhileInUse(target, keys: keys)
    result.code.keysScriptNeverNames = keysScriptNeverNames(target, keys: keys)
    result.localization.unbuiltTables = target.localization.unbuiltTables
    result.localization.unbuiltCatalogs = target.localization.unbuiltCatalogs
    result.localization.synchronizedFolders = target.synchronized.folders
    result.projectFile = target.projectFile.map(session.display)
    result.localization.group = target.localization.localizationGroup
    result.buildSettings =
      (target.declared.settings.first { $0.configuration == "Release" }
      ?? target.declared.settings.first)
      .map { BuildSettings(configuration: $0.configuration, values: $0.values) }
    result.code.entitlements = reportedPlists(target.declared.entitlements)
    result.code.privacyManifests = reportedPlists(target.declared.privacyManifests)
  }

  /// The plists at `paths` that could be read, each reported to the session.
  func reportedPlists(_ paths: [String]) -> [PlistDocument] {
    paths.compactMap { path in
      guard let document = session.plist(path) else { return nil }
      session.report(document)
      return document
    }
  }

  /// What a target's Info.plists and build settings declare, the other strings of its
  /// Info.plists, and the development region they name.
  func declarations(of target: Pending) -> (
    sources: [SourceEntry], strings: Set<String>, names: Set<String>, formatNames: Set<String>,
    lookedUp: Set<String>,
    developmentRegion: String?, extensionPoint: String?, unread: [String]
  ) {
    var sources: [SourceEntry] = []
    var strings = target.declared.strings
    var names: Set<String> = []
    var formatNames: Set<String> = []
    var lookedUp: Set<String> = []
    var developmentRegion: String?
    var extensionPoint: String?
    var unread = target.declared.missingInfoPlists.map(session.display)
    for path in target.declared.infoPlists {
      guard let document = session.plist(path) else {
        unread.append(session.display(path))
        continue
      }
      session.report(document)
      if document.failure != nil { unread.append(document.path) }
      let read = InfoPlistReader.read(document, registry: registry)
      sources += read.entries
      strings.formUnion(read.strings)
      names.formUnion(read.names)
      formatNames.formUnion(read.formatNames)
      lookedUp.formUnion(read.lookedUpKeys)
      developmentRegion = developmentRegion ?? read.developmentRegion
      extensionPoint = extensionPoint ?? read.extensionPoint
    }
    return (
      sources + target.declared.buildSettings, strings, names, formatNames, lookedUp,
      developmentRegion,
      extensionPoint, unread
    )
  }

  /// A target's `.strings` and `.stringsdict` tables: its source language's read now, another
  /// language's left to be read later, one at a time, when the caller asks for that (a locale a
  /// catalog or an unbuilt table also holds is read now, so that its tables are checked
  /// together).
  func tables(
    of target: Pending, language: LocaleIdentifier, besideCatalogs catalogs: [TranslationTable]
  ) -> [TranslationTable] {
    let catalogLocales = Set(catalogs.map(\.locale.canonical))
      .union(target.localization.unbuiltTables.map { session.tableLocale($0).canonical })
    var tables: [TranslationTable] = []
    for (path, expected) in target.localization.tables {
      let locale = session.tableLocale(path)
      let defers =
        session.options.defersTranslations && locale.isUsable && locale.kind != .base
        && locale.language != language.language && !catalogLocales.contains(locale.canonical)
        && !target.localization.unbuiltTables.contains(path) && Pseudolocale(locale) == nil
      if defers {
        tables.append(session.deferredTable(path, locale: locale, expected: expected))
      } else if let table = session.table(path, locale: locale, expected: expected) {
        tables.append(table)
      }
    }
    return tables
  }

  /// The languages of a target's catalogs of other tables, and those of them that translate
  /// keys it declares (display path → the keys, in declaration order), each read once per
  /// target.
  func otherCatalogs(of target: Pending, declaring keys: [String]) -> (
    languages: Set<String>, misplaced: [String: [String]], counts: StringCounts
  ) {
    var languages: Set<String> = []
    var misplaced: [String: [String]] = [:]
    var counts = StringCounts()
    var seen: Set<String> = []
    let declared = keys.filter { seen.insert($0).inserted }
    for catalog in target.localization.otherCatalogs {
      let read = session.otherCatalog(catalog, translating: seen)
      languages.formUnion(read.languages)
      counts.strings += read.strings
      counts.translated.merge(read.translatedByLanguage, uniquingKeysWith: +)
      if !read.translated.isEmpty {
        misplaced[session.display(catalog)] = declared.filter(read.translated.contains)
      }
    }
    return (languages, misplaced, counts)
  }

  /// The languages an Info.plist says the app handles itself (`CFBundleLocalizations`): the
  /// system runs the app in them as in those of its `.lproj` folders (gem-ios lists 21 beside
  /// no table: every alert is in English there).
  /// A cross-platform app's are not taken: Flutter lists the languages of its own interface
  /// there, and which purpose strings its Dart or JavaScript code shows is not known here.
  func declaredLocalizations(of target: Pending) -> [String] {
    target.declared.infoPlists.flatMap { path -> [String] in
      let root = session.plist(path)?.root
      let list = root?.members?.first { $0.key == "CFBundleLocalizations" }?.value.array ?? []
      return list.compactMap(\.string).filter { !$0.contains("$") }
    }
  }

  /// The languages of a target's localized resources: those its project names, its other
  /// catalogs', its built tables' and its catalogs', and those its Info.plist declares.
  func resourceLocales(
    of target: Pending, tables: [TranslationTable], otherCatalogLanguages: Set<String>,
    declared: [String]
  ) -> [String] {
    var locales = target.localization.resourceLocales.union(otherCatalogLanguages)
    for (path, _) in target.localization.tables
    where !target.localization.unbuiltTables.contains(path) {
      locales.insert(session.tableLocale(path).raw)
    }
    for table in tables where table.format == .catalog { locales.insert(table.locale.raw) }
    locales.formUnion(declared)
    // A pseudo-locale is no language the app ships.
    return locales.filter { !Pseudolocale.isPseudo($0) }.sorted()
  }

  /// The source language: the configuration's, else the Info.plist's development region (with
  /// `$(DEVELOPMENT_LANGUAGE)` resolved through the project), else the catalog's, else `en`.
  /// An Info.plist region in which the target has no resource is a slip (gradebooklet's `ch`
  /// for Switzerland, beside en/de/fr/it) where the project's region has resources and its
  /// InfoPlist table repeats the Info.plist's texts: the project's. (A German app whose
  /// Info.plist says `de` beside Xcode's default `en` keeps German: its en table translates.)
  func sourceLanguage(
    plistRegion: String?, projectRegion: String?, catalog: String?, resources: Set<String>,
    repeatsInfoPlist: (String) -> Bool
  ) -> (LocaleIdentifier, Target.SourceLanguageOrigin) {
    if let configured = session.options.sourceLanguage {
      return (LocaleIdentifier(configured), .configuration)
    }
    func hasResources(_ region: String) -> Bool {
      let language = LocaleIdentifier(region).language
      return resources.contains { LocaleIdentifier($0).language == language }
    }
    if let region = plistRegion {
      if region.contains("$(") || region.contains("${") {
        if region.contains("DEVELOPMENT_LANGUAGE"), let projectRegion, usable(projectRegion) {
          return (LocaleIdentifier(projectRegion), .project)
        }
      } else if usable(region) {
        if !hasResources(region), let projectRegion, usable(projectRegion),
          hasResources(projectRegion), repeatsInfoPlist(projectRegion)
        {
          return (LocaleIdentifier(projectRegion), .project)
        }
        return (LocaleIdentifier(region), .infoPlist)
      }
    } else if let projectRegion, usable(projectRegion) {
      return (LocaleIdentifier(projectRegion), .project)
    }
    if let catalog, usable(catalog) { return (LocaleIdentifier(catalog), .catalog) }
    return (LocaleIdentifier("en"), .fallback)
  }

  /// Whether a target's InfoPlist table of `region`'s language holds some purpose string of
  /// its Info.plist with the very same text.
  func repeatsInfoPlist(_ target: Pending, in region: String, sources: [SourceEntry]) -> Bool {
    let language = LocaleIdentifier(region).language
    let texts = Dictionary(
      sources.compactMap { source in source.value.map { (source.key, $0) } },
      uniquingKeysWith: { first, _ in first })
    for (path, expected) in target.localization.tables
    where Paths.lastComponent(path) == "InfoPlist.strings" {
      let locale = session.tableLocale(path)
      guard locale.language == language,
        let table = session.table(path, locale: locale, expected: expected)
      else { continue }
      if table.entries.contains(where: { entry in
        registry.isPurposeKey(entry.key) && entry.value != nil && texts[entry.key] == entry.value
      }) {
        return true
      }
    }
    return false
  }

  private func usable(_ identifier: String) -> Bool {
    let locale = LocaleIdentifier(identifier)
    return locale.isUsable && locale.kind != .base
  }
}
