/// An Electron app's packaging configuration: the Info.plist keys electron-builder's
/// `mac.extendInfo` (in `package.json`'s `build`, or `electron-builder*.yml`/`.json`) and
/// electron-forge's `packagerConfig.extendInfo` (in `package.json`'s `config.forge`) write into
/// the Info.plist the packager generates.
public struct ElectronConfig: Sendable {
  /// One string key of an `extendInfo` object.
  public typealias Entry = ConfiguredKey

  /// How the file is written: a JSON value's text has JSON escapes.
  public enum Format: Sendable { case json, yaml }

  /// The largest file read as one (1 MB): a packaging configuration is a few kilobytes.
  public static let maximumSize = 1 << 20

  /// `productName`, else `name`, of a `package.json`.
  public var name: String?
  public var entries: [Entry] = []
  public var format = Format.json

  /// The configuration in a file named `name`; nil when it has no `extendInfo` object, or does
  /// not parse (a `package.json` of any other tool is read here too).
  public static func read(_ file: TextFile, name: String) -> ElectronConfig? {
    // Most package.json files have nothing of it: no parse for them.
    guard ASCIISearch.offset(of: Array("extendInfo".utf8), in: file.text) != nil else {
      return nil
    }
    var config = ElectronConfig()
    if name.hasSuffix(".yml") || name.hasSuffix(".yaml") {
      guard case .success(let root?) = YAMLReader.read(file) else { return nil }
      config.format = .yaml
      config.entries = entries(root["mac"]?["extendInfo"], in: file)
    } else {
      guard let root = try? JSONParser.parse(file.text) else { return nil }
      let builder = name == "package.json" ? root["build"] : root
      let forge = root["config"]?["forge"]?["packagerConfig"]
      for extendInfo in [builder?["mac"]?["extendInfo"], forge?["extendInfo"]] {
        config.entries += entries(extendInfo)
      }
      config.name = (root["productName"] ?? root["name"])?.string
    }
    return config.entries.isEmpty ? nil : config
  }

  /// The string members of a JSON `extendInfo` object (a string names a plist file instead).
  private static func entries(_ object: JSONValue?) -> [Entry] {
    (object?.members ?? []).compactMap { member in
      guard case .string(let value, let range) = member.value else { return nil }
      return Entry(
        key: member.key, value: value, keyRange: ConfiguredKey.inner(member.keyRange),
        valueRange: ConfiguredKey.inner(range))
    }
  }

  /// The scalar members of a YAML `extendInfo` mapping, each where its text is written as it
  /// reads (`YAMLNode.literalRange`).
  private static func entries(_ mapping: YAMLNode?, in file: TextFile) -> [Entry] {
    guard case .mapping(let pairs)? = mapping?.value else { return [] }
    return pairs.compactMap { pair in
      guard let key = pair.key.string, let value = pair.value.string,
        let keyRange = pair.key.literalRange(in: file.text)
      else { return nil }
      return Entry(
        key: key, value: value, keyRange: keyRange,
        valueRange: pair.value.literalRange(in: file.text))
    }
  }
}
