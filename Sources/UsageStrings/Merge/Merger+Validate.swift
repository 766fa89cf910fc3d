/// The files a merge writes, checked with `check`'s rules as they would be written: a unit with
/// an error is dropped and the files made again without it, until everything left passes.
extension Merger {
  /// One group's file, as this round makes it.
  struct Made {
    var units: [Placed]
    var write: FileWrite
  }

  static func writeValidated(
    _ groups: [[Placed]], context: GenerateContext, project: Project, options: MergeOptions,
    tally: inout MergeTally
  ) -> (writes: [PlannedWrite], notes: [String]) {
    var groups = groups
    // Each round drops at least one unit, or ends.
    while true {
      var working = WorkingFiles()
      var made: [Made] = []
      var kept: [[Placed]] = []
      for units in groups {
        let target = context.targets[units[0].target]
        switch fileWrite(
          units, target: target, locale: units[0].locale, context: context, options: options,
          working: working)
        {
        case .failure(let refusal):
          for placed in units {
            tally.reject(placed.unit, locale: placed.locale.raw, "not-written", refusal.message)
          }
        case .success(let write):
          if write.write.isChange { working.record(write.write) }
          if let edit = write.projectEdit, edit.isChange { working.record(edit) }
          made.append(Made(units: units, write: write))
          kept.append(units)
        }
      }
      let findings = validate(made, context: context, project: project, options: options)
      let errors = findings.indices.filter { index in
        findings[index].contains { $0.1.severity == .error }
      }
      if errors.isEmpty {
        for (group, found) in zip(made, findings) { count(group, found, tally: &tally) }
        return (working.writes, made.flatMap(\.write.notes))
      }
      groups = kept
      for index in errors {
        for (key, diagnostic) in findings[index] where diagnostic.severity == .error {
          guard let position = groups[index].firstIndex(where: { $0.unit.key == key }) else {
            continue
          }
          let placed = groups[index].remove(at: position)
          tally.reject(
            placed.unit, locale: placed.locale.raw, diagnostic.ruleID, diagnostic.message)
        }
      }
      groups.removeAll(where: \.isEmpty)
    }
  }

  /// What the summary says of a group that is written.
  static func count(_ group: Made, _ findings: [(String, Diagnostic)], tally: inout MergeTally) {
    let changed = group.write.changedKeys
    // A table has no review state; a catalog keeps the input's.
    let isTable = group.write.tables.allSatisfy { $0.format == .strings }
    tally.summary(group.units[0].locale.raw) { summary in
      summary.merged += changed.count
      summary.unchanged += group.units.count - changed.count
      for (key, diagnostic) in findings where changed.contains(key) {
        guard let unit = group.units.first(where: { $0.unit.key == key })?.unit else { continue }
        summary.warnings.append(MergeTally.entry(unit, diagnostic.ruleID, diagnostic.message))
      }
      for placed in group.units
      where isTable && placed.unit.state.isUnreviewed && changed.contains(placed.unit.key) {
        summary.unreviewed.append(
          MergeTally.entry(
            placed.unit, "unreviewed",
            "merged unreviewed: the input marks it \(placed.unit.state.mark), and a .strings table has no such mark"
          ))
      }
    }
  }

  /// The findings of the validation rules on each group's units, in the project as the round
  /// would leave it (one run of the rules for every file): errors reject a unit (and warnings
  /// too, with `--strict`, which makes them errors).
  static func validate(
    _ made: [Made], context: GenerateContext, project: Project, options: MergeOptions
  ) -> [[(String, Diagnostic)]] {
    guard !made.isEmpty else { return [] }
    // The last bytes of each file: a file several groups write holds all their units.
    var latest: [String: [TranslationTable]] = [:]
    for group in made {
      for table in group.write.tables { latest[table.absolutePath] = group.write.tables }
    }
    var project = project
    project.problems = []
    // Every target that reads a file reads its new bytes (targets may share a catalog); a new
    // file joins the target it was made for. `context.targets` is `project.targets` resolved,
    // index for index.
    for index in project.targets.indices {
      let tables = project.targets[index].tables
      let written = Set(tables.map(\.absolutePath)).filter { latest[$0] != nil }
      guard !written.isEmpty else { continue }
      project.targets[index].tables =
        tables.filter { !written.contains($0.absolutePath) }
        + written.sorted().flatMap { path in latest[path]!.filter { $0.absolutePath == path } }
    }
    for group in made {
      let index = group.units[0].target
      let present = Set(project.targets[index].tables.map(\.absolutePath))
      project.targets[index].tables += group.write.tables.filter {
        !present.contains($0.absolutePath)
      }
    }
    var lint = LintOptions(configuration: options.configuration, locales: options.locales)
    lint.only = validationRules
    lint.strict = options.strict
    lint.displayBase = options.displayBase
    lint.languages = Set(made.map { $0.units[0].locale.canonical }).sorted()
    let diagnostics = Linter.lint([project], options: lint).diagnostics.filter {
      $0.severity != .note && $0.key != nil
    }
    return made.map { group in
      let keys = Set(group.units.map(\.entry.key))
      let locale = group.units[0].locale.raw
      let files = Set(group.write.tables.map(\.path) + [group.write.write.display])
      return diagnostics.compactMap { diagnostic in
        guard let key = diagnostic.key, keys.contains(key), diagnostic.locale == locale,
          files.contains(diagnostic.location?.file ?? "")
        else { return nil }
        return (key, diagnostic)
      }
    }
  }
}
