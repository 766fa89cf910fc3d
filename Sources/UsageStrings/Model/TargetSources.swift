/// The source of a key: the text the development language shows, and where it stands.
public struct SourceValue: Sendable {
  /// Where the text the device shows comes from.
  public enum Origin: String, Sendable, Hashable {
    /// The source language's `InfoPlist.strings` (or `Base.lproj`'s): on a device it overrides
    /// the Info.plist.
    case table
    /// The source language's value in `InfoPlist.xcstrings`, which compiles to that table.
    case catalog
    case infoPlist = "info-plist"
    case buildSetting = "build-setting"
  }

  /// What the Info.plist or build settings declare, where a table's text wins over it.
  public struct Declaration: Sendable {
    /// The declared text, build settings expanded; nil when one cannot be.
    public var text: String?
    public var written: String
    public var location: SourceRange
  }

  public var key: String
  /// The text the development language shows, build settings expanded in an Info.plist or build
  /// setting value; nil when it holds a reference the tool cannot expand (`$(PRODUCT_NAME)` with
  /// no project), so that it is never compared, copied or written as if it were text.
  public var text: String?
  /// The value as written where it stands.
  public var written: String
  public var origin: Origin
  /// Where the text stands (the table's entry, or the declaration's key).
  public var location: SourceRange
  /// The declaration a table's text overrides, if any.
  public var declaration: Declaration?

  /// Whether it comes from the source language's table or catalog.
  public var isFromTable: Bool { origin == .table || origin == .catalog }
}

/// What a target declares and what its translations are measured against, worked out from the
/// target alone (so once per run, whatever part of the run asks first).
public final class TargetSources: Sendable {
  /// The top-level keys of the Info.plist files and build settings.
  public let declaredKeys: Set<String>
  /// The purpose keys inside dictionaries (`NSLocationTemporaryUsageDescriptionDictionary`).
  public let nestedKeys: Set<String>
  /// Every key a translation may have: declared keys, nested purpose keys, and Info.plist strings.
  public let knownKeys: Set<String>
  /// The keys a table may hold to any effect: `knownKeys`, and the Info.plist keys the system
  /// localizes even where the Info.plist lacks them (`CFBundleName`, purpose keys).
  public let liveKeys: Set<String>
  /// The source of each key: the source language's table, else the Info.plist, else build
  /// settings.
  public let values: [String: SourceValue]
  /// The purpose strings every shipped language should translate, in source order.
  public let purposeKeys: [String]
  /// The other keys of the source language's table that a language translating such keys should
  /// have (app names, shortcut titles), in source order.
  public let otherKeys: [String]
  /// Keys a catalog marks "Don't translate".
  public let untranslatableKeys: Set<String>
  /// Deprecated keys that no system the target supports reads (`UsageKey.isRetired`): never
  /// shown, so neither checked nor translated.
  public let retiredKeys: Set<String>
  /// Keys the system reads but no one sees here: `CFBundleName` where `CFBundleDisplayName`
  /// names the app. Neither checked nor asked for; still a key of the target.
  public let hiddenKeys: Set<String>
  /// The platform and oldest version the target supports.
  public let deployment: Deployment
  /// The registry the keys were classified with.
  public let registry: UsageKeyRegistry
  /// Whether the target declares keys (an Info.plist or build settings were found).
  public let declaresKeys: Bool

  public init(
    declaredKeys: Set<String>, nestedKeys: Set<String>, knownKeys: Set<String>,
    liveKeys: Set<String>,
    values: [String: SourceValue], purposeKeys: [String], otherKeys: [String],
    untranslatableKeys: Set<String>, retiredKeys: Set<String>, deployment: Deployment,
    registry: UsageKeyRegistry, declaresKeys: Bool, hiddenKeys: Set<String> = []
  ) {
    self.hiddenKeys = hiddenKeys
    self.retiredKeys = retiredKeys
    self.deployment = deployment
    self.declaresKeys = declaresKeys
    self.declaredKeys = declaredKeys
    self.nestedKeys = nestedKeys
    self.knownKeys = knownKeys
    self.liveKeys = liveKeys
    self.values = values
    self.purposeKeys = purposeKeys
    self.otherKeys = otherKeys
    self.untranslatableKeys = untranslatableKeys
    self.registry = registry
  }

  /// Every key to translate: purpose strings, then the others.
  public var translatableKeys: [String] { purposeKeys + otherKeys }

  /// Whether the system reads a key of a table (else it is dead: `extra-key`). Without an
  /// Info.plist to judge by, every key is taken as read.
  public func isLive(_ key: String) -> Bool {
    !declaresKeys || liveKeys.contains(key) || registry.isPurposeKey(key)
  }

  /// Whether a device shows a key's value: it is live and not retired.
  public func isShown(_ key: String) -> Bool {
    isLive(key) && !retiredKeys.contains(key) && !hiddenKeys.contains(key)
  }

  /// Whether a device shows the Info.plist's (or build setting's) text of a key: it is not
  /// retired, and no source-language table overrides it or some language falls back to it
  /// (`TargetFacts.declarationFallbacks`).
  public func showsDeclaration(of key: String, fallbacks: [String: [String]] = [:]) -> Bool {
    !retiredKeys.contains(key) && (values[key]?.isFromTable != true || fallbacks[key] != nil)
  }
}
