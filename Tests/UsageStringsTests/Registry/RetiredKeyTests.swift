import Testing

@testable import UsageStrings

/// Which keys no system of a target's platform reads: deprecated ones, and those whose prompt the
/// platform does not have.
@Suite struct RetiredKeyTests {
  let registry = UsageKeyRegistry.standard

  @Test func localNetworkHasNoPromptOnTVOSOrWatchOS() throws {
    let key = try #require(registry["NSLocalNetworkUsageDescription"])
    #expect(key.isRetired(on: "tvos", from: "17.0"))
    #expect(key.isRetired(on: "watchos", from: "10.0"))
    #expect(!key.isRetired(on: "ios", from: "15.0"))
    #expect(!key.isRetired(on: "visionos", from: "1.0"))
  }

  @Test func aWatchHasNoCamera() throws {
    let key = try #require(registry["NSCameraUsageDescription"])
    #expect(key.isRetired(on: "watchos", from: "10.0"))
    #expect(!key.isRetired(on: "ios", from: "15.0"))
  }

  @Test func aKeyDeprecatedBeforeTheMinimumIsRetired() throws {
    let key = try #require(registry["NSLocationAlwaysUsageDescription"])
    #expect(key.isRetired(on: "ios", from: "12.0"))
    #expect(!key.isRetired(on: "ios", from: "10.3"))
    // Deprecated in iOS 17, when the full-access key came: an app for iOS 17 needs only that.
    func retired(_ key: String, _ minimum: String) -> Bool {
      Deployment(platform: "ios", minimum: minimum, isKnown: true).retires(key, in: registry)
    }
    #expect(retired("NSCalendarsUsageDescription", "17.0"))
    #expect(!retired("NSCalendarsUsageDescription", "16.4"))
    // Deprecated in iOS 10 by Apple's metadata, but its replacement came in iOS 11.
    #expect(!retired("NSLocationAlwaysUsageDescription", "10.0"))
    #expect(retired("NSLocationAlwaysUsageDescription", "11.0"))
    // Other keys are judged on tvOS by their deprecation only.
    #expect(
      try #require(registry["NSCameraUsageDescription"]).isRetired(on: "tvos", from: "17.0")
        == false)
  }
}
