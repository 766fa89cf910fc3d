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
  /// Whether the text is nested in a dictionary whose texts the system may look up as keys of
  /// the tables (`UsageKeyRegistry.textKeyedDictionaries`).
  public var isTextKeyed: Bool {
    parentKey.map(UsageKeyRegistry.textKeyedDictionaries.contains) ?? false
  }
  /// The strings of an array value (`NSBonjourServices`' service types).
  public var items: [String] = []
  /// Where the text is a tool's default that no file holds, the option that replaces it ("the
  /// cameraPermission option of expo-camera"): the advice is to set that option.
  public var defaultOf: String?

  /// The advice for a default text (`defaultOf`): set its option, to a sentence or to `false`.
  public var defaultAdvice: String? {
    defaultOf.map {
      "; the text is the default of \($0): set it to what the access is for, or to false if the app never asks"
    }
  }
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
