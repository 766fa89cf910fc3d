/// An Info.plist key a tool's configuration sets for the Info.plist it generates (Electron's
/// `extendInfo`, Expo's `ios.infoPlist` and plugin options), located in the configuration.
public struct ConfiguredKey: Sendable {
  public var key: String
  public var value: String
  /// The text that sets the key (its name, inside quotes), where a finding points.
  public var keyRange: Range<Int>
  /// The value's text, inside its quotes; nil where it is not written as it reads (a YAML
  /// escape or block scalar, a plugin's default text), so that no fix edits it.
  public var valueRange: Range<Int>?

  public init(key: String, value: String, keyRange: Range<Int>, valueRange: Range<Int>?) {
    self.key = key
    self.value = value
    self.keyRange = keyRange
    self.valueRange = valueRange
  }

  /// A quoted JSON token's range without its quotes.
  static func inner(_ range: Range<Int>) -> Range<Int> {
    range.count >= 2 ? range.lowerBound + 1..<range.upperBound - 1 : range
  }
}
