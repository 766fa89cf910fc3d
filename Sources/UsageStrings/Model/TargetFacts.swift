/// What holds for a target as a whole, worked out once with every table at hand (a table not read
/// yet is searched, not parsed): each part of a run that checks one language reads the same facts.
public struct TargetFacts: Sendable {
  /// Every locale the target ships besides its source language: those of its built tables, of
  /// its other localized resources and of the configuration's `languages`.
  public var shippedLocales: [LocaleIdentifier] = []
  /// The app names and other localized Info.plist keys (`UsageKeyRegistry.localizedInfoKeys`)
  /// of its source table (else of its Info.plist) that some other language's table translates.
  public var translatedNames: Set<String> = []
  /// The Info.plist's other strings (a document type's name, a shortcut title) that other
  /// languages' tables hold only as copies of the source text: not localized.
  public var copiedStrings: Set<String> = []
  /// The purpose keys its source language's table lacks that every other language's table holds.
  public var translatedBesideSource: Set<String> = []
  /// The purpose keys of its source language's table that it declares nowhere, each with the
  /// languages whose table lacks the key too.
  public var undeclaredGaps: [String: [String]] = [:]
  /// The purpose keys of its Info.plist and the keys of its source-language table that no other
  /// language's table holds.
  public var translatedNowhere: Set<String> = []
  /// The purpose keys whose source is the source language's table but whose Info.plist text
  /// differs, each with the languages whose `.strings` table lacks the key: there the alert
  /// shows the Info.plist's text, which the text rules check too.
  public var declarationFallbacks: [String: [String]] = [:]

  /// For each of its tables (by path) that other targets build too (white-label flavours, an
  /// app and its editions sharing translations): the keys those targets read, which are alive
  /// in it whatever this target declares. Nil for a table some target without declarations
  /// builds (every key of it may be read).
  public var keysReadByOtherBuilders: [String: Set<String>?] = [:]

  public init() {}

  /// Whether another target that builds `table` (a path) reads `key` from it.
  public func isRead(_ key: String, elsewhereIn table: String) -> Bool {
    guard let keys = keysReadByOtherBuilders[table] else { return false }
    return keys?.contains(key) ?? true
  }
}
