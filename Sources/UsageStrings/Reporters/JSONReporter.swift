/// `json`: one object with the tool, every diagnostic and a summary (README, "check"), written as
/// the findings arrive.
public enum JSONReporter: Reporter {
  public static let id = "json"
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
      let totals =
        totals ?? ReportTotals(fileCount: 0, stringCount: 0, errors: 0, warnings: 0, notes: 0)
      return .object([
        ("tool", .object([("name", .string("usage-strings")), ("version", .string(version))])),
        ("diagnostics", diagnostics),
        (
          "summary",
          .object([
            ("files", .number(totals.fileCount)), ("strings", .number(totals.stringCount)),
            ("errors", .number(totals.errors)), ("warnings", .number(totals.warnings)),
            ("notes", .number(totals.notes)),
          ])
        ),
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
