/// `file-name-case`: a translation file named like the real one, but in other letter case.
public struct FileNameCaseRule: Rule {
  public static let description = RuleDescription(
    id: "file-name-case", name: "File name case",
    summary:
      "a translation file whose name differs only in letter case from the name the system or the project file uses",
    rationale: """
      macOS disks ignore letter case by default, so `infoplist.strings` works on the developer's \
      Mac. iOS devices and many CI machines do not: there the system looks for \
      `InfoPlist.strings`, finds nothing, and the language silently falls back to the development \
      language. The file must be named exactly as the system (or the project file) spells it.
      """,
    defaultSeverity: .warning, scope: .strings,
    safeFix:
      "renames the file (in two steps, so that a case-insensitive disk renames it too), and its old spelling where a project file names it; a mis-cased .lproj folder, which holds other files, is left to a person",
    examples: [
      .passing(.strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")),
      .failing(
        .strings(
          "de", "↧\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n", name: "infoplist.strings")),
      .failing(
        .file(
          "App/fr.LPROJ/InfoPlist.strings",
          "↧\"NSCameraUsageDescription\" = \"Numérisez vos reçus.\";\n")),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    var reported: Set<String> = []
    for target in context.targets {
      for table in target.tables
      where table.format != .catalog && reported.insert(table.path).inserted {
        guard let expected = table.expectedRelativePath else { continue }
        let components = Paths.components(table.path)
        let actual = components.suffix(2).joined(separator: "/")
        guard actual != expected, actual.lowercased() == expected.lowercased() else { continue }
        // Only a file's own name is fixed: renaming a folder would move every file in it.
        let sameFolder = components.dropLast().last == Paths.components(expected).first
        let renamed = Paths.join(Paths.parent(Paths.parent(table.path)), expected)
        // Both spellings on disk: a rename would replace the rightly named file.
        guard !target.tables.contains(where: { $0.path == renamed }) else {
          let (wrong, right) = (Paths.lastComponent(actual), Paths.lastComponent(expected))
          emit(
            Finding(
              "'\(wrong)' and '\(right)' differ only in letter case and are both here: a case-insensitive disk (a Mac's) cannot hold both, and on a case-sensitive one only '\(right)' is read; move what '\(wrong)' holds into '\(right)' by hand and delete it",
              at: .file(table.path), locale: table.locale.raw))
          continue
        }
        let fixes =
          sameFolder
          ? [Diagnostic.Fix(message: "rename it to \(expected)", edits: [], renamedTo: renamed)]
          : []
        emit(
          Finding(
            "'\(actual)' differs from '\(expected)' only in letter case: it works on a case-insensitive disk, but on a case-sensitive one (a CI machine, a case-sensitive volume) the build does not find it, or the device does not; rename it",
            at: .file(table.path), locale: table.locale.raw, fixes: fixes))
      }
    }
  }
}
