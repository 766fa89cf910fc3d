/// `json`: one object with the tool, every diagnostic and a summary (README, "check"), written as
/// the findings arrive.
public enum JSONReporter: Reporter {
  public static let id = "json"
  public static let printsIdentities = true
  public static let summary = "one JSON object: tool, diagnostics, summary"

  public static func start(_ context: ReportContext) -> any ReportStream {
    Stream(version: context.version)
  }

  struct Stream: ReportStream {
    let version: String
    var array: StreamedJSONArray

    init(version: String) {
      self.version = version
      array = StreamedJSONArray { Self.document(version: version, diagnostics: $0, totals: nil) }
    }

    mutating func begin() -> String { array.prefix }

    mutating func write(
      _ diagnostics: [Diagnostic], checked: [CheckResult.Checked], completeBelow: String?
    ) -> String {
      array.append(diagnostics.map(JSONReporter.object))
    }

    mutating func end(_ totals: ReportTotals) -> ReportEnd {
      let version = version
      return ReportEnd(
        trailing: array.end { Self.document(version: version, diagnostics: $0, totals: totals) })
    }

    static func document(version: String, diagnostics: JSONValue, totals: ReportTotals?)
      -> JSONValue
    {
      let totals = totals ?? ReportTotals(fileCount: 0, stringCount: 0)
      return .object([
        ("tool", .object([("name", .string("usage-strings")), ("version", .string(version))])),
        ("diagnostics", diagnostics),
        (
          "summary",
          .object([
            ("files", .number(totals.fileCount)), ("strings", .number(totals.stringCount)),
            ("errors", .number(totals.errors)), ("warnings", .number(totals.warnings)),
            ("notes", .number(totals.notes)),
            ("rules", .object(totals.sortedRules.map { ($0.id, counts($0.counts)) })),
            ("locales", .object(totals.sortedLocales.map { ($0.locale, locale($0.totals)) })),
          ])
        ),
      ])
    }

    static func counts(_ counts: SeverityCounts) -> JSONValue {
      .object([
        ("errors", .number(counts.errors)), ("warnings", .number(counts.warnings)),
        ("notes", .number(counts.notes)),
      ])
    }

    /// A language's totals: its coverage where it has strings to translate, and its findings.
    static func locale(_ line: LocaleTotals) -> JSONValue {
      var members: [(String, JSONValue)] = []
      if let percent = line.percent {
        members += [
          ("translated", .number(line.translated)), ("expected", .number(line.expected)),
          ("percent", .number(percent)),
        ]
      }
      return .object(
        members + [
          ("errors", .number(line.findings.errors)), ("warnings", .number(line.findings.warnings)),
          ("notes", .number(line.findings.notes)),
        ])
    }
  }

  static func object(_ diagnostic: Diagnostic) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("rule", .string(diagnostic.ruleID)), ("severity", .string(diagnostic.severity.rawValue)),
      ("message", .string(diagnostic.message)),
    ]
    if let location = diagnostic.location {
      members += [
        ("file", .string(location.file)), ("line", .number(location.start.line)),
        ("column", .number(location.start.column)),
      ]
    }
    if let key = diagnostic.key { members.append(("key", .string(key))) }
    if let locale = diagnostic.locale { members.append(("locale", .string(locale))) }
    members += [
      ("group", .string(FindingGroups.id(of: diagnostic))),
      ("identity", .string(diagnostic.identity)),
    ]
    if let properties = diagnostic.properties {
      members.append(
        ("properties", .object(properties.keys.sorted().map { ($0, .string(properties[$0]!)) })))
    }
    if !diagnostic.notes.isEmpty {
      members.append(
        (
          "notes",
          .array(
            diagnostic.notes.map { note in
              var fields: [(String, JSONValue)] = [("message", .string(note.message))]
              if let location = note.location {
                fields += [
                  ("file", .string(location.file)), ("line", .number(location.start.line)),
                  ("column", .number(location.start.column)),
                ]
              }
              return .object(fields)
            })
        ))
    }
    return .object(members)
  }
}
