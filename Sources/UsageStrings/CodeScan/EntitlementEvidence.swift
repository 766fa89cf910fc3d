/// The purpose keys a bundle's entitlements imply. App Store Connect's rejection names them as
/// one cause: "Your app's code references one or more APIs that access sensitive user data, or
/// the app has one or more entitlements that permit such access" (ITMS-90683); which
/// entitlement implies which key is the registry's research (each key's documentation names
/// its entitlement), and that HealthKit's implies a purpose key even for an app that only reads
/// is known from teams' reports, not from Apple.
enum EntitlementEvidence {
  /// One use per set of keys that come with the same entitlements (any key of the set satisfies
  /// it, as the code scan's HealthKit call does), at `location(entitlement)`.
  static func uses(
    in entitlements: PlistValue, registry: UsageKeyRegistry, platform: String = "ios",
    location: (_ entitlement: String) -> SourceRange
  ) -> [CodeFacts.Use] {
    let granted = Set(
      (entitlements.members ?? []).filter { isGranted($0.value) }.map(\.key)
    ).subtracting(grantedForMore)
    var groups: [[String]: [String]] = [:]
    var order: [[String]] = []
    for key in registry.keys
    where !key.entitlements.isEmpty && !(absentFrom[key.key]?.contains(platform) ?? false) {
      guard key.entitlements.allSatisfy(granted.contains) else { continue }
      if groups[key.entitlements] == nil { order.append(key.entitlements) }
      groups[key.entitlements, default: []].append(key.key)
    }
    return order.map { names in
      let listed = names.map { "'\($0)'" }.joined(separator: " and ")
      let api = CodeAPI(
        name: "the entitlement\(names.count == 1 ? "" : "s") \(listed)", pattern: "",
        anchors: [], keys: groups[names] ?? [], whenMissing: Self.rejection,
        severity: .warning)
      return CodeFacts.Use(api: api, location: location(names[0]))
    }
  }

  static let rejection = "App Store Connect reports it missing (ITMS-90683)"

  /// Keys whose service a platform lacks, though the entitlement is signed there too (a watch
  /// app copies its iPhone app's): Apple documents clinical health records for iOS, iPadOS,
  /// macOS and visionOS only (GymStreak's watch app).
  static let absentFrom: [String: Set<String>] = [
    "NSHealthClinicalHealthRecordsShareUsageDescription": ["watchos", "tvos"]
  ]

  /// Entitlements granted for more than what asks for access: Siri's signs every app with
  /// Shortcuts or intents, which ask nothing (Brave ships it without `NSSiriUsageDescription`).
  static let grantedForMore: Set<String> = ["com.apple.developer.siri"]

  /// Whether an entitlement's value grants something: `true`, a non-empty list or string.
  static func isGranted(_ value: PlistValue) -> Bool {
    switch value {
    case .boolean(let granted, _): granted
    case .array(let values, _): !values.isEmpty
    case .string(let text, _): !text.isEmpty
    default: false
    }
  }
}
