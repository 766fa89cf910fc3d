import Foundation
import Testing

@testable import UsageStrings

/// The model of an app as iOS and Xcode see it, on small apps written to disk: which target
/// owns which table, which languages ship, which text is the source, what a build setting says.
@Suite struct ResolvedModelTests {
  /// Writes `files` (relative path → text) into a new folder.
  static func app(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-model-\(UUID().uuidString)")
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }

  /// A copy of a fixture, for a test that changes it.
  static func copy(_ fixture: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-model-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let app = folder.appendingPathComponent(Paths.lastComponent(fixture))
    try FileManager.default.copyItem(at: Fixtures.url(fixture), to: app)
    return app
  }

  static func plist(_ entries: [(String, String)]) -> String {
    ExampleFile.plistHeader
      + entries.map { "\t<key>\($0.0)</key>\n\t<string>\($0.1)</string>\n" }.joined()
      + ExampleFile.plistFooter
  }

  static func check(_ folder: URL, only: Set<String>? = nil, configuration: String? = nil) throws
    -> (
      Project, [Diagnostic]
    )
  {
    let configuration =
      try configuration.map {
        try ConfigurationLoader.parse($0, directory: folder.path, knownRules: RuleRegistry.knownIDs)
          .configuration
      } ?? Configuration(directory: folder.path)
    let (project, _) = try ProjectDiscovery.discover(
      folder.path, options: configuration.discoveryOptions(displayBase: folder.path))
    var options = LintOptions(configuration: configuration, locales: try LocaleCatalog.load())
    options.only = only
    options.displayBase = folder.path
    return (project, Linter.lint([project], options: options).diagnostics)
  }

  /// Without a project file, a table in a resource folder meets the Info.plist of the folder
  /// that names both, and no target is made of the resource folder.
  @Test func resourceFolderTablesMeetTheirInfoPlist() throws {
    let folder = try Self.app([
      "App/SupportingFiles/Info.plist": Self.plist([
        ("NSCameraUsageDescription", "Scan receipts."),
        ("NSMicrophoneUsageDescription", "Dictate notes."),
      ]),
      "App/Assets/de.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (project, diagnostics) = try Self.check(folder, only: ["missing-translation"])
    #expect(project.targets.map(\.name) == ["App"])
    #expect(
      diagnostics.map { "\($0.key ?? "") \($0.locale ?? "")" } == [
        "NSMicrophoneUsageDescription de"
      ])
  }

  /// Test bundles never ship: by folder without a project, by product type with one.
  @Test func testTargetsAreNotChecked() throws {
    let folder = try Self.app([
      "App/Info.plist": Self.plist([("NSCameraUsageDescription", "Scan receipts.")]),
      "AppUITests/Info.plist": Self.plist([("CFBundleName", "Tests")]),
      "AppUITests/de.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Tests\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.check(folder).0.targets.map(\.name) == ["App"])
    let included = try Self.check(folder, configuration: "{\"includeTestTargets\": true}").0
    #expect(included.targets.map(\.name).sorted() == ["App", "AppUITests"])
    #expect(included.targets.first { $0.name == "AppUITests" }?.isTest == true)

    let app = try Self.copy("XcodeApp")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let pbxproj = app.appendingPathComponent("Receipts.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: pbxproj, encoding: .utf8)
    #expect(try Self.check(app).0.targets.map(\.name).contains("Share Extension"))
    try Data(
      text.replacingOccurrences(
        of: "com.apple.product-type.app-extension", with: "com.apple.product-type.bundle.unit-test"
      ).utf8
    ).write(to: pbxproj)
    #expect(try !Self.check(app).0.targets.map(\.name).contains("Share Extension"))
  }

  /// A library's sample app (FreeAPS's copy of LoopKit holds "LoopKit Example") ships to
  /// nobody beside the real app; checked alone, it is the app.
  @Test func sampleAppsBesideAnAppAreNotChecked() throws {
    let folder = try Self.app([
      "App/Info.plist": Self.plist([("NSCameraUsageDescription", "Scan receipts.")]),
      "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n",
      "Kit/KitExample/Info.plist": Self.plist([("NSHealthShareUsageDescription", "Demo data.")]),
      "Kit/KitExample/de.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Kit\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.check(folder).0.targets.map(\.name) == ["App"])
    let included = try Self.check(folder, configuration: "{\"includeTestTargets\": true}").0
    #expect(included.targets.map(\.name).sorted() == ["App", "KitExample"])
    // An extension beside a sample is no other app: the sample is then the app.
    let withExtension = try Self.app([
      "Example/Info.plist": Self.plist([("NSCameraUsageDescription", "Scan receipts.")]),
      "Service/Info.plist": ExampleFile.plistHeader
        + "\t<key>NSExtension</key>\n\t<dict>\n\t\t<key>NSExtensionPointIdentifier</key>\n\t\t<string>com.apple.usernotifications.service</string>\n\t</dict>\n"
        + "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n"
        + ExampleFile.plistFooter,
    ])
    defer { try? FileManager.default.removeItem(at: withExtension) }
    #expect(try Self.check(withExtension).0.targets.map(\.name).sorted() == ["Example", "Service"])
    // A plugin's example app vendored beside the app (digitales_register's `packages/`), by
    // its folder: both are named Runner.
    let vendored = try Self.app([
      "ios/Runner/Info.plist": Self.plist([("NSFaceIDUsageDescription", "Unlock your grades.")]),
      "packages/storage/example/ios/Runner/Info.plist": Self.plist([
        ("NSFaceIDUsageDescription", "Exame of using face id.")
      ]),
    ])
    defer { try? FileManager.default.removeItem(at: vendored) }
    let checked = try Self.check(vendored).0
    #expect(checked.targets.map(\.name) == ["Runner"])
    #expect(checked.targets.first?.sources.first?.value == "Unlock your grades.")
    let alone = folder.appendingPathComponent("Kit")
    #expect(try Self.check(alone).0.targets.map(\.name) == ["KitExample"])
    #expect(TargetAssembler.isSampleName("LoopKit Example"))
    #expect(TargetAssembler.isSampleName("demo-app"))
    #expect(TargetAssembler.isSampleName("SwiftUIExample"))
    #expect(TargetAssembler.isSampleName("iOSDemo"))
    #expect(TargetAssembler.isSampleName("Save Screenshots"))
    #expect(!TargetAssembler.isSampleName("ScreenshotEditor"))
    #expect(!TargetAssembler.isSampleName("Screenshots"))
    #expect(!TargetAssembler.isSampleName("Exemplary"))
    #expect(!TargetAssembler.isSampleName("Resample"))
  }

  /// A desktop app built with CMake has only an Info.plist template (Jami's
  /// `cmake/MacOSXBundleInfo.plist.in`): it is the app's Info.plist, not "no app found".
  @Test func anInfoPlistTemplateIsTheAppsInfoPlist() throws {
    let folder = try Self.app([
      "cmake/MacOSXBundleInfo.plist.in": Self.plist([
        ("CFBundleIdentifier", "${MACOSX_BUNDLE_GUI_IDENTIFIER}"),
        ("NSCameraUsageDescription", "Make video calls."),
      ]),
      "share/Info.plist.cmake": Self.plist([("CFBundleName", "${PROJECT_NAME}")]),
      "notes/todo.plist.in": Self.plist([("Items", "none")]),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let targets = try Self.check(folder).0.targets
    #expect(targets.map(\.name).sorted() == ["share", folder.lastPathComponent].sorted())
    let app = targets.first { $0.name == folder.lastPathComponent }
    #expect(app?.sources.map(\.key).contains("NSCameraUsageDescription") == true)

    // A template that is no plist until filled in, or beside the Info.plist it makes, is not
    // one more Info.plist.
    let other = try Self.app([
      "App/Info.plist": Self.plist([("NSCameraUsageDescription", "Make video calls.")]),
      "App/Info.plist.in": Self.plist([("NSCameraUsageDescription", "${CAMERA_TEXT}")]),
      "Tool/Info.plist.in": ExampleFile.plistHeader
        + "\t<key>NSHighResolutionCapable</key>\n\t@HIGH_RES@\n" + ExampleFile.plistFooter,
    ])
    defer { try? FileManager.default.removeItem(at: other) }
    let (project, diagnostics) = try Self.check(other)
    #expect(project.targets.map(\.name) == ["App"])
    #expect(!diagnostics.contains { $0.ruleID == "syntax-error" })
  }

  /// A CMake app's iOS and macOS Info.plist templates side by side (MerginMaps'
  /// `cmake_templates/`) are built from the same code: each target reads all of it. Other
  /// Info.plists side by side do not share it.
  @Test func templatesSideBySideShareTheirCode() throws {
    let folder = try Self.app([
      "cmake_templates/iOSInfo.plist.in": Self.plist([("NSCameraUsageDescription", "Scan.")]),
      "cmake_templates/macOSInfo.plist.in": Self.plist([("NSCameraUsageDescription", "Scan.")]),
      "app/Scanner.swift": "import AVFoundation\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let targets = try Self.check(folder).0.targets
    #expect(targets.count == 2)
    for target in targets {
      #expect(
        target.code.files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Scanner.swift"])
    }

    // Two Info.plists in one folder (Telegram's for Xcode and for Bazel): the first takes the
    // code, as before; sharing it made the other's unscanned code look like none.
    let other = try Self.app([
      "App/Info.plist": Self.plist([("NSCameraUsageDescription", "Scan.")]),
      "App/InfoBazel.plist": Self.plist([("NSCameraUsageDescription", "Scan.")]),
      "App/Scanner.swift": "import AVFoundation\n",
    ])
    defer { try? FileManager.default.removeItem(at: other) }
    let pair = try Self.check(other).0.targets
    #expect(pair.count == 2)
    #expect(pair.map(\.code.files.count).sorted() == [0, 1])
  }

  /// A framework's Info.plist is not where the system reads purpose strings: its host's is, so
  /// none of its purpose keys is missing from a language (LoopKit's Health texts in FreeAPS).
  @Test func aFrameworksPurposeStringsNeedNoTranslation() throws {
    let app = try Self.copy("XcodeApp")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let pbxproj = app.appendingPathComponent("Receipts.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: pbxproj, encoding: .utf8)
    let rules: Set<String> = ["missing-translation", "missing-source-translation"]
    let before = try Self.check(app, only: rules).1
    #expect(before.contains { $0.location?.file.contains("Scanner") == true })
    try Data(
      text.replacingOccurrences(
        of: "\"com.apple.product-type.application\"", with: "\"com.apple.product-type.framework\""
      ).utf8
    ).write(to: pbxproj)
    let after = try Self.check(app, only: rules).1
    #expect(!after.contains { $0.location?.file.contains("Scanner") == true })
  }

  /// `$(PRODUCT_NAME)` in a build setting is expanded from the target's settings; without a
  /// project it cannot be, and is never taken as text.
  @Test func buildSettingsAreExpanded() throws {
    let app = try Self.copy("XcodeApp")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let pbxproj = app.appendingPathComponent("Receipts.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: pbxproj, encoding: .utf8)
    try Data(
      text.replacingOccurrences(
        of: "INFOPLIST_KEY_NSPhotoLibraryUsageDescription = \"Share photos of receipts.\";",
        with:
          "INFOPLIST_KEY_NSPhotoLibraryUsageDescription = \"Share photos of receipts from $(PRODUCT_NAME:upper).\";\n\t\t\t\tINFOPLIST_KEY_CFBundleDisplayName = \"$(PRODUCT_NAME)\";"
      ).utf8
    ).write(to: pbxproj)
    let (project, _) = try Self.check(app)
    let target = try #require(
      ModelResolver().resolve(project).targets.first { $0.target.name == "Share Extension" })
    #expect(target.sources["CFBundleDisplayName"]?.text == "Share Extension")
    #expect(target.sources["CFBundleDisplayName"]?.written == "$(PRODUCT_NAME)")
    #expect(
      target.sources["NSPhotoLibraryUsageDescription"]?.text
        == "Share photos of receipts from SHARE EXTENSION.")

    let loose = try Self.app([
      "App/Info.plist": Self.plist([
        ("CFBundleDisplayName", "$(PRODUCT_NAME)"),
        ("NSCameraUsageDescription", "$(PRODUCT_NAME) scans receipts."),
      ]),
      "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Receipts\";\n",
      "App/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Belege\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: loose) }
    let resolved = try #require(ModelResolver().resolve(try Self.check(loose).0).targets.first)
    // The English table wins; the camera text cannot be known without build settings.
    #expect(resolved.sources["CFBundleDisplayName"]?.text == "Receipts")
    #expect(resolved.sources["NSCameraUsageDescription"]?.text == nil)
    #expect(
      resolved.sources["NSCameraUsageDescription"]?.written == "$(PRODUCT_NAME) scans receipts.")
  }

  /// A deprecated key that no system the target supports reads is retired: by the deployment
  /// target of its build settings, else by the oldest system the current Xcode builds for.
  @Test func retiredKeysFollowTheDeploymentTarget() throws {
    let app = try Self.copy("XcodeApp")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let pbxproj = app.appendingPathComponent("Receipts.xcodeproj/project.pbxproj")
    let original = try String(contentsOf: pbxproj, encoding: .utf8)
    func share(_ settings: String) throws -> ResolvedTarget {
      try Data(
        original.replacingOccurrences(
          of: "INFOPLIST_KEY_NSPhotoLibraryUsageDescription = \"Share photos of receipts.\";",
          with: "INFOPLIST_KEY_NSPhotoLibraryUsageDescription = \"Share photos of receipts.\";\n"
            + "INFOPLIST_KEY_NSLocationAlwaysUsageDescription = \"Log trips.\";\n"
            + "INFOPLIST_KEY_NSLocationUsageDescription = \"Log trips.\";\n"
            + "INFOPLIST_KEY_NSLocationAlwaysAndWhenInUseUsageDescription = \"Log trips.\";\n"
            + settings
        ).utf8
      ).write(to: pbxproj)
      return try #require(
        ModelResolver().resolve(try Self.check(app).0).targets.first {
          $0.target.name == "Share Extension"
        })
    }
    let old = try share("IPHONEOS_DEPLOYMENT_TARGET = 10.3;")
    #expect(
      old.resolvedSources.deployment == Deployment(platform: "ios", minimum: "10.3", isKnown: true))
    // Every key no system the target supports reads, declared or not.
    #expect(old.resolvedSources.retiredKeys.contains("NSLocationUsageDescription"))
    #expect(!old.resolvedSources.retiredKeys.contains("NSLocationAlwaysUsageDescription"))
    #expect(old.resolvedSources.purposeKeys.contains("NSLocationAlwaysUsageDescription"))
    let new = try share("IPHONEOS_DEPLOYMENT_TARGET = 16.4;")
    #expect(
      new.resolvedSources.retiredKeys.isSuperset(of: [
        "NSLocationAlwaysUsageDescription", "NSLocationUsageDescription",
      ]))
    #expect(!new.resolvedSources.purposeKeys.contains("NSLocationAlwaysUsageDescription"))
    // macOS still reads NSLocationUsageDescription: it is its location key.
    let mac = try share("SDKROOT = macosx;\nMACOSX_DEPLOYMENT_TARGET = 14.0;")
    #expect(mac.resolvedSources.deployment.platform == "macos")
    #expect(!mac.resolvedSources.retiredKeys.contains("NSLocationUsageDescription"))
    // Deprecated in macOS 14, when the full-access keys came: a target for macOS 14 reads those.
    // A Mac has no Face ID (Aidoku's macOS target evaluates the owner policy with no key).
    #expect(
      mac.resolvedSources.retiredKeys == [
        "NSCalendarsUsageDescription", "NSFaceIDUsageDescription", "NSRemindersUsageDescription",
      ])

    // Without build settings: iOS 12, the oldest the current Xcode builds for. The retired key's
    // strings are not shown, so no rule but the key's own looks at them.
    let loose = try Self.app([
      "App/Info.plist": Self.plist([
        ("NSLocationAlwaysUsageDescription", "Log trips.\\nAlways."),
        ("NSLocationAlwaysAndWhenInUseUsageDescription", "Log trips in the background."),
        ("NSLocationWhenInUseUsageDescription", "Log trips."),
      ]),
      "App/de.lproj/InfoPlist.strings":
        "\"NSLocationAlwaysAndWhenInUseUsageDescription\" = \"Fahrten im Hintergrund aufzeichnen.\";\n"
        + "\"NSLocationWhenInUseUsageDescription\" = \"Fahrten aufzeichnen.\";\n"
        + "\"NSLocationAlwaysUsageDescription\" = \"Log trips.\\nAlways.\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: loose) }
    let (project, diagnostics) = try Self.check(loose)
    let resolved = try #require(ModelResolver().resolve(project).targets.first)
    #expect(resolved.resolvedSources.deployment.isKnown == false)
    #expect(resolved.resolvedSources.retiredKeys.contains("NSLocationAlwaysUsageDescription"))
    #expect(!resolved.resolvedSources.retiredKeys.contains("NSLocationWhenInUseUsageDescription"))
    #expect(
      resolved.strings.filter { $0.key == "NSLocationAlwaysUsageDescription" }.allSatisfy {
        !$0.isShown
      })
    #expect(diagnostics.map(\.ruleID) == ["deprecated-usage-key"])
    #expect(diagnostics.first?.severity == .note)
  }

  /// A CocoaPods checkout before `pod install`: the targets' settings files under `Pods/` are
  /// not there yet. Their settings are unknown, which is no failure of the run, and expected;
  /// any other missing settings file is noted (`missing-file`), and no failure either.
  @Test func dependencyManagerSettingsNotInstalledAreNoError() throws {
    let app = try Self.copy("XcodeApp")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let pbxproj = app.appendingPathComponent("Receipts.xcodeproj/project.pbxproj")
    let original = try String(contentsOf: pbxproj, encoding: .utf8)
    func discover(_ path: String) throws -> (Project, [ToolIssue]) {
      try Data(
        original.replacingOccurrences(
          of: "path = Base.xcconfig; sourceTree", with: "path = \"\(path)\"; sourceTree"
        ).utf8
      ).write(to: pbxproj)
      return try ProjectDiscovery.discover(
        app.path,
        options: Configuration(directory: app.path).discoveryOptions(displayBase: app.path))
    }
    let pods = try discover(
      "Pods/Target Support Files/Pods-Receipts/Pods-Receipts.release.xcconfig")
    #expect(pods.1.isEmpty)
    #expect(pods.0.missingFiles.isEmpty)
    let missing = try discover("Config/Missing.xcconfig")
    #expect(missing.1.isEmpty)
    #expect(missing.0.missingFiles.map(\.path) == ["Configs/Config/Missing.xcconfig"])
  }

  /// A table on disk that the project does not build never ships: it is not checked, its
  /// language is not one the app ships, and `unbuilt-table` says so once.
  @Test func tablesTheProjectDoesNotBuildDoNotShip() throws {
    let app = try Self.copy("XcodeApp")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let french = app.appendingPathComponent("Sources/Scanner/fr.lproj/InfoPlist.strings")
    try FileManager.default.createDirectory(
      at: french.deletingLastPathComponent(), withIntermediateDirectories: true)
    // An untranslated copy: were it checked, `untranslated` would say so.
    let english = try Data(
      contentsOf: app.appendingPathComponent("Sources/Scanner/en.lproj/InfoPlist.strings"))
    try english.write(to: french)
    let (project, diagnostics) = try Self.check(app)
    let scanner = try #require(
      ModelResolver().resolve(project).targets.first { $0.target.name == "Scanner" })
    #expect(!scanner.shippedLocales.map(\.canonical).contains("fr"))
    #expect(!scanner.tables.contains { $0.locale.canonical == "fr" })
    let findings = diagnostics.filter { $0.locale == "fr" }
    #expect(findings.map(\.ruleID) == ["unbuilt-table"], "\(findings.map(\.message))")
    #expect(findings.first?.message.contains("'fr.lproj/InfoPlist.strings' is not in") == true)
  }

  /// The languages an app ships are those of all its localized resources.
  @Test func shippedLanguagesAreThoseOfEveryResource() throws {
    let folder = try Self.app([
      "App/Info.plist": Self.plist([("NSCameraUsageDescription", "Scan receipts.")]),
      "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n",
      "App/fr.lproj/Main.strings": "\"title\" = \"Reçus\";\n",
      "App/en-GB.lproj/Main.strings": "\"title\" = \"Receipts\";\n",
      "App/Localizable.xcstrings": """
      {"sourceLanguage": "en", "strings": {"Hello": {"localizations": {
        "ja": {"stringUnit": {"state": "translated", "value": "こんにちは"}}}}}, "version": "1.0"}
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (project, diagnostics) = try Self.check(folder, only: ["missing-translation"])
    let target = try #require(ModelResolver().resolve(project).targets.first)
    #expect(Set(target.shippedLocales.map(\.raw)) == ["de", "fr", "ja"])
    #expect(Set(diagnostics.compactMap(\.locale)) == ["fr", "ja"])
  }

  /// String Catalogs: "Don't translate" is never missing or untranslated; a key with no
  /// localization is missing; a copy of the source is untranslated whatever its state.
  @Test func catalogSemantics() throws {
    let folder = try Self.app([
      "App/Info.plist": Self.plist([
        ("NSCameraUsageDescription", "Scan receipts to file them."),
        ("NSMicrophoneUsageDescription", "Dictate notes."),
      ]),
      "App/InfoPlist.xcstrings": """
      {"sourceLanguage": "en", "strings": {
        "NSCameraUsageDescription": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Scan receipts to file them."}},
          "de": {"stringUnit": {"state": "translated", "value": "Scan receipts to file them."}}}},
        "NSMicrophoneUsageDescription": {},
        "ProductCode": {"shouldTranslate": false, "localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "RCPT 2"}}}}},
        "version": "1.0"}
      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, diagnostics) = try Self.check(folder, only: ["missing-translation", "untranslated"])
    #expect(
      Set(diagnostics.map { "\($0.ruleID) \($0.key ?? "") \($0.locale ?? "")" }) == [
        "untranslated NSCameraUsageDescription de",
        "missing-translation NSMicrophoneUsageDescription de",
      ])
  }
}
