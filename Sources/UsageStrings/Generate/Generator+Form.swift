/// Which form a target's skeletons take, and whether its translations can come back: the
/// decisions `generate` makes per target before writing anything, and `merge` shares.
extension Generator {
  /// The format a target gets: `--format`, else the form the target keeps its translations in
  /// (its String Catalog, its `.strings` tables), else the configuration's `format`, else
  /// `.strings`.
  static func format(for target: ResolvedTarget, options: GenerateOptions) -> GenerateFormat {
    if let asked = options.format { return asked }
    switch form(of: target) {
    case .catalog: return .xcstrings
    case .tables: return .strings
    case nil: return options.configuration.format.flatMap(GenerateFormat.init) ?? .strings
    }
  }

  /// The two forms a target can keep its translations in.
  enum TranslationForm { case catalog, tables }

  /// The form a target's translations are in: its catalog when the project builds it (or there
  /// are no tables beside it), else its tables; nil when it has neither.
  static func form(of target: ResolvedTarget) -> TranslationForm? {
    let all = target.target.tables
    let tables = all.filter { $0.format != .catalog }
    guard let catalog = all.first(where: { $0.format == .catalog }) else {
      return tables.isEmpty ? nil : .tables
    }
    let unbuilt = target.target.localization.unbuiltCatalogs.contains(catalog.absolutePath)
    return tables.isEmpty || !unbuilt ? .catalog : .tables
  }

  /// Why an explicit `--format` is refused for a target written in place: a catalog beside
  /// `.strings` tables (or tables beside a catalog) does not build, and moving from one to the
  /// other means editing the target in Xcode. Nil where the format is the target's own, where
  /// it has both or neither, or where the skeletons go to `--output`.
  static func formRefusal(
    _ target: ResolvedTarget, format: GenerateFormat, options: GenerateOptions
  )
    -> String?
  {
    guard options.outputDirectory == nil else { return nil }
    let all = target.target.tables
    let name = target.target.name
    let tables = all.filter { $0.format != .catalog }
    let hasCatalog = all.contains { $0.format == .catalog }
    if format == .xcstrings, !tables.isEmpty, !hasCatalog {
      let languages = Set(tables.map(\.locale.raw)).sorted().joinedAsList()
      return
        "'\(name)' keeps its purpose strings in InfoPlist.strings tables (\(languages)); a catalog beside them would not build (conflicting-tables), so none was written: migrate in Xcode (Editor ▸ Convert to String Catalog), pass --format strings, or --output DIR for a catalog outside the project"
    }
    if format == .strings, tables.isEmpty, hasCatalog {
      return
        "'\(name)' keeps its purpose strings in InfoPlist.xcstrings; .strings tables beside it would not build (conflicting-tables), so none was written: pass --format xcstrings, or --output DIR for tables outside the project"
    }
    return nil
  }

  /// The file `merge` writes a target's units of a language to (absolute): the language's
  /// `.strings` table (the source table, for the source language), else the target's catalog,
  /// else a new table in its translations folder; nil when it has none of these. `generate`'s
  /// exports leave out what has nowhere to go (`homelessReason`), so that all they hold comes
  /// back.
  static func translationPath(_ target: ResolvedTarget, _ locale: LocaleIdentifier) -> String? {
    if let table = stringsTable(target, locale) ?? catalog(target) { return table.absolutePath }
    return target.target.translationsFolder.map {
      Paths.join($0, "\(locale.raw).lproj/InfoPlist.strings")
    }
  }

  /// The language's `.strings` table (the source table, for the source language).
  static func stringsTable(_ target: ResolvedTarget, _ locale: LocaleIdentifier)
    -> TranslationTable?
  {
    if locale.canonical == target.target.sourceLanguage.canonical {
      return target.target.sourceTable.flatMap { $0.format == .strings ? $0 : nil }
    }
    // Where the project builds tables, an unbuilt one elsewhere than beside them (a delivery
    // left in the project's folder) is no destination, even for a language the project has no
    // table for yet; one beside them is where a new table would go anyway.
    let built = target.target.builtTables
    let folder = target.target.translationsFolder
    let tables =
      built.isEmpty
      ? target.target.tables
      : built
        + target.target.tables.filter {
          Paths.parent(Paths.parent($0.absolutePath)) == folder
            && target.target.localization.unbuiltTables.contains($0.absolutePath)
        }
    return tables.first {
      $0.format == .strings && $0.locale == locale && !target.isSourceTable($0)
    }
  }

  static func catalog(_ target: ResolvedTarget) -> TranslationTable? {
    target.target.tables.first { $0.format == .catalog }
  }

  /// Why a target's units of a language cannot come back, or nil when they can.
  static func homelessReason(_ target: ResolvedTarget, _ locale: LocaleIdentifier) -> String? {
    translationPath(target, locale) == nil ? homelessMessage(target) : nil
  }

  static func homelessMessage(_ target: ResolvedTarget) -> String {
    "'\(target.target.name)' has no folder for its translations; name one in the configuration's 'targets'"
  }
}
