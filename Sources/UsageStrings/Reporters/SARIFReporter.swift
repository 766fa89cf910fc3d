import Foundation

/// `sarif`: SARIF 2.1.0, with the rule catalogue in `tool.driver.rules` (written first, so that
/// results, written as they arrive, refer to their rule by index), paths relative to the
/// `%SRCROOT%` base.
public enum SARIFReporter: Reporter {
  public static let id = "sarif"
  public static let printsIdentities = true
  public static let summary = "SARIF 2.1.0 for code-scanning tools, rules included"
  /// The base the results' paths are relative to: the folder `check` ran in, as code-scanning
  /// tools (GitHub's among them) name a checkout's root.
  static let base = "%SRCROOT%"

  public static func start(_ context: ReportContext) -> any ReportStream {
    Stream(context: context)
  }

  struct Stream: ReportStream {
    let index: [String: Int]
    /// Each rule's default severity: a result at it leaves its level to the rule.
    let defaults: [String: Severity]
    var array: StreamedJSONArray
    let document: (JSONValue) -> JSONValue
    var occurrences = Occurrences()

    init(context: ReportContext) {
      let rules = context.rules.sorted { $0.id < $1.id }
      index = Dictionary(
        uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
      defaults = Dictionary(uniqueKeysWithValues: rules.map { ($0.id, $0.defaultSeverity) })
      let catalogue = rules.map(SARIFReporter.rule)
      let version = context.version
      let base = context.baseDirectory
      document = { results in
        .object([
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
                        ("name", .string("usage-strings")), ("version", .string(version)),
                        ("semanticVersion", .string(version)), ("rules", .array(catalogue)),
                      ])
                    )
                  ])
                ),
                (
                  "originalUriBaseIds",
                  .object([
                    (SARIFReporter.base, .object([("uri", .string(SARIFReporter.folderURI(base)))]))
                  ])
                ),
                ("columnKind", .string("unicodeCodePoints")),
                ("results", results),
              ])
            ])
          ),
        ])
      }
      array = StreamedJSONArray(document)
    }

    mutating func begin() -> String { array.prefix }

    mutating func write(
      _ diagnostics: [Diagnostic], checked: [CheckResult.Checked], completeBelow: String?
    ) -> String {
      var results: [JSONValue] = []
      for diagnostic in diagnostics {
        results.append(
          SARIFReporter.result(
            diagnostic, index: index, defaults: defaults,
            fingerprint: occurrences.fingerprint(of: diagnostic)))
      }
      return array.append(results, style: .compact)
    }

    mutating func end(_ totals: ReportTotals) -> ReportEnd {
      ReportEnd(trailing: array.end(document))
    }
  }

  static func rule(_ rule: RuleDescription) -> JSONValue {
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

  /// One result, on one line: its rule by ID and index (the rule's text is in the catalogue,
  /// once), its level only where the configuration changed the rule's, its place, and its
  /// notes' places where they are elsewhere.
  static func result(
    _ diagnostic: Diagnostic, index: [String: Int], defaults: [String: Severity],
    fingerprint: String
  ) -> JSONValue {
    var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.ruleID))]
    if let position = index[diagnostic.ruleID] {
      members.append(("ruleIndex", .number(position)))
    }
    if defaults[diagnostic.ruleID] != diagnostic.severity {
      members.append(("level", .string(level(diagnostic.severity))))
    }
    members.append(("message", .object([("text", .string(diagnostic.message))])))
    // SARIF leaves out the locations it does not know.
    if let location = diagnostic.location {
      members.append(("locations", .array([.object([("physicalLocation", physical(location))])])))
    }
    let related = diagnostic.notes.compactMap { note -> JSONValue? in
      guard let location = note.location, location != diagnostic.location else { return nil }
      return .object([
        ("physicalLocation", physical(location)),
        ("message", .object([("text", .string(note.message))])),
      ])
    }
    if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
    // A consumer matches results across runs by the fingerprint, and folds them by the group.
    members.append(
      ("partialFingerprints", .object([("usageStrings/v1", .string(fingerprint))])))
    var properties: [(String, JSONValue)] = []
    if let key = diagnostic.key { properties.append(("key", .string(key))) }
    if let locale = diagnostic.locale { properties.append(("locale", .string(locale))) }
    properties.append(("group", .string(FindingGroups.id(of: diagnostic))))
    members.append(("properties", .object(properties)))
    return .object(members)
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

  /// A physical location: the file relative to the base, and the region (its end line only
  /// where it is another line: SARIF takes the start line for it).
  static func physical(_ location: SourceRange) -> JSONValue {
    var region: [(String, JSONValue)] = [
      ("startLine", .number(location.start.line)),
      ("startColumn", .number(location.start.column)),
    ]
    if location.end.line != location.start.line {
      region.append(("endLine", .number(location.end.line)))
    }
    let sameLine = location.end.line == location.start.line
    region.append(
      (
        "endColumn",
        .number(sameLine ? max(location.end.column, location.start.column) : location.end.column)
      ))
    return .object([
      ("artifactLocation", artifact(location.file)),
      ("region", .object(region)),
    ])
  }

  /// A file: relative to the base where its path is (the folder `check` ran in), else absolute.
  static func artifact(_ path: String) -> JSONValue {
    path.hasPrefix("/")
      ? .object([("uri", .string("file://" + uri(path)))])
      : .object([("uri", .string(uri(path))), ("uriBaseId", .string(base))])
  }

  /// The base folder as a `file:` URI, ending with a slash as SARIF requires.
  static func folderURI(_ folder: String) -> String {
    "file://" + uri(folder.hasSuffix("/") ? folder : folder + "/")
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
