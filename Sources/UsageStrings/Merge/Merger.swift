/// What `merge` needs besides the units and the project.
public struct MergeOptions: Sendable {
  public var acceptStale = false
  /// A delivered text older than the project's value (the project changed it since the export,
  /// or since the table held that text) is merged anyway.
  public var acceptOlder = false
  /// Warnings reject a unit too.
  public var strict = false
  public var configuration: Configuration
  public var locales: LocaleCatalog
  public var templates: TemplateSet
  public var displayBase: String
  /// Whether a new language's table is added to the project's variant group too (else a note
  /// says what to add).
  public var editsProject = true
  /// Whether units in a target's source language are written into its source table (an export
  /// of the development language is otherwise never merged: it would overwrite the source).
  public var includesSource = false
  /// The target, by name, for units whose input names no place of one or leaves several open;
  /// never against what an input names (the command refuses a name the project lacks).
  public var target: String?
  /// Folder renames since the input was made (`--map OLD=NEW`): an `original` under OLD is
  /// read as the same path under NEW.
  public var folderMap: [(old: String, new: String)] = []

  public init(
    configuration: Configuration, locales: LocaleCatalog, templates: TemplateSet,
    displayBase: String
  ) {
    self.configuration = configuration
    self.locales = locales
    self.templates = templates
    self.displayBase = displayBase
  }
}

/// What a merge did, or would do: per locale, and the files it writes.
public struct MergeReport: Sendable {
  public struct Rejection: Sendable, Hashable {
    public var key: String
    public var input: String
    public var line: Int
    /// The rule that rejected it, or `stale`, `unknown-key`, `invalid-locale`, `no-target`,
    /// `ambiguous-target`, `conflict`, `unreviewed` (with `--strict`), `not-written`.
    public var reason: String
    public var message: String
  }

  public struct LocaleSummary: Sendable {
    public var locale: String
    public var merged = 0
    public var unchanged = 0
    /// Units with no translation yet: none, an empty one, one marked new, or a copy of the
    /// source where the language has a value of its own.
    public var skipped = 0
    /// Keys no system the target supports reads, each counted once however many inputs hold
    /// it: never shown, so never merged.
    public var retired = 0
    public var rejected: [Rejection] = []
    /// What `check` says of units that were merged (warnings, or notes): merged, but worth a
    /// look before the release.
    public var warnings: [Rejection] = []
    /// Units marked for review that went into a `.strings` table, which cannot keep the mark.
    public var unreviewed: [Rejection] = []
    /// Units older than the project's value, which was kept (`newer-in-project`: changed since
    /// the export recorded in the unit; `older-than-project`: a text the table held before).
    public var newer: [Rejection] = []
  }

  public var locales: [LocaleSummary]
  public var writes: [PlannedWrite]
  /// What the user must do by hand (a project edit left to them).
  public var notes: [String] = []
  /// Units of other tables in the inputs (a whole-project export), by table: skipped.
  public var otherTableUnits: [String: Int] = [:]
  /// Units whose key no target declares and no Info.plist has (a platform's flattened export of
  /// every table), when they name no file: skipped.
  public var otherKeyUnits = 0
  /// Units in a target's source language, by locale: skipped unless `includesSource`.
  public var sourceLanguageUnits: [String: Int] = [:]
  /// Units of a pseudo-locale (`en-XA`), by locale: skipped, since `generate --pseudo` makes
  /// them from the source.
  public var pseudoLocaleUnits: [String: Int] = [:]
  /// Units of files or folders the project does not have (another project's, an embedded
  /// package's), by the `original` that names them: skipped, never routed by their key.
  public var foreignUnits: [String: Int] = [:]
  /// Units of keys that are no text to translate here (a version, a key no Info.plist
  /// declares), by key: skipped, with why.
  public var skippedKeys: [String: (reason: String, count: Int)] = [:]
  /// For an `original` of `foreignUnits`, the one table of this project with its file name whose
  /// keys and source texts are the units': the folder was renamed (`--map` routes them).
  public var renamedFolders: [String: (old: String, new: String)] = [:]

  public var rejectedCount: Int { locales.reduce(0) { $0 + $1.rejected.count } }
}

/// Brings translations back into the project (README, "merge"): each unit validated with the check rules
/// first; values edited in place, keeping encoding, BOM, line endings, comments and order; new keys
/// added in source order with their note; nothing deleted.
public enum Merger {
  /// The rules that judge a unit itself (`RuleDescription.validatesMerge`); the others concern
  /// the rest of the project.
  static let validationRules = Set(
    RuleRegistry.all.filter(\.description.validatesMerge).map(\.description.id))

  /// A unit placed: its target, the locale as the project names it, and its entry.
  struct Placed {
    var unit: MergeUnit
    var target: Int
    var locale: LocaleIdentifier
    var entry: GenerateEntry
    /// Whether its translation is a copy of the source (written only where the language has no
    /// value).
    var isSourceCopy = false
  }

  public static func plan(_ units: [MergeUnit], project: Project, options: MergeOptions)
    -> MergeReport
  {
    let context = GenerateContext(
      project, configuration: options.configuration, locales: options.locales)
    var tally = MergeTally()
    var placed: [Placed] = []
    var router = MergeRouting(
      targets: context.targets, project: project, displayBase: options.displayBase)
    var foreign: [String: [MergeUnit]] = [:]
    for unit in distinct(units).map({ mapped($0, options.folderMap) }) {
      if LocaleIdentifier.unknownToICU(unit.locale) != nil {
        tally.noteOnce(
          "'\(unit.locale)' is a language tag ICU has no data for: its units are merged as any language's, but its plural forms and script cannot be checked"
        )
      }
      switch classify(unit, router: &router, options: options) {
      case .place(let one): placed.append(one)
      case .skip(.foreign(let original)):
        tally.count(.foreign(original: original))
        foreign[original, default: []].append(unit)
      case .skip(let skip): tally.count(skip)
      case .reject(let locale, let reason, let message):
        tally.reject(unit, locale: locale, reason, message)
      case .keepNewer(let locale, let reason, let message):
        tally.keepNewer(unit, locale: locale, reason, message)
      }
    }
    let groups = withoutOlder(
      withoutNewLanguagesOfCopies(
        withoutConflicts(placed, targets: context.targets, tally: &tally),
        targets: context.targets, tally: &tally), targets: context.targets,
      project: project, options: options, tally: &tally)
    let (writes, notes) = writeValidated(
      groups, context: context, project: project, options: options, tally: &tally)
    var report = tally.report(writes: writes, notes: notes)
    for (original, units) in foreign {
      report.renamedFolders[original] = renamedFolder(
        original, units: units, targets: context.targets, project: project)
    }
    return report
  }

  /// The groups without languages a target does not have yet whose every unit is a copy of the
  /// source: an old delivery's table of English copies creates no language.
  static func withoutNewLanguagesOfCopies(
    _ groups: [[Placed]], targets: [ResolvedTarget], tally: inout MergeTally
  ) -> [[Placed]] {
    groups.filter { group in
      let target = targets[group[0].target]
      let locale = group[0].locale
      guard group.allSatisfy(\.isSourceCopy),
        !target.target.tables.contains(where: { $0.locale.canonical == locale.canonical })
      else { return true }
      for _ in group { tally.count(.notTranslated(locale: locale.raw)) }
      tally.note(
        "\(locale.raw) was not created for '\(target.target.name)': its \(group.count) unit\(group.count == 1 ? " is a copy" : "s are copies") of the source, none a translation"
      )
      return false
    }
  }

  /// The units once each: one unit in two inputs counts once (units of other tables, only
  /// counted, are not compared).
  static func distinct(_ units: [MergeUnit]) -> [MergeUnit] {
    var seen: Set<MergeUnit.Identity> = []
    return units.filter { $0.otherTable != nil || seen.insert($0.identity).inserted }
  }

  /// The units of each target's language (`target|locale`), in a stable order. Units of one key
  /// bound for one file (targets may share one) are judged together: a copy of the source gives
  /// way to a translation; units that agree are one; units that disagree are none — no input
  /// silently wins over another.
  static func withoutConflicts(
    _ placed: [Placed], targets: [ResolvedTarget], tally: inout MergeTally
  ) -> [[Placed]] {
    let byPlace = Dictionary(grouping: placed) { unit in
      let file = MergeDestination.path(targets[unit.target], unit.locale) ?? "\(unit.target)"
      return "\(file)|\(unit.locale.raw)|\(unit.unit.key)"
    }
    var kept: [Placed] = []
    for id in byPlace.keys.sorted() {
      let all = byPlace[id]!
      let translated = all.filter { !$0.isSourceCopy }
      let values = Set((translated.isEmpty ? all : translated).map { $0.entry.value ?? "" })
      // Copies of two different source texts are both still untranslated.
      for copy in all where copy.isSourceCopy && (!translated.isEmpty || values.count > 1) {
        tally.count(.notTranslated(locale: copy.locale.raw))
      }
      if values.count == 1, let first = translated.first ?? all.first {
        kept.append(first)
        continue
      }
      guard !translated.isEmpty else { continue }
      let places = translated.map { "\($0.unit.input):\($0.unit.line)" }.joined(separator: ", ")
      for conflicting in translated {
        tally.reject(
          conflicting.unit, locale: conflicting.locale.raw, "conflict",
          "'\(conflicting.unit.key)' comes with different translations (\(places)); none was written: keep one"
        )
      }
    }
    let groups = Dictionary(grouping: kept) { "\($0.target)|\($0.locale.raw)" }
    return groups.keys.sorted().map { id in
      groups[id]!.sorted { ($0.unit.input, $0.unit.line) < ($1.unit.input, $1.unit.line) }
    }
  }
}
