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
    /// The rule that rejected it, or `stale`, `unknown-key`, `invalid-locale`, `no-target`.
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
    for unit in units {
      let raw = LocaleIdentifier(unit.locale)
      guard raw.isUsable, raw.kind != .base else {
        reject(
          unit, locale: "(invalid)", "invalid-locale",
          "'\(unit.locale)' is not a locale identifier; nothing of it is written")
        continue
      }
      guard let index = targetIndex(unit, targets: targets, project: project) else {
        reject(
          unit, locale: raw.canonical, "no-target",
          "no target of the project has the key '\(unit.key)'")
        continue
      }
      let target = targets[index]
      let locale = ProjectLocale.folderLocale(raw, in: target)
      guard let translation = unit.translation, !translation.isEmpty, unit.state != "new" else {
        summary(locale.raw) { $0.skipped += 1 }
        continue
      }
      let keys = target.translatableKeys
      guard keys.contains(unit.key), let source = target.sources[unit.key] else {
        // Only a key of this target's source is worth suggesting.
        let hint =
          EditDistance.nearest(unit.key, in: keys).map { "; did you mean '\($0)'?" } ?? ""
        reject(
          unit, locale: locale.raw, "unknown-key",
          "'\(unit.key)' is not a key of '\(target.target.name)''s source\(hint)")
        continue
      }
      // A source the tool cannot expand is never compared: the unit is taken as it comes.
      let text = source.text ?? source.written
      let fingerprint = Fingerprint.of(text)
      let stale =
        source.text != nil
        && ((unit.sourceSeen.map { $0 != text } ?? false)
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
      var candidates = groups[group]!
      // The last unit of a key wins, as the last entry of a table does.
      candidates = Dictionary(
        candidates.map { ($0.unit.key, $0) }, uniquingKeysWith: { _, last in last }
      ).values.sorted { $0.unit.line < $1.unit.line }
      let target = targets[candidates[0].target]
      let locale = candidates[0].locale
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
    return report
  }

  /// The target a unit goes to: the one its XLIFF `original` names, else the one whose source has
  /// the key (the first, when several do).
  static func targetIndex(_ unit: MergeUnit, targets: [ResolvedTarget], project: Project) -> Int? {
    if let original = unit.original {
      for (index, target) in targets.enumerated()
      where Generator.xliffOriginal(target, project: project) == original {
        return index
      }
    }
    return targets.firstIndex { $0.sources[unit.key] != nil && !$0.target.sources.isEmpty }
      ?? targets.firstIndex { $0.sources[unit.key] != nil }
  }

}
