/// A target's build settings for one configuration, as Xcode merges them (project `.xcconfig`,
/// project settings, target `.xcconfig`, target settings), with the defaults Xcode gives
/// (`TARGET_NAME`, `PRODUCT_NAME` from it, `DEVELOPMENT_LANGUAGE` from the project).
public struct BuildSettings: Sendable, Hashable {
  /// The configuration they are of (`Release` where the target has one).
  public var configuration: String?
  public var values: [String: String]

  public init(configuration: String?, values: [String: String]) {
    self.configuration = configuration
    self.values = values
  }
}
