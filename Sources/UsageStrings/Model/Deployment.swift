/// The platform a target is built for and the oldest version of it the target supports, from
/// its build settings: what decides whether a deprecated key is still read by any device.
public struct Deployment: Sendable, Hashable {
  /// The registry's platform name (`ios`, `macos`, `tvos`, `watchos`, `visionos`).
  public var platform: String
  /// The oldest version it runs on, as written ("16.4").
  public var minimum: String
  /// Whether the minimum comes from the build settings, rather than assumed.
  public var isKnown: Bool

  /// Whether no system of this deployment reads a key any more (`UsageKey.isRetired`).
  ///
  /// A key deprecated in the very version the target starts at is retired when a replacement
  /// is read from that version: `NSCalendarsUsageDescription` (deprecated in iOS 17, when
  /// `NSCalendarsFullAccessUsageDescription` came) in an app for iOS 17. Apple's metadata dates
  /// some deprecations a version early (`NSLocationAlwaysUsageDescription`: iOS 10, though its
  /// replacement came in iOS 11, which an app for iOS 10 still lacks).
  public func retires(_ key: String, in registry: UsageKeyRegistry) -> Bool {
    guard let usage = registry[key] else { return false }
    if usage.isRetired(on: platform, from: minimum) { return true }
    // watchOS and tvOS came after iOS 8: a key iOS stopped reading by then, neither ever read
    // (`NSLocationUsageDescription` in a watch extension).
    if platform == "watchos" || platform == "tvos", let ios = usage.deprecatedIn["ios"],
      UsageKey.major(ios) <= 8
    {
      return true
    }
    guard let deprecated = usage.deprecatedIn[platform],
      UsageKey.major(deprecated) == UsageKey.major(minimum)
    else { return false }
    return usage.replacements.contains { replacement in
      registry[replacement]?.platforms[platform].map {
        UsageKey.major($0) <= UsageKey.major(minimum)
      } ?? false
    }
  }

  /// The oldest version the current Xcode (15 and later) builds for, per platform: what a target
  /// supports at most when its settings are not in the checkout.
  static let oldestBuildable: [String: String] = [
    "ios": "12.0", "macos": "10.13", "tvos": "12.0", "watchos": "4.0", "visionos": "1.0",
  ]

  /// Info.plist keys only macOS reads: with no key `isIOSKey`, the plist is a Mac app's (a Qt or
  /// Electron app's plist has no build settings, and often no minimum version).
  static let macOSKeys: Set<String> = [
    "LSMinimumSystemVersion", "NSHighResolutionCapable", "LSUIElement", "LSBackgroundOnly",
    "NSSupportsAutomaticGraphicsSwitching", "NSAppleScriptEnabled",
  ]

  /// Whether only iOS (or iPadOS, or Mac Catalyst, which has iOS's rules) reads a key: UIKit's
  /// (`UILaunchStoryboardName`, `UISupportedInterfaceOrientations~ipad`), `LSRequiresIPhoneOS`,
  /// `MinimumOSVersion`.
  static func isIOSKey(_ key: String) -> Bool {
    key.hasPrefix("UI") || key == "LSRequiresIPhoneOS" || key == "MinimumOSVersion"
  }

  /// The settings that name each platform's deployment target.
  static let settings: [String: String] = [
    "ios": "IPHONEOS_DEPLOYMENT_TARGET", "macos": "MACOSX_DEPLOYMENT_TARGET",
    "tvos": "TVOS_DEPLOYMENT_TARGET", "watchos": "WATCHOS_DEPLOYMENT_TARGET",
    "visionos": "XROS_DEPLOYMENT_TARGET",
  ]

  /// The platform an `SDKROOT` names (`iphoneos17.0` too), or nil (`auto`, none).
  static func sdkPlatform(_ sdk: String?) -> String? {
    let lower = sdk?.lowercased() ?? ""
    return ["macosx", "appletvos", "watchos", "xros", "iphoneos"].first(where: lower.hasPrefix)
      .flatMap { sdkPlatforms[$0] }
  }

  /// The one platform a `SUPPORTED_PLATFORMS` setting lists (a device and its simulator are
  /// one), or nil.
  static func onlyPlatform(of supported: String?) -> String? {
    let platforms = Set(
      (supported ?? "").split(separator: " ").map { sdkPlatforms[String($0).lowercased()] ?? "" })
    return platforms.count == 1 ? platforms.first.flatMap { $0.isEmpty ? nil : $0 } : nil
  }

  /// The platform of each SDK name a `SUPPORTED_PLATFORMS` setting may list.
  static let sdkPlatforms: [String: String] = [
    "macosx": "macos", "iphoneos": "ios", "iphonesimulator": "ios", "appletvos": "tvos",
    "appletvsimulator": "tvos", "watchos": "watchos", "watchsimulator": "watchos",
    "xros": "visionos", "xrsimulator": "visionos",
  ]

  /// Whether a target's settings name the one platform it builds for (`SDKROOT`, or a
  /// `SUPPORTED_PLATFORMS` of one), or it has none (a Qt or Electron app's plist): `SDKROOT =
  /// auto` with several platforms builds for each, whatever `of` picks.
  public static func namesOnePlatform(_ target: Target) -> Bool {
    guard let values = target.buildSettings?.values else { return true }
    return (sdkPlatform(values["SDKROOT"]) ?? onlyPlatform(of: values["SUPPORTED_PLATFORMS"]))
      != nil
  }

  /// The deployment of a target: `SDKROOT` names the platform, else `SUPPORTED_PLATFORMS` where
  /// it lists one (iOS without either, unless the Info.plist has a key only macOS reads); its
  /// deployment-target setting, the minimum.
  public static func of(_ target: Target) -> Deployment {
    let values = target.buildSettings?.values ?? [:]
    let platform: String
    // `SDKROOT = auto` builds for what `SUPPORTED_PLATFORMS` lists: one platform is that one
    // (Lock-Watcher's `macosx`).
    if let named = sdkPlatform(values["SDKROOT"]) ?? onlyPlatform(of: values["SUPPORTED_PLATFORMS"])
    {
      platform = named
    } else {
      let keys = target.sources.lazy.filter { $0.parentKey == nil }.map(\.key)
      // Only a plist with no settings at all (a Qt or Electron app's) is told by its keys
      // alone: `SDKROOT = auto` builds for iOS too, whatever a key says.
      let macOS =
        target.buildSettings == nil
        ? keys.contains(where: macOSKeys.contains) && !keys.contains(where: isIOSKey)
        : keys.contains("LSMinimumSystemVersion") && !keys.contains("LSRequiresIPhoneOS")
      platform = macOS ? "macos" : "ios"
    }
    if let setting = settings[platform], let minimum = values[setting],
      minimum.first?.isNumber == true
    {
      return Deployment(platform: platform, minimum: minimum, isKnown: true)
    }
    return Deployment(
      platform: platform, minimum: oldestBuildable[platform] ?? "1.0", isKnown: false)
  }
}
