/// The values a project's translation tables held over its git history, read for `merge`: a
/// delivered text a table held before and changed since is older than the project
/// (docs/MERGE.md, "Time").
struct TableHistory {
  /// Where a text stopped being a table's value.
  enum Replacement: Equatable {
    case commit(Revision)
    /// Changed in the work tree, not committed yet.
    case workTree
  }

  var timelines: [String: TextTimeline] = [:]
  var log = GitLog()
  /// Why it could not be read, where it could not (one note of the merge).
  var unavailable: String?
  /// What of it was not read (a note each).
  var gaps: [String] = []

  /// The history of the tables at `paths` (absolute; `catalogs` are String Catalogs) in the work
  /// tree whose top is `top`.
  static func read(top: String?, paths: Set<String>, catalogs: Set<String>) -> TableHistory {
    let git: Git
    let realTop: String
    switch TranslationHistoryReader.open(top: top) {
    case .failure(let reason): return TableHistory(unavailable: reason.text)
    case .success(let opened): (git, realTop) = opened
    }
    let files = Set(
      paths.map {
        TranslationHistoryReader.File(
          path: $0, kind: catalogs.contains($0) ? .catalog : .strings, locale: "")
      })
    let relative = TranslationHistoryReader.relativePaths(files, top: realTop)
    guard !relative.isEmpty else { return TableHistory() }
    var history = TableHistory()
    switch TranslationHistoryReader.log(of: relative, git: git) {
    case .failure(let reason): return TableHistory(unavailable: reason.text)
    case .success(let log): history.log = log
    }
    history.timelines = TranslationHistoryReader.timelines(
      of: files, relative: relative, log: history.log, git: git, gaps: &history.gaps)
    return history
  }

  /// Where `text` stopped being the value of `key` in the table at `path` (`locale`: the
  /// catalog's language, empty for a `.strings` table): nil when the table never held it, or
  /// holds it today.
  func replacement(of text: String, key: String, locale: String, path: String) -> Replacement? {
    guard let versions = timelines[path]?.versions, !versions.isEmpty else { return nil }
    // Newest first: the newest version that held the text, and the one after it.
    guard let held = versions.firstIndex(where: { $0.texts[locale]?[key] == text }), held > 0
    else { return nil }
    let commit = versions[held - 1].commit
    return commit < 0 ? .workTree : .commit(log.commits[commit].revision)
  }
}
