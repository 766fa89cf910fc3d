/// `pseudo-locale-shipped`: a pseudo-locale the app's build includes.
public struct PseudoShippedRule: Rule {
  public static let description = RuleDescription(
    id: "pseudo-locale-shipped", name: "Pseudo-locale shipped",
    summary: "a pseudo-locale table or catalog localization that the target's build includes",
    rationale: """
      `generate --pseudo` writes machine-made text to see, before any translator starts, which \
      alerts will overflow. It must never reach a release: a pseudo table the project lists \
      (added for a debug build), one in a folder Xcode keeps in step with the disk, and every \
      pseudo-locale of a String Catalog (Xcode builds each of its languages) ship with the app. \
      Take it out before a release build: `generate --remove-pseudo` deletes the tables and \
      empties the catalogs (a table the project lists must leave the target in Xcode first). \
      Without a project \
      file nothing is built, and nothing is reported.
      """,
    defaultSeverity: .warning, scope: .strings, readsPseudoLocales: true,
    examples: [
      // The project does not list it: kept out of the build, as generate writes it.
      .passing(
        .file("App.xcodeproj/project.pbxproj", UnbuiltTableRule.project),
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .strings("en-XA", "\"NSCameraUsageDescription\" = \"[Šçååååñ ŕééééçééééîîîîþţš.]\";\n")),
      .failing(
        .file("App.xcodeproj/project.pbxproj", listingPseudoTable),
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .strings("en-XA", "↧\"NSCameraUsageDescription\" = \"[Šçååååñ ŕééééçééééîîîîþţš.]\";\n")),
      // A catalog the project builds holds the pseudo-locale.
      .failing(
        .file("App.xcodeproj/project.pbxproj", listingCatalog),
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .file("App/InfoPlist.xcstrings", pseudoCatalog(marked: true))),
      // One the project does not list is not built.
      .passing(
        .file("App.xcodeproj/project.pbxproj", UnbuiltTableRule.project),
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .file("App/InfoPlist.xcstrings", pseudoCatalog(marked: false))),
    ])

  /// A catalog holding en and en-XA, `↓` before its key when `marked`.
  static func pseudoCatalog(marked: Bool) -> String {
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        \(marked ? "↓" : "")"NSCameraUsageDescription" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Scan receipts." } },
            "en-XA" : { "stringUnit" : { "state" : "translated", "value" : "[Šçååååñ ŕééééçééééîîîîþţš.]" } }
          }
        }
      },
      "version" : "1.0"
    }
    """
  }

  /// The example project building InfoPlist.xcstrings in the app's resources.
  static let listingCatalog = UnbuiltTableRule.project
    .replacingOccurrences(
      of: "\t\tF2 /* Info.plist */",
      with:
        "\t\tB3 /* InfoPlist.xcstrings in Resources */ = {isa = PBXBuildFile; fileRef = F6 /* InfoPlist.xcstrings */; };\n\t\tF6 /* InfoPlist.xcstrings */ = {isa = PBXFileReference; path = InfoPlist.xcstrings; sourceTree = \"<group>\"; };\n\t\tF2 /* Info.plist */"
    )
    .replacingOccurrences(of: "children = (F2, V1, V2);", with: "children = (F2, V1, V2, F6);")
    .replacingOccurrences(of: "files = (B1, B2);", with: "files = (B1, B2, B3);")

  /// The example project with en-XA.lproj/InfoPlist.strings in its InfoPlist.strings group.
  static let listingPseudoTable = UnbuiltTableRule.project
    .replacingOccurrences(
      of: "\t\tF2 /* Info.plist */",
      with:
        "\t\tF5 /* en-XA */ = {isa = PBXFileReference; name = en-XA; path = en-XA.lproj/InfoPlist.strings; sourceTree = \"<group>\"; };\n\t\tF2 /* Info.plist */"
    )
    .replacingOccurrences(of: "children = (F1);", with: "children = (F1, F5);")

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets where target.target.projectFile != nil {
      for table in target.target.localization.pseudoTables
      where !target.target.localization.unbuiltTables.contains(table.absolutePath)
        && !target.target.localization.unbuiltCatalogs.contains(table.absolutePath)
      {
        let how =
          table.format == .catalog
          ? "the catalog holds it, and Xcode builds every language of a catalog; take it out with 'usage-strings generate --remove-pseudo'"
          : target.target.isSynchronized(table.absolutePath)
            ? "it is in a folder Xcode builds as it is on disk; take it out with 'usage-strings generate --remove-pseudo'"
            : "the project lists it in the target's InfoPlist.strings; remove \(table.locale.raw) there in Xcode (the file's Localization pane)"
        emit(
          Finding(
            "the pseudo-locale \(table.locale.raw) ships with '\(target.target.name)': \(how), before a release build",
            // A catalog's pseudo-locale at its first key; a table as a whole.
            at: table.format == .catalog
              ? table.entries.first.map(\.keyLocation) ?? .file(table.path) : .file(table.path),
            key: nil,
            locale: table.locale.raw))
      }
    }
  }
}
