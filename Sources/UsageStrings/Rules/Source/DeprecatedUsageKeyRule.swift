/// `deprecated-usage-key`: a key replaced in newer OS versions, without its replacement.
public struct DeprecatedUsageKeyRule: Rule {
  public static let description = RuleDescription(
    id: "deprecated-usage-key", name: "Deprecated usage key",
    summary: "a purpose key that newer systems replaced, declared without its replacement",
    rationale: """
      Some purpose keys were split or renamed: since iOS 17 calendar access asks for \
      `NSCalendarsFullAccessUsageDescription` or `NSCalendarsWriteOnlyAccessUsageDescription`, and \
      `NSCalendarsUsageDescription` is read only by older systems. An app that declares only the \
      old key shows no purpose string on current systems — or is terminated when it asks. Keeping \
      the old key beside the new one, for older systems, is fine and is not reported.
      """,
    defaultSeverity: .warning, scope: .source,
    examples: [
      .passing(
        .infoPlist(
          "\t<key>NSCalendarsUsageDescription</key>\n\t<string>Add trips to the timeline.</string>\n\t<key>NSCalendarsFullAccessUsageDescription</key>\n\t<string>Add trips to the timeline.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>↓NSCalendarsUsageDescription</key>\n\t<string>Add trips to the timeline.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>↓NSBluetoothPeripheralUsageDescription</key>\n\t<string>Connect to your scale.</string>\n"
        )),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      for source in target.declarations where source.parentKey == nil {
        guard let known = context.registry[source.key], known.status == .deprecated,
          !known.replacements.isEmpty,
          !known.replacements.contains(where: target.declaredKeys.contains)
        else { continue }
        let replacements = known.replacements.map { "'\($0)'" }.joined(separator: " or ")
        emit(
          Finding(
            "'\(source.key)' is deprecated (\(known.deprecationSummary)); declare \(replacements) for current systems, and keep this key only for older ones",
            at: source.keyLocation, key: source.key))
      }
    }
  }
}
