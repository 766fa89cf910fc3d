/// `unrecognized-usage-key`: a `…UsageDescription` key the registry does not know.
public struct UnrecognizedUsageKeyRule: Rule {
  public static let description = RuleDescription(
    id: "unrecognized-usage-key", name: "Unrecognized usage key",
    summary:
      "a purpose-like key the registry does not know, and that is no near miss of one it does",
    rationale: """
      Apple adds purpose keys every year, so an unknown `…UsageDescription` key may be new and \
      right — or a name from a blog post that no system reads (`NSUserNotificationsUsageDescription` \
      is a common one). It is worth a look: a purpose string the system never shows protects \
      nothing and still costs translation.
      """,
    defaultSeverity: .note, scope: .source,
    examples: [
      .passing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n")),
      // A key with no reference page of its own that Apple's browser guide and Xcode name.
      .passing(
        .infoPlist(
          "\t<key>NSBluetoothWhileInUseUsageDescription</key>\n\t<string>Connect to your heart-rate strap.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>↓NSHologramUsageDescription</key>\n\t<string>Project receipts in the air.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>↓NSUserNotificationsUsageDescription</key>\n\t<string>Remind you of receipts.</string>\n"
        )),
    ])

  /// Whether the registry does not know a key and it is no near miss of one it knows (a
  /// misspelling is `unknown-usage-key`'s).
  static func isUnknown(_ key: String, context: RuleContext) -> Bool {
    context.registry[key] == nil && KeyNearMiss.find(key, context: context) == nil
  }

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      for source in target.declarations
      where source.parentKey == nil && UsageKeyRegistry.isNamedLikePurposeKey(source.key) {
        if let known = context.registry[source.key] {
          guard known.role == .notAnAppleKey else { continue }
          emit(
            Finding(
              "'\(source.key)' is not a key Apple defines: the system never shows it (\(known.notes.split(separator: ".").first ?? ""))",
              at: source.keyLocation, key: source.key))
        } else if isUnknown(source.key, context: context) {
          emit(
            Finding(
              "'\(source.key)' is not in the registry of purpose keys; check it is a key Apple defines (a new one, or a typo)",
              at: source.keyLocation, key: source.key))
        }
      }
    }
  }
}
