/// What a merge counts as it goes, per locale and for the whole run.
struct MergeTally {
  /// Why a unit is not merged, when that is no defect of it.
  enum Skip {
    case otherTable(String)
    case otherKey
    case sourceLanguage(String)
    case pseudoLocale(String)
    case foreign(original: String)
    case notTranslated(locale: String)
    /// A key no system the target supports reads: counted once per language, however many
    /// inputs (an `.xliff` and a `.strings` of one delivery) hold it.
    case retired(locale: String, key: String)
    /// A translation platform's in-context placeholder (`crwdns35986:0crwdne35986:0`).
    case inContextPlaceholder(locale: String)
    /// A version key (`CFBundleShortVersionString`), which no language translates.
    case versionKey(String)
    /// A key no Info.plist of the target declares (removed, or only in the source table).
    case undeclared(String)
  }

  private var summaries: [String: MergeReport.LocaleSummary] = [:]
  private var otherTables: [String: Int] = [:]
  private var otherKeys = 0
  private var sourceUnits: [String: Int] = [:]
  private var pseudoUnits: [String: Int] = [:]
  private var foreign: [String: Int] = [:]
  private var notes: [String] = []
  private var placeholders: [String: Int] = [:]
  private var keys: [String: (reason: String, count: Int)] = [:]
  private var retiredKeys: Set<String> = []

  mutating func summary(_ locale: String, _ change: (inout MergeReport.LocaleSummary) -> Void) {
    var current = summaries[locale] ?? .init(locale: locale)
    change(&current)
    summaries[locale] = current
  }

  mutating func count(_ skip: Skip) {
    switch skip {
    case .otherTable(let table): otherTables[table, default: 0] += 1
    case .otherKey: otherKeys += 1
    case .sourceLanguage(let locale): sourceUnits[locale, default: 0] += 1
    case .pseudoLocale(let locale): pseudoUnits[locale, default: 0] += 1
    case .foreign(let original): foreign[original, default: 0] += 1
    case .notTranslated(let locale): summary(locale) { $0.skipped += 1 }
    case .retired(let locale, let key):
      if retiredKeys.insert("\(locale)|\(key)").inserted { summary(locale) { $0.retired += 1 } }
    case .undeclared(let key):
      keys[
        key,
        default: (
          "declared by no Info.plist of the project (removed, or only in a table), so no device shows it",
          0
        )
      ].count += 1
    case .versionKey(let key):
      keys[key, default: ("it holds a version, which is not translated", 0)].count += 1
    case .inContextPlaceholder(let locale):
      if placeholders[locale, default: 0] == 0 {
        note(
          "'\(locale)' holds a translation platform's in-context placeholders (crwdns…crwdne…, {{__phrase_…__}}): they are not translations, and were skipped"
        )
      }
      placeholders[locale, default: 0] += 1
    }
  }

  mutating func keepNewer(_ unit: MergeUnit, locale: String, _ reason: String, _ message: String) {
    summary(locale) { $0.newer.append(Self.entry(unit, reason, message)) }
  }

  /// A note of the run (the history that could not be read).
  mutating func note(_ text: String) { notes.append(text) }
  mutating func noteOnce(_ text: String) { if !notes.contains(text) { notes.append(text) } }

  mutating func reject(_ unit: MergeUnit, locale: String, _ reason: String, _ message: String) {
    summary(locale) { $0.rejected.append(Self.entry(unit, reason, message)) }
  }

  static func entry(_ unit: MergeUnit, _ reason: String, _ message: String)
    -> MergeReport.Rejection
  {
    .init(key: unit.key, input: unit.input, line: unit.line, reason: reason, message: message)
  }

  func report(writes: [PlannedWrite], notes: [String]) -> MergeReport {
    var report = MergeReport(
      locales: summaries.keys.sorted().map { summaries[$0]! }, writes: writes)
    report.notes = self.notes + notes
    report.otherTableUnits = otherTables
    report.otherKeyUnits = otherKeys
    report.sourceLanguageUnits = sourceUnits
    report.pseudoLocaleUnits = pseudoUnits
    report.foreignUnits = foreign
    report.skippedKeys = keys
    return report
  }
}
