/// What a project's git history says of its translations (`check --history`): which were made
/// from a source text that has changed since.
public struct TranslationHistory: Sendable {
  /// Why the history could not be read ("shallow clone of depth 1"), where it could not.
  public var unavailable: String?
  /// Where a note about the history is reported: the project's folder, as a display path.
  public var location = ""
  /// The translations made from another source text than today's, by `StaleTranslation.id`.
  public var stale: [String: StaleTranslation] = [:]
  /// How many commits touched the files read.
  public var commitCount = 0
  /// What of the history was not read, and why ("2 versions over 64 MB were not read"): a note
  /// each, for what was judged is then less than the whole.
  public var gaps: [String] = []

  public init(unavailable: String? = nil) { self.unavailable = unavailable }

  /// The stale translation of `key` in the table at `path` (absolute), for `locale`.
  public func staleTranslation(path: String, locale: String, key: String) -> StaleTranslation? {
    stale[StaleTranslation.id(path: path, locale: locale, key: key)]
  }
}

/// A commit, as a finding names it.
public struct Revision: Sendable, Hashable {
  public var commit: String
  /// Seconds since 1970 (the committer's date).
  public var time: Int
  public var subject: String

  public init(commit: String, time: Int, subject: String) {
    self.commit = commit
    self.time = time
    self.subject = subject
  }

  /// "2021-05-10 (a1b2c3d4)".
  public var label: String { "\(Self.day(time)) (\(commit.prefix(8)))" }

  /// The UTC day of a time, as `yyyy-mm-dd`.
  static func day(_ time: Int) -> String {
    // Days since 1970 to a civil date (Howard Hinnant's algorithm): no Foundation formatter.
    let days = (time >= 0 ? time : time - 86_399) / 86_400 + 719_468
    let era = (days >= 0 ? days : days - 146_096) / 146_097
    let dayOfEra = days - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(year)-\(two(month))-\(two(day))"
  }
}

/// A translation whose source text changed after it was made.
public struct StaleTranslation: Sendable {
  /// The table (absolute path), its locale and the key.
  public var path: String
  public var locale: String
  public var key: String
  /// The commit where the translation's value last changed.
  public var translated: Revision
  /// The commit where the source took today's text; nil when that change is not committed yet.
  public var sourceChanged: Revision?
  /// The source text when the translation was made, and today's.
  public var madeFrom: String
  public var source: String
  /// Whether the source says something new (a rewrite), not only reworded or a typo fixed.
  public var isRewrite: Bool
  /// Today's translation.
  public var translation = ""

  public init(
    path: String, locale: String, key: String, translated: Revision, sourceChanged: Revision?,
    madeFrom: String, source: String, isRewrite: Bool
  ) {
    self.path = path
    self.locale = locale
    self.key = key
    self.translated = translated
    self.sourceChanged = sourceChanged
    self.madeFrom = madeFrom
    self.source = source
    self.isRewrite = isRewrite
  }

  public var id: String { Self.id(path: path, locale: locale, key: key) }

  static func id(path: String, locale: String, key: String) -> String {
    path + "\u{0}" + locale + "\u{0}" + key
  }
}
