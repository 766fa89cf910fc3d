/// `invalid-encoding`: bytes that are not UTF-8, or UTF-16 with a BOM.
public struct InvalidEncodingRule: Rule {
  public static let description = RuleDescription(
    id: "invalid-encoding", name: "Invalid encoding",
    summary:
      "bytes that are not UTF-8 or UTF-16 with a byte order mark, with ICU's guess of the real encoding",
    rationale: """
      The system reads `.strings` files as UTF-8, or as UTF-16 when a byte order mark says so. A \
      file saved in Latin-1 or Windows-1252 by an editor or a vendor's tool fails to load, and the \
      language falls back to the development language; a UTF-16 file without its BOM reads as \
      garbage. The message names the first bad byte and ICU's guess of what the file really is, so \
      that it can be converted rather than retyped.
      """,
    defaultSeverity: .error, scope: .strings, validatesMerge: true,
    examples: [
      .passing(
        .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege für die Steuer.\";\n")),
      .passing(
        .strings(
          "de", "\"NSCameraUsageDescription\" = \"Scanne Belege für die Steuer.\";\n",
          encoding: .utf16LittleEndian)),
      .failing(
        .strings(
          "de", "\"NSCameraUsageDescription\" = \"Scanne Belege f↓ür die Steuer.\";\n",
          encoding: .latin1)),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for problem in context.project.problems where problem.kind == .encoding {
      emit(Finding(problem.message + "; save the file as UTF-8", at: problem.location))
    }
  }
}
