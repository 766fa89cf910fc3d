/// The texts one file held, version by version, newest first: each language's (the empty
/// string for a file of one language) value of each key. Version `-1` is the work tree; the
/// others are indices of `GitLog.commits` (higher is older).
struct TextTimeline: Sendable {
  typealias Texts = [String: [String: String]]

  var versions: [(commit: Int, texts: Texts)]

  /// What the file held at a commit: its newest version not newer than it (nil before it
  /// existed).
  func texts(at commit: Int) -> Texts? {
    versions.first { $0.commit >= commit }?.texts
  }

  func value(_ key: String, locale: String, at commit: Int) -> String? {
    texts(at: commit)?[locale]?[key]
  }

  /// The oldest commit since which `key` has held today's value in `locale`: where the value
  /// was last changed (-1 when only the work tree has it). Nil when the file lacks it today.
  func lastChange(of key: String, locale: String) -> Int? {
    lastEdit(of: key, locale: locale)?.since
  }

  /// `lastChange`, and whether the value was edited there (it held another value before) rather
  /// than added (a new language, a table copied in).
  func lastEdit(of key: String, locale: String) -> (since: Int, edited: Bool)? {
    guard let today = versions.first?.texts[locale]?[key] else { return nil }
    var since = versions[0].commit
    for version in versions.dropFirst() {
      guard let value = version.texts[locale]?[key] else { return (since, false) }
      guard value == today else { return (since, true) }
      since = version.commit
    }
    return (since, false)
  }
}

/// Where a key's source text comes from over time: the source language's table where it has the
/// key (as on a device), else the Info.plist.
struct SourceTimeline: Sendable {
  /// The source table's timeline and the language its texts are under there.
  var table: (timeline: TextTimeline, locale: String)?
  var infoPlists: [TextTimeline]
  /// `.xcconfig` files and project files: an Info.plist's value wins over theirs.
  var buildSettings: [TextTimeline] = []

  func text(of key: String, at commit: Int) -> String? {
    if let table, let text = table.timeline.value(key, locale: table.locale, at: commit) {
      return text
    }
    return (infoPlists + buildSettings).lazy.compactMap { $0.value(key, locale: "", at: commit) }
      .first
  }

  /// The commit since which the key's source has said today's text (whitespace aside); -1 when
  /// the change is not committed.
  func lastChange(of key: String) -> Int? {
    guard let today = text(of: key, at: -1).map(SourceChange.spaced) else { return nil }
    let commits = Set(
      (table.map { [$0.timeline] } ?? []).flatMap { $0.versions.map(\.commit) }
        + (infoPlists + buildSettings).flatMap { $0.versions.map(\.commit) }
    ).sorted()
    var since = -1
    for commit in commits where commit > -1 {
      guard text(of: key, at: commit).map(SourceChange.spaced) == today else { break }
      since = commit
    }
    return since
  }
}
