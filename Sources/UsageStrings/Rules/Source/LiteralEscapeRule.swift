/// `literal-escape`: a backslash escape typed where the file format has none.
public struct LiteralEscapeRule: Rule {
  public static let description = RuleDescription(
    id: "literal-escape", name: "Literal escape",
    summary:
      "a backslash escape such as \\n written in an XML plist or .xcconfig value, where it is shown as typed",
    rationale: """
      `\\n` means a line break in a `.strings` file, but in an XML Info.plist (and in an \
      `.xcconfig` value) a backslash is just a backslash: the alert shows "\\n" to people. In XML, \
      write the line break itself, and a quote as `"` or `&quot;`.
      """,
    defaultSeverity: .warning, scope: .source,
    safeFix:
      "writes the character a \\n, \\t, \\r, \\\" or \\' in an XML Info.plist meant (a \\U escape, a doubled backslash, and an .xcconfig value, which holds no line break, are left to a person)",
    examples: [
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.\nThey stay here.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.↓\\nThey stay here.</string>\n"
        )),
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Tap ↓\\\"Scan↓\\\" to start.</string>\n"
        )),
      // A key no supported system reads (iOS 8 to 10) shows nothing to anyone.
      .passing(
        .infoPlist(
          "\t<key>NSLocationAlwaysUsageDescription</key>\n\t<string>Log trips.\\nAlways.</string>\n\t<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>\n\t<string>Log trips.</string>\n"
        )),
      // The source table overrides it, but German has no text of its own: it shows this one.
      .failing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.↓\\nThey stay here.</string>\n"
        ),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\\nThey stay here.\";\n"),
        .strings("de", "\"CFBundleDisplayName\" = \"Belege\";\n")),
      // Every language has its own text: nobody sees the Info.plist's.
      .passing(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.\\nThey stay here.</string>\n"
        ),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\\nThey stay here.\";\n"),
        .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")),
      .fix(
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan \\\"receipts\\\".\\nThey stay here.</string>\n"
        ),
        fixed: ExampleFile.plistHeader
          + "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan \"receipts\".\nThey stay here.</string>\n"
          + ExampleFile.plistFooter),
      .failing(
        .file(
          "App/Config.xcconfig",
          "INFOPLIST_KEY_NSCameraUsageDescription = Scan receipts.↓\\nThey stay here.\n")),
    ])

  static let escaped: Set<Unicode.Scalar> = ["n", "t", "r", "\"", "'", "\\", "U", "u"]
  /// What each escape that stands for one character means. A doubled backslash is left to a
  /// person: one backslash left behind would start another escape for the next pass to read.
  static let meant: [Unicode.Scalar: String] = [
    "n": "\n", "t": "\t", "r": "\r", "\"": "\"", "'": "'",
  ]

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      // Only the text a device shows: not a retired key's, nor one a source table overrides
      // unless some language falls back to it.
      for source in target.declarations
      where target.resolvedSources.showsDeclaration(
        of: source.key, fallbacks: target.facts.declarationFallbacks)
      {
        guard let value = source.value, value.containsAnyASCII(UInt8(ascii: "\\")),
          source.valueSpan.escaping == .xml
            || (source.valueSpan.escaping == .none && source.origin == .buildSetting)
        else { continue }
        let scalars = RuleSupport.scalars(value)
        var index = 0
        while index + 1 < scalars.count {
          defer { index += 1 }
          guard scalars[index].scalar == "\\", escaped.contains(scalars[index + 1].scalar) else {
            continue
          }
          let offset = scalars[index].offset
          let fixes =
            meant[scalars[index + 1].scalar].flatMap {
              RuleSupport.xmlSubstitution(offset..<offset + 2, in: source.valueSpan, with: $0)
            }.map { [Diagnostic.Fix(message: "write the character meant", edits: [$0])] } ?? []
          emit(
            Finding(
              "'\(source.key)' holds '\\\(scalars[index + 1].scalar)', which this file shows as typed, not as an escape",
              at: source.valueSpan.location(units: offset..<offset + 2), key: source.key,
              fixes: fixes))
          index += 1
        }
      }
    }
  }
}
