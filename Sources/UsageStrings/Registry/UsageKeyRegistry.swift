/// The purpose-string keys Apple defines, built from the project's research
/// (`Data/usage-keys.json`, turned into `UsageKeyRegistry+Data.swift`).
public struct UsageKeyRegistry: Sendable {
  public let keys: [UsageKey]
  private let byKey: [String: UsageKey]
  private let byLowercasedKey: [String: UsageKey]
  private let byDisplayName: [String: UsageKey]

  public init(keys: [UsageKey]) {
    self.keys = keys
    var byKey: [String: UsageKey] = [:]
    var byLowercasedKey: [String: UsageKey] = [:]
    var byDisplayName: [String: UsageKey] = [:]
    for key in keys {
      byKey[key.key] = key
      byLowercasedKey[key.key.lowercased()] = key
      if let name = key.xcodeDisplayName { byDisplayName[Self.displayNameForm(name)] = key }
    }
    self.byKey = byKey
    self.byLowercasedKey = byLowercasedKey
    self.byDisplayName = byDisplayName
  }

  /// The registry the tool ships with.
  public static let standard = UsageKeyRegistry(keys: entries)

  public subscript(key: String) -> UsageKey? { byKey[key] }

  /// Whether a top-level Info.plist key holds a purpose string: one the registry knows as such,
  /// or an unknown key named like one (`…UsageDescription`: Apple adds keys every year). The one
  /// answer to this question; values nested in a purpose dictionary are purpose strings too.
  public func isPurposeKey(_ key: String) -> Bool {
    if let known = byKey[key] { return known.role == .purposeString }
    return key.hasSuffix("UsageDescription")
  }

  /// The key whose name differs from `key` only in letter case.
  public func caseInsensitiveMatch(_ key: String) -> UsageKey? {
    guard byKey[key] == nil else { return nil }
    return byLowercasedKey[key.lowercased()]
  }

  /// The key whose Xcode display name this is ("Privacy - Camera Usage Description"), typed in
  /// any case, dash or spacing (`Privacy – Camera Usage Description`, `Privacy._.Camera…`).
  public func keyForDisplayName(_ name: String) -> UsageKey? {
    byDisplayName[Self.displayNameForm(name)]
  }

  /// A display name with only its letters and digits, lower-cased.
  static func displayNameForm(_ name: String) -> String {
    String(name.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  /// Info.plist keys other than purpose strings whose value people see and whose translation the
  /// system reads from `InfoPlist.strings`, even where the Info.plist itself lacks the key.
  public static let localizedInfoKeys: Set<String> = [
    "CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName", "CFBundleGetInfoString",
    "NSHumanReadableCopyright", "NSHumanReadableDescription", "NSUbiquitousContainerName",
  ]

  /// The keys of the name a bundle goes by: its display name, where it has one, else its
  /// bundle name.
  public static let bundleNameKeys = ["CFBundleDisplayName", "CFBundleName"]

  /// Dictionaries of purpose strings whose nested texts the system may look up as keys of the
  /// tables: how SensorKit reads a sensor's `Description` in a language is not documented, and
  /// a study may key its catalog by the text (MyHeartCounts' `SENSORKIT_USAGE_DESC_ECG`).
  public static let textKeyedDictionaries: Set<String> = ["NSSensorKitUsageDetail"]

  /// The location keys only an app that asks for Always access shows.
  public static let alwaysLocationKeys: Set<String> = [
    "NSLocationAlwaysAndWhenInUseUsageDescription", "NSLocationAlwaysUsageDescription",
  ]

  /// Purpose keys whose text the system shows in a sheet that scrolls, not in an alert:
  /// HealthKit's authorization sheet. No alert's line budget applies to them.
  public static let sheetKeys: Set<String> = [
    "NSHealthShareUsageDescription", "NSHealthUpdateUsageDescription",
    "NSHealthClinicalHealthRecordsShareUsageDescription",
  ]

  /// Info.plist keys whose values are names (and the copyright lines that hold one: the old Get
  /// Info string is a name, a version and a copyright), which keep their text and letters in
  /// every language: a copy is no untranslated text, Latin letters in a Japanese table no wrong
  /// script.
  public static let nameKeys: Set<String> = [
    "CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName", "NSHumanReadableCopyright",
    "CFBundleGetInfoString",
  ]

  /// Keys whose value names a file of the bundle (a storyboard, a nib, an icon), which a table
  /// may set per language (COVIDSafe's `LaunchScreen_zh-Hans`): a name, never text people read.
  public static let fileNameKeys: Set<String> = [
    "UILaunchStoryboardName", "UIMainStoryboardFile", "NSMainNibFile", "NSMainStoryboardFile",
    "UILaunchImageFile", "CFBundleIconFile", "CFBundleIconName",
  ]

  /// Keys that hold a version, which no language translates.
  public static let versionKeys: Set<String> = ["CFBundleShortVersionString", "CFBundleVersion"]

  /// Whether a key is named like a purpose key or dictionary in any letter case: worth a look
  /// when the registry does not know it.
  public static func isNamedLikePurposeKey(_ key: String) -> Bool {
    let lower = key.lowercased()
    return lower.hasSuffix("usagedescription") || lower.hasSuffix("usagedescriptiondictionary")
  }

  /// Whether a key is about purpose strings at all, even misspelled: a key the registry knows,
  /// one that differs only in case, Xcode's display name of one, or a name holding
  /// "usagedescription". A plist declaring one is an Info.plist.
  public func mentionsPurposeKey(_ key: String) -> Bool {
    self[key] != nil || caseInsensitiveMatch(key) != nil || keyForDisplayName(key) != nil
      || key.lowercased().contains("usagedescription")
  }
}
