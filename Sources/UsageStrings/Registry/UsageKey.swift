/// What the registry knows of one Info.plist key that concerns permissions.
public struct UsageKey: Sendable, Hashable {
  public enum Role: String, Sendable, Hashable, Codable {
    /// A user-visible purpose string.
    case purposeString = "purpose-string"
    /// A dictionary whose leaf strings are purpose strings.
    case purposeDictionary = "purpose-dictionary"
    /// A key that is no purpose string but goes with one (such as `NSBonjourServices`).
    case companion
    /// A name people use that Apple never defined; the system ignores it.
    case notAnAppleKey = "not-an-apple-key"
  }

  public enum Status: String, Sendable, Hashable, Codable {
    case active, deprecated, new
    /// Not in Apple's documentation (a myth or a confusion).
    case notDocumented = "not-documented"
    /// Seen only in Apple's own binaries.
    case undocumented
  }

  public let key: String
  public let role: Role
  public let status: Status
  /// The protected service, as users know it ("Camera").
  public let service: String
  /// The name Xcode's plist editor shows ("Privacy - Camera Usage Description").
  public let xcodeDisplayName: String?
  /// The first OS version per platform (`ios`, `macos`, …).
  public let platforms: [String: String]
  /// The OS version per platform where the key was deprecated.
  public let deprecatedIn: [String: String]
  /// The keys that replace a deprecated one.
  public let replacements: [String]
  /// Companions the key needs: any one of the alternatives, each a set of keys all required.
  public let requires: [[String]]
  /// Whether the value is Markdown rather than plain text.
  public let isMarkdown: Bool
  /// What the research could not confirm.
  public let uncertainties: [String]
  public let notes: String
  public let sources: [String]
  /// What happens when code asks without the key, where it is not the system terminating the
  /// app (nil: it terminates it, or nobody knows better).
  public var whenMissing: String? = nil
  /// The entitlements that come with the key, all of them (`com.apple.developer.homekit`): an
  /// app signed with them is held to have the key (ITMS-90683: "or the app has one or more
  /// entitlements that permit such access").
  public var entitlements: [String] = []

  /// Whether the system shows the key's value (or its dictionary's values) to users.
  public var holdsPurposeStrings: Bool { role == .purposeString || role == .purposeDictionary }

  /// The versions a deprecation applies to, such as "iOS 17.0, macOS 14.0".
  public var deprecationSummary: String {
    deprecatedIn.sorted { $0.key < $1.key }.map { "\(UsageKey.platformName($0.key)) \($0.value)" }
      .joined(separator: ", ")
  }

  static func platformName(_ id: String) -> String {
    switch id {
    case "ios": "iOS"
    case "ipados": "iPadOS"
    case "macos": "macOS"
    case "watchos": "watchOS"
    case "tvos": "tvOS"
    case "visionos": "visionOS"
    case "maccatalyst": "Mac Catalyst"
    default: id
    }
  }
}

extension UsageKey {
  /// Whether no system the target runs on reads the key any more: it was deprecated on
  /// `platform` in a major version older than the oldest the target supports (`minimum`,
  /// "16.4"). `NSLocationAlwaysUsageDescription` (iOS 8 to 10) is such a key in an app for iOS 12.
  /// (`Deployment.retires` also retires a key deprecated in the very version a target starts at
  /// when its replacement is read there.)
  /// A key whose prompt a platform does not have is read by none of it either.
  public func isRetired(on platform: String, from minimum: String) -> Bool {
    if Self.promptless[key]?.contains(platform) == true { return true }
    guard let deprecated = deprecatedIn[platform] else { return false }
    return Self.major(deprecated) < Self.major(minimum)
  }

  /// The platforms that have no prompt for a key, though Apple's metadata lists the key there:
  /// TN3179's table, no local network privacy on tvOS or watchOS; no Face ID on a Mac, a TV or
  /// a watch (a Mac's Touch ID asks with no purpose string; Mac Catalyst builds as iOS); no
  /// camera on a watch (Moblin's watch app declares it, as 'Yes'). (The registry's availability
  /// on those platforms is otherwise too incomplete to go by; `missing-companion-key` trusts
  /// it only for the Mac's keys, where Apple's pages agree.)
  static let promptless: [String: Set<String>] = [
    "NSLocalNetworkUsageDescription": ["tvos", "watchos"],
    "NSFaceIDUsageDescription": ["macos", "tvos", "watchos"],
    "NSCameraUsageDescription": ["watchos"],
  ]

  /// The major version of a dotted version ("10.3" → 10).
  static func major(_ version: String) -> Int {
    Int(version.prefix { $0.isNumber }) ?? 0
  }
}
