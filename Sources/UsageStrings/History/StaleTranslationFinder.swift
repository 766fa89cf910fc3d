/// Decides, key by key, which translations were made from another source text than today's.
///
/// A translation was made where its value last changed: a platform's sync that rewrites every
/// table without changing this value does not count. It is stale when the source text of that
/// commit, whitespace aside, is not today's.
enum StaleTranslationFinder {
  static func find(
    _ target: TranslationHistoryReader.TargetFiles, timelines: [String: TextTimeline], log: GitLog
  ) -> [StaleTranslation] {
    let source = SourceTimeline(
      table: target.sourceTable.flatMap { file in
        timelines[file.path].map { ($0, file.kind == .catalog ? file.locale : "") }
      },
      infoPlists: target.infoPlists.compactMap { timelines[$0.path] },
      buildSettings: target.buildSettings.compactMap { timelines[$0.path] })
    var stale: [StaleTranslation] = []
    for key in target.keys {
      guard let today = source.text(of: key, at: -1) else { continue }
      for table in target.translations {
        guard let timeline = timelines[table.path] else { continue }
        let locale = table.kind == .catalog ? table.locale : ""
        // Changed in the work tree, or a copy of the source (`untranslated` says so): not stale.
        guard let made = timeline.lastChange(of: key, locale: locale), made >= 0,
          timeline.value(key, locale: locale, at: -1) != today,
          let madeFrom = source.text(of: key, at: made)
        else { continue }
        let change = SourceChange.between(madeFrom, today)
        guard change != .none else { continue }
        let changed = source.lastChange(of: key) ?? -1
        stale.append(
          StaleTranslation(
            path: table.path, locale: table.locale, key: key,
            translated: log.commits[made].revision,
            sourceChanged: changed >= 0 ? log.commits[changed].revision : nil,
            madeFrom: madeFrom, source: today, isRewrite: change == .rewrite))
      }
    }
    return stale
  }
}
