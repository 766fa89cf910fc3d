/// Findings a team has accepted for now (`check --write-baseline`), so that a run reports only
/// new ones (`--baseline`). An entry matches a finding by rule, file, key, locale and the
/// fingerprint of the offending text — never by line, so edits elsewhere in a file keep it
/// matched, nor by what `--fix` changes (`Fingerprint.ofFinding`). The file is sorted JSON, one
/// entry per line, to review in a pull request.
public struct Baseline: Sendable, Equatable {
  /// The version written: 2, fingerprints of the text as `Fingerprint.ofFinding` reads it.
  /// Version 1, the first, holds `Fingerprint.of` the text as it is, and is read as such.
  public static let currentVersion = 2

  public struct Entry: Sendable, Hashable, Comparable {
    public var rule: String
    public var file: String?
    public var key: String?
    public var locale: String?
    /// `Diagnostic.fingerprint`: of the offending text.
    public var fingerprint: String
    /// What the finding said, for the reviewer (not matched: a rule's wording may change).
    public var message: String

    public init(
      rule: String, file: String?, key: String?, locale: String?, fingerprint: String,
      message: String
    ) {
      self.rule = rule
      self.file = file
      self.key = key
      self.locale = locale
      self.fingerprint = fingerprint
      self.message = message
    }

    /// The finding's entry, with the fingerprint a baseline of `version` holds.
    public init(_ diagnostic: Diagnostic, version: Int = Baseline.currentVersion) {
      let fingerprint =
        version < 2
        ? diagnostic.formerFingerprint ?? diagnostic.fingerprint
          ?? Fingerprint.of(diagnostic.message)
        : diagnostic.fingerprint ?? Fingerprint.ofFinding("", fallback: diagnostic.message)
      self.init(
        rule: diagnostic.ruleID, file: diagnostic.location?.file, key: diagnostic.key,
        locale: diagnostic.locale, fingerprint: fingerprint, message: diagnostic.message)
    }

    /// What a finding must share with the entry. The file in any letter case: `--fix` renames a
    /// mis-cased `infoplist.strings`, and its other findings stay the same.
    var match: [String] { [rule, file?.lowercased() ?? "", key ?? "", locale ?? "", fingerprint] }
    /// The rule, file and locale: what an entry with no key holds.
    var scope: [String] { [rule, file?.lowercased() ?? "", locale ?? ""] }

    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.file ?? "", lhs.rule, lhs.key ?? "", lhs.locale ?? "", lhs.fingerprint, lhs.message)
        < (rhs.file ?? "", rhs.rule, rhs.key ?? "", rhs.locale ?? "", rhs.fingerprint, rhs.message)
    }
  }

  public var entries: [Entry]
  /// How its fingerprints were computed (`currentVersion`).
  public var version: Int

  public init(entries: [Entry], version: Int = Baseline.currentVersion) {
    self.entries = entries.sorted()
    self.version = version
  }

  public init(_ diagnostics: [Diagnostic]) { self.init(entries: diagnostics.map { Entry($0) }) }

  /// The file's text.
  public var rendered: String {
    let findings = entries.map { entry -> JSONValue in
      var members: [(String, JSONValue)] = [("rule", .string(entry.rule))]
      if let file = entry.file { members.append(("file", .string(file))) }
      if let key = entry.key { members.append(("key", .string(key))) }
      if let locale = entry.locale { members.append(("locale", .string(locale))) }
      members += [("fingerprint", .string(entry.fingerprint)), ("message", .string(entry.message))]
      return .object(members)
    }
    // One finding per line, so that a pull request's diff shows each added or removed.
    let lines = findings.map { "    " + JSONPrinter.fragment($0, style: .compact, indent: 4) }
    return "{\n  \"version\": \(version),\n  \"findings\": ["
      + (lines.isEmpty ? "]" : "\n" + lines.joined(separator: ",\n") + "\n  ]") + "\n}\n"
  }

  /// Reads a baseline file; what is wrong with it is said with its line and column.
  public static func read(_ file: TextFile) throws(ToolIssue) -> Baseline {
    func invalid(_ offset: Int, _ reason: String) -> ToolIssue {
      let position = file.position(offset)
      return .fileUnreadable(
        path: file.path,
        reason: "not a baseline (line \(position.line), column \(position.column)): \(reason)")
    }
    let root: JSONValue
    do { root = try JSONParser.parse(file.text) } catch {
      throw invalid(error.offset, error.message)
    }
    guard let findings = root["findings"]?.array else {
      throw invalid(root.range.lowerBound, "expected an object with a 'findings' array")
    }
    // A file with no version was written before versions counted: the first.
    var version = 1
    if let field = root["version"] {
      guard let number = field.int, (1...currentVersion).contains(number) else {
        throw invalid(
          field.range.lowerBound,
          "version \(field.number ?? "?") is not one this usage-strings reads (1 to \(currentVersion))"
        )
      }
      version = number
    }
    var entries: [Entry] = []
    for finding in findings {
      guard let rule = finding["rule"]?.string, let fingerprint = finding["fingerprint"]?.string
      else { throw invalid(finding.range.lowerBound, "a finding needs 'rule' and 'fingerprint'") }
      entries.append(
        Entry(
          rule: rule, file: finding["file"]?.string, key: finding["key"]?.string,
          locale: finding["locale"]?.string, fingerprint: fingerprint,
          message: finding["message"]?.string ?? ""))
    }
    return Baseline(entries: entries, version: version)
  }
}

/// Takes findings out of a run as a baseline's entries match them, each entry once. An entry
/// with a file and no key is about a whole table (a table that translates nothing): it holds
/// every finding of its rule in its file and locale, so that translating part of the table later does not
/// turn its one accepted finding into new ones, one per key.
public struct BaselineFilter: Sendable {
  /// The baseline's version: which of a finding's fingerprints its entries hold.
  public let version: Int
  private var remaining: [[String]: [Baseline.Entry]] = [:]
  private var wholeFiles: [[String]: Baseline.Entry] = [:]
  private var usedWholeFiles: Set<[String]> = []

  public init(_ baseline: Baseline) {
    version = baseline.version
    for entry in baseline.entries {
      remaining[entry.match, default: []].append(entry)
      if entry.key == nil, entry.file != nil { wholeFiles[entry.scope] = entry }
    }
  }

  /// Whether the baseline holds the finding (its entry is then used up).
  public mutating func isKnown(_ diagnostic: Diagnostic) -> Bool {
    let entry = Baseline.Entry(diagnostic, version: version)
    if var entries = remaining[entry.match], !entries.isEmpty {
      entries.removeLast()
      remaining[entry.match] = entries.isEmpty ? nil : entries
      if entry.key == nil { usedWholeFiles.insert(entry.scope) }
      return true
    }
    guard wholeFiles[entry.scope] != nil else { return false }
    usedWholeFiles.insert(entry.scope)
    return true
  }

  /// The findings the baseline does not hold.
  public mutating func new(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.filter { !isKnown($0) }
  }

  /// The entries no finding matched: fixed since, or changed.
  public var unmatched: [Baseline.Entry] {
    remaining.values.flatMap { $0 }.filter { $0.key != nil || !usedWholeFiles.contains($0.scope) }
      .sorted()
  }
}
