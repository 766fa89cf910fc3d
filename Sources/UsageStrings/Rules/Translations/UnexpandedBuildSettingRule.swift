/// `unexpanded-build-setting`: `$(PRODUCT_NAME)` and the like in a `.strings` value.
public struct UnexpandedBuildSettingRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "unexpanded-build-setting", name: "Unexpanded build setting",
    summary:
      "a build-setting reference such as $(PRODUCT_NAME) in a .strings value, where Xcode does not expand it",
    rationale: """
      Xcode expands `$(PRODUCT_NAME)` in the Info.plist when it builds, but copies \
      `InfoPlist.strings` as it is: a translated value that refers to a build setting shows \
      "$(PRODUCT_NAME)" to people. Write the name itself in each language.
      """,
    defaultSeverity: .warning, scope: .translations, validatesMerge: true,
    examples: [
      .passing(.strings("fr", "\"CFBundleDisplayName\" = \"Journal photo\";\n")),
      .failing(.strings("fr", "\"CFBundleDisplayName\" = \"↓$(PRODUCT_NAME)\";\n")),
      .failing(
        .strings(
          "fr", "\"NSCameraUsageDescription\" = \"Prenez des photos dans ↓${PRODUCT_NAME}.\";\n")),
    ])

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    guard string.tableFormat == .strings, string.text.containsAnyASCII(UInt8(ascii: "$")) else {
      return
    }
    for variable in Placeholders.variables(in: string.text) {
      emit(
        Finding(
          "'\(string.key)' holds '\(variable.text)', which Xcode does not expand in InfoPlist.strings; people see it as typed",
          at: string.location(variable.units), key: string.key, locale: string.reportedLocale))
    }
  }

}
