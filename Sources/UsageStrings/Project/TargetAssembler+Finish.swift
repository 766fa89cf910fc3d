/// Turning gathered files into `Target`s: reading them, and settling each target's source
/// language.
extension TargetAssembler {
  func finish() -> [Target] {
    pending.compactMap { target -> Target? in
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
      for (path, expected) in target.tables {
        if let table = readTable(path, expected: expected) { tables.append(table) }
      }
      var catalogLanguage: String?
      for path in target.catalogs {
        guard let catalog = session.catalog(path) else { continue }
        catalogLanguage = catalogLanguage ?? catalog.sourceLanguage
        tables += TableReader.catalog(catalog, absolutePath: path)
      }
      if sources.isEmpty && tables.isEmpty && target.infoPlists.isEmpty && !target.fromProject { return nil }
      let (language, origin) = sourceLanguage(
        plistRegion: developmentRegion, projectRegion: target.developmentRegion, catalog: catalogLanguage)
      let tableFolders = target.tables.map { Paths.parent(Paths.parent($0.path)) }
      var result = Target(
        name: target.name, sourceLanguage: language, sourceLanguageOrigin: origin,
        sourceFiles: (target.infoPlists + target.buildSettingFiles).map(session.display),
        sources: sources, sourceStrings: strings, tables: tables.sorted { $0.path < $1.path },
        translationsFolder: tableFolders.first ?? target.folder)
      result.codeFiles = target.codeFiles
      result.linkedFrameworks = target.frameworks
      result.privacyManifests = target.privacyManifests.compactMap { path in
        guard let document = session.plist(path) else { return nil }
        session.report(document)
        return document
      }
      return result
    }
  }

  func readTable(_ path: String, expected: String?) -> TranslationTable? {
    let folderName = Paths.lastComponent(Paths.parent(path))
    let locale: LocaleIdentifier
    if FileTree.isLprojName(folderName) {
      locale = LocaleIdentifier(String(folderName.dropLast(6)))
    } else {
      locale = LocaleIdentifier(session.options.sourceLanguage ?? "en")
    }
    let name = Paths.lastComponent(path)
    let isDictionary = name.lowercased().hasSuffix(".stringsdict")
    var table: TranslationTable
    if isDictionary {
      guard let document = session.plist(path) else { return nil }
      session.report(document)
      table = TableReader.stringsdict(document, locale: locale, absolutePath: path)
    } else {
      guard let document = session.stringsDocument(path) else { return nil }
      table = TableReader.strings(document, locale: locale, absolutePath: path)
    }
    let systemName = isDictionary ? "InfoPlist.stringsdict" : "InfoPlist.strings"
    let lproj = FileTree.isLprojName(folderName) ? String(folderName.dropLast(6)) + ".lproj" : folderName
    table.expectedRelativePath = expected ?? "\(lproj)/\(systemName)"
    return table
  }

  /// The source language: the configuration's, else the Info.plist's development region (with
  /// `$(DEVELOPMENT_LANGUAGE)` resolved through the project), else the catalog's, else `en`.
  func sourceLanguage(plistRegion: String?, projectRegion: String?, catalog: String?)
    -> (LocaleIdentifier, Target.SourceLanguageOrigin)
  {
    if let configured = session.options.sourceLanguage { return (LocaleIdentifier(configured), .configuration) }
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
