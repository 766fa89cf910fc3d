/// The `INFOPLIST_KEY_…` settings of one version of an `.xcconfig` or `project.pbxproj`, by the
/// Info.plist key they declare: a build-setting source, through history.
enum BuildSettingTexts {
  static let prefix = "INFOPLIST_KEY_"

  static func read(_ bytes: [UInt8], path: String) -> [String: String] {
    path.hasSuffix(".pbxproj") ? project(bytes) : xcconfig(bytes, path: path)
  }

  /// The unconditional settings, the last of each (the one a build uses).
  static func xcconfig(_ bytes: [UInt8], path: String) -> [String: String] {
    var values: [String: String] = [:]
    for setting in XCConfigFile.parse(TextFile(path: path, bytes: bytes)).settings
    where setting.conditions == nil && setting.name.hasPrefix(prefix) {
      values[String(setting.name.dropFirst(prefix.count))] = setting.value
    }
    return values
  }

  /// Each key whose every configuration in the project gives it the same text: where Debug and
  /// Release (or an app and its extension) differ, which one a version meant is unknown.
  static func project(_ bytes: [UInt8]) -> [String: String] {
    guard case .success(let root) = OpenStepParser.parseDocument(bytes),
      let objects = root["objects"]?.members
    else { return [:] }
    var values: [String: Set<String>] = [:]
    for object in objects where object.value["isa"]?.string == "XCBuildConfiguration" {
      for setting in object.value["buildSettings"]?.members ?? []
      where setting.key.hasPrefix(prefix) {
        guard let text = setting.value.string else { continue }
        values[String(setting.key.dropFirst(prefix.count)), default: []].insert(text)
      }
    }
    return values.compactMapValues { $0.count == 1 ? $0.first : nil }
  }
}
