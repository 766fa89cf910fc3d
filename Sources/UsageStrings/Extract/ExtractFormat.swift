/// The output forms of `extract`.
public enum ExtractFormat: String, Sendable, CaseIterable {
  case json, strings, xcstrings, table

  /// Renders the extracted targets.
  public func render(_ targets: [ExtractedTarget], registry: UsageKeyRegistry = .standard) -> String
  {
    switch self {
    case .json: return Self.json(targets)
    case .strings: return Self.strings(targets, registry: registry)
    case .xcstrings: return Self.xcstrings(targets, registry: registry)
    case .table: return Self.table(targets)
    }
  }

  /// Each target's sources as aligned columns: key, origin, where, text.
  static func table(_ targets: [ExtractedTarget]) -> String {
    targets.map { target in
      let rows =
        [["KEY", "ORIGIN", "FILE", "TEXT"]]
        + target.sources.map { source in
          [
            source.key, source.origin.rawValue,
            source.file + (source.line.map { ":\($0)" } ?? ""),
            TextExcerpt.oneLine(source.text, limit: 70),
          ]
        }
      return "\(target.name) (source language \(target.sourceLanguage))\n"
        + Self.aligned(rows) + "\n"
    }.joined(separator: "\n")
  }

  /// Rows with every column but the last padded to its widest cell.
  static func aligned(_ rows: [[String]]) -> String {
    let last = (rows.first?.count ?? 1) - 1
    let widths = (0..<last).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      (0..<last).map { row[$0] + String(repeating: " ", count: widths[$0] - row[$0].count) }
        .joined(separator: "  ") + "  " + row[last]
    }.joined(separator: "\n")
  }

  static func json(_ targets: [ExtractedTarget]) -> String {
    let value = JSONValue.object([
      (
        "targets",
        .array(
          targets.map { target in
            .object([
              ("name", .string(target.name)), ("sourceLanguage", .string(target.sourceLanguage)),
              (
                "entries",
                .array(
                  target.entries.map { entry in
                    var members: [(String, JSONValue)] = [
                      ("key", .string(entry.key)),
                      ("service", entry.service.map(JSONValue.string) ?? .null(0..<0)),
                      ("value", .string(entry.value)), ("file", .string(entry.file)),
                      ("line", entry.line.map(JSONValue.number) ?? .null(0..<0)),
                      ("origin", .string(entry.origin.rawValue)),
                      ("configuration", entry.configuration.map(JSONValue.string) ?? .null(0..<0)),
                    ]
                    if let parent = entry.parentKey {
                      members.append(("parentKey", .string(parent)))
                    }
                    members.append(
                      (
                        "evidence",
                        .array(
                          entry.evidence.map { use in
                            .object([
                              ("api", .string(use.api)), ("file", .string(use.file)),
                              ("line", .number(use.line)),
                            ])
                          })
                      ))
                    return .object(members)
                  })
              ),
              ("sources", .array(target.sources.map(json))),
            ])
          })
      )
    ])
    return JSONPrinter.print(value, style: .report)
  }

  /// A key's resolved source, as the JSON lists it.
  static func json(_ source: ExtractedSource) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("key", .string(source.key)), ("text", .string(source.text)),
      ("origin", .string(source.origin.rawValue)), ("file", .string(source.file)),
      ("line", source.line.map(JSONValue.number) ?? .null(0..<0)),
    ]
    if let parent = source.parentKey { members.append(("parentKey", .string(parent))) }
    return .object(members)
  }

  /// The comment Xcode writes above an Info.plist key: its display name, else the service.
  static func comment(for source: ExtractedSource, registry: UsageKeyRegistry) -> String {
    let known = registry[source.parentKey ?? source.key]
    if source.parentKey == nil, let name = known?.xcodeDisplayName { return name }
    return known.map { "Privacy - \($0.service)" } ?? source.key
  }

  /// The source-language `InfoPlist.strings` of each target.
  static func strings(_ targets: [ExtractedTarget], registry: UsageKeyRegistry) -> String {
    var output = ""
    for target in targets {
      if !output.isEmpty { output += "\n" }
      output +=
        "/* InfoPlist.strings of '\(target.name)' (source language: \(target.sourceLanguage)) */\n"
      for source in target.sources {
        output +=
          "\n/* \(comment(for: source, registry: registry).replacingOccurrences(of: "*/", with: "* /")) */\n"
        output +=
          "\(OpenStepEscapes.quoted(source.key)) = \(OpenStepEscapes.quoted(source.text));\n"
      }
    }
    return output
  }

  /// An `InfoPlist.xcstrings` catalog in Xcode's layout, keys in Xcode's order.
  static func xcstrings(_ targets: [ExtractedTarget], registry: UsageKeyRegistry) -> String {
    let language = targets.first?.sourceLanguage ?? "en"
    var members: [(String, JSONValue)] = []
    for target in targets {
      for source in target.sources where !members.contains(where: { $0.0 == source.key }) {
        members.append(
          (
            source.key,
            .object([
              ("comment", .string(comment(for: source, registry: registry))),
              ("extractionState", .string("extracted_with_value")),
              (
                "localizations",
                .object([
                  (
                    target.sourceLanguage,
                    .object([
                      (
                        "stringUnit",
                        .object([("state", .string("new")), ("value", .string(source.text))])
                      )
                    ])
                  )
                ])
              ),
            ])
          ))
      }
    }
    members.sort { CatalogOrder.precedes($0.0, $1.0) }
    let catalog = JSONValue.object([
      ("sourceLanguage", .string(language)), ("strings", .object(members)),
      ("version", .string("1.0")),
    ])
    return JSONPrinter.print(catalog, style: .xcode)
  }
}
