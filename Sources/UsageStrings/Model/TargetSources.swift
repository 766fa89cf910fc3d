/// The source a key's translations are checked against.
public struct SourceValue: Sendable {
  public var key: String
  public var text: String
  public var location: SourceRange
  /// Whether it comes from the source language's table (no Info.plist or build setting has it).
  public var isFromTable: Bool
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
  /// The source of each key.
  public let values: [String: SourceValue]
  /// The keys every translation should have: purpose strings declared, and the source table's.
  public let translatableKeys: [String]
  /// The registry the keys were classified with.
  public let registry: UsageKeyRegistry

  public init(
    declaredKeys: Set<String>, nestedKeys: Set<String>, knownKeys: Set<String>,
    values: [String: SourceValue],
    translatableKeys: [String], registry: UsageKeyRegistry
  ) {
    self.registry = registry
    self.declaredKeys = declaredKeys
    self.nestedKeys = nestedKeys
    self.knownKeys = knownKeys
    self.values = values
    self.translatableKeys = translatableKeys
  }
}
