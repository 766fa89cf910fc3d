/// `duplicate-key`: the same key twice in one table.
public struct DuplicateKeyRule: Rule {
  public static let description = RuleDescription(
    id: "duplicate-key", name: "Duplicate key",
    summary: "the same key twice in one table",
    rationale: """
      Foundation keeps the last value of a repeated key without a word, so a translator who fixes \
      the first occurrence sees no change in the app. Repeats usually come from merges and \
      copy-paste; the earlier value is dead text that misleads the next reader.
      """,
    defaultSeverity: .error, scope: .strings,
    examples: [
      .passing(.strings("de", "\"A\" = \"a\";\n\"B\" = \"a\";\n")),
      .failing(
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Eins.\";\n↓\"NSCameraUsageDescription\" = \"Zwei.\";\n")
      ),
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n\t<key>↓NSCameraUsageDescription</key>\n\t<string>Scan invoices.</string>\n"
        )),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      for table in target.tables where table.format != .catalog && table.hasRepeatedKeys {
        report(table.entries.map { ($0.key, $0.keyLocation) }, locale: table.locale.raw, emit)
      }
      let declarations = target.declarations.filter {
        $0.parentKey == nil && $0.origin == .infoPlist
      }
      for file in Set(declarations.map(\.keyLocation.file)).sorted() {
        report(
          declarations.filter { $0.keyLocation.file == file }.map { ($0.key, $0.keyLocation) },
          locale: nil, emit)
      }
    }
  }

  static func report(_ keys: [(String, SourceRange)], locale: String?, _ emit: (Finding) -> Void) {
    var first: [String: SourceRange] = [:]
    for (key, location) in keys {
      guard let earlier = first[key] else {
        first[key] = location
        continue
      }
      emit(
        Finding(
          "'\(key)' appears again (first on line \(earlier.start.line)); the system uses only the last value, so remove one",
          at: location, key: key, locale: locale,
          notes: [.init(message: "first occurrence", location: earlier)]))
    }
  }
}
