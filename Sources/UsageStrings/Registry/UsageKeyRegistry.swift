/// The purpose-string keys Apple defines, built from the project's research
/// (`knowledge/usage-keys.json`, turned into `UsageKeyRegistry+Data.swift`).
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
      if let name = key.xcodeDisplayName { byDisplayName[name.lowercased()] = key }
    }
    self.byKey = byKey
    self.byLowercasedKey = byLowercasedKey
    self.byDisplayName = byDisplayName
  }

  /// The registry the tool ships with.
  public static let standard = UsageKeyRegistry(keys: entries)

  public subscript(key: String) -> UsageKey? { byKey[key] }

  /// Whether the system shows this key's value as a purpose string.
  public func isPurposeKey(_ key: String) -> Bool { byKey[key]?.role == .purposeString }

  /// The key whose name differs from `key` only in letter case.
  public func caseInsensitiveMatch(_ key: String) -> UsageKey? {
    guard byKey[key] == nil else { return nil }
    return byLowercasedKey[key.lowercased()]
  }

  /// The key whose Xcode display name this is ("Privacy - Camera Usage Description").
  public func keyForDisplayName(_ name: String) -> UsageKey? {
    byDisplayName[name.trimmingWhitespace.lowercased()]
  }

  /// Whether a key looks like a purpose key: the system's naming pattern for them.
  public static func looksLikePurposeKey(_ key: String) -> Bool {
    let lower = key.lowercased()
    return lower.hasSuffix("usagedescription") || lower.hasSuffix("usagedescriptiondictionary")
  }
}
