/// A finding shown to users: the one value every reporter renders.
///
/// Diagnostics sort by file, then range, then rule ID, so that output is deterministic.
public struct Diagnostic: Sendable, Hashable, Codable, Comparable {
  /// A related location, such as the source-language entry of a translation.
  public struct Note: Sendable, Hashable, Codable {
    public var message: String
    public var location: SourceRange?

    public init(message: String, location: SourceRange? = nil) {
      self.message = message
      self.location = location
    }
  }

  /// A suggested change: a message plus edits that do not overlap, or a file to rename.
  public struct Fix: Sendable, Hashable, Codable {
    public var message: String
    public var edits: [TextEdit]
    /// The file's new path (shown as the finding's is), for a fix that renames it.
    public var renamedTo: String?

    public init(message: String, edits: [TextEdit], renamedTo: String? = nil) {
      self.message = message
      self.edits = edits
      self.renamedTo = renamedTo
    }
  }

  public var ruleID: String
  public var severity: Severity
  public var message: String
  public var location: SourceRange?
  public var notes: [Note]
  public var fixes: [Fix]
  /// The string key the finding is about, when there is one.
  public var key: String?
  /// The locale of the table the finding is in, when there is one.
  public var locale: String?
  /// `Fingerprint.ofFinding` the offending text (the value of the finding's key in its file, else
  /// the text at its place), set by the linter: what a baseline matches on, never a line number.
  public var fingerprint: String?
  /// The fingerprint a baseline of version 1 holds (`Fingerprint.of` the offending text as it
  /// is), where it differs from `fingerprint`: so that a baseline written before keeps matching.
  public var formerFingerprint: String?
  /// Facts for tools, written in the JSON report's `properties` (`stale-translation`'s
  /// `oldSource`, `newSource`, `translatedIn`, `changedIn`); nil for most findings.
  public var properties: [String: String]?

  public init(
    ruleID: String, severity: Severity, message: String, location: SourceRange?,
    notes: [Note] = [], fixes: [Fix] = [], key: String? = nil, locale: String? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.location = location
    self.notes = notes
    self.fixes = fixes
    self.key = key
    self.locale = locale
  }

  /// Whether the two are one finding but for their notes (the evidence each target gave).
  func differsOnlyInNotes(from other: Diagnostic) -> Bool {
    var other = other
    other.notes = notes
    return self == other
  }

  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    // Field by field, each compared once: sorting a large run's findings calls this a lot.
    let leftFile = lhs.location?.file ?? ""
    let rightFile = rhs.location?.file ?? ""
    if leftFile != rightFile { return leftFile < rightFile }
    let leftStart = lhs.location?.start ?? .zero
    let rightStart = rhs.location?.start ?? .zero
    if leftStart != rightStart { return leftStart < rightStart }
    if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
    let leftKey = lhs.key ?? ""
    let rightKey = rhs.key ?? ""
    if leftKey != rightKey { return leftKey < rightKey }
    // A catalog's languages share the key's place: told apart, so that repeats sort together.
    let leftLocale = lhs.locale ?? ""
    let rightLocale = rhs.locale ?? ""
    if leftLocale != rightLocale { return leftLocale < rightLocale }
    return lhs.message < rhs.message
  }
}

extension SourcePosition {
  static let zero = SourcePosition(line: 0, column: 0, offset: 0)
}
