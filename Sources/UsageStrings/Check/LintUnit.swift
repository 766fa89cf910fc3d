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
    /// How much of each language checked the unit's targets translate.
    var coverage: [LocaleCoverage] = []
  }

  let resolution: ProjectResolution
  let options: LintOptions
  let discovery: DiscoveryOptions
  let jobIndex: Int
  /// The target whose deferred tables the unit reads; nil for the declarations.
  let targetIndex: Int?
  let deferred: [TranslationTable]
  /// What the code scan found, by target index: gathered once per project, before any part runs,
  /// so that every part's rules see the same facts.
  var codeFacts: [Int: CodeFacts] = [:]
  /// The code files that could not be read (reported by the declarations' part).
  var codeIssues: [ToolIssue] = []

  var project: Project { resolution.project }

  /// The first file of the unit's language, for ordering.
  var firstPath: String { deferred.map(\.path).min() ?? "" }

  static func declarations(of resolution: ProjectResolution, job: LintJob) -> LintUnit {
    LintUnit(
      resolution: resolution, options: job.options, discovery: job.discovery, jobIndex: 0,
      targetIndex: nil, deferred: [])
  }

  /// A unit for each target's deferred tables of each language checked.
  static func languages(of resolution: ProjectResolution, job: LintJob, jobIndex: Int)
    -> [LintUnit]
  {
    let languages = job.options.canonicalLanguages
    var units: [LintUnit] = []
    for (index, target) in resolution.project.targets.enumerated() {
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
            resolution: resolution, options: job.options, discovery: job.discovery,
            jobIndex: jobIndex, targetIndex: index, deferred: groups[key]!))
      }
    }
    return units
  }

  /// Checks the unit's part of the project. Rules judge the part as they would a whole project;
  /// the unit keeps the findings in its own files (a language's tables read late are that
  /// language's unit's; every other file is the declarations'), so that each is reported once.
  func run(collectsChecked: Bool, fingerprints: Bool = true) -> Outcome {
    let resolver = options.resolver
    guard let targetIndex else {
      var model = resolver.resolveRead(resolution)
      for (index, facts) in codeFacts {
        model.targets[index] = model.targets[index].with(codeFacts: facts)
      }
      var outcome = Outcome(issues: codeIssues)
      let unread = Set(project.targets.flatMap { $0.tables.filter(\.isDeferred).map(\.path) })
      outcome.diagnostics = check(
        model, keeping: { !unread.contains($0) }, fingerprints: fingerprints)
      return summed(outcome, model, collectsChecked: collectsChecked)
    }
    let loaded = TableLoader.load(deferred, options: discovery)
    var target = resolver.resolve(resolution.targets[targetIndex], language: loaded.tables)
    if let facts = codeFacts[targetIndex] { target = target.with(codeFacts: facts) }
    var part = Project(
      root: project.root, targets: [target.target], problems: loaded.problems,
      fileCount: loaded.fileCount, projectFiles: project.projectFiles)
    part.history = project.history
    part.editions = project.editions
    let model = ResolvedProject(project: part, targets: [target])
    let own = Set(deferred.map(\.path))
    var outcome = Outcome(issues: loaded.issues, fileCount: loaded.fileCount)
    outcome.diagnostics = check(
      model, keeping: { own.contains($0) }, fingerprints: fingerprints)
    return summed(outcome, model, collectsChecked: collectsChecked)
  }

  /// The strings a unit checked, counted and (when asked) listed.
  private func summed(_ outcome: Outcome, _ model: ResolvedProject, collectsChecked: Bool)
    -> Outcome
  {
    var outcome = outcome
    let languages = options.canonicalLanguages
    let own = Set(deferred.map(\.locale.canonical))
    for target in model.targets {
      // The keys to count are the target's, whichever language: worked out once per run.
      let identity = target.target.identity(in: project) + "\u{0}coverage"
      let expected = options.shared.rules.prepared(identity) { ExpectedTexts(target.expectedTexts) }
      for locale in target.shippedLocales
      where (targetIndex == nil || own.contains(locale.canonical))
        && languages.map({ $0.contains(locale.canonical) || $0.contains(locale.raw) }) ?? true
      {
        outcome.coverage.append(target.coverage(of: locale, expected: expected.texts))
      }
      outcome.stringCount += target.strings.count
      if collectsChecked {
        outcome.checked += target.strings.map { .init(file: $0.span.path, key: $0.key) }
      }
    }
    if collectsChecked { outcome.checked = Array(Set(outcome.checked)).sorted() }
    return outcome
  }

  /// Runs the enabled rules, keeping the findings in the files `keeping` accepts.
  private func check(
    _ model: ResolvedProject, keeping: @escaping (String) -> Bool, fingerprints: Bool
  ) -> [Diagnostic] {
    options.shared.withAnalyzer { analyzer in
      check(model, keeping: keeping, fingerprints: fingerprints, analyzer: analyzer)
    }
  }

  private func check(
    _ model: ResolvedProject, keeping: @escaping (String) -> Bool, fingerprints: Bool,
    analyzer: TextAnalyzer
  ) -> [Diagnostic] {
    let context = RuleContext(
      model: model, configuration: options.configuration, locales: options.locales,
      registry: options.registry,
      analyzer: analyzer, caches: options.shared.rules)
    var found: [Diagnostic] = []
    func sink(_ description: RuleDescription) -> (Finding) -> Void {
      { finding in
        if let kept = reported(finding, rule: description, keeping: keeping) { found.append(kept) }
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
      let leftovers = OrphanPurposeStringRule.leftoverKeys(of: target, context)
      for string in target.strings where leftovers.isEmpty || !leftovers.contains(string.key) {
        let analysis = context.analysis(of: string)
        for (index, rule) in stringRules.enumerated()
        where string.isChecked(
          includingSourceCopies: rule.sourceCopies, includingOversized: rule.oversized)
        {
          bound[index].check(string, analysis, context, rule.emit)
        }
      }
    }
    let files = suppressionFiles(of: context.targets, findings: found)
    let suppressions = Suppressions(files)
    let kept = Linter.sortedUnique(
      found, keeping: suppressions.isEmpty ? nil : { !suppressions.suppresses($0) })
    guard fingerprints else { return kept }
    return OffendingText.fingerprinted(
      kept, targets: context.targets, files: files, characters: analyzer.characters)
  }

  /// A rule's finding as the unit reports it, or nil where the unit does not keep it: it is in
  /// another unit's file (`keeping`), or about a pseudo-locale that the rule does not read.
  private func reported(
    _ finding: Finding, rule description: RuleDescription, keeping: (String) -> Bool
  ) -> Diagnostic? {
    guard keeping(finding.location?.file ?? "") else { return nil }
    // A pseudo-locale is no translation: only its own rule reads it.
    if let locale = finding.locale, !description.readsPseudoLocales,
      Pseudolocale.isPseudo(locale)
    {
      return nil
    }
    var diagnostic = Diagnostic(
      ruleID: description.id, severity: options.severity(of: finding, rule: description),
      message: finding.message, location: finding.location, notes: finding.notes,
      fixes: finding.fixes,
      key: finding.key, locale: finding.locale)
    if !finding.properties.isEmpty { diagnostic.properties = finding.properties }
    return diagnostic
  }

  /// The files the findings may be silenced in: those the strings were read from, then the
  /// files of findings no string is read from.
  private func suppressionFiles(of targets: [ResolvedTarget], findings found: [Diagnostic])
    -> [TextFile]
  {
    // The files of the strings, each once (a table's strings follow each other).
    var files: [TextFile] = []
    for target in targets {
      for index in target.strings.indices {
        guard let file = target.strings[index].span.file, files.last !== file else { continue }
        files.append(file)
      }
    }
    // A finding in a file no string is read from (a project file, a table the target does not
    // build) can be silenced in it too: those few files are read now.
    let read = Set(files.map(\.path))
    for path in Set(found.compactMap(\.location?.file)) where !read.contains(path) {
      let absolute = Paths.join(options.displayBase, path)
      if let bytes = try? FileReader.bytes(absolute, display: path) {
        files.append(TextFile(path: path, bytes: bytes))
      }
    }
    return files
  }
}

/// A target's expected texts, as the run's caches hold them.
private struct ExpectedTexts: Sendable {
  let texts: [(key: String, source: String?)]
  init(_ texts: [(key: String, source: String?)]) { self.texts = texts }
}
