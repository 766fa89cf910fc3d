/// What `merge` needs besides the units and the project.
public struct MergeOptions: Sendable {
  public var acceptStale = false
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
  /// The target every unit goes to, by name (for units that could belong to several).
  public var target: String?

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
    /// `ambiguous-target`, `conflict`.
    public var reason: String
    public var message: String
  }

  public struct LocaleSummary: Sendable {
    public var locale: String
    public var merged = 0
    public var unchanged = 0
    /// Units with no translation yet.
    public var skipped = 0
    public var rejected: [Rejection] = []
    /// What `check` says of units that were merged (warnings, or notes): merged, but worth a
    /// look before the release.
    public var warnings: [Rejection] = []
  }

  public var locales: [LocaleSummary]
  public var writes: [PlannedWrite]
  /// What the user must do by hand (a project edit left to them).
  public var notes: [String] = []
  /// Units of other tables in the inputs (a whole-project export), by table: skipped.
  public var otherTableUnits: [String: Int] = [:]
  /// Units in a target's source language, by locale: skipped unless `includesSource`.
  public var sourceLanguageUnits: [String: Int] = [:]

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
  }

  public static func plan(_ units: [MergeUnit], project: Project, options: MergeOptions)
    -> MergeReport
  {
    let context = GenerateContext(
      project, configuration: options.configuration, locales: options.locales)
    let targets = context.targets
    var summaries: [String: MergeReport.LocaleSummary] = [:]
    func summary(_ locale: String, _ change: (inout MergeReport.LocaleSummary) -> Void) {
      var current = summaries[locale] ?? .init(locale: locale)
      change(&current)
      summaries[locale] = current
    }
    func reject(_ unit: MergeUnit, locale: String, _ reason: String, _ message: String) {
      summary(locale) {
        $0.rejected.append(
          .init(key: unit.key, input: unit.input, line: unit.line, reason: reason, message: message)
        )
      }
    }
    var placed: [Placed] = []
    var otherTables: [String: Int] = [:]
    var sourceUnits: [String: Int] = [:]
    for unit in units {
      // A whole export holds every table of the project: the others are not this tool's.
      if let table = unit.otherTable {
        otherTables[table, default: 0] += 1
        continue
      }
      let raw = LocaleIdentifier(unit.locale)
      guard raw.isUsable, raw.kind != .base else {
        reject(
          unit, locale: "(invalid)", "invalid-locale",
          "'\(unit.locale)' is not a locale identifier; nothing of it is written")
        continue
      }
      // An export of the development language is skipped before it is routed: a key the app
      // and its extension share is no ambiguity there.
      if !options.includesSource, !targets.isEmpty,
        targets.allSatisfy({ $0.target.sourceLanguage.canonical == raw.canonical })
      {
        sourceUnits[raw.raw, default: 0] += 1
        continue
      }
      let index: Int
      switch MergeRouting.route(unit, targets: targets, project: project, only: options.target) {
      case .none:
        reject(
          unit, locale: raw.canonical, "no-target",
          options.target.map { name in
            targets.contains { $0.target.name == name }
              ? "'\(name)' has no key '\(unit.key)'"
              : "the project has no target '\(name)' (its targets: \(targets.map { "'\($0.target.name)'" }.joined(separator: ", ")))"
          } ?? "no target of the project has the key '\(unit.key)'")
        continue
      case .ambiguous(let candidates):
        reject(
          unit, locale: raw.canonical, "ambiguous-target",
          "it could belong to \(candidates.map { "'\(targets[$0].target.name)'" }.joined(separator: ", ")); pass --target to say which"
        )
        continue
      case .target(let found): index = found
      }
      let target = targets[index]
      // An export of the development language never overwrites the source unless asked.
      if raw.canonical == target.target.sourceLanguage.canonical && !options.includesSource {
        sourceUnits[raw.raw, default: 0] += 1
        continue
      }
      let locale = ProjectLocale.folderLocale(raw, in: target)
      guard let translation = unit.translation, !translation.isEmpty, unit.state != "new" else {
        summary(locale.raw) { $0.skipped += 1 }
        continue
      }
      let keys = target.translatableKeys
      // An app name the Info.plist declares is localizable, whether or not a table has it yet.
      let declaredName =
        UsageKeyRegistry.localizedInfoKeys.contains(unit.key)
        && target.declaredKeys.contains(unit.key)
      guard keys.contains(unit.key) || declaredName, let source = target.sources[unit.key] else {
        // Only a key of this target's source is worth suggesting.
        let hint =
          EditDistance.nearest(unit.key, in: keys).map { "; did you mean '\($0)'?" } ?? ""
        reject(
          unit, locale: locale.raw, "unknown-key",
          "'\(unit.key)' is not a key of the source of '\(target.target.name)'\(hint)")
        continue
      }
      // A source the tool cannot expand is never compared: the unit is taken as it comes.
      let text = source.text ?? source.written
      let fingerprint = Fingerprint.of(text)
      // An export shows a `$(VAR)` source as written, the project's text is expanded: either is
      // the same source.
      let stale =
        source.text != nil
        && ((unit.sourceSeen.map { $0 != text && $0 != source.written } ?? false)
          || (unit.fingerprintSeen.map { $0 != fingerprint } ?? false))
      if stale, !options.acceptStale {
        reject(
          unit, locale: locale.raw, "stale",
          "its source changed since it was translated (now: '\(TextExcerpt.oneLine(text))'); merge with --accept-stale to take it anyway"
        )
        continue
      }
      let entry = GenerateEntry(
        key: unit.key, source: text, value: translation,
        isPurpose: target.isPurposeKey(unit.key), pluralSource: [:], fingerprint: fingerprint)
      placed.append(Placed(unit: unit, target: index, locale: locale, entry: entry))
    }
    var working = WorkingFiles()
    var notes: [String] = []
    let groups = Dictionary(grouping: placed) { "\($0.target)|\($0.locale.raw)" }
    for group in groups.keys.sorted() {
      let target = targets[groups[group]![0].target]
      let locale = groups[group]![0].locale
      // Units of one key that agree are one; units that disagree are none: no input silently
      // wins over another.
      var candidates: [Placed] = []
      let byKey = Dictionary(grouping: groups[group]!, by: \.unit.key)
      for key in byKey.keys.sorted() {
        let units = byKey[key]!
        if Set(units.map { $0.entry.value ?? "" }).count == 1 {
          candidates.append(units[0])
          continue
        }
        let places = units.map { "\($0.unit.input):\($0.unit.line)" }.joined(separator: ", ")
        for conflicting in units {
          reject(
            conflicting.unit, locale: locale.raw, "conflict",
            "'\(conflicting.unit.key)' comes with different translations (\(places)); none was written: keep one"
          )
        }
      }
      candidates.sort { ($0.unit.input, $0.unit.line) < ($1.unit.input, $1.unit.line) }
      guard !candidates.isEmpty else { continue }
      // Validate, dropping rejected units until the rest passes (each round removes at least one).
      var write: FileWrite?
      var warnings: [(String, Diagnostic)] = []
      while !candidates.isEmpty {
        let current: FileWrite
        switch fileWrite(
          candidates, target: target, locale: locale, context: context, options: options,
          working: working)
        {
        case .failure(let refusal):
          for candidate in candidates {
            reject(candidate.unit, locale: locale.raw, "not-written", refusal.message)
          }
          candidates = []
          continue
        case .success(let planned): current = planned
        }
        let findings = validate(
          current, candidates: candidates, target: target, locale: locale, project: project,
          options: options)
        let errors = findings.filter { $0.1.severity == .error }
        if errors.isEmpty {
          write = current
          warnings = findings
          break
        }
        for (key, diagnostic) in errors {
          guard let index = candidates.firstIndex(where: { $0.unit.key == key }) else { continue }
          reject(candidates[index].unit, locale: locale.raw, diagnostic.ruleID, diagnostic.message)
          candidates.remove(at: index)
        }
      }
      guard let result = write else { continue }
      summary(locale.raw) {
        $0.merged += result.changedKeys.count
        $0.unchanged += candidates.count - result.changedKeys.count
        for (key, diagnostic) in warnings where result.changedKeys.contains(key) {
          guard let unit = candidates.first(where: { $0.unit.key == key })?.unit else { continue }
          $0.warnings.append(
            .init(
              key: key, input: unit.input, line: unit.line, reason: diagnostic.ruleID,
              message: diagnostic.message))
        }
      }
      if result.write.isChange { working.record(result.write) }
      if let edit = result.projectEdit, edit.isChange { working.record(edit) }
      notes += result.notes
    }
    var report = MergeReport(
      locales: summaries.keys.sorted().map { summaries[$0]! }, writes: working.writes)
    report.notes = notes
    report.otherTableUnits = otherTables
    report.sourceLanguageUnits = sourceUnits
    return report
  }
}
