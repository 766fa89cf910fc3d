/// Time: a delivery never puts back a value the project replaced since (docs/MERGE.md, "Time").
/// A unit of the tool's own export knows what the project held then (`ExportedTranslation`);
/// for any other delivery, the git history of the table says whether the delivered text is one
/// it held before and changed since.
extension Merger {
  /// What the base recorded in an export says of a unit: nil to place it, else why not.
  static func sinceExport(
    _ unit: MergeUnit, translation: String, in target: ResolvedTarget, locale: LocaleIdentifier,
    options: MergeOptions
  ) -> Disposition? {
    guard let base = unit.exported, !options.acceptOlder else { return nil }
    let current = MergeDestination.currentValue(target, locale, key: unit.key)
    switch ExportedTranslation.change(base: base, delivered: translation, current: current) {
    case .translator, .neither: return nil
    case .project:
      return .keepNewer(
        locale: locale.raw, reason: "newer-in-project",
        message:
          "the project changed it since the export (now: '\(TextExcerpt.oneLine(current ?? ""))'), the delivery did not; merge with --accept-older to take the exported text"
      )
    case .both:
      return .reject(
        locale: locale.raw, reason: "conflict",
        message:
          "the translator and the project both changed it since the export (delivered: '\(TextExcerpt.oneLine(translation))', project: '\(TextExcerpt.oneLine(current ?? ""))'); keep one by hand, or merge with --accept-older to take the delivery"
      )
    }
  }

  /// The groups without units whose text the table held before and replaced since, by the
  /// table's git history. Units of the tool's own exports were judged by their base already.
  static func withoutOlder(
    _ groups: [[Placed]], targets: [ResolvedTarget], project: Project, options: MergeOptions,
    tally: inout MergeTally
  ) -> [[Placed]] {
    guard !options.acceptOlder else { return groups }
    func replaces(_ placed: Placed) -> String? {
      let target = targets[placed.target]
      guard placed.unit.exported == nil, let value = placed.entry.value,
        let current = MergeDestination.currentValue(target, placed.locale, key: placed.unit.key),
        current != value
      else { return nil }
      return MergeDestination.path(target, placed.locale)
    }
    var paths: Set<String> = []
    var catalogs: Set<String> = []
    for placed in groups.joined() {
      guard let path = replaces(placed) else { continue }
      paths.insert(path)
      if MergeDestination.isCatalog(targets[placed.target], placed.locale) { catalogs.insert(path) }
    }
    guard !paths.isEmpty else { return groups }
    let history = TableHistory.read(top: project.repositoryTop, paths: paths, catalogs: catalogs)
    if let reason = history.unavailable {
      tally.note(
        "a delivered text that puts back an older translation could not be told (\(reason)): \(paths.count == 1 ? "1 table was" : "\(paths.count) tables were") merged as delivered"
      )
      return groups
    }
    for gap in history.gaps { tally.note(gap) }
    // A group whose every unit is older is no group: nothing of it is written.
    return groups.map { group in
      group.filter { placed in
        guard let path = replaces(placed), let value = placed.entry.value else { return true }
        let locale = catalogs.contains(path) ? placed.locale.raw : ""
        guard
          let replacement = history.replacement(
            of: value, key: placed.unit.key, locale: locale, path: path)
        else { return true }
        tally.keepNewer(
          placed.unit, locale: placed.locale.raw, "older-than-project", olderMessage(replacement))
        return false
      }
    }.filter { !$0.isEmpty }
  }

  /// Why a delivered text the table held before is kept out, and how to take it: where the
  /// change that replaced it was itself a delivery, the translators may have gone back on
  /// purpose (A, then B, then A again).
  static func olderMessage(_ replacement: TableHistory.Replacement) -> String {
    switch replacement {
    case .workTree:
      return
        "the table held this text before and changed it in the work tree, not committed yet; merge with --accept-older to take it anyway"
    case .commit(let revision):
      let changed =
        "the table held this text before and changed it on \(revision.label), '\(revision.subject)'"
      guard DeliveryCommit.matches(subject: revision.subject) else {
        return changed + "; merge with --accept-older to take it anyway"
      }
      return changed
        + ", itself a translation delivery: if the translators went back to this text on purpose, merge with --accept-older to take it"
    }
  }
}
