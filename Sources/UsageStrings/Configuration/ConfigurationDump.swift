/// The effective configuration as JSON, for `usage-strings config dump`.
public enum ConfigurationDump {
  public static func render(
    _ configuration: Configuration, file: String?, rules: [RuleDescription]
  ) -> String {
    func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
    let ruleSettings: [(String, JSONValue)] = rules.sorted { $0.id < $1.id }.map { rule in
      let setting = configuration.rules[rule.id]
      let enabled = setting?.isEnabled ?? !rule.isOptIn
      return (
        rule.id, .string(enabled ? (setting?.severity ?? rule.defaultSeverity).rawValue : "off")
      )
    }
    let value = JSONValue.object([
      ("file", file.map(JSONValue.string) ?? .null(0..<0)),
      ("version", .number(configuration.version)),
      ("sourceLanguage", configuration.sourceLanguage.map(JSONValue.string) ?? .null(0..<0)),
      ("languages", configuration.languages.map(strings) ?? .null(0..<0)),
      ("include", configuration.include.map(strings) ?? .null(0..<0)),
      ("exclude", strings(configuration.exclude)),
      ("includeTestTargets", .bool(configuration.includeTestTargets)),
      ("history", .bool(configuration.history)),
      ("dictionaries", .bool(configuration.dictionaries)),
      ("baseline", configuration.baseline.map { .string($0) } ?? .null(0..<0)),
      ("format", configuration.format.map { .string($0) } ?? .null(0..<0)),
      ("length", length(configuration)),
      ("rules", .object(ruleSettings)),
      (
        "targets",
        .object(
          configuration.targets.sorted { $0.key < $1.key }.map { ($0.key, strings($0.value)) })
      ),
      ("locales", configuration.locales.map(JSONValue.string) ?? .null(0..<0)),
      ("templates", configuration.templates.map(JSONValue.string) ?? .null(0..<0)),
    ])
    return JSONPrinter.print(value, style: .report)
  }

  /// What the file sets (null: the locale data's own, per locale): a dump loaded back must not
  /// lay the default locale's budget over every other locale's.
  static func length(_ configuration: Configuration) -> JSONValue {
    let locales = configuration.localeLength.sorted { $0.key < $1.key }.map {
      ($0.key, JSONValue.object(budget($0.value)))
    }
    return .object(budget(configuration.length) + [("locales", .object(locales))])
  }

  static func budget(_ budget: Configuration.LengthBudget) -> [(String, JSONValue)] {
    [
      ("lineColumns", budget.lineColumns.map(JSONValue.number) ?? .null(0..<0)),
      ("headlineLines", budget.headlineLines.map(JSONValue.number) ?? .null(0..<0)),
      ("maxLines", budget.maxLines.map(JSONValue.number) ?? .null(0..<0)),
    ]
  }
}
