import Foundation
import Testing

@testable import UsageStrings

/// Every way a project file says what a target builds (`Tests/Fixtures/SynchronizedApp`).
@Suite struct ProjectShapesTests {
  static func resolved() throws -> [String: ResolvedTarget] {
    let folder = Fixtures.url("SynchronizedApp").path
    let (project, issues) = try ProjectDiscovery.discover(
      folder, options: DiscoveryOptions(displayBase: folder))
    #expect(issues.isEmpty, "\(issues)")
    #expect(project.missingFiles.isEmpty, "\(project.missingFiles.map(\.message))")
    return Dictionary(
      uniqueKeysWithValues: ModelResolver().resolve(project).targets.map { ($0.target.name, $0) })
  }

  /// Flavours that share a synchronized folder build the catalogs their membership exceptions
  /// leave them, as they build its code.
  @Test func synchronizedFlavoursSplitTheirCatalogs() throws {
    let targets = try Self.resolved()
    for flavour in ["Blue", "Green"] {
      let target = try #require(targets[flavour])
      let catalogs = Set(target.target.tables.filter { $0.format == .catalog }.map(\.path))
      #expect(catalogs == ["Flavors/\(flavour)/InfoPlist.xcstrings"], "\(flavour)")
      #expect(target.sources["NSCameraUsageDescription"]?.text?.hasPrefix(flavour) == true)
      #expect(target.target.code.files.contains { $0.hasSuffix("Flavors/Shared/Flavour.swift") })
    }
  }

  /// A base configuration named by Xcode 16's anchor and relative path is read.
  @Test func aBaseConfigurationByAnchorIsRead() throws {
    let blue = try #require(try Self.resolved()["Blue"])
    #expect(blue.target.buildSettings?.values["APP_NAME"] == "Blue")
    let declared = blue.sources["NSCameraUsageDescription"]?.declaration
    #expect(declared?.text == "Blue scans your receipts to file them.")
  }

  /// A `<lang>.lproj/InfoPlist.strings` in the Resources phase as a plain file is built.
  @Test func plainFileTablesInTheResourcesPhaseAreBuilt() throws {
    let classic = try #require(try Self.resolved()["Classic"])
    #expect(classic.target.localization.unbuiltTables.isEmpty)
    #expect(classic.tables.map(\.locale.raw).sorted() == ["en", "fr"])
    #expect(classic.facts.shippedLocales.map(\.raw) == ["fr"])
  }

  /// Editions of an app that build one table: a key either reads is alive in it, and an
  /// Info.plist no target builds (a removed target's) is no target.
  @Test func editionsShareTheirTablesAndARemovedTargetIsGone() throws {
    let folder = Fixtures.url("SharedTablesApp").path
    let (project, _) = try ProjectDiscovery.discover(
      folder, options: DiscoveryOptions(displayBase: folder))
    #expect(project.targets.map(\.name).sorted() == ["App", "Pro"])
    let configuration = Configuration(directory: folder)
    var options = LintOptions(configuration: configuration, locales: try LocaleCatalog.load())
    options.displayBase = folder
    let findings = Linter.lint([project], options: options).diagnostics.filter {
      $0.severity != .note
    }
    #expect(findings.isEmpty, "\(findings.map(\.message))")
  }

  /// A Tuist manifest is noted once (only Tuist can evaluate it), and a Swift package's tables,
  /// read through `Bundle.module`, are no app's purpose strings (`Tests/Fixtures/TuistApp`).
  @Test func tuistManifestsAreNotedAndPackageTablesAreNotAlertText() throws {
    let folder = Fixtures.url("TuistApp").path
    let (project, _) = try ProjectDiscovery.discover(
      folder, options: DiscoveryOptions(displayBase: folder))
    #expect(project.missingFiles.map(\.path) == ["Project.swift"])
    #expect(project.missingFiles.first?.message.contains("tuist generate") == true)
    let tables = project.targets.flatMap(\.tables).map(\.path)
    #expect(tables == ["App/Resources/de.lproj/InfoPlist.strings"], "\(tables)")
    let app = try #require(
      project.targets.first { $0.sources.contains { $0.key == "NSCameraUsageDescription" } })
    #expect(
      !app.localization.resourceLocales.contains("fr")
        && !app.localization.resourceLocales.contains("ja"))
  }

  /// A workspace of many Tuist modules is one cause: one note, counting the manifests (Olvid's
  /// 46 modules made 46 notes).
  @Test func manyTuistManifestsAreOneNote() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-tuist-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for module in ["App", "Modules/Camera", "Modules/Settings"] {
      try Self.write(
        "import ProjectDescription\nlet project = Project(name: \"\(module)\")\n",
        to: "\(module)/Project.swift", in: folder)
    }
    try Self.write(
      "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n", to: "App/de.lproj/InfoPlist.strings",
      in: folder)
    let (project, _) = try ProjectShapesTests.discover(folder)
    #expect(project.missingFiles.map(\.path) == ["App/Project.swift"])
    #expect(
      project.missingFiles.first?.message.contains(
        "'App/Project.swift' and 2 more are Tuist manifests")
        == true, "\(project.missingFiles.map(\.message))")
  }

  /// A SwiftPM app a script bundles (AtomVoice's Makefile copies `Resources/*.lproj` beside
  /// `Sources/App/Info.plist`): tables apart that translate only the one loose Info.plist's keys
  /// are its tables. Not a set with another key, nor one beside an Info.plist whose own folder
  /// has its tables (DuckDuckGo's `Core`, which a framework builds).
  @Test(arguments: [(false, false, true), (true, false, false), (false, true, false)])
  func tablesApartThatTranslateTheOneInfoPlistAreItsTables(
    _ strayKey: Bool, _ ownTables: Bool, _ joined: Bool
  ) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bundled-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write(
      ResolvedModelTests.plist([("NSMicrophoneUsageDescription", "Dictate notes.")]),
      to: "Sources/App/Info.plist", in: folder)
    let german = "\"NSMicrophoneUsageDescription\" = \"Diktiere Notizen.\";\n"
    let stray = strayKey ? "\"NSCameraUsageDescription\" = \"Scanne.\";\n" : ""
    try Self.write(german + stray, to: "Resources/de.lproj/InfoPlist.strings", in: folder)
    if ownTables {
      try Self.write(german, to: "Sources/App/de.lproj/InfoPlist.strings", in: folder)
    }
    let (project, _) = try Self.discover(folder)
    let app = try #require(project.targets.first { !$0.sourceFiles.isEmpty })
    #expect(app.tables.contains { $0.path == "Resources/de.lproj/InfoPlist.strings" } == joined)
    #expect(project.targets.count == (joined ? 1 : 2))
  }
}

extension ProjectShapesTests {
  /// Writes a file of a project made in the test, with its folders.
  static func write(_ text: String, to path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// What discovery finds in a folder made in the test, its paths shown relative to it.
  static func discover(_ folder: URL) throws -> (Project, [ToolIssue]) {
    try ProjectDiscovery.discover(folder.path, options: DiscoveryOptions(displayBase: folder.path))
  }

  /// A project with one app target, `App`, whose Info.plist is `infoPlist`, whose build phases
  /// are `phases` and whose other objects (files, the `G1` group, phases) are `objects`.
  static func oneAppProject(infoPlist: String, phases: String, objects: String) -> String {
    """
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	objectVersion = 56;
    	objects = {
    \(objects)\
    		G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
    		P1 = {isa = PBXProject; buildConfigurationList = L1; developmentRegion = en; knownRegions = (en, de); mainGroup = G0; targets = (T1); };
    		T1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (\(phases)); name = App; productType = "com.apple.product-type.application"; };
    		C1 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
    		C2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "\(infoPlist)";}; name = Release; };
    		L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
    		L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
    	};
    	rootObject = P1;
    }

    """
  }

  /// A table the project does not build, beside one its app builds under the same name, is the
  /// app's, though an extension comes first by name (Kid Security's 17 languages were put to its
  /// DeliveryStatusExtension, and the note told to add them there).
  @Test(arguments: [false, true])
  func anUnbuiltTableIsItsBuiltSiblingsTargets(extensionBuildsThem: Bool) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "siblings-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let plist = ResolvedModelTests.plist([("NSCameraUsageDescription", "Scan receipts.")])
    try Self.write(plist, to: "ios/Zapp/Info.plist", in: folder)
    try Self.write(plist, to: "ios/Delivery/Info.plist", in: folder)
    let table = "\"NSCameraUsageDescription\" = \"Scan receipts.\";\n"
    try Self.write(table, to: "ios/en.lproj/InfoPlist.strings", in: folder)
    try Self.write(table, to: "ios/az.lproj/InfoPlist.strings", in: folder)
    try Self.write(
      Self.appAndExtensionProject(extensionBuildsTheTable: extensionBuildsThem),
      to: "ios/App.xcodeproj/project.pbxproj", in: folder)
    let (project, _) = try Self.discover(folder)
    let owners = project.targets.filter { target in
      target.localization.unbuiltTables.contains { $0.hasSuffix("az.lproj/InfoPlist.strings") }
    }
    #expect(owners.map(\.name) == ["Zapp"], "\(project.targets.map(\.name))")
  }

  /// An app, `Zapp`, that builds `en.lproj/InfoPlist.strings`, and an extension, `Delivery`,
  /// named before it (and building the table too, if asked), each with its Info.plist in its own
  /// folder.
  static func appAndExtensionProject(extensionBuildsTheTable: Bool) -> String {
    """
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	objectVersion = 56;
    	objects = {
    		F1 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    		V1 /* InfoPlist.strings */ = {isa = PBXVariantGroup; children = (F1); name = InfoPlist.strings; sourceTree = "<group>"; };
    		B1 = {isa = PBXBuildFile; fileRef = V1; };
    		R1 = {isa = PBXResourcesBuildPhase; files = (B1); };
    		G0 = {isa = PBXGroup; children = (V1); sourceTree = "<group>"; };
    		P1 = {isa = PBXProject; buildConfigurationList = L1; developmentRegion = en; knownRegions = (en); mainGroup = G0; targets = (T1, T2); };
    		T1 /* Zapp */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (R1); name = Zapp; productType = "com.apple.product-type.application"; };
    		T2 /* Delivery */ = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (\(extensionBuildsTheTable ? "R1" : "")); name = Delivery; productType = "com.apple.product-type.app-extension"; };
    		C1 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
    		C2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Zapp/Info.plist;}; name = Release; };
    		C3 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Delivery/Info.plist;}; name = Release; };
    		L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
    		L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
    		L3 = {isa = XCConfigurationList; buildConfigurations = (C3); };
    	};
    	rootObject = P1;
    }

    """
  }

  /// `$(PROJECT_NAME)` in `INFOPLIST_FILE` is the project's name, and tables in the project's
  /// folder that no target builds are its one app's unbuilt tables (SafePaths' Lokalise
  /// downloads in `ios/GPS/<lang>.lproj`), not an app of their own.
  @Test func theProjectNameIsKnownAndStrayTablesAreItsAppsUnbuilt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "project-name-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ text: String) throws { try Self.write(text, to: path, in: folder) }
    try write(
      "ios/Paths/Info.plist",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n</dict>\n</plist>\n"
    )
    try write("ios/Downloads/de.lproj/InfoPlist.strings", "")
    try write(
      "ios/Paths.xcodeproj/project.pbxproj",
      Self.oneAppProject(
        infoPlist: "$(PROJECT_NAME)/Info.plist", phases: "",
        objects:
          "\t\tG1 /* Paths */ = {isa = PBXGroup; children = (); path = Paths; sourceTree = \"<group>\"; };\n"
      ))
    let (project, _) = try ProjectShapesTests.discover(folder)
    #expect(project.targets.map(\.name) == ["App"])
    #expect(project.missingFiles.isEmpty, "\(project.missingFiles.map(\.message))")
    let app = try #require(project.targets.first)
    #expect(app.sources.map(\.key) == ["NSCameraUsageDescription"])
    #expect(
      app.localization.unbuiltTables.map { Paths.lastComponent(Paths.parent($0)) } == ["de.lproj"])
  }

  /// A table named after its target's Info.plist (`Info-RemotePlist.strings` for
  /// `Info-Remote.plist`) is renamed to `InfoPlist.strings` by the build, so it is the target's
  /// table; one named after nothing is not.
  @Test(arguments: [("Info-RemotePlist.strings", true), ("RemotePlist.strings", false)])
  func aTableNamedAfterTheInfoPlistIsBuiltAsInfoPlistStrings(_ name: String, _ built: Bool)
    throws
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "renamed-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ text: String) throws { try Self.write(text, to: path, in: folder) }
    try write(
      "App/Info-Remote.plist",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n</dict>\n</plist>\n"
    )
    try write("App/de.lproj/\(name)", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")
    try write(
      "App.xcodeproj/project.pbxproj",
      Self.oneAppProject(
        infoPlist: "App/Info-Remote.plist", phases: "R1",
        objects: """
          		B1 /* \(name) in Resources */ = {isa = PBXBuildFile; fileRef = V1; };
          		F1 /* de */ = {isa = PBXFileReference; name = de; path = "de.lproj/\(name)"; sourceTree = "<group>"; };
          		F2 /* Info-Remote.plist */ = {isa = PBXFileReference; path = "Info-Remote.plist"; sourceTree = "<group>"; };
          		G1 /* App */ = {isa = PBXGroup; children = (F2, V1); path = App; sourceTree = "<group>"; };
          		V1 /* \(name) */ = {isa = PBXVariantGroup; children = (F1); name = "\(name)"; sourceTree = "<group>"; };
          		R1 = {isa = PBXResourcesBuildPhase; files = (B1); };

          """))
    let (project, _) = try ProjectShapesTests.discover(folder)
    let app = try #require(project.targets.first { $0.name == "App" })
    #expect(
      app.tables.map(\.path).contains("App/de.lproj/\(name)") == built, "\(app.tables.map(\.path))")
  }

  /// A catalog of another name (`Documents-InfoPlist.xcstrings`) that a Run Script phase renames
  /// to `InfoPlist.strings` once built is the target's Info.plist table (ONLYOFFICE's); with a
  /// script that only names the files (an `echo`, a lint loop), another catalog, whose
  /// translations of the Info.plist's keys never show.
  @Test(arguments: [
    (
      #"find \"${TARGET_BUILD_DIR}\" -name \"Documents-InfoPlist.strings\" -execdir mv {} \"InfoPlist.strings\" \\;"#,
      true
    ),
    (#"echo \"Documents-InfoPlist.strings\""#, false),
    (
      #"for f in Documents-InfoPlist.strings InfoPlist.strings; do plutil -lint \"$f\"; done"#,
      false
    ),
  ])
  func aCatalogAScriptRenamesIsTheInfoPlistTable(_ script: String, _ renames: Bool) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "script-renamed-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ text: String) throws { try Self.write(text, to: path, in: folder) }
    try write(
      "App/Documents.plist",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n</dict>\n</plist>\n"
    )
    try write(
      "App/Documents-InfoPlist.xcstrings",
      #"{"sourceLanguage":"en","strings":{"NSCameraUsageDescription":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Scanne Belege."}}}}},"version":"1.0"}"#
    )
    try write(
      "App.xcodeproj/project.pbxproj",
      Self.oneAppProject(
        infoPlist: "App/Documents.plist", phases: "R1, S1",
        objects: """
          		B1 /* Documents-InfoPlist.xcstrings in Resources */ = {isa = PBXBuildFile; fileRef = F1; };
          		F1 /* Documents-InfoPlist.xcstrings */ = {isa = PBXFileReference; path = "Documents-InfoPlist.xcstrings"; sourceTree = "<group>"; };
          		F2 /* Documents.plist */ = {isa = PBXFileReference; path = "Documents.plist"; sourceTree = "<group>"; };
          		G1 /* App */ = {isa = PBXGroup; children = (F1, F2); path = App; sourceTree = "<group>"; };
          		R1 = {isa = PBXResourcesBuildPhase; files = (B1); };
          		S1 = {isa = PBXShellScriptBuildPhase; shellPath = /bin/sh; shellScript = "\(script)"; };

          """))
    let (project, _) = try ProjectShapesTests.discover(folder)
    let app = try #require(project.targets.first { $0.name == "App" })
    let catalogs = app.tables.filter { $0.format == .catalog }.map(\.path)
    #expect(catalogs.contains("App/Documents-InfoPlist.xcstrings") == renames, "\(catalogs)")
    // Not renamed, it holds translations the system never shows: the model says which.
    #expect(
      app.localization.misplacedInfoPlistCatalogs
        == (renames ? [:] : ["App/Documents-InfoPlist.xcstrings": ["NSCameraUsageDescription"]]))
  }

  /// Each configuration names its own Info.plist through settings (`$(CFG_PLIST)`, defined by
  /// the project, holding `$(CONFIGURATION)`): the shipping configuration's is the target's,
  /// and a key only the Debug one declares is shown to nobody. A target setting that refers to
  /// itself (`$(IPHONEOS_DEPLOYMENT_TARGET)`) takes the project's value.
  @Test func theShippingConfigurationsInfoPlistAndInheritedSettingsAreRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "configurations-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ text: String) throws { try Self.write(text, to: path, in: folder) }
    func plist(_ keys: [String]) -> String {
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        + keys.map { "\t<key>\($0)</key>\n\t<string>Scan receipts.</string>\n" }.joined()
        + "</dict>\n</plist>\n"
    }
    try write(
      "App/Info-Debug.plist", plist(["NSCameraUsageDescription", "NSLocalNetworkUsageDescription"]))
    try write("App/Info-Release.plist", plist(["NSCameraUsageDescription"]))
    try write(
      "App.xcodeproj/project.pbxproj",
      """
      // !$*UTF8*$!
      {
      	archiveVersion = 1;
      	objectVersion = 56;
      	objects = {
      		G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
      		P1 = {isa = PBXProject; buildConfigurationList = L1; developmentRegion = en; knownRegions = (en); mainGroup = G0; targets = (T1); };
      		T1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = App; productType = "com.apple.product-type.application"; };
      		C1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {CFG_PLIST = "App/Info-$(CONFIGURATION).plist"; IPHONEOS_DEPLOYMENT_TARGET = 16.0;}; name = Debug; };
      		C2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {CFG_PLIST = "App/Info-$(CONFIGURATION).plist"; IPHONEOS_DEPLOYMENT_TARGET = 16.0;}; name = Release; };
      		C3 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(CFG_PLIST)"; IPHONEOS_DEPLOYMENT_TARGET = "$(IPHONEOS_DEPLOYMENT_TARGET)";}; name = Debug; };
      		C4 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(CFG_PLIST)"; IPHONEOS_DEPLOYMENT_TARGET = "$(IPHONEOS_DEPLOYMENT_TARGET)";}; name = Release; };
      		L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
      		L2 = {isa = XCConfigurationList; buildConfigurations = (C3, C4); };
      	};
      	rootObject = P1;
      }

      """)
    let (project, _) = try ProjectShapesTests.discover(folder)
    let app = try #require(project.targets.first { $0.name == "App" })
    #expect(
      Set(app.sources.map(\.key)) == ["NSCameraUsageDescription"], "\(app.sources.map(\.key))")
    #expect(app.buildSettings?.values["IPHONEOS_DEPLOYMENT_TARGET"] == "16.0")
  }

  /// `INFOPLIST_FILE = ""` (Green's frameworks) names no Info.plist: the target is read without
  /// one, and the project folder is never read as a file.
  @Test func anEmptyInfoPlistSettingNamesNoFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "empty-plist-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write(
      """
      // !$*UTF8*$!
      {
      	archiveVersion = 1;
      	objectVersion = 56;
      	objects = {
      		G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
      		P1 = {isa = PBXProject; buildConfigurationList = L1; developmentRegion = en; knownRegions = (en); mainGroup = G0; targets = (T1); };
      		T1 /* Kit */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = Kit; productType = "com.apple.product-type.framework"; };
      		C1 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
      		C2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = ""; PRODUCT_NAME = Kit;}; name = Release; };
      		L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
      		L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
      	};
      	rootObject = P1;
      }

      """, to: "Kit.xcodeproj/project.pbxproj", in: folder)
    let (project, issues) = try ProjectShapesTests.discover(folder)
    #expect(issues.isEmpty, "\(issues)")
    let kit = try #require(project.targets.first { $0.name == "Kit" })
    #expect(kit.sourceFiles.isEmpty)
  }
}

/// What a catalog of another name tells of a target's languages.
@Suite struct OtherCatalogTests {
  /// A key marked "Don't translate" is no string to translate, but its translations of the
  /// Info.plist's keys are still misplaced; a language's forms Xcode filled as "new" are none.
  @Test func countsStringsToTranslateAndFindsEveryTranslatedKey() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "other-catalog-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Localizable.xcstrings").path
    try ProjectShapesTests.write(
      #"{"sourceLanguage":"en","strings":{"NSCameraUsageDescription":{"shouldTranslate":false,"localizations":{"de":{"stringUnit":{"state":"translated","value":"Scanne Belege."}}}},"Done":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Fertig"}},"fr":{"stringUnit":{"state":"new","value":"Done"}}}}},"version":"1.0"}"#,
      to: "Localizable.xcstrings", in: folder)
    let session = DiscoverySession(options: DiscoveryOptions(displayBase: folder.path))
    let read = session.otherCatalog(path, translating: ["NSCameraUsageDescription"])
    #expect(read.translated == ["NSCameraUsageDescription"])
    #expect(read.strings == 1)
    #expect(read.translatedByLanguage == ["de": 1, "fr": 0])
  }
}
