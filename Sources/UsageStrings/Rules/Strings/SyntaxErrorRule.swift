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
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for problem in context.project.problems where problem.kind == .syntax {
      emit(Finding(problem.message, at: problem.location))
    }
  }
}
