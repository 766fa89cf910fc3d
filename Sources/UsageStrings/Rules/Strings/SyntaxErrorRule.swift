/// `syntax-error`: a file that does not parse.
public struct SyntaxErrorRule: Rule {
  public static let description = RuleDescription(
    id: "syntax-error", name: "Syntax error",
    summary: "a file that does not parse, with the line and column where it goes wrong",
    rationale: """
      Foundation reads a `.strings` file all or nothing: one missing `;` or quote and the system \
      uses none of the file's translations, so every user of that language sees the development \
      language. Where Foundation instead stops silently (an unexpected character where a key \
      should start), every entry after that point is ignored. A malformed Info.plist or project \
      file breaks the build. The rest of the app is still checked.
      """,
    defaultSeverity: .error, scope: .strings, validatesMerge: true,
    examples: [
      .passing(.strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")),
      .failing(
        .strings(
          "de",
          "\"NSCameraUsageDescription\" = \"Scanne Belege.\"↓\n\"NSMicrophoneUsageDescription\" = \"Diktiere.\";\n"
        )),
      .failing(.strings("de", "\"A\" = \"a\";\n↓# a stray line\n\"B\" = \"b\";\n")),
      .failing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.\n↓</dict>\n")),
      // An Xcode file template (god-ios's) makes files of apps not written yet: no app's own.
      .passing(
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .file(
          "XCTemplates/TCA.xctemplate/TemplateInfo.plist",
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>Path</key>\n\t<key>___FILEBASENAME___.swift</key>\n</dict>\n</plist>\n"
        )),
      // A fragment named Info.plist beside a project whose app has Xcode generate its Info.plist
      // (Provenance's): no target builds it, so nothing reads it.
      .passing(.file("App.xcodeproj/project.pbxproj", generatingProject), fragment),
      // The same beside a watch app's container, which has no Info.plist of its own.
      .passing(
        .file(
          "App.xcodeproj/project.pbxproj",
          generatingProject.replacingOccurrences(of: "targets = (T1);", with: "targets = (T1, T2);")
            .replacingOccurrences(
              of: "\t\tV1 /* InfoPlist.strings */",
              with:
                "\t\tT2 /* Watch */ = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (); name = Watch; productType = \"com.apple.product-type.application.watchapp2-container\"; };\n\t\tC3 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Watch;}; name = Release; };\n\t\tL3 = {isa = XCConfigurationList; buildConfigurations = (C3); };\n\t\tV1 /* InfoPlist.strings */"
            )),
        fragment),
    ])

  /// `UnbuiltTableRule.project` whose app has Xcode generate its Info.plist.
  static let generatingProject = UnbuiltTableRule.project.replacingOccurrences(
    of: "INFOPLIST_FILE = App/Info.plist;", with: "GENERATE_INFOPLIST_FILE = YES;")

  /// A fragment of an Info.plist, named so, that no target builds.
  static let fragment = ExampleFile.file(
    "App/Info.plist", "<key>UIFileSharingEnabled</key>\n<true/>\n")

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for problem in context.project.problems where problem.kind == .syntax {
      emit(Finding(problem.message, at: problem.location))
    }
  }
}
