/// The text an alert shows for a key in one language, and where it comes from: the model made
/// visible (`extract --effective`), as the system looks it up on a device.
public struct EffectiveText: Sendable, Hashable {
  public enum Origin: String, Sendable, Hashable {
    /// The language's own `InfoPlist.strings`.
    case table
    /// The language's localization in `InfoPlist.xcstrings`.
    case catalog
    /// The development language's table or catalog value (the language has no table, or the
    /// catalog has no localization for it).
    case sourceTable = "source-table"
    /// The Info.plist: the source, or what a language whose table lacks the key falls back to.
    case infoPlist = "info-plist"
    case buildSetting = "build-setting"
    /// A value the tool cannot know (a build setting it cannot expand, an Info.plist it has not).
    case unresolved
    /// Nothing: the language's table lacks the key and no Info.plist declares it.
    case absent
  }

  public var key: String
  /// The language (the development language's for the source).
  public var locale: String
  public var text: String?
  public var origin: Origin
  public var location: SourceRange?
}

extension ResolvedTarget {
  /// Every translatable key in the development language and in each language the target ships.
  public var effectiveTexts: [EffectiveText] {
    let languages = [target.sourceLanguage] + facts.shippedLocales
    return languages.flatMap { locale in
      translatableKeys.compactMap { effectiveText(of: $0, in: locale) }
    }
  }

  /// What the alert shows for `key` in `locale`: the language's own table where it holds the key;
  /// where the language has a `.strings` table without it, the Info.plist's text; where it has
  /// none (or a catalog lacks its localization), the development language's.
  public func effectiveText(of key: String, in locale: LocaleIdentifier) -> EffectiveText? {
    guard let source = sources[key] else { return nil }
    func shown(_ text: String?, _ origin: EffectiveText.Origin, _ location: SourceRange?)
      -> EffectiveText
    {
      EffectiveText(
        key: key, locale: locale.raw, text: text, origin: text == nil ? .unresolved : origin,
        location: location)
    }
    let sourceOrigin: EffectiveText.Origin =
      switch source.origin {
      case .table, .catalog: .sourceTable
      case .infoPlist: .infoPlist
      case .buildSetting: .buildSetting
      }
    if locale.canonical == target.sourceLanguage.canonical {
      return shown(source.text, sourceOrigin, source.location)
    }
    let tables = target.builtTables.filter { $0.locale.canonical == locale.canonical }
    for table in tables {
      guard let entry = table.entry(forKey: key), !entry.isIgnoredBySystem,
        let value = entry.value
      else { continue }
      return shown(value, table.format == .catalog ? .catalog : .table, entry.keyLocation)
    }
    // A `.strings` table without the key: the system reads the Info.plist's value.
    if tables.contains(where: { $0.format != .catalog }), source.isFromTable {
      if let declaration = source.declaration {
        return shown(declaration.text, .infoPlist, declaration.location)
      }
      // A shortcut title's Info.plist value is the key itself.
      if target.sourceStrings.contains(key) { return shown(key, .infoPlist, nil) }
      return EffectiveText(
        key: key, locale: locale.raw, text: nil, origin: declaresKeys ? .absent : .unresolved,
        location: nil)
    }
    return shown(source.text, sourceOrigin, source.location)
  }
}
