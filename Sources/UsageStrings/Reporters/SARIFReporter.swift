import Foundation

/// `sarif`: SARIF 2.1.0, with the rule catalogue in `tool.driver.rules`.
public enum SARIFReporter: Reporter {
  public static let id = "sarif"
  public static let summary = "SARIF 2.1.0 for code-scanning tools, rules included"
  public static let isStreaming = false

  public static func render(_ input: ReportInput) -> String {
    let rules = input.rules.sorted { $0.id < $1.id }
    let index = Dictionary(
      uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
    let catalogue: [JSONValue] = rules.map { rule in
      .object([
        ("id", .string(rule.id)), ("name", .string(pascalCase(rule.name))),
        ("shortDescription", .object([("text", .string(rule.summary))])),
        ("fullDescription", .object([("text", .string(rule.rationale))])),
        (
          "help",
          .object([("text", .string(rule.rationale)), ("markdown", .string(rule.rationale))])
        ),
        ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
        ("properties", .object([("tags", .array([.string(rule.scope.rawValue)]))])),
      ])
    }
    let results: [JSONValue] = input.result.diagnostics.map { diagnostic in
      var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.ruleID))]
      if let position = index[diagnostic.ruleID] {
        members.append(("ruleIndex", .number(position)))
      }
      members += [
        ("level", .string(level(diagnostic.severity))),
        ("message", .object([("text", .string(diagnostic.message))])),
      ]
      // SARIF leaves out the locations it does not know.
      if let location = diagnostic.location {
        members.append(("locations", .array([physical(location)])))
      }
      let related = diagnostic.notes.compactMap { note -> JSONValue? in
        guard let location = note.location else { return nil }
        return .object([
          ("physicalLocation", physical(location)["physicalLocation"]!),
          ("message", .object([("text", .string(note.message))])),
        ])
      }
      if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
      var properties: [(String, JSONValue)] = []
      if let key = diagnostic.key { properties.append(("key", .string(key))) }
      if let locale = diagnostic.locale { properties.append(("locale", .string(locale))) }
      if !properties.isEmpty { members.append(("properties", .object(properties))) }
      return .object(members)
    }
    let log = JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object([
            (
              "tool",
              .object([
                (
                  "driver",
                  .object([
                    ("name", .string("usage-strings")), ("version", .string(input.version)),
                    ("semanticVersion", .string(input.version)), ("rules", .array(catalogue)),
                  ])
                )
              ])
            ),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
          ])
        ])
      ),
    ])
    return JSONPrinter.print(log, style: .report)
  }

  /// SARIF's rule names are identifiers: "Bidi control character" becomes `BidiControlCharacter`.
  static func pascalCase(_ name: String) -> String {
    name.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  static func physical(_ location: SourceRange) -> JSONValue {
    .object([
      (
        "physicalLocation",
        .object([
          ("artifactLocation", .object([("uri", .string(uri(location.file)))])),
          (
            "region",
            .object([
              ("startLine", .number(location.start.line)),
              ("startColumn", .number(location.start.column)),
              ("endLine", .number(location.end.line)),
              ("endColumn", .number(max(location.end.column, location.start.column))),
            ])
          ),
        ])
      )
    ])
  }

  /// A relative URI: path segments percent-encoded where RFC 3986 requires.
  static func uri(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
        UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return result
  }
}
