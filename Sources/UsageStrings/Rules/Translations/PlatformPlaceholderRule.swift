/// `platform-placeholder`: a translation platform's in-context placeholder in a table.
public struct PlatformPlaceholderRule: Rule {
  public static let description = RuleDescription(
    id: "platform-placeholder", name: "Platform placeholder",
    summary:
      "a translation platform's in-context placeholder (crwdns…crwdne…, {{__phrase_…__}}) where a translation belongs",
    rationale: """
      A platform's in-context mode delivers, instead of translations, tokens its web editor finds \
      in the running app: Crowdin's `crwdns35986:0crwdne35986:0` (in a pseudo-language of its \
      own, `ach` or `lol`), Phrase's `{{__phrase_Key__}}`. Built into the app they are what \
      people read in the alert. Such a table belongs to a debug build of the in-context mode \
      only: remove it from the release build (and never commit the download). One finding per \
      table, at its first placeholder, with how many it holds.
      """,
    defaultSeverity: .error, scope: .translations, validatesMerge: true,
    examples: [
      .passing(.strings("de", "\"NSCameraUsageDescription\" = \"Belege scannen.\";\n")),
      .failing(
        .strings(
          "ach",
          "↓\"NSCameraUsageDescription\" = \"crwdns35986:0crwdne35986:0\";\n\"NSMicrophoneUsageDescription\" = \"crwdns35988:0crwdne35988:0\";\n"
        )),
      .failing(
        .strings(
          "fr", "↓\"NSCameraUsageDescription\" = \"{{__phrase_NSCameraUsageDescription__}}\";\n")),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    var reported: Set<String> = []
    for target in context.targets {
      for table in target.tables
      where reported.insert("\(table.absolutePath)|\(table.locale.raw)").inserted {
        let placeholders = table.entries.filter { entry in
          entry.value.map(InContextPlaceholder.matches) ?? false
        }
        guard let first = placeholders.first else { continue }
        let more = placeholders.count > 1 ? " (and \(placeholders.count - 1) more)" : ""
        emit(
          Finding(
            "'\(first.key)' holds a translation platform's in-context placeholder\(more), not a translation: people would read it in the alert; keep this table out of the release build",
            at: first.keyLocation, key: first.key, locale: table.locale.raw))
      }
    }
  }
}
