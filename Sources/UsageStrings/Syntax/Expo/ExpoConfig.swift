/// An Expo app's `app.json`: what `expo prebuild` writes into the Info.plist of the iOS project
/// it generates — the keys of `ios.infoPlist`, and those its config plugins write for their
/// permission options (`["expo-camera", {"cameraPermission": "…"}]`, `ExpoPlugins`).
public struct ExpoConfig: Sendable {
  /// A config plugin the app lists, with its options.
  public struct Plugin: Sendable {
    public var package: String
    /// The package's name in the file, inside its quotes.
    public var range: Range<Int>
    public var options: [JSONValue.Member]

    /// An option's value, if set.
    public func option(_ name: String) -> JSONValue? { options.last { $0.key == name }?.value }
  }

  /// The largest file read as one (1 MB): an app configuration is a few kilobytes.
  public static let maximumSize = 1 << 20

  /// `expo.name`: the app's name, and its Xcode target's.
  public var name: String?
  /// The string keys of `ios.infoPlist`.
  public var infoPlist: [ConfiguredKey] = []
  public var plugins: [Plugin] = []
  /// The languages of `expo.locales`, whose tables prebuild writes, and where they are listed.
  public var locales: [String] = []
  public var localesRange: Range<Int>?

  /// The configuration of an `app.json`; nil when it has no `expo` object or does not parse.
  /// Expo reads the file as JSON5: its comments and trailing commas are allowed.
  public static func read(_ file: TextFile) -> ExpoConfig? {
    guard ASCIISearch.offset(of: Array("\"expo\"".utf8), in: file.text) != nil,
      let root = (try? JSONParser.parse(file.text))
        ?? (try? JSONParser.parse(JSONComments.blanked(file.text))),
      let expo = root["expo"], expo.members != nil
    else { return nil }
    var config = ExpoConfig()
    config.name = expo["name"]?.string
    config.infoPlist = (expo["ios"]?["infoPlist"]?.members ?? []).compactMap { member in
      guard case .string(let value, let range) = member.value else { return nil }
      return ConfiguredKey(
        key: member.key, value: value, keyRange: ConfiguredKey.inner(member.keyRange),
        valueRange: ConfiguredKey.inner(range))
    }
    config.plugins = (expo["plugins"]?.array ?? []).compactMap(plugin)
    if let locales = expo.member("locales") {
      config.locales = (locales.value.members ?? []).map(\.key)
      config.localesRange = ConfiguredKey.inner(locales.keyRange)
    }
    return config
  }

  /// A `plugins` item: a package's name, or a pair of its name and options.
  private static func plugin(_ item: JSONValue) -> Plugin? {
    if case .string(let name, let range) = item {
      return Plugin(package: name, range: ConfiguredKey.inner(range), options: [])
    }
    guard let pair = item.array, case .string(let name, let range)? = pair.first else {
      return nil
    }
    return Plugin(
      package: name, range: ConfiguredKey.inner(range),
      options: pair.dropFirst().first?.members ?? [])
  }
}
