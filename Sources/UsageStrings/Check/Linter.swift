import Foundation

/// The options of a run of the rules.
public struct LintOptions: Sendable {
  public var configuration: Configuration
  public var locales: LocaleCatalog
  /// Languages to check (`--languages`); nil means all the app ships.
  public var languages: [String]?
  /// Only these rules (`--only`), on even when opt-in.
  public var only: Set<String>?
  /// Never these rules (`--skip`).
  public var skip: Set<String> = []
  /// Warnings become errors (`--strict`).
  public var strict = false
  public var registry: UsageKeyRegistry = .standard
  public var rules: [RegisteredRule] = RuleRegistry.all
  /// The folder paths are shown relative to (the working directory).
  public var displayBase = "/"
  /// Whether translations are checked against the project's git history (`--history`).
  public var history = false
  /// What the parts of a run share.
  public var shared = LintShared()

  public init(configuration: Configuration, locales: LocaleCatalog) {
    self.configuration = configuration
    self.locales = locales
  }

  /// Whether a rule runs.
  public func isEnabled(_ rule: RuleDescription) -> Bool {
    if skip.contains(rule.id) { return false }
    if let only { return only.contains(rule.id) }
    return configuration.rules[rule.id]?.isEnabled ?? !rule.isOptIn
  }

  /// The severity a finding is reported with.
  public func severity(of finding: Finding, rule: RuleDescription) -> Severity {
    let base = configuration.rules[rule.id]?.severity ?? finding.severity ?? rule.defaultSeverity
    return strict && base == .warning ? .error : base
  }

  /// The languages to check, canonical; nil means all.
  var canonicalLanguages: Set<String>? { resolver.languages }

  /// How projects are resolved for the rules: tables read late are searched in their files.
  var resolver: ModelResolver {
    ModelResolver(
      registry: registry, configuredLanguages: configuration.languages, narrowedTo: languages,
      search: TableSearch(
        unread: { keys, table in TableLoader.mentions(keys, in: table) },
        values: { keys, table in TableLoader.values(keys, in: table) }))
  }
}

/// The projects of one input path, with how to check them and how to read their deferred tables.
public struct LintJob: Sendable {
  public var projects: [Project]
  public var options: LintOptions
  public var discovery: DiscoveryOptions
  /// What the job's files need kept while it runs: an archive's unpacked folder.
  public var keeps: UnpackedArchive?

  public init(projects: [Project], options: LintOptions, discovery: DiscoveryOptions) {
    self.projects = projects
    self.options = options
    self.discovery = discovery
  }

  /// Where the job's files may be read and written.
  public var checkout: Checkout {
    discovery.checkout ?? Checkout(containing: projects.first?.root ?? discovery.displayBase)
  }
}

/// A part of a run's findings, handed over in order: every diagnostic of a batch sorts after
/// those of the batches before it.
public struct LintBatch: Sendable {
  public var diagnostics: [Diagnostic]
  /// The strings checked (only when asked for).
  public var checked: [CheckResult.Checked]
  /// Files that could not be read.
  public var issues: [ToolIssue]
  public var fileCount: Int
  public var stringCount: Int
  /// How much of each language the projects translate (a language once per target).
  public var coverage: [LocaleCoverage] = []
  /// Every file that sorts before this has all its findings and strings by this batch (nil:
  /// none is known complete before the end): a reporter that groups by file writes them then.
  public var completeBelow: String? = nil
}

/// Runs the enabled rules over projects and gathers their findings as diagnostics.
///
/// A project is checked in units: its declarations with the tables discovery read, and each
/// deferred language on its own (read, checked, and let go), several at once on the machine's
/// cores, the declarations beside the first languages. Findings come back sorted however many
/// threads ran.
public enum Linter {
  /// Checks projects whose tables are all read, and returns every finding.
  public static func lint(_ projects: [Project], options: LintOptions) -> CheckResult {
    var result = CheckResult(diagnostics: [], fileCount: 0, stringCount: 0, checked: [])
    let job = LintJob(
      projects: projects, options: options,
      discovery: DiscoveryOptions(displayBase: options.displayBase))
    lint([job], workers: 1, collectsChecked: true) { batch in
      result.diagnostics += batch.diagnostics
      result.checked += batch.checked
      result.issues += batch.issues
      result.fileCount += batch.fileCount
      result.stringCount += batch.stringCount
      result.coverage += batch.coverage
    }
    return result
  }

  /// Every finding of the jobs, on all the machine's cores, held (for a second look at a run:
  /// what `--fix` fixes, what a revision had).
  public static func findings(_ jobs: [LintJob]) -> [Diagnostic] {
    var found: [Diagnostic] = []
    lint(jobs, workers: ProcessInfo.processInfo.activeProcessorCount, collectsChecked: false) {
      found += $0.diagnostics
    }
    return found
  }

  /// Checks jobs, handing findings to `sink` in sorted batches as they are ready.
  ///
  /// - Parameters:
  ///   - jobs: the projects of each input path, with the options to check them by.
  ///   - workers: how many threads check the declarations and deferred languages at once.
  ///   - collectsChecked: whether batches list the strings checked.
  ///   - fingerprints: whether findings carry the fingerprints of their texts (a baseline,
  ///     `--new-since` and the formats that print identities read them; the rest do not).
  ///   - sink: takes each batch, in order, on the calling thread.
  public static func lint(
    _ jobs: [LintJob], workers: Int, collectsChecked: Bool, fingerprints: Bool = true,
    sink: (LintBatch) -> Void
  ) {
    let (declarations, languages) = units(of: jobs)
    var delivery = LintDelivery(declarations: declarations, languages: languages)
    OrderedWork.run(count: delivery.units.count, workers: workers) { [units = delivery.units] in
      units[$0].run(collectsChecked: collectsChecked, fingerprints: fingerprints)
    } consume: { index, outcome in
      if let batch = delivery.take(index, outcome) { sink(batch) }
    }
    delivery.rest().forEach(sink)
  }

  /// Every project's declarations, and every language in file order: each project resolved
  /// once (every unit checks its part against this one resolution), its history and code scan
  /// gathered before any part runs (every part's rules read them).
  static func units(of jobs: [LintJob]) -> (declarations: [LintUnit], languages: [LintUnit]) {
    var declarations: [LintUnit] = []
    var languages: [LintUnit] = []
    for (jobIndex, job) in jobs.enumerated() {
      let resolver = job.options.resolver
      for project in job.projects {
        var resolution = resolver.resolution(of: project)
        if job.options.history {
          resolution.project.history = HistoryFiles.history(
            of: resolution, displayBase: job.discovery.displayBase)
        }
        let facts = codeFacts(of: resolution, job: job)
        var unit = LintUnit.declarations(of: resolution, job: job)
        unit.codeFacts = facts.facts
        unit.codeIssues = facts.issues
        declarations.append(unit)
        languages += LintUnit.languages(of: resolution, job: job, jobIndex: jobIndex).map {
          var unit = $0
          unit.codeFacts = facts.facts
          return unit
        }
      }
    }
    languages.sort { ($0.firstPath, $0.jobIndex) < ($1.firstPath, $1.jobIndex) }
    return (declarations, languages)
  }

  /// The code scan of a project's targets, when a rule that reads code runs.
  static func codeFacts(of resolution: ProjectResolution, job: LintJob)
    -> (facts: [Int: CodeFacts], issues: [ToolIssue])
  {
    guard
      job.options.rules.contains(where: {
        $0.description.readsCode && job.options.isEnabled($0.description)
      })
    else { return ([:], []) }
    return CodeFactsGatherer.facts(
      of: resolution.project.targets, displayBase: job.options.displayBase,
      registry: job.options.registry)
  }

  /// The diagnostics `keeping` accepts, sorted, without repeats. Indices are sorted, not the
  /// findings, by integer keys (ranks of the files and rules, then positions): reading a finding
  /// out of an array copies it, and a copy retains each of its fields.
  static func sortedUnique(_ diagnostics: [Diagnostic], keeping: ((Diagnostic) -> Bool)? = nil)
    -> [Diagnostic]
  {
    func ranks(_ names: [String]) -> [String: Int] {
      Dictionary(uniqueKeysWithValues: Set(names).sorted().enumerated().map { ($1, $0) })
    }
    let files = diagnostics.map { $0.location?.file ?? "" }
    let rules = diagnostics.map(\.ruleID)
    let fileRanks = ranks(files)
    let ruleRanks = ranks(rules)
    let keys = diagnostics.indices.map { index in
      let start = diagnostics[index].location?.start ?? .zero
      return SortKey(
        file: fileRanks[files[index]]!, line: start.line, column: start.column,
        offset: start.offset, rule: ruleRanks[rules[index]]!)
    }
    var order = Array(diagnostics.indices)
    if let keeping { order.removeAll { !keeping(diagnostics[$0]) } }
    order.sort { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : diagnostics[$0] < diagnostics[$1] }
    var result: [Diagnostic] = []
    result.reserveCapacity(order.count)
    var previous: Int?
    for index in order {
      if let previous, keys[previous] == keys[index] {
        if diagnostics[previous] == diagnostics[index] { continue }
        // One cause that several targets find, each with its own evidence (Tuta's three
        // apps' privacy manifests): one finding, with every note.
        if diagnostics[previous].differsOnlyInNotes(from: diagnostics[index]) {
          let known = result[result.count - 1].notes
          result[result.count - 1].notes += diagnostics[index].notes.filter { !known.contains($0) }
          continue
        }
      }
      result.append(diagnostics[index])
      previous = index
    }
    return result
  }

  /// The fields `Diagnostic.<` compares first, as integers.
  private struct SortKey: Equatable, Comparable {
    var file: Int, line: Int, column: Int, offset: Int, rule: Int

    static func < (lhs: SortKey, rhs: SortKey) -> Bool {
      (lhs.file, lhs.line, lhs.column, lhs.offset, lhs.rule) < (
        rhs.file, rhs.line, rhs.column, rhs.offset, rhs.rule
      )
    }
  }
}
