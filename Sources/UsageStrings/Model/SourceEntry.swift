/// Where a source string was declared.
public enum SourceOrigin: String, Sendable, Hashable, Codable {
  case infoPlist = "info-plist"
  case buildSetting = "build-setting"
  case catalog
}

/// A key a target declares in its Info.plist or build settings, with its value and origin.
public struct SourceEntry: Sendable {
  public var key: String
  /// The value, when it is a string.
  public var value: String?
  /// The value's type name when it is not a string (`boolean`, `dictionary`, …).
  public var valueType: String
  /// For a purpose string nested in a dictionary: the dictionary's key.
  public var parentKey: String?
  /// The strings of an array value (`NSBonjourServices`' service types).
  public var items: [String] = []
  public var origin: SourceOrigin
  /// The build configuration a build setting belongs to.
  public var configuration: String?
  /// Where the key is written.
  public var keyLocation: SourceRange
  /// The key's text in its file, for edits (nil where it cannot be edited).
  public var keySpan: TextSpan?
  /// Where the value is written.
  public var valueSpan: TextSpan

  public init(
    key: String, value: String?, valueType: String = "string", parentKey: String? = nil,
    origin: SourceOrigin, configuration: String? = nil, keyLocation: SourceRange,
    valueSpan: TextSpan,
    keySpan: TextSpan? = nil
  ) {
    self.keySpan = keySpan
    self.key = key
    self.value = value
    self.valueType = valueType
    self.parentKey = parentKey
    self.origin = origin
    self.configuration = configuration
    self.keyLocation = keyLocation
    self.valueSpan = valueSpan
  }
}
