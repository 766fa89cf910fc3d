/// `missing-file`: a file the project names that is not on disk.
public struct MissingFileRule: Rule {
  public static let description = RuleDescription(
    id: "missing-file", name: "Missing file",
    summary: "a file the project names (an .xcconfig, an Info.plist, a table) that is not there",
    rationale: """
      A checkout often lacks a file its project names: a base configuration that is git-ignored \
      with a template committed (copied by a setup script), an Info.plist a build step \
      generates, a Pods `.xcconfig` before `pod install` (that one is expected, and not noted). \
      Xcode warns and builds; so does `check`: it notes what the file would have supplied, \
      leaves unknown what depends on it (a `$(VAR)` it would have set is never expanded or \
      compared) and checks everything else. Create the file (run the setup script) to have it \
      checked too. A Tuist manifest (`Project.swift`) with no project generated beside it is noted \
      the same way: only Tuist can evaluate it, so its targets are found by their folders. A \
      file the repository keeps encrypted (git-crypt, transcrypt) is ciphertext in a checkout \
      without the key: it is noted as not read, never reported as a broken plist or table.
      """,
    defaultSeverity: .note, scope: .source,
    examples: [
      .passing(
        .file("App.xcodeproj/project.pbxproj", project(baseConfiguration: "")),
        .infoPlist("\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n")),
      .failing(
        .file(
          "App.xcodeproj/project.pbxproj",
          project(baseConfiguration: "baseConfigurationReference = ↓X1; ")),
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>$(APP_NAME) scans receipts.</string>\n"
        )),
    ])

  /// A project with one app whose Release configuration may be based on `Config/App.xcconfig`,
  /// which no example writes.
  static func project(baseConfiguration: String) -> String {
    """
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	objectVersion = 56;
    	objects = {
    		F2 /* Info.plist */ = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
    		X1 /* App.xcconfig */ = {isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = "<group>"; };
    		G0 = {isa = PBXGroup; children = (G1, X1); sourceTree = "<group>"; };
    		G1 /* App */ = {isa = PBXGroup; children = (F2); path = App; sourceTree = "<group>"; };
    		P1 /* Project */ = {isa = PBXProject; buildConfigurationList = L1; developmentRegion = en; knownRegions = (en); mainGroup = G0; targets = (T1); };
    		T1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = App; productType = "com.apple.product-type.application"; };
    		C1 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
    		C2 /* Release */ = {isa = XCBuildConfiguration; \(baseConfiguration)buildSettings = {INFOPLIST_FILE = App/Info.plist; APP_NAME = Receipts;}; name = Release; };
    		L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
    		L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
    	};
    	rootObject = P1;
    }
    """
  }

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for missing in context.project.missingFiles {
      emit(Finding(missing.message, at: missing.location))
    }
  }
}
