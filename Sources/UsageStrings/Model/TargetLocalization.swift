/// What a target's project builds of its translations, beside its tables: the languages its
/// resources show, the tables and catalogs found but not built, its pseudo-locales, and where a
/// new language's table goes.
public struct TargetLocalization: Sendable {
  /// The languages of its localized resources, as written (`<lang>.lproj` folders of any table,
  /// every String Catalog's languages): those it ships, whatever InfoPlist has.
  public var resourceLocales: [String] = []
  /// Tables found beside it (absolute paths) that its project does not build into it.
  public var unbuiltTables: Set<String> = []
  /// Its pseudo-locales' tables (`Pseudolocale`), kept apart from `tables`: no translations,
  /// they count for no language, and only the rules that read pseudo-locales see them.
  public var pseudoTables: [TranslationTable] = []
  /// Catalogs beside it (absolute paths) that its project does not list: still read as its
  /// translations, but not built (`pseudo-locale-shipped` asks).
  public var unbuiltCatalogs: Set<String> = []
  /// Its project's folders Xcode keeps in step with the disk (absolute): whatever lies in them
  /// is built.
  public var synchronizedFolders: [String] = []
  /// Languages its resources name but translate (almost) nothing in: the whole app, alerts too,
  /// is in the development language there. Shipped only where an InfoPlist table translates.
  public var stubLocales: Set<String> = []
  /// Where its project keeps the versions of its `InfoPlist.strings`: a new language's table
  /// is added there, as Xcode adds it, or the build never copies it.
  public var group: Target.LocalizationGroup?
  /// String Catalogs it builds under their own names that translate keys of its Info.plist
  /// (ONLYOFFICE's `Documents-InfoPlist.xcstrings`, built as `Documents-InfoPlist.strings`):
  /// the system reads those translations only from `InfoPlist.strings`, so it never shows
  /// these. Display path → the keys it translates, in declaration order.
  public var misplacedInfoPlistCatalogs: [String: [String]] = [:]

  public init() {}
}
