import Foundation
import Testing

@testable import UsageStrings

/// A table several targets build is checked once per target: what two of them find again in it
/// is one finding, even where a third target's check of the table comes between (VLC's five
/// targets build one InfoPlist.strings; two declare a key its tables lack).
@Suite struct SharedTableRepeatsTests {
  @Test func aFindingTwoTargetsRepeatIsReportedOnce() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-repeats-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let both =
      "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n\t<key>NSMicrophoneUsageDescription</key>\n\t<string>Dictate notes for your receipts.</string>\n"
    let cameraOnly =
      "\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts to file them.</string>\n"
    for (name, entries) in [("A", both), ("B", cameraOnly), ("C", both)] {
      try ProjectShapesTests.write(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(entries)</dict>\n</plist>\n",
        to: "\(name)/Info.plist", in: folder)
    }
    try ProjectShapesTests.write(
      "\"NSCameraUsageDescription\" = \"Scan receipts to file them.\";\n\"NSMicrophoneUsageDescription\" = \"Dictate notes for your receipts.\";\n",
      to: "Shared/en.lproj/InfoPlist.strings", in: folder)
    try ProjectShapesTests.write(
      "\"NSCameraUsageDescription\" = \"Scanne Belege, um sie abzulegen.\";\n",
      to: "Shared/de.lproj/InfoPlist.strings", in: folder)
    try ProjectShapesTests.write(Self.project, to: "App.xcodeproj/project.pbxproj", in: folder)
    // As `check` reads them: each language's tables late, one unit per target and language.
    var discovery = DiscoveryOptions(displayBase: folder.path)
    discovery.defersTranslations = true
    let (project, _) = try ProjectDiscovery.discover(folder.path, options: discovery)
    #expect(project.targets.map(\.name) == ["A", "B", "C"])
    var options = LintOptions(
      configuration: Configuration(directory: folder.path), locales: try LocaleCatalog.load())
    options.displayBase = folder.path
    let missing = Linter.lint([project], options: options).diagnostics.filter {
      $0.ruleID == "missing-translation" && $0.locale == "de"
    }
    #expect(missing.map(\.key) == ["NSMicrophoneUsageDescription"], "\(missing.map(\.message))")
  }

  /// Targets A, B and C, in that order, each with its own Info.plist, all building `Shared/`'s
  /// InfoPlist.strings.
  static let project = """
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	objectVersion = 56;
    	objects = {
    		B1 = {isa = PBXBuildFile; fileRef = V1; };
    		B2 = {isa = PBXBuildFile; fileRef = V1; };
    		B3 = {isa = PBXBuildFile; fileRef = V1; };
    		F1 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    		F2 /* de */ = {isa = PBXFileReference; name = de; path = de.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    		G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
    		G1 /* Shared */ = {isa = PBXGroup; children = (V1); path = Shared; sourceTree = "<group>"; };
    		P1 = {isa = PBXProject; buildConfigurationList = L0; developmentRegion = en; knownRegions = (en, de); mainGroup = G0; targets = (T1, T2, T3); };
    		R1 = {isa = PBXResourcesBuildPhase; files = (B1); };
    		R2 = {isa = PBXResourcesBuildPhase; files = (B2); };
    		R3 = {isa = PBXResourcesBuildPhase; files = (B3); };
    		T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (R1); name = A; productType = "com.apple.product-type.application"; };
    		T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (R2); name = B; productType = "com.apple.product-type.application"; };
    		T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (R3); name = C; productType = "com.apple.product-type.application"; };
    		V1 /* InfoPlist.strings */ = {isa = PBXVariantGroup; children = (F1, F2); name = InfoPlist.strings; sourceTree = "<group>"; };
    		C0 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
    		C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = A/Info.plist;}; name = Release; };
    		C2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = B/Info.plist;}; name = Release; };
    		C3 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = C/Info.plist;}; name = Release; };
    		L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
    		L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
    		L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
    		L3 = {isa = XCConfigurationList; buildConfigurations = (C3); };
    	};
    	rootObject = P1;
    }
    """
}
