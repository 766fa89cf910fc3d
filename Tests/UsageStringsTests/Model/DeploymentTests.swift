import Testing

@testable import UsageStrings

/// The platform a target is judged for, where its settings do not name one.
@Suite struct DeploymentTests {
  static func target(_ keys: [String], settings: [String: String]?) -> Target {
    var target = Target(
      name: "App", sourceLanguage: LocaleIdentifier("en"), sourceLanguageOrigin: .fallback,
      sources: keys.map { key in
        SourceEntry(
          key: key, value: "x", origin: .infoPlist, keyLocation: .file("Info.plist"),
          valueSpan: TextSpan(path: "Info.plist", file: nil, content: nil, escaping: .none))
      })
    target.buildSettings = settings.map { BuildSettings(configuration: nil, values: $0) }
    return target
  }

  @Test(
    arguments: [
      // A Qt or Electron plist: no settings, a key only macOS reads.
      (["CFBundleName", "NSHighResolutionCapable"], nil, "macos"),
      (["CFBundleName", "LSUIElement"], nil, "macos"),
      // A key only iOS reads keeps it iOS, whatever else it has.
      (["NSHighResolutionCapable", "UISupportedInterfaceOrientations~ipad"], nil, "ios"),
      (["LSMinimumSystemVersion", "MinimumOSVersion"], nil, "ios"),
      (["CFBundleName"], nil, "ios"),
      // `SDKROOT = auto` builds for iOS too: a Mac key does not make it a Mac app.
      (["LSUIElement"], ["SDKROOT": "auto"], "ios"),
      (["LSMinimumSystemVersion"], ["SDKROOT": "auto"], "macos"),
      (["LSUIElement"], ["SDKROOT": "macosx"], "macos"),
      // `SDKROOT = auto` builds for the platforms `SUPPORTED_PLATFORMS` lists (Lock-Watcher).
      (["CFBundleName"], ["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "macosx"], "macos"),
      (["CFBundleName"], ["SUPPORTED_PLATFORMS": "watchos watchsimulator"], "watchos"),
      (["CFBundleName"], ["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos macosx"], "ios"),
    ] as [([String], [String: String]?, String)])
  func thePlatformOfATargetWithoutAnSDK(
    _ keys: [String], _ settings: [String: String]?, _ platform: String
  ) {
    #expect(Deployment.of(Self.target(keys, settings: settings)).platform == platform)
  }

  /// Whether the settings name the one platform a target builds for: `SDKROOT = auto` with
  /// several platforms builds for each, so a Mac's lack of a prompt says nothing of it.
  @Test(
    arguments: [
      (["SDKROOT": "macosx"], true),
      (["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "macosx"], true),
      (["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"], false),
      (["SDKROOT": "auto"], false),
      (["PRODUCT_NAME": "App"], false),
      (nil, true),
    ] as [([String: String]?, Bool)])
  func namesOnePlatform(_ settings: [String: String]?, _ names: Bool) {
    let target = Self.target(["LSMinimumSystemVersion"], settings: settings)
    #expect(Deployment.namesOnePlatform(target) == names)
  }
}
