/// Decides, key by key, which translations were made from another source text than today's.
///
/// A translation was made where its value last changed: a platform's sync that rewrites every
/// table without changing this value does not count. It is stale when the source text it was
/// made from is not today's, as content words go (`SourceChange`): a typo fixed is a note,
/// rewritten a warning, reworded with the same content words nothing. Across the tables of a project (the catalogs of white-label editions),
/// a text is as old as its first appearance — a catalog created from another's copies gets
/// their age — and a text some table re-translated from today's source is fresh wherever it
/// stands.
enum StaleTranslationFinder {
  /// One translation of one table, and where its text comes from.
  struct Record {
    var path: String
    var locale: String
    var key: String
    var text: String
    /// Where the value last changed (-1: the work tree), and the source said then.
    var made: Int
    var madeFrom: String?
    /// Whether it was edited there, rather than added (copied in with a new table).
    var edited: Bool
    /// Today's source of the table's target.
    var today: String
    var sourceChanged: Int
  }

  /// Where the target's source texts come from over time.
  static func sourceTimeline(
    _ target: TranslationHistoryReader.TargetFiles, _ timelines: [String: TextTimeline]
  ) -> SourceTimeline {
    SourceTimeline(
      table: target.sourceTable.flatMap { file in
        timelines[file.path].map { ($0, file.kind == .catalog ? file.locale : "") }
      },
      infoPlists: target.infoPlists.compactMap { timelines[$0.path] },
      buildSettings: target.buildSettings.compactMap { timelines[$0.path] })
  }

  /// Every translation of a target's tables that is not a copy of its source.
  static func records(
    _ target: TranslationHistoryReader.TargetFiles, timelines: [String: TextTimeline]
  ) -> [Record] {
    let source = sourceTimeline(target, timelines)
    var records: [Record] = []
    for key in target.keys {
      guard let today = source.text(of: key, at: -1) else { continue }
      let changed = source.lastChange(of: key) ?? -1
      for table in target.translations {
        guard let timeline = timelines[table.path] else { continue }
        let locale = table.kind == .catalog ? table.locale : ""
        // A copy of the source is `untranslated`'s.
        guard let (made, edited) = timeline.lastEdit(of: key, locale: locale),
          let text = timeline.value(key, locale: locale, at: -1), text != today
        else { continue }
        records.append(
          Record(
            path: table.path, locale: table.locale, key: key, text: text, made: made,
            madeFrom: made >= 0 ? source.text(of: key, at: made) : nil, edited: edited,
            today: today, sourceChanged: changed))
      }
    }
    return records
  }

  /// Where each text first stood, by key, language and text: the oldest commit any table held
  /// it, and the source its target said then.
  static func appearances(
    _ target: TranslationHistoryReader.TargetFiles, timelines: [String: TextTimeline]
  ) -> [String: (made: Int, madeFrom: String)] {
    let source = sourceTimeline(target, timelines)
    var first: [String: (made: Int, madeFrom: String)] = [:]
    for table in target.translations {
      guard let timeline = timelines[table.path] else { continue }
      let locale = table.kind == .catalog ? table.locale : ""
      for version in timeline.versions where version.commit >= 0 {
        for key in target.keys {
          guard let text = version.texts[locale]?[key],
            let madeFrom = source.text(of: key, at: version.commit)
          else { continue }
          let id = "\(key)\u{0}\(table.locale)\u{0}\(text)"
          if (first[id]?.made ?? -1) < version.commit { first[id] = (version.commit, madeFrom) }
        }
      }
    }
    return first
  }

  /// The stale translations among every table's records.
  static func stale(
    _ records: [Record], appearances: [String: (made: Int, madeFrom: String)], log: GitLog,
    content: ContentWords?, names: [String]
  ) -> [StaleTranslation] {
    func change(_ old: String, _ new: String) -> SourceChange {
      SourceChange.between(old, new, content: content, names: names)
    }
    let byText = Dictionary(grouping: records) { "\($0.key)\u{0}\($0.locale)\u{0}\($0.text)" }
    var found: [StaleTranslation] = []
    for record in records {
      let copies = byText["\(record.key)\u{0}\(record.locale)\u{0}\(record.text)"] ?? []
      // Re-translated from a source that says what this table's says today: fresh.
      let retranslated = copies.contains { other in
        (other.made < 0 || other.edited)
          && (other.madeFrom.map { change($0, other.today) == .none } ?? true)
          && change(other.today, record.today) == .none
      }
      guard !retranslated else { continue }
      // As old as its first appearance in any table, then or since.
      var made = record.made
      var madeFrom = record.madeFrom
      if let first = appearances["\(record.key)\u{0}\(record.locale)\u{0}\(record.text)"],
        first.made > made
      {
        (made, madeFrom) = (first.made, first.madeFrom)
      }
      guard made >= 0, let madeFrom else { continue }
      let difference = change(madeFrom, record.today)
      guard difference != .none else { continue }
      var stale = StaleTranslation(
        path: record.path, locale: record.locale, key: record.key,
        translated: log.commits[made].revision,
        sourceChanged: record.sourceChanged >= 0 ? log.commits[record.sourceChanged].revision : nil,
        madeFrom: madeFrom, source: record.today, isRewrite: difference == .rewrite)
      stale.translation = record.text
      found.append(stale)
    }
    return found
  }
}
