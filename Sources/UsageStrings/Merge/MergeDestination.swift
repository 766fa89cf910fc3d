/// Where a target's units of one language are written, and what is there now: the language's
/// `.strings` table, else the target's catalog, else a new table in its translations folder.
enum MergeDestination {
  /// The language's `.strings` table (the source table, for the source language).
  static func stringsTable(_ target: ResolvedTarget, _ locale: LocaleIdentifier)
    -> TranslationTable?
  {
    Generator.stringsTable(target, locale)
  }

  static func catalog(_ target: ResolvedTarget) -> TranslationTable? { Generator.catalog(target) }

  /// The file the units go to, by its absolute path: targets with the same one share it. The
  /// decision is `generate`'s too, whose exports hold only units that have one.
  static func path(_ target: ResolvedTarget, _ locale: LocaleIdentifier) -> String? {
    Generator.translationPath(target, locale)
  }

  /// Whether the units go to a catalog, which keeps a review state (a table has none).
  static func isCatalog(_ target: ResolvedTarget, _ locale: LocaleIdentifier) -> Bool {
    stringsTable(target, locale) == nil && catalog(target) != nil
  }

  /// The value the language has for a key where the units go, if any.
  static func currentValue(_ target: ResolvedTarget, _ locale: LocaleIdentifier, key: String)
    -> String?
  {
    if let table = stringsTable(target, locale) { return table.entry(forKey: key)?.value }
    return target.target.tables.first {
      $0.format == .catalog && $0.locale.canonical == locale.canonical
    }?.entry(forKey: key)?.value
  }
}

extension ResolvedTarget {
  /// Every text the project holds as a key's source: the source language's table and
  /// `Base.lproj`'s, the Info.plist's text as written and with build settings expanded. An
  /// export made by Xcode may show any of them (it takes its English from `Base.lproj`).
  func sourceTexts(of key: String) -> Set<String> {
    var texts: Set<String> = []
    if let source = sources[key] {
      texts.insert(source.written)
      if let text = source.text { texts.insert(text) }
      if let declaration = source.declaration {
        texts.insert(declaration.written)
        if let text = declaration.text { texts.insert(text) }
      }
    }
    for table in target.tables
    where table.locale.kind == .base || table.locale.canonical == target.sourceLanguage.canonical {
      if let value = table.entry(forKey: key)?.value { texts.insert(value) }
    }
    return texts
  }
}
