/// `unbuilt-table`: an `InfoPlist.strings` table on disk that the project does not build.
public struct UnbuiltTableRule: Rule {
  public static let description = RuleDescription(
    id: "unbuilt-table", name: "Unbuilt table",
    summary: "a <lang>.lproj/InfoPlist.strings on disk that the target's project does not build",
    rationale: """
      Xcode copies the tables of a target's `InfoPlist.strings` variant group (or compiles its \
      `InfoPlist.xcstrings`), not whatever lies in its folders: a table the project file does not \
      list never ships, however well it is translated, and the rest of `check` leaves it alone. \
      Beside a catalog it is a dead copy that drifts from it (the message says how many keys \
      already differ); beside a table the target builds in the same language, a leftover (a \
      note when that table translates every key it holds, as Lockwise's old folder does; an \
      older translation, an undeclared key or a copy of the source is nothing to move); alone, \
      a language the app would ship if the table were added to the target in Xcode. Where the \
      project builds a table of the same folder name and language that is not on disk, a setup \
      script copies this one there (white-label brands): a note. An empty \
      table is a note to delete it, and so is one that only copies the source's purpose strings \
      (a translation platform's export of a language nobody translated, whose gaps \
      `missing-translation` reports). A language the target ships nothing else in is one not \
      added yet, a note, but for the development language, which ships with the Info.plist: \
      its unbuilt table shows nobody its texts (MedLens's English, whose ID a repeated one \
      hides), a note only where they are the Info.plist's own, or a built Base table shows \
      that language its texts. A \
      translation only an unbuilt table holds is this rule's, not `missing-translation`'s. \
      Without a project file every table is taken as built.
      """,
    defaultSeverity: .warning, scope: .strings,
    examples: [
      .passing(
        .file("App/InfoPlist.xcstrings", NeedsReviewRule.catalog(state: "translated")),
        .strings("de", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")),
      // The app ships French (its Localizable.strings), but its InfoPlist.strings group lists
      // en only: fr.lproj/InfoPlist.strings never ships, and French alerts are English.
      .failing(
        .file("App.xcodeproj/project.pbxproj", project),
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .strings("fr", "↧\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
        .file("App/fr.lproj/Localizable.strings", "\"Scan\" = \"Numériser\";\n")),
      // The table the project names is not on disk, and one of its folder and language is
      // elsewhere: a setup script copies it into place (Ghostery's brands), a note.
      .failing(
        .file(
          "App.xcodeproj/project.pbxproj",
          project.replacingOccurrences(of: "children = (F1);", with: "children = (F1, F5);")
            .replacingOccurrences(
              of: "F2 /* Info.plist */ = {",
              with:
                "F5 /* fr */ = {isa = PBXFileReference; name = fr; path = fr.lproj/InfoPlist.strings; sourceTree = \"<group>\"; };\n\t\tF2 /* Info.plist */ = {"
            )),
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .file(
          "Branding/Blue/App/fr.lproj/InfoPlist.strings",
          "↧\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
        .file("App/fr.lproj/Localizable.strings", "\"Scan\" = \"Numériser\";\n"),
        severity: .note),
      // A platform's copy of the source in a language nobody translated: nothing to ship, a
      // note (GPG Keychain's Transifex folders).
      .failing(
        .file("App.xcodeproj/project.pbxproj", project),
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .strings("fr", "↧\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .file("App/fr.lproj/Localizable.strings", "\"Scan\" = \"Numériser\";\n"),
        severity: .note),
      // The app ships nothing in fr: a language not added yet, a note.
      .failing(
        .file(
          "App.xcodeproj/project.pbxproj",
          project.replacingOccurrences(of: "files = (B1, B2)", with: "files = (B1)")),
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .strings("fr", "↧\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
        severity: .note),
      // The development language ships with the Info.plist, and nothing else in it: its table,
      // whose ID a later Vietnamese one repeats (MedLens's), never ships.
      .failing(
        .file(
          "App.xcodeproj/project.pbxproj",
          project.replacingOccurrences(of: "files = (B1, B2)", with: "files = (B1)")
            .replacingOccurrences(
              of: "F2 /* Info.plist */ = {",
              with:
                "F1 /* vi */ = {isa = PBXFileReference; name = vi; path = vi.lproj/InfoPlist.strings; sourceTree = \"<group>\"; };\n\t\tF2 /* Info.plist */ = {"
            )),
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("en", "↧\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n"),
        .strings("vi", "\"NSCameraUsageDescription\" = \"Quét hóa đơn.\";\n")),
      // Beside a built Base table, which shows the development language's texts, it is a
      // leftover: a note.
      .failing(
        .file(
          "App.xcodeproj/project.pbxproj",
          project.replacingOccurrences(of: "files = (B1, B2)", with: "files = (B1)")
            .replacingOccurrences(
              of: "name = en; path = en.lproj/InfoPlist.strings",
              with: "name = Base; path = Base.lproj/InfoPlist.strings")),
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("Base", "\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n"),
        .strings("en", "↧\"NSCameraUsageDescription\" = \"Scan your receipts.\";\n"),
        severity: .note),
      // One with the Info.plist's own texts changes nothing: a note to delete it (Brave's
      // extensions' display names).
      .failing(
        .file(
          "App.xcodeproj/project.pbxproj",
          project.replacingOccurrences(of: "files = (B1, B2)", with: "files = ()")),
        .infoPlist(
          "\t<key>CFBundleDisplayName</key>\n\t<string>Open in Receipts</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"
        ),
        .strings("en", "↧\"CFBundleDisplayName\" = \"Open in Receipts\";\n"), severity: .note),
      // An empty table: nothing ships from it, nothing is lost, a note to delete it.
      .failing(
        .file("App.xcodeproj/project.pbxproj", project),
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .strings("fr", "↧/* Nothing yet. */\n"),
        .file("App/fr.lproj/Localizable.strings", "\"Scan\" = \"Numériser\";\n"), severity: .note),
      // One that does not parse is no empty table: a translator's work may be in it.
      .failing(
        .file("App.xcodeproj/project.pbxproj", project),
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"),
        .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
        .strings("fr", "↧\"NSCameraUsageDescription\" = \"Numérisez des reçus.\n"),
        .file("App/fr.lproj/Localizable.strings", "\"Scan\" = \"Numériser\";\n")),
      // A leftover beside the table the target builds in the same language, holding nothing
      // that one lacks: a note to delete it.
      frenchLeftover(
        "↧\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n", declaring: camera,
        severity: .note),
      // An older translation, a key nothing declares and a copy of the source are nothing to
      // move: a note.
      frenchLeftover(
        "↧\"NSCameraUsageDescription\" = \"Scannez les reçus.\";\n\"NSMotionUsageDescription\" = \"Comptez vos pas.\";\n\"NSContactsUsageDescription\" = \"Pick contacts.\";\n",
        severity: .note),
      // A leftover that does not parse may hold what the built table lacks: never 'delete it'.
      frenchLeftover("↧\"NSContactsUsageDescription\" = \"Choisissez des contacts.\n"),
      // One translating a key the built table lacks: a warning, to move it there.
      frenchLeftover("↧\"NSContactsUsageDescription\" = \"Choisissez des contacts.\";\n"),
    ])

  static let camera =
    "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"
  static let cameraAndContacts =
    camera + "\t<key>NSContactsUsageDescription</key>\n\t<string>Pick contacts.</string>\n"

  /// An app that builds en and fr InfoPlist.strings, declares `plist`'s keys, and keeps an old
  /// `App/Old/fr.lproj/InfoPlist.strings` holding `leftover`.
  static func frenchLeftover(
    _ leftover: String, declaring plist: String = cameraAndContacts, severity: Severity? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) -> RuleExample {
    .failing(
      .file("App.xcodeproj/project.pbxproj", buildingFrench), .infoPlist(plist),
      .strings("en", "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"),
      .strings("fr", "\"NSCameraUsageDescription\" = \"Numérisez des reçus.\";\n"),
      .file("App/Old/fr.lproj/InfoPlist.strings", leftover),
      .file("App/fr.lproj/Localizable.strings", "\"Scan\" = \"Numériser\";\n"),
      severity: severity, file: file, line: line)
  }

  /// `project` with fr.lproj/InfoPlist.strings in the target's InfoPlist.strings.
  static let buildingFrench = project.replacingOccurrences(
    of: "children = (F1); name = InfoPlist.strings",
    with: "children = (F1, F5); name = InfoPlist.strings"
  ).replacingOccurrences(
    of: "\t\tF2 /* Info.plist */",
    with:
      "\t\tF5 /* fr */ = {isa = PBXFileReference; name = fr; path = fr.lproj/InfoPlist.strings; sourceTree = \"<group>\"; };\n\t\tF2 /* Info.plist */"
  )

  /// The keys the target declares that `leftover` translates and `built` does not (it lacks
  /// them, or holds the source's text): an older translation, an undeclared key or a copy of
  /// the source is nothing to move.
  static func translationsMissing(
    from built: TranslationTable, in leftover: TranslationTable, target: ResolvedTarget
  ) -> Int {
    leftover.entries.count { entry in
      guard let source = target.sources[entry.key]?.text, let text = entry.value, text != source
      else { return false }
      let builtText = built.entry(forKey: entry.key)?.value
      return builtText == nil || builtText == source
    }
  }

  /// The `.strings` table `target` builds in `locale`, other than `table`.
  static func builtTable(
    in target: ResolvedTarget, locale: LocaleIdentifier, besides table: TranslationTable
  ) -> TranslationTable? {
    target.target.builtTables.first {
      $0.format != .catalog && $0.absolutePath != table.absolutePath
        && $0.locale.canonical == locale.canonical
    }
  }

  /// A project with one app whose InfoPlist.strings holds en only, and whose Localizable.strings
  /// holds en and fr.
  static let project = """
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	objectVersion = 56;
    	objects = {
    		B1 /* InfoPlist.strings in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* InfoPlist.strings */; };
    		B2 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = V2 /* Localizable.strings */; };
    		F3 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
    		F4 /* fr */ = {isa = PBXFileReference; name = fr; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
    		F1 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    		F2 /* Info.plist */ = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
    		G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
    		G1 /* App */ = {isa = PBXGroup; children = (F2, V1, V2); path = App; sourceTree = "<group>"; };
    		P1 /* Project */ = {isa = PBXProject; buildConfigurationList = L1; developmentRegion = en; knownRegions = (en, fr); mainGroup = G0; targets = (T1); };
    		R1 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B1, B2); };
    		T1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (R1); name = App; productType = "com.apple.product-type.application"; };
    		V1 /* InfoPlist.strings */ = {isa = PBXVariantGroup; children = (F1); name = InfoPlist.strings; sourceTree = "<group>"; };
    		V2 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (F3, F4); name = Localizable.strings; sourceTree = "<group>"; };
    		C1 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
    		C2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; PRODUCT_NAME = "$(TARGET_NAME)";}; name = Release; };
    		L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
    		L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
    	};
    	rootObject = P1;
    }
    """

  /// Whether a target ships a language: one it builds resources in, or its development
  /// language, which ships with the Info.plist (MedLens's English, whose table a repeated ID
  /// leaves out) unless a built Base table shows its texts (a leftover beside it is a note).
  static func ships(_ locale: LocaleIdentifier, _ target: ResolvedTarget) -> Bool {
    let unbuilt = target.target.localization.unbuiltTables
    let buildsBase = target.target.tables.contains {
      $0.locale.raw == "Base" && !unbuilt.contains($0.absolutePath)
    }
    return (!buildsBase && locale.canonical == target.target.sourceLanguage.canonical)
      || target.target.localization.resourceLocales.contains {
        LocaleIdentifier($0).canonical == locale.canonical
      }
  }

  /// Whether every value of a table is its key's source text, as declared or in the source
  /// language's table.
  static func copiesTheSource(_ table: TranslationTable, in target: ResolvedTarget) -> Bool {
    let source = target.target.sourceTable
    return !table.entries.isEmpty
      && table.entries.allSatisfy { entry in
        guard let value = entry.value else { return false }
        return target.declarations.contains { $0.key == entry.key && $0.value == value }
          || source?.entry(forKey: entry.key)?.value == value
      }
  }

  /// The note for a table that holds nothing to ship: nothing at all, or only the source's
  /// purpose strings, beside no catalog (a platform's export of a language nobody translated yet:
  /// Transifex writes the source into every folder; shipping it would show the same English, and
  /// missing-translation names each of its purpose strings in that language already).
  static func holdsNothingNew(
    _ table: TranslationTable, named name: String, in target: ResolvedTarget,
    besideCatalog: Bool, context: RuleContext
  ) -> Finding? {
    // A table that does not parse holds a translator's work that `syntax-error` reports.
    guard table.isReadable else { return nil }
    if table.entries.isEmpty {
      return Finding(
        "'\(name)' is not built, and holds nothing: delete it", at: .file(table.path),
        locale: table.locale.raw, severity: .note)
    }
    // The development language's table with the Info.plist's own texts: the Info.plist shows
    // them already (Brave's extensions' display names).
    if table.locale.canonical == target.target.sourceLanguage.canonical,
      table.entries.allSatisfy({ entry in
        target.declarations.contains { $0.key == entry.key && $0.value == entry.value }
      })
    {
      return Finding(
        "'\(name)' is not built, and holds only the Info.plist's texts, which people see anyway: delete it",
        at: .file(table.path), locale: table.locale.raw, severity: .note)
    }
    guard !besideCatalog, copiesTheSource(table, in: target),
      table.entries.allSatisfy({ context.isPurposeKey($0.key, in: target) })
    else { return nil }
    return Finding(
      "'\(name)' is not built, and holds only the source text: shipping it would change nothing (missing-translation names its keys); translate it before adding \(table.locale.raw) to the target, or delete it",
      at: .file(table.path), locale: table.locale.raw, severity: .note)
  }

  /// A table the project names but the checkout lacks, in the same folder name and language as
  /// `table`: where a setup script copies it (Ghostery's `Branding/<brand>/InfoPlists/OpenIn`
  /// tables, copied to `Extensions/OpenIn`, which the extension builds).
  static func copyDestination(of table: TranslationTable, in context: RuleContext) -> String? {
    let folder = Paths.lastComponent(Paths.parent(Paths.parent(table.path)))
    let tail =
      "/" + folder + "/" + Paths.lastComponent(Paths.parent(table.path)) + "/"
      + Paths.lastComponent(table.path)
    return context.project.missingFiles.first { ("/" + $0.path).hasSuffix(tail) }?.path
  }

  /// The note for a table a setup script copies into place, or one that holds nothing new.
  static func copiedOrEmpty(
    _ table: TranslationTable, named name: String, in target: ResolvedTarget,
    besideCatalog: Bool, context: RuleContext
  ) -> Finding? {
    if let copy = copyDestination(of: table, in: context) {
      return Finding(
        "'\(name)' is not built here, but the project builds '\(copy)', which is not on disk: a setup script may copy this table there; run it to have that table checked",
        at: .file(table.path), locale: table.locale.raw, severity: .note)
    }
    return holdsNothingNew(
      table, named: name, in: target, besideCatalog: besideCatalog, context: context)
  }

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      let all = target.target.tables
      let catalog = all.first { $0.format == .catalog }
      for table in all where target.target.localization.unbuiltTables.contains(table.absolutePath) {
        let name =
          Paths.lastComponent(Paths.parent(table.path)) + "/" + Paths.lastComponent(table.path)
        if let note = copiedOrEmpty(
          table, named: name, in: target, besideCatalog: catalog != nil, context: context)
        {
          emit(note)
          continue
        }
        let message: String
        if table.isReadable,
          let built = builtTable(in: target, locale: table.locale, besides: table)
        {
          // A leftover beside the table the target builds in the same language: nothing ships
          // from it, and nothing is lost unless it translates a key the built one does not.
          let missing = translationsMissing(from: built, in: table, target: target)
          emit(
            Finding(
              "'\(name)' is not built: the target builds \(built.locale.raw) from '\(built.path)'\(missing == 0 ? ", which translates every key it holds: delete it" : ", which lacks \(missing) of its translation\(missing == 1 ? "" : "s"): move \(missing == 1 ? "it" : "them") there, then delete it")",
              at: .file(table.path), locale: table.locale.raw, severity: missing == 0 ? .note : nil)
          )
          continue
        } else if table.isReadable, let catalog {
          let catalogTable = all.first {
            $0.format == .catalog && $0.locale.canonical == table.locale.canonical
          }
          let differing = table.entries.count { entry in
            catalogTable?.entry(forKey: entry.key)?.value != entry.value
          }
          message =
            "'\(name)' is not built (the target builds \(Paths.lastComponent(catalog.path))); it differs from the catalog in \(differing) key\(differing == 1 ? "" : "s"): delete it, or move what it has into the catalog"
        } else if let spec = target.target.projectFile, !spec.hasSuffix("project.pbxproj") {
          message =
            "'\(name)' is in none of the sources of '\(target.target.name)' in \(Paths.lastComponent(spec)) (or their excludes leave it out), so the app does not ship it: add it to the target's sources, or delete the file"
        } else {
          message =
            "'\(name)' is not in the InfoPlist.strings of '\(target.target.name)' in the project, so the app does not ship it: add \(table.locale.raw) to the target's InfoPlist.strings in Xcode, or delete the file"
        }
        // A language the target ships nothing else in is one not (yet) added on purpose: a note.
        let shipsLanguage = catalog != nil || ships(table.locale, target)
        emit(
          Finding(
            shipsLanguage
              ? message
              : message
                + " (the target ships nothing else in \(table.locale.raw): a language not added yet?)",
            at: .file(table.path), locale: table.locale.raw, severity: shipsLanguage ? nil : .note))
      }
    }
  }
}
