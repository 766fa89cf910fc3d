/// `json`: one object with the tool, every diagnostic and a summary (README, "check").
public enum JSONReporter: Reporter {
  public static let id = "json"
  public static let summary = "one JSON object: tool, diagnostics, summary"
  public static let isStreaming = false

  public static func render(_ input: ReportInput) -> String {
    let result = input.result
    let diagnostics: [JSONValue] = result.diagnostics.map { diagnostic in
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
    let value = JSONValue.object([
      ("tool", .object([("name", .string("usage-strings")), ("version", .string(input.version))])),
      ("diagnostics", .array(diagnostics)),
      (
        "summary",
        .object([
          ("files", .number(result.fileCount)), ("strings", .number(result.stringCount)),
          ("errors", .number(result.count(.error))), ("warnings", .number(result.count(.warning))),
          ("notes", .number(result.count(.note))),
        ])
      ),
    ])
    return JSONPrinter.print(value, style: .report)
  }
}
