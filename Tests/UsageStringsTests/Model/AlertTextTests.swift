import Foundation
import Testing

@testable import UsageStrings

/// The alerts `report --html` draws: the registry's titles, each shown by a source, and the
/// words most alerts use, naming the service, for the rest.
@Suite struct AlertTextTests {
  static func title(_ key: String) -> String {
    AlertText.of(key: key, service: UsageKeyRegistry.standard[key]?.service).title(app: "Pantry")
  }

  @Test(arguments: [
    ("NSCameraUsageDescription", "“Pantry” Would Like to Access the Camera"),
    ("NSPhotoLibraryUsageDescription", "“Pantry” Would Like to Access Your Photos"),
    ("NSPhotoLibraryAddUsageDescription", "“Pantry” Would Like to Add to your Photos"),
    ("NSSpeechRecognitionUsageDescription", "“Pantry” Would Like to Access Speech Recognition"),
    ("NSSiriUsageDescription", "Would You Like to Use “Pantry” with Siri?"),
    ("NSFaceIDUsageDescription", "Do you want to allow “Pantry” to use Face ID?"),
    ("NSLocationAlwaysAndWhenInUseUsageDescription", "Allow “Pantry” to use your location?"),
    // A deprecated key's alert is its replacement's.
    ("NSBluetoothPeripheralUsageDescription", "“Pantry” Would Like to Use Bluetooth"),
    // No source shows these: the common words, naming the service.
    ("NSGKFriendListUsageDescription", "“Pantry” Would Like to Access Game Center Friends"),
    ("NSHologramUsageDescription", "“Pantry” Would Like to Access Hologram"),
  ])
  func titleNamesTheService(_ key: String, _ expected: String) {
    #expect(Self.title(key) == expected)
  }

  @Test func buttonsFollowTheService() {
    #expect(
      AlertText.of(key: "NSLocationWhenInUseUsageDescription", service: nil).buttons == [
        "Allow Once", "Allow While Using App", "Don’t Allow",
      ])
    #expect(
      AlertText.of(key: "NSUserTrackingUsageDescription", service: nil).buttons == [
        "Ask App Not to Track", "Allow",
      ])
    #expect(
      AlertText.of(key: "NSContactsUsageDescription", service: nil).buttons == [
        "Don’t Allow", "Continue",
      ])
    #expect(!AlertText.of(key: "NSGKFriendListUsageDescription", service: nil).isVerified)
    #expect(AlertText.of(key: "NSCameraUsageDescription", service: nil).isVerified)
  }

  /// Every purpose key gets a title with the app's name in quotes, and none pastes a lower-cased
  /// service name into the pattern ("Your Speech recognition") or says "Your Data".
  @Test func everyPurposeKeyHasATitleThatNamesItsService() {
    for key in UsageKeyRegistry.standard.keys where key.holdsPurposeStrings {
      let title = Self.title(key.key)
      // Health's is a sheet titled "Health Access", the app named below it.
      let isSheet = AlertText.of(key: key.key, service: key.service).isSheet
      #expect(title.contains("“Pantry”") || isSheet, "\(key.key): \(title)")
      #expect(!title.contains("Your Data"), "\(key.key): \(title)")
      #expect(!title.contains(/Access (Your )?[A-Z][a-z]+ [a-z]{3,}/), "\(key.key): \(title)")
    }
  }

  /// Each researched title says where it was seen: a source with the quote that shows it.
  @Test func everyResearchedTitleHasAQuotedSource() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Data/alert-titles.json").standardized
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
    #expect(entries.count == UsageKeyRegistry.alerts.count)
    for entry in entries {
      let sources = entry["sources"] as? [[String: Any]] ?? []
      #expect(!sources.isEmpty, "\(entry["key"] ?? "")")
      for source in sources {
        #expect(!(source["quote"] as? String ?? "").isEmpty, "\(entry["key"] ?? "")")
      }
      #expect(
        (entry["title"] as? String)?.contains("{app}") == true
          || entry["kind"] as? String == "sheet")
    }
  }
}
