/// `conflicting-tables`: a target with both `InfoPlist.xcstrings` and `InfoPlist.strings` tables.
public struct ConflictingTablesRule: Rule {
  public static let description = RuleDescription(
    id: "conflicting-tables", name: "Conflicting tables",
    summary:
      "a target with both an InfoPlist.xcstrings catalog and <lang>.lproj/InfoPlist.strings tables",
    rationale: """
      A String Catalog compiles to the `<lang>.lproj/InfoPlist.strings` the app ships, so a \
      target that builds `InfoPlist.xcstrings` and `InfoPlist.strings` tables too does not \
      build: "InfoPlist.xcstrings cannot co-exist with other .strings or .stringsdict tables \
      with the same name" (Xcode's build engine). Where the project file shows that the `.lproj` \
      tables are not in the target, they are not built, and `unbuilt-table` says so. Where the \
      catalog is the one the project does not list (as `generate --format xcstrings` writes it \
      when moving to a catalog), the build does not fail but nothing in the catalog ships: a \
      warning, saying what to add and take out. Without a project file both are taken as built.
      """,
    defaultSeverity: .error, scope: .strings,
    examples: [
      .passing(.file("App/InfoPlist.xcstrings", NeedsReviewRule.catalog(state: "translated"))),
      .failing(
        .file("App/InfoPlist.xcstrings", "↧" + NeedsReviewRule.catalog(state: "translated")),
        .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")),
      // The project builds its tables and does not list the catalog: a move half made.
      .failing(
        .file("App.xcodeproj/project.pbxproj", UnbuiltTableRule.project),
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .file("App/InfoPlist.xcstrings", "↧" + NeedsReviewRule.catalog(state: "translated")),
        severity: .warning),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      let all = target.target.tables
      guard let catalog = all.first(where: { $0.format == .catalog }) else { continue }
      let built = target.target.builtTables.filter { $0.format != .catalog }
      // A catalog the project does not list (one `generate --format xcstrings` just wrote)
      // breaks no build, and ships nothing either.
      if !built.isEmpty, target.target.localization.unbuiltCatalogs.contains(catalog.absolutePath) {
        emit(
          Finding(
            "\(catalog.path) is not in the project of '\(target.target.name)', which builds \(built.count) InfoPlist.strings table\(built.count == 1 ? "" : "s") instead: nothing in the catalog ships; to move to it, add it to the target and take the tables out (a catalog cannot co-exist with them)",
            at: .file(catalog.path), severity: .warning))
      } else if !built.isEmpty {
        emit(
          Finding(
            "'\(target.target.name)' builds \(catalog.path) and \(built.count) InfoPlist.strings table\(built.count == 1 ? "" : "s") (\(built.prefix(3).map(\.path).joined(separator: ", "))\(built.count > 3 ? ", …" : "")): a catalog cannot co-exist with tables of its name, and the build fails; keep one",
            at: .file(catalog.path),
            notes: built.prefix(3).map { .init(message: "also built", location: .file($0.path)) }))
      }
    }
  }
}
