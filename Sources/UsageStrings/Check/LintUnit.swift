/// A part of a project checked on its own: its declarations and the tables discovery read, or one
/// target's deferred tables of one language (read when the unit runs, and let go after).
struct LintUnit: Sendable {
  /// What a unit found.
  struct Outcome: Sendable {
    var diagnostics: [Diagnostic] = []
    var checked: [CheckResult.Checked] = []
    var issues: [ToolIssue] = []
    var fileCount = 0
    var stringCount = 0
  }

  let project: Project
  let options: LintOptions
  let discovery: DiscoveryOptions
  let jobIndex: Int
  /// The target whose deferred tables the unit reads; nil for the declarations.
  let targetIndex: Int?
  let deferred: [TranslationTable]

  /// The first file of the unit's language, for ordering.
  var firstPath: String { deferred.map(\.path).min() ?? "" }

  static func declarations(of project: Project, job: LintJob) -> LintUnit {
    LintUnit(
      project: project, options: job.options, discovery: job.discovery, jobIndex: 0,
      targetIndex: nil, deferred: [])
  }

  /// A unit for each target's deferred tables of each language checked.
  static func languages(of project: Project, job: LintJob, jobIndex: Int) -> [LintUnit] {
    let languages = job.options.canonicalLanguages
    var units: [LintUnit] = []
    for (index, target) in project.targets.enumerated() {
      var groups: [String: [TranslationTable]] = [:]
      for table in target.tables where table.isDeferred {
        if let languages, !languages.contains(table.locale.canonical),
          !languages.contains(table.locale.raw)
        {
          continue
        }
        groups[table.locale.canonical, default: []].append(table)
      }
      for key in groups.keys.sorted() {
        units.append(
          LintUnit(
            project: project, options: job.options, discovery: job.discovery, jobIndex: jobIndex,
            targetIndex: index,
            deferred: groups[key]!))
      }
    }
    return units
  }

  func run(collectsChecked: Bool) -> Outcome {
    guard let targetIndex else {
      return check(project, focus: nil, collectsChecked: collectsChecked)
    }
    let loaded = TableLoader.load(deferred, options: discovery)
    var target = project.targets[targetIndex]
    target.tables = (target.tables.filter { !$0.isDeferred } + loaded.tables).sorted {
      $0.path < $1.path
    }
    let part = Project(
      root: project.root, targets: [target], problems: loaded.problems, fileCount: loaded.fileCount,
      projectFiles: project.projectFiles)
    var outcome = check(part, focus: Set(deferred.map(\.path)), collectsChecked: collectsChecked)
    outcome.issues += loaded.issues
    outcome.fileCount = loaded.fileCount
    return outcome
  }

  /// Runs the enabled rules; with a focus, keeps only the findings in those files (the rest are
  /// the declarations' own, found by their unit).
  private func check(_ project: Project, focus: Set<String>?, collectsChecked: Bool) -> Outcome {
    options.shared.withAnalyzer { analyzer in
      check(project, focus: focus, collectsChecked: collectsChecked, analyzer: analyzer)
    }
  }

  private func check(
    _ project: Project, focus: Set<String>?, collectsChecked: Bool, analyzer: TextAnalyzer
  ) -> Outcome {
    let resolver = ModelResolver(
      registry: options.registry, configuredLanguages: options.configuration.languages,
      languages: options.canonicalLanguages, focus: focus, cache: options.shared.resolution)
    var model = resolver.resolve(project)
    var outcome = Outcome()
    // Code facts are gathered before any rule runs (only the code rules read them).
    if focus == nil,
      options.rules.contains(where: {
        $0.description.scope == .code && options.isEnabled($0.description)
      })
    {
      outcome.issues += CodeFactsGatherer.gather(into: &model, displayBase: options.displayBase)
    }
    let context = RuleContext(
      model: model, configuration: options.configuration, locales: options.locales,
      registry: options.registry,
      analyzer: analyzer, caches: options.shared.rules)
    var found: [Diagnostic] = []
    func sink(_ description: RuleDescription) -> (Finding) -> Void {
      { finding in
        if let focus, !focus.contains(finding.location?.file ?? "") { return }
        found.append(
          Diagnostic(
            ruleID: description.id, severity: options.severity(of: finding, rule: description),
            message: finding.message, location: finding.location, notes: finding.notes,
            fixes: finding.fixes,
            key: finding.key, locale: finding.locale))
      }
    }
    // Only what the loop over strings needs, so that it copies no rule per string.
    var stringRules:
      [(rule: any StringRule.Type, emit: (Finding) -> Void, sourceCopies: Bool, oversized: Bool)] =
        []
    for rule in options.rules where options.isEnabled(rule.description) {
      if let type = rule.stringRule {
        stringRules.append(
          (type, sink(rule.description), type.checksSourceCopies, type.checksOversizedStrings))
      } else {
        rule.check(context, sink(rule.description))
      }
    }
    // The string rules in one pass, sharing each string's analysis.
    for target in context.targets where !stringRules.isEmpty {
      let bound = stringRules.map { $0.rule.bound(to: target, context) }
      for string in target.strings {
        let analysis = context.analysis(of: string)
        for (index, rule) in stringRules.enumerated()
        where string.isChecked(
          includingSourceCopies: rule.sourceCopies, includingOversized: rule.oversized)
        {
          bound[index].check(string, analysis, context, rule.emit)
        }
      }
    }
    // The files of the strings, each once (a table's strings follow each other).
    var files: [TextFile] = []
    for target in context.targets {
      for index in target.strings.indices {
        guard let file = target.strings[index].span.file, files.last !== file else { continue }
        files.append(file)
      }
    }
    let suppressions = Suppressions(files)
    outcome.diagnostics = Linter.sortedUnique(
      found, keeping: suppressions.isEmpty ? nil : { !suppressions.suppresses($0) })
    for target in context.targets {
      outcome.stringCount += target.strings.count
      if collectsChecked {
        outcome.checked += target.strings.map { .init(file: $0.span.path, key: $0.key) }
      }
    }
    if collectsChecked { outcome.checked = Array(Set(outcome.checked)).sorted() }
    return outcome
  }
}
