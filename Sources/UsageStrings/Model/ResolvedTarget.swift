/// One target as the rules, `generate`, `merge`, `report` and `extract` see it: its declarations,
/// the tables in play, the source of each key, the locales it ships and every string to check.
///
/// A class: it is handed to every rule for every string, and a copy of this many fields would
/// retain each of them.
public final class ResolvedTarget: Sendable {
  public let target: Target
  /// The tables in play (`--languages` and the configuration's languages applied).
  public let tables: [TranslationTable]
  /// The declarations to report on: the target's, or none in a part of a run that checks one
  /// language read late (its declarations are checked once, in the part that has them).
  public let declarations: [SourceEntry]
  /// What the target declares and the source of each key.
  public let resolvedSources: TargetSources
  /// What holds for the target as a whole, whichever of its tables are in play.
  public let facts: TargetFacts
  /// The locales the target ships besides its source language whose tables are in play, and
  /// those with no table (unless their tables are read apart); every one is in `facts`.
  public let shippedLocales: [LocaleIdentifier]
  /// Every localizable string: purpose strings and translated keys of the source, and tables.
  public let strings: [CheckedString]
  /// What its code does, where it was read (only when a code rule runs, or `extract` asks).
  public let codeFacts: CodeFacts?
  /// The tables of other languages that translate nothing (`placeholderID`s): placeholders,
  /// each one finding, not one per key.
  public let placeholderTables: Set<String>

  public init(
    target: Target, tables: [TranslationTable], declarations: [SourceEntry],
    resolvedSources: TargetSources, facts: TargetFacts = TargetFacts(),
    shippedLocales: [LocaleIdentifier], strings: [CheckedString],
    placeholderTables: Set<String> = [], codeFacts: CodeFacts? = nil
  ) {
    self.facts = facts
    self.placeholderTables = placeholderTables
    self.target = target
    self.tables = tables
    self.declarations = declarations
    self.resolvedSources = resolvedSources
    self.shippedLocales = shippedLocales
    self.strings = strings
    self.codeFacts = codeFacts
  }

  /// The same target with what its code does.
  public func with(codeFacts: CodeFacts) -> ResolvedTarget {
    ResolvedTarget(
      target: target, tables: tables, declarations: declarations, resolvedSources: resolvedSources,
      facts: facts, shippedLocales: shippedLocales, strings: strings,
      placeholderTables: placeholderTables, codeFacts: codeFacts)
  }

  public var declaredKeys: Set<String> { resolvedSources.declaredKeys }
  public var nestedKeys: Set<String> { resolvedSources.nestedKeys }
  /// Whether a key's value is a name, which keeps its text and letters in every language: an
  /// app name key, or a name the Info.plist gives Siri (`INAlternativeAppNames`).
  public func isName(_ key: String) -> Bool {
    UsageKeyRegistry.nameKeys.contains(key) || target.nameStrings.contains(key)
  }
  public var knownKeys: Set<String> { resolvedSources.knownKeys }
  public var sources: [String: SourceValue] { resolvedSources.values }
  public var translatableKeys: [String] { resolvedSources.translatableKeys }

  /// The strings whose text is their own: `strings` without copies of the source.
  public var ownStrings: [CheckedString] { strings.filter { !$0.isSourceCopy } }

  /// Whether the target declares its keys (an Info.plist or build settings), rather than only
  /// having tables, and every Info.plist of it was read (`Target.declaresKnownKeys`).
  public var declaresKeys: Bool { target.declaresKnownKeys }
  /// Whether the system reads a key from the target's tables: a live key where the target
  /// declares its keys; for one known only by its tables, a key of its source table or one the
  /// system localizes anyway; nil for a target with neither.
  public func readsFromTables(_ key: String) -> Bool? {
    if declaresKeys { return resolvedSources.liveKeys.contains(key) }
    guard let sourceTable = target.sourceTable else { return nil }
    return sourceTable.hasEntry(forKey: key) || UsageKeyRegistry.localizedInfoKeys.contains(key)
      || catalogHolds(key, sourceTable)
  }

  /// Whether the source language's catalog holds a key in some language: a catalog key with no
  /// source value is its own source text (Xcode extracts a document type's name so, keyed by
  /// the name), so the Info.plist the catalog stands for holds it.
  private func catalogHolds(_ key: String, _ sourceTable: TranslationTable) -> Bool {
    sourceTable.format == .catalog
      && target.tables.contains {
        $0.format == .catalog && $0.absolutePath == sourceTable.absolutePath
          && $0.hasEntry(forKey: key)
      }
  }

  public func isSourceTable(_ table: TranslationTable) -> Bool { target.isSourceTable(table) }

  /// Whether a table translates nothing: a placeholder, one finding rather than one per key.
  public func isPlaceholder(_ table: TranslationTable) -> Bool {
    placeholderTables.contains(Self.placeholderID(table))
  }

  /// What tells a table apart for `placeholderTables`: its file and language (a catalog holds
  /// every language in one file).
  public static func placeholderID(_ table: TranslationTable) -> String {
    table.path + "\u{0}" + table.locale.raw
  }

  /// Whether a key's value is a purpose string: by the registry, or nested in one of the
  /// target's purpose dictionaries.
  public func isPurposeKey(_ key: String) -> Bool {
    Self.isPurposeKey(key, nestedKeys: nestedKeys, registry: resolvedSources.registry)
  }

  /// The one purpose-string predicate, for the resolver before a `ResolvedTarget` exists.
  public static func isPurposeKey(
    _ key: String, nestedKeys: Set<String>, registry: UsageKeyRegistry
  ) -> Bool {
    (!nestedKeys.isEmpty && nestedKeys.contains(key)) || registry.isPurposeKey(key)
  }
}

/// A project resolved: its targets as `ResolvedTarget`s, beside what discovery found.
public struct ResolvedProject: Sendable {
  public let project: Project
  public var targets: [ResolvedTarget]

  public init(project: Project, targets: [ResolvedTarget]) {
    self.project = project
    self.targets = targets
  }
}
