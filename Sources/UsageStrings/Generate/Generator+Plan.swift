/// The steps of `plan`: each target's skeletons in the run's format, gathered over every
/// project, then the files several targets share (an XLIFF or `.xcloc` per language, each
/// project file edited once).
extension Generator {
  /// One target's skeletons, added to what the run has planned.
  static func planTarget(
    _ target: ResolvedTarget, context: GenerateContext, projectCount: Int,
    options: GenerateOptions, into planned: inout GeneratePlan
  ) throws(ToolIssue) {
    let entries = self.entries(target, context: context)
    planned.notes += unexpandedKeys(target).map { unexpandedNote($0, of: target) }
    guard !entries.isEmpty else { return }
    let format = format(for: target, options: options)
    if let refusal = formRefusal(target, format: format, options: options) {
      planned.notes.append(refusal)
      return
    }
    guard
      let languages = homedLanguages(
        target, format: format, options: options, notes: &planned.notes)
    else { return }
    switch format {
    case .strings:
      guard
        let folder = skeletonFolder(
          for: target, holding: "translations", context: context, projectCount: projectCount,
          options: options, notes: &planned.notes)
      else { return }
      try planStrings(
        target, languages: languages, entries: entries, folder: folder, context: context,
        options: options, into: &planned)
    case .xcstrings:
      guard
        let folder = skeletonFolder(
          for: target, holding: "catalog", context: context, projectCount: projectCount,
          options: options, notes: &planned.notes)
      else { return }
      if let write = catalogWrite(
        target, languages: languages, entries: entries, folder: folder, context: context,
        options: options, notes: &planned.notes)
      {
        planned.writes.append(write)
      }
    case .xliff, .xcloc:
      planExchange(
        target, languages: languages, entries: entries, format: format, context: context,
        options: options, into: &planned)
    }
  }

  /// The languages asked for, in the project's own folder of each (`zh-CN` is its `zh-Hans`,
  /// as merge maps it), the source language aside; nil (with a note) for a target whose
  /// translations `merge` could not bring back, which translators are then not given.
  static func homedLanguages(
    _ target: ResolvedTarget, format: GenerateFormat, options: GenerateOptions,
    notes: inout [String]
  ) -> [LocaleIdentifier]? {
    let languages = options.languages.map { ProjectLocale.folderLocale($0, in: target) }
      .filter { $0.canonical != target.target.sourceLanguage.canonical }
    if let reason = languages.lazy.compactMap({ homelessReason(target, $0) }).first {
      let exported = options.outputDirectory != nil || [.xliff, .xcloc].contains(format)
      notes.append(
        exported ? reason + "; its keys were left out: merge could not take them back" : reason)
      return nil
    }
    return languages
  }

  /// The folder of a target's `.strings` tables or catalog (`folder(for:)`), or nil with a note
  /// asking for one; `holding` names what would go there.
  static func skeletonFolder(
    for target: ResolvedTarget, holding what: String, context: GenerateContext,
    projectCount: Int, options: GenerateOptions, notes: inout [String]
  ) -> String? {
    let folder = folder(
      for: target, options: options, projectCount: projectCount,
      targetCount: context.targets.count)
    if folder == nil {
      notes.append(
        "'\(target.target.name)' has no folder for its \(what); name one in the configuration's 'targets'"
      )
    }
    return folder
  }

  /// Why a key is left out of the skeletons: its source holds a build setting.
  static func unexpandedNote(_ key: String, of target: ResolvedTarget) -> String {
    let written = target.sources[key]?.written ?? ""
    return
      "'\(key)' of '\(target.target.name)' is '\(TextExcerpt.oneLine(written))', which cannot be expanded "
      + "without the project's build settings; it is left out rather than written as text"
  }

  /// A target's `.strings` table of each language: a pseudo-locale's made from the source and
  /// kept out of the project, a new translation table added to it.
  static func planStrings(
    _ target: ResolvedTarget, languages: [LocaleIdentifier], entries: [GenerateEntry],
    folder: String, context: GenerateContext, options: GenerateOptions,
    into planned: inout GeneratePlan
  ) throws(ToolIssue) {
    for language in languages {
      if let pseudo = Pseudolocale(language) {
        if let write = pseudoStringsWrite(
          target, language: language, pseudo: pseudo, entries: entries, folder: folder,
          options: options, notes: &planned.notes)
        {
          planned.writes.append(write)
          planned.pseudoTables += 1
        }
        continue
      }
      if let write = try stringsWrite(
        target, language: language, entries: entries, folder: folder, context: context,
        options: options, notes: &planned.notes)
      {
        planned.writes.append(write)
        if write.existing == nil {
          planned.projectEdits.add(write.path, of: target, options: options, notes: &planned.notes)
        }
      }
    }
  }

  /// A target's XLIFF `<file>` of each language, and for `.xcloc` its source table; the export
  /// takes its development region and project name from the first target.
  static func planExchange(
    _ target: ResolvedTarget, languages: [LocaleIdentifier], entries: [GenerateEntry],
    format: GenerateFormat, context: GenerateContext, options: GenerateOptions,
    into planned: inout GeneratePlan
  ) {
    if format == .xcloc {
      planned.sources.append(sourceContent(target, entries: entries, project: context.project))
      planned.developmentRegion =
        planned.developmentRegion ?? target.target.sourceLanguage.canonical
      planned.projectName =
        planned.projectName
        ?? context.project.projectFiles.first.map { Paths.lastComponent(Paths.parent($0)) }
    }
    for language in languages {
      planned.xliff[language.canonical, default: []].append(
        xliffFile(
          target, language: language, entries: entries, context: context, options: options))
    }
  }

  /// Every write and note of the run: the targets' own, then the files they share (an XLIFF or
  /// `.xcloc` per language, the project files edited once), then what pseudo tables need.
  static func finished(_ planned: GeneratePlan, options: GenerateOptions) -> (
    writes: [PlannedWrite], notes: [String]
  ) {
    var writes = planned.writes
    var notes = planned.notes
    if options.format == .xliff {
      writes += xliffWrites(planned.xliff, options: options)
    }
    if options.format == .xcloc {
      writes += xclocWrites(
        planned.xliff, sources: planned.sources,
        developmentRegion: planned.developmentRegion ?? "en", project: planned.projectName,
        options: options)
    }
    writes += planned.projectEdits.writes(displayBase: options.displayBase, notes: &notes)
    notes += [pseudoTablesNote(count: planned.pseudoTables)].compactMap { $0 }
    return (writes, notes)
  }
}

/// What `Generator.plan` has gathered from the targets so far.
struct GeneratePlan {
  var writes: [PlannedWrite] = []
  var notes: [String] = []
  /// The XLIFF `<file>`s of every target, per language (canonical).
  var xliff: [String: [XLIFFWriter.File]] = [:]
  /// For `.xcloc`: each target's source table.
  var sources: [Generator.SourceContent] = []
  var developmentRegion: String?
  var projectName: String?
  var projectEdits = ProjectEdits()
  var pseudoTables = 0
}
