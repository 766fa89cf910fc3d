/// `source-conflict`: the Info.plist and the source language's table say different things.
public struct SourceConflictRule: Rule {
  public static let description = RuleDescription(
    id: "source-conflict", name: "Source conflict",
    summary: "the Info.plist's text and the source language's table disagree beyond whitespace",
    rationale: """
      On a device the development language's `InfoPlist.strings` (or the catalog's source value) \
      wins over the Info.plist: that is the English people see, and the source every rule, \
      `generate` and `merge` use. When the Info.plist says something else, translators who work \
      from it, App Review and anyone reading the Info.plist see other words than the alert shows. \
      Differences of whitespace alone (an XML plist wrapped over lines) are not reported.
      """,
    defaultSeverity: .note, scope: .source,
    examples: [
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan\n\t\treceipts.</string>\n"),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n")),
      .failing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("en", "↓\"NSCameraUsageDescription\" = \"Scan receipts and invoices.\";\n")),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets where !target.declarations.isEmpty {
      for key in target.translatableKeys {
        guard let source = target.sources[key], source.isFromTable, let table = source.text,
          let declaration = source.declaration, let declared = declaration.text,
          // Equal texts (most) need no collapsing, which reads each character's properties.
          declared != table, collapsed(declared) != collapsed(table)
        else { continue }
        emit(
          Finding(
            "'\(key)' says '\(TextExcerpt.differing(table, declared).0)' here, which the device shows, but '\(TextExcerpt.differing(table, declared).1)' in the Info.plist; make them agree",
            at: source.location, key: key, locale: target.target.sourceLanguage.raw,
            notes: [.init(message: "the Info.plist's text", location: declaration.location)]))
      }
    }
  }

  /// A text with every run of whitespace one space, and none at either end.
  static func collapsed(_ text: String) -> String {
    text.split { $0.isWhitespace }.joined(separator: " ")
  }
}
