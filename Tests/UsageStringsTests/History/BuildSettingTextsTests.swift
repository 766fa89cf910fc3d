import Testing

@testable import UsageStrings

/// A build-setting source through history: each version's `INFOPLIST_KEY_…` settings.
@Suite struct BuildSettingTextsTests {
  @Test func aProjectGivesTheKeysEveryConfigurationAgreesOn() {
    let project = """
      // !$*UTF8*$!
      {
      	objects = {
      		C1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_NSCameraUsageDescription = "Scan receipts."; INFOPLIST_KEY_NSMicrophoneUsageDescription = "Dictate (debug)";}; name = Debug; };
      		C2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_NSCameraUsageDescription = "Scan receipts."; INFOPLIST_KEY_NSMicrophoneUsageDescription = Dictate;}; name = Release; };
      	};
      }
      """
    let values = BuildSettingTexts.read(Array(project.utf8), path: "App.xcodeproj/project.pbxproj")
    // Debug and Release differ on the microphone: which one a version meant is unknown.
    #expect(values == ["NSCameraUsageDescription": "Scan receipts."])
  }

  @Test func anXCConfigGivesItsUnconditionalSettings() {
    let config = """
      INFOPLIST_KEY_NSCameraUsageDescription = Scan receipts.
      INFOPLIST_KEY_NSCameraUsageDescription[sdk=macosx*] = Scan on the Mac.
      PRODUCT_NAME = Receipts
      """
    #expect(
      BuildSettingTexts.read(Array(config.utf8), path: "App.xcconfig")
        == ["NSCameraUsageDescription": "Scan receipts."])
  }
}
