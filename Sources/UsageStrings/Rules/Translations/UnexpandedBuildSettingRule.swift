/// `unexpanded-build-setting`: `$(PRODUCT_NAME)` and the like in a `.strings` value.
public struct UnexpandedBuildSettingRule: PlainStringRule {
  public static let description = RuleDescription(
    id: "unexpanded-build-setting", name: "Unexpanded build setting",
    summary:
      "a build-setting reference such as $(PRODUCT_NAME) in a .strings value, where Xcode does not expand it",
    rationale: """
      Xcode expands `$(PRODUCT_NAME)` in the Info.plist when it builds, but copies \
      `InfoPlist.strings` as it is: a translated value that refers to a build setting shows \
      "$(PRODUCT_NAME)" to people. Write the name itself in each language. In a framework's or \
      library's tables it shows nowhere: a note.
      """,
    defaultSeverity: .warning, scope: .translations, validatesMerge: true,
    examples: [
      .passing(.strings("fr", "\"CFBundleDisplayName\" = \"Journal photo\";\n")),
      .failing(.strings("fr", "\"CFBundleDisplayName\" = \"↓$(PRODUCT_NAME)\";\n")),
      .failing(
        .strings(
          "fr", "\"NSCameraUsageDescription\" = \"Prenez des photos dans ↓${PRODUCT_NAME}.\";\n")),
      // A framework's name is shown nowhere (HandBrakeKit's tables): a note.
      .failing(
        .file(
          "App.xcodeproj/project.pbxproj",
          UnbuiltTableRule.project.replacingOccurrences(
            of: "com.apple.product-type.application", with: "com.apple.product-type.framework")),
        .infoPlist("\t<key>CFBundleName</key>\n\t<string>Kit</string>\n"),
        .strings("en", "\"CFBundleName\" = \"↓$(PRODUCT_NAME)\";\n"), severity: .note),
    ])

  package static func check(
    _ string: CheckedString, _ text: StringAnalysis, in target: ResolvedTarget,
    _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    guard string.tableFormat == .strings, string.text.containsAnyASCII(UInt8(ascii: "$")) else {
      return
    }
    for variable in Placeholders.variables(in: string.text) {
      // The system shows no text of a framework's or library's Info.plist.
      let shown = !target.target.isLibrary
      emit(
        Finding(
          "'\(string.key)' holds '\(variable.text)', which Xcode does not expand in InfoPlist.strings; \(shown ? "people see it as typed" : "harmless in '\(target.target.name)', a library whose Info.plist texts the system shows nowhere, but nothing to copy")",
          at: string.location(variable.units), key: string.key, locale: string.reportedLocale,
          severity: shown ? nil : .note))
    }
  }

}
