import Testing

@testable import UsageStrings

/// A project whose object IDs repeat (MedLens's generator gave a variant group the ID of one of
/// its versions) is read the same way on every run: the first group that lists a child is its
/// parent, and a version that is a group is none.
@Suite struct XcodeProjectRepeatedIDTests {
  static let text = """
    // !$*UTF8*$!
    {
    	objects = {
    		B1 /* InfoPlist.strings in Resources */ = {isa = PBXBuildFile; fileRef = V1; };
    		F1 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    		V1 /* el */ = {isa = PBXFileReference; name = el; path = el.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    		G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
    		G1 /* App */ = {isa = PBXGroup; children = (V1, F2); path = App; sourceTree = "<group>"; };
    		F2 /* Info.plist */ = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
    		P1 = {isa = PBXProject; buildConfigurationList = L1; developmentRegion = en; mainGroup = G0; targets = (T1); };
    		R1 = {isa = PBXResourcesBuildPhase; files = (B1); };
    		T1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (R1); name = App; productType = "com.apple.product-type.application"; };
    		V1 /* InfoPlist.strings */ = {isa = PBXVariantGroup; children = (F1, V1); name = InfoPlist.strings; sourceTree = "<group>"; };
    		C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist;}; name = Release; };
    		L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
    	};
    	rootObject = P1;
    }
    """

  /// The same project with the variant group written before the group that holds it.
  static let groupFirst = text.replacingOccurrences(
    of:
      "\t\tV1 /* InfoPlist.strings */ = {isa = PBXVariantGroup; children = (F1, V1); name = InfoPlist.strings; sourceTree = \"<group>\"; };\n",
    with: ""
  ).replacingOccurrences(
    of: "\t\tG0 = {",
    with:
      "\t\tV1 /* InfoPlist.strings */ = {isa = PBXVariantGroup; children = (F1, V1); name = InfoPlist.strings; sourceTree = \"<group>\"; };\n\t\tG0 = {"
  )

  @Test(arguments: [text, groupFirst])
  func aGroupListedInItselfKeepsTheParentThatHoldsIt(_ text: String) throws {
    #expect(text.contains("V1 /* InfoPlist.strings */"))
    guard
      case .success(let project) = XcodeProject.read(
        TextFile(path: "project.pbxproj", bytes: Array(text.utf8)),
        absolutePath: "/p/App.xcodeproj/project.pbxproj")
    else { throw ToolIssue.fileUnreadable(path: "project.pbxproj", reason: "does not read") }
    let group = try #require(project.targets.first?.variantGroups.first)
    #expect(group.folder == "/p/App")
    #expect(group.files.map(\.region) == ["en"])
    #expect(group.files.map(\.path) == ["/p/App/en.lproj/InfoPlist.strings"])
  }
}
