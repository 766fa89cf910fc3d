import Testing

@testable import UsageStrings

/// Texts that say the app does not use their permission, against real purpose strings that
/// mention denying, not using or never doing something.
@Suite struct DisclaimerTextTests {
  @Test(arguments: [
    "I don’t know why this permission is being requested, you should probably deny it. If you can, create a GitHub issue with a screenshot of this message.",
    "This app does not require access to the photo library.",
    "The app doesn't use Bluetooth.",
    "We do not use your location.",
    "This permission is not used by the app.",
    "Not being used",
    "You should never see this, please contact us",
    "Not used.",
    "Health information is never updated.",
    "Your contacts are not accessed by the app.",
    "The permission to use the calendar is not required and can be safely dismissed",
    "You can safely deny this permission.",
    "This app does not access your photo library. This permission is required by system frameworks used for camera functionality.",
    "The app doesn't access your microphone.",
  ])
  func disclaimers(text: String) {
    #expect(CodeEvidence.disclaimsUse(text, key: "NSHealthUpdateUsageDescription"))
  }

  /// Writing denied is all a write key grants, not a key that reads.
  @Test func aDeniedWriteDisclaimsOnlyAWriteKey() {
    let text = "Your photos are never modified."
    #expect(CodeEvidence.disclaimsUse(text, key: "NSPhotoLibraryAddUsageDescription"))
    #expect(!CodeEvidence.disclaimsUse(text, key: "NSPhotoLibraryUsageDescription"))
  }

  @Test(arguments: [
    "If you deny it, scanning receipts will not work.",
    "Finamp can use your media library to store downloaded songs. If you don't want this, Finamp can also download songs to the app's internal directory, which doesn't use any permissions.",
    "We use your location to show stores nearby. It is never shared.",
    "Your photos never leave the device: the app only reads the ones you pick.",
    "Scan receipts. We don't need your exact location, only your city.",
    "We never use your location for ads; it finds stores nearby.",
    "Your location is never used for tracking: it shows the shops near you.",
    "Not used for anything but finding stores nearby.",
    "Your photos are never uploaded.",
    "Health data is read to chart your runs and never updated.",
    "Data is read but never updated.",
    "Access is not required, but lets you import your friends from your contacts.",
    "The app does not access your location in the background, only while you look at the map.",
  ])
  func purposes(text: String) {
    #expect(!CodeEvidence.disclaimsUse(text))
  }

  /// Hot reloading marks a development build's text only where the text says it is for
  /// debugging or development: a companion app for developers reloads in its release too.
  @Test(arguments: [
    ("Used for debugging and hot reloading during development.", true),
    ("Hot-reload your app while debugging on this device.", true),
    ("Connect to your computer to hot reload the projects you build.", false),
  ])
  func hotReloadingIsForDevelopmentWhereTheTextSaysSo(text: String, development: Bool) {
    #expect(CodeEvidence.isForDevelopment(text) == development)
  }
}
