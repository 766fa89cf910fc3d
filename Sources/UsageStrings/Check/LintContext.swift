import Foundation

/// A string the rules check: a source declaration or a table entry (or one of its variations).
///
/// Cheap to copy: what it says about its table is kept in a shared box and a few plain fields.
public struct CheckedString: Sendable {
  /// The table a string is in, shared by its strings.
  final class Origin: Sendable {
    let table: TranslationTable
    /// Whether the table is in another language than the source (a translation).
    let isTranslation: Bool

    init(_ table: TranslationTable, isTranslation: Bool) {
      self.table = table
      self.isTranslation = isTranslation
    }
  }

  public var key: String
  public var text: String
  public var span: TextSpan
  public var keyLocation: SourceRange
  /// The locale the text is written in (the source language for source declarations and `Base`).
  public var locale: LocaleIdentifier
  public var isPurpose: Bool
  let origin: Origin?
  /// The variation path (`plural.one`), empty for a plain value.
  public var variation: [String]
  /// For a declaration inside a dictionary of purpose strings, the dictionary's key.
  public var parentKey: String?
  /// A translation that is a copy of its source text: reported as `untranslated` only, since
  /// every other finding about its text is the source's own.
  public var isSourceCopy = false

  /// The table it is in; nil for a source declaration.
  public var table: TranslationTable? { origin?.table }

  /// Whether it is in a table of another language than the source.
  public var isTranslation: Bool { origin?.isTranslation ?? false }

  /// The format of its table, nil for a source declaration.
  public var tableFormat: TranslationTable.Format? { origin?.table.format }

  /// The location of UTF-16 units of the text.
  public func location(_ units: Range<Int>) -> SourceRange { span.location(units: units) }

  /// The locale to report, or nil for a source declaration.
  public var reportedLocale: String? { origin?.table.locale.raw }

  /// Past this size (16 times Apple's limit) only `purpose-string-too-large` reads a text.
  public static let oversizedBytes = 65_536

  /// Whether the text is too large for the rules that analyse its words and lines.
  public var isOversized: Bool { text.utf8.count > Self.oversizedBytes }

  /// Whether a string rule with these settings checks this string.
  func isChecked(includingSourceCopies: Bool, includingOversized: Bool) -> Bool {
    (includingSourceCopies || !isSourceCopy) && (includingOversized || !isOversized)
  }
}

/// The source a key's translations are checked against.
public struct SourceValue: Sendable {
  public var key: String
  public var text: String
  public var location: SourceRange
  /// Whether it comes from the source language's table (no Info.plist or build setting has it).
  public var isFromTable: Bool
}

/// What the rules compare a target's strings with: its declarations and its source, worked out
/// once per run and shared by every part of it.
struct TargetReference: Sendable {
  let declaredKeys: Set<String>
  let nestedKeys: Set<String>
  let knownKeys: Set<String>
  let sources: [String: SourceValue]
  let sourceOrder: [String]
  /// The placeholder signatures of the sources that have placeholders (`placeholder-mismatch`).
  let sourceSignatures: [String: PlaceholderSignature]
  /// The keys every translation should have.
  let translatableKeys: [String]

  init(_ target: Target, registry: UsageKeyRegistry) {
    declaredKeys = Set(target.sources.filter { $0.parentKey == nil }.map(\.key))
    nestedKeys = Set(target.sources.filter { $0.parentKey != nil }.map(\.key))
    knownKeys = declaredKeys.union(nestedKeys).union(target.sourceStrings)
    var sources: [String: SourceValue] = [:]
    var order: [String] = []
    func add(_ value: SourceValue) {
      if sources[value.key] == nil { order.append(value.key) }
      sources[value.key] = value
    }
    // Declarations win; among build configurations Release, else the first.
    let ranked = target.sources.indices.sorted { left, right in
      func rank(_ entry: SourceEntry) -> Int { entry.origin == .infoPlist ? 0 : (entry.configuration == "Release" ? 1 : 2) }
      return (rank(target.sources[left]), left) < (rank(target.sources[right]), right)
    }.map { target.sources[$0] }
    for entry in ranked where sources[entry.key] == nil {
      guard let text = entry.value else { continue }
      add(SourceValue(key: entry.key, text: text, location: entry.keyLocation, isFromTable: false))
    }
    if let table = target.sourceTable {
      for entry in table.entries where sources[entry.key] == nil && !entry.isIgnoredBySystem {
        guard let text = entry.value else { continue }
        add(SourceValue(key: entry.key, text: text, location: entry.keyLocation, isFromTable: true))
      }
    }
    let declaredOrder = target.sources.map(\.key).filter { sources[$0] != nil }.uniqued()
    let sourceKeys = Set(target.sources.map(\.key))
    sourceOrder = declaredOrder + order.filter { !sourceKeys.contains($0) }.uniqued()
    self.sources = sources
    translatableKeys = MissingTranslationRule.translatableKeys(target, sources: sources, registry: registry)
    sourceSignatures = sources.compactMapValues { source in
      guard PlaceholderMismatchRule.mayHavePlaceholders(source.text) else { return nil }
      return PlaceholderSignature(
        printf: PlaceholderMismatchRule.signature(source.text, variables: false).map(\.key),
        withVariables: PlaceholderMismatchRule.signature(source.text, variables: true).map(\.key))
    }
  }
}

/// A source text's placeholders as `placeholder-mismatch` compares them: printf specifiers alone
/// (for `.strings`), and with `$(VAR)` references (for catalogs).
struct PlaceholderSignature: Sendable {
  let printf: [String]
  let withVariables: [String]
}

/// One target as the rules see it.
public struct TargetCheck: Sendable {
  public let target: Target
  /// The tables checked (`--languages` and the configuration's languages applied).
  public let tables: [TranslationTable]
  /// The top-level keys of the Info.plist files and build settings.
  public let declaredKeys: Set<String>
  /// Every key a translation may have: declared keys, nested purpose keys, and Info.plist strings.
  public let knownKeys: Set<String>
  /// The purpose keys inside dictionaries (`NSLocationTemporaryUsageDescriptionDictionary`).
  public let nestedKeys: Set<String>
  /// The placeholder signatures of the sources that have placeholders.
  let sourceSignatures: [String: PlaceholderSignature]
  /// The keys every translation should have: purpose strings declared, and the source table's.
  public let translatableKeys: [String]
  /// The declarations the rules report on: the target's, or none in a part of a run that checks
  /// one language (its declarations are checked once, in the part that has them).
  public let declarations: [SourceEntry]
  /// The source of each key.
  public let sources: [String: SourceValue]
  /// The keys of `sources` in declaration order.
  public let sourceOrder: [String]
  /// The locales the target ships besides its source language.
  public let shippedLocales: [LocaleIdentifier]
  /// Every localizable string: purpose strings and translated keys of the source, and tables.
  public let strings: [CheckedString]

  /// The strings whose text is their own: `strings` without copies of the source.
  public var ownStrings: [CheckedString] { strings.filter { !$0.isSourceCopy } }

  /// Whether the target declares its keys (an Info.plist or build settings), rather than only
  /// having tables.
  public var hasDeclarations: Bool { !target.sources.isEmpty }

  public func isSourceTable(_ table: TranslationTable) -> Bool { target.isSourceTable(table) }
}

/// What the rules see of one project: its targets prepared for checking, the options, and ICU.
public final class LintContext {
  public let project: Project
  public let configuration: Configuration
  public let locales: LocaleCatalog
  public let registry: UsageKeyRegistry
  /// The languages to check, canonical; nil means all.
  public let languages: Set<String>?
  package let analyzer: TextAnalyzer
  private var policies = RecentCache<String, LocalePolicy>()
  private var code: [String: CodeFacts] = [:]
  private var scriptCodes = RecentCache<String, ScriptSet>()
  private var budgets = RecentCache<String, LocalePolicy.Budget>()
  /// What the run's parts share (near misses of keys).
  let shared: LintShared

  public private(set) lazy var targets: [TargetCheck] = project.targets.map(prepare)

  /// The folder paths are shown relative to.
  public let displayBase: String
  /// When set, only these tables (display paths) are checked: one language's part of a run; the
  /// declarations and the other tables are there to compare with.
  public let focus: Set<String>?

  public convenience init(
    project: Project, configuration: Configuration, locales: LocaleCatalog, registry: UsageKeyRegistry,
    languages: Set<String>?, displayBase: String = "/", focus: Set<String>? = nil, shared: LintShared = LintShared()
  ) {
    self.init(
      project: project, configuration: configuration, locales: locales, registry: registry, languages: languages,
      displayBase: displayBase, focus: focus, shared: shared, analyzer: TextAnalyzer())
  }

  init(
    project: Project, configuration: Configuration, locales: LocaleCatalog, registry: UsageKeyRegistry,
    languages: Set<String>?, displayBase: String, focus: Set<String>?, shared: LintShared, analyzer: TextAnalyzer
  ) {
    self.analyzer = analyzer
    self.shared = shared
    self.displayBase = displayBase
    self.focus = focus
    self.project = project
    self.configuration = configuration
    self.locales = locales
    self.registry = registry
    self.languages = languages
  }

  /// The locale policy of a locale (configuration budgets applied).
  public func policy(for locale: LocaleIdentifier) -> LocalePolicy {
    policies.value(for: locale.canonical) { locales.policy(for: locale.canonical, configuration: configuration) }
  }

  /// The length budget of a locale's policy.
  package func budget(for locale: LocaleIdentifier) -> LocalePolicy.Budget {
    budgets.value(for: locale.canonical) { policy(for: locale).budget }
  }

  /// The ICU script codes a locale is written in (`wrong-script`), worked out once per locale.
  package func expectedScripts(_ locale: LocaleIdentifier) -> ScriptSet {
    scriptCodes.value(for: locale.canonical) { ScriptSet(WrongScriptRule.expectedScripts(locale, context: self).compactMap(ICU.scriptCode)) }
  }

  /// A string's text, ready for the string rules.
  package func analysis(of string: CheckedString) -> StringAnalysis {
    StringAnalysis(string.text, locale: string.locale.canonical, analyzer: analyzer)
  }

  /// What a target's code does, read on first use (only the code rules need it).
  public func codeFacts(for target: TargetCheck) -> CodeFacts {
    let key = target.target.name + "|" + target.target.codeFiles.joined(separator: "|")
    if let cached = code[key] { return cached }
    let facts = CodeScanner.scan(target.target.codeFiles) { Paths.relative($0, to: self.displayBase) }.facts
    code[key] = facts
    return facts
  }

  /// Whether a key's value is a purpose string, by the registry (or by its name).
  public func isPurposeKey(_ key: String, in check: TargetCheck? = nil) -> Bool {
    if Extractor.isPurposeKey(key, registry: registry) { return true }
    return check?.nestedKeys.contains(key) ?? false
  }

  private func prepare(_ target: Target) -> TargetCheck {
    let tables = target.tables.filter { table in
      if table.isDeferred { return false }
      if let focus { return focus.contains(table.path) }
      guard let languages, !target.isSourceTable(table) else { return true }
      return languages.contains(table.locale.canonical) || languages.contains(table.locale.raw)
    }
    let reference = shared.reference(for: target, in: project) { TargetReference(target, registry: registry) }
    let (declared, nested, sources) = (reference.declaredKeys, reference.nestedKeys, reference.sources)
    var shipped: [LocaleIdentifier] = []
    for table in tables where !target.isSourceTable(table) && table.locale.isUsable && !shipped.contains(table.locale) {
      shipped.append(table.locale)
    }
    // Languages with no table at all are the declarations' concern; deferred ones are checked
    // in their own part.
    let deferred = Set(target.tables.filter(\.isDeferred).map(\.locale.canonical))
    for language in focus == nil ? configuration.languages ?? [] : [] {
      let locale = LocaleIdentifier(language)
      let wanted = languages.map { $0.contains(locale.canonical) } ?? true
      if wanted, locale.canonical != target.sourceLanguage.canonical, !deferred.contains(locale.canonical),
        !shipped.contains(where: { $0.canonical == locale.canonical })
      {
        shipped.append(locale)
      }
    }
    // Asked only for a declaration that is not a purpose key (rare): building it hashed every key.
    lazy var localized = Set(tables.flatMap { $0.entries.map(\.key) })
    var strings: [CheckedString] = []
    strings.reserveCapacity(tables.reduce(focus == nil ? target.sources.count : 0) { $0 + $1.entries.count })
    for entry in focus == nil ? target.sources : [] {
      guard let text = entry.value else { continue }
      let purpose = entry.parentKey != nil || Extractor.isPurposeKey(entry.key, registry: registry)
      guard purpose || localized.contains(entry.key) else { continue }
      strings.append(
        CheckedString(
          key: entry.key, text: text, span: entry.valueSpan, keyLocation: entry.keyLocation,
          locale: target.sourceLanguage, isPurpose: purpose, origin: nil, variation: [], parentKey: entry.parentKey))
    }
    for table in tables {
      let locale = table.locale.kind == .base || !table.locale.isUsable ? target.sourceLanguage : table.locale
      let origin = CheckedString.Origin(table, isTranslation: !target.isSourceTable(table))
      for entry in table.entries {
        let key = entry.key
        let purpose = (!nested.isEmpty && nested.contains(key)) || Extractor.isPurposeKey(key, registry: registry)
        if let text = entry.value {
          strings.append(
            CheckedString(
              key: key, text: text, span: entry.valueSpan, keyLocation: entry.keyLocation, locale: locale,
              isPurpose: purpose, origin: origin, variation: [], parentKey: nil))
          strings[strings.count - 1].isSourceCopy = origin.isTranslation && sources[key]?.text == text
        }
        for variant in entry.variants {
          strings.append(
            CheckedString(
              key: key, text: variant.value, span: variant.span, keyLocation: entry.keyLocation, locale: locale,
              isPurpose: purpose, origin: origin, variation: variant.path, parentKey: nil))
        }
      }
    }
    return TargetCheck(
      target: target, tables: tables, declaredKeys: declared, knownKeys: reference.knownKeys, nestedKeys: nested,
      sourceSignatures: reference.sourceSignatures, translatableKeys: reference.translatableKeys,
      declarations: focus == nil ? target.sources : [], sources: sources, sourceOrder: reference.sourceOrder, shippedLocales: shipped, strings: strings)
  }
}

extension Array where Element: Hashable {
  /// The elements in order, each once.
  func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}
