/// Findings of each severity.
public struct SeverityCounts: Sendable, Hashable {
  public var errors = 0
  public var warnings = 0
  public var notes = 0

  public init(errors: Int = 0, warnings: Int = 0, notes: Int = 0) {
    self.errors = errors
    self.warnings = warnings
    self.notes = notes
  }

  public var total: Int { errors + warnings + notes }

  public mutating func add(_ severity: Severity) {
    switch severity {
    case .error: errors += 1
    case .warning: warnings += 1
    case .note: notes += 1
    }
  }
}

/// A language's line of the totals: how much of it is translated, and what was found in it.
public struct LocaleTotals: Sendable, Hashable {
  public var translated = 0
  public var expected = 0
  public var findings = SeverityCounts()

  public init(translated: Int = 0, expected: Int = 0, findings: SeverityCounts = SeverityCounts()) {
    self.translated = translated
    self.expected = expected
    self.findings = findings
  }

  /// The share translated, in whole percent rounded down (100 only when all are); nil when
  /// nothing is expected.
  public var percent: Int? {
    expected == 0 ? nil : translated * 100 / expected
  }
}

/// What a report knows only at its end: what was read, how many findings of each severity, of
/// each rule and in each language, and how much of each language is translated.
public struct ReportTotals: Sendable {
  public var fileCount: Int
  public var stringCount: Int
  public var errors: Int
  public var warnings: Int
  public var notes: Int
  /// Findings by rule ID.
  public var rules: [String: SeverityCounts] = [:]
  /// By locale (as the tables name it): coverage summed over targets, and the findings in it.
  public var locales: [String: LocaleTotals] = [:]

  public init(fileCount: Int, stringCount: Int, errors: Int = 0, warnings: Int = 0, notes: Int = 0)
  {
    self.fileCount = fileCount
    self.stringCount = stringCount
    self.errors = errors
    self.warnings = warnings
    self.notes = notes
  }

  /// Counts findings.
  public mutating func count(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
      switch diagnostic.severity {
      case .error: errors += 1
      case .warning: warnings += 1
      case .note: notes += 1
      }
      rules[diagnostic.ruleID, default: SeverityCounts()].add(diagnostic.severity)
      if let locale = diagnostic.locale {
        locales[locale, default: LocaleTotals()].findings.add(diagnostic.severity)
      }
    }
  }

  /// Adds what a part of the run translates.
  public mutating func add(_ coverage: [LocaleCoverage]) {
    for part in coverage {
      locales[part.locale, default: LocaleTotals()].translated += part.translated
      locales[part.locale, default: LocaleTotals()].expected += part.expected
    }
  }

  /// The rules with findings, by ID.
  public var sortedRules: [(id: String, counts: SeverityCounts)] {
    rules.keys.sorted().map { ($0, rules[$0]!) }
  }

  /// The languages, by name.
  public var sortedLocales: [(locale: String, totals: LocaleTotals)] {
    locales.keys.sorted().map { ($0, locales[$0]!) }
  }
}
