/// A Cordova app (Ionic's, PhoneGap's) whose generated iOS project is not committed: its
/// `config.xml` writes keys into the Info.plist Cordova generates, and is all the checkout holds
/// of it.
extension TargetAssembler {
  mutating func addCordovaConfigs(_ tree: FileTree) {
    for path in tree.cordovaConfigs where !claimed.contains(path) {
      let folder = Paths.parent(path)
      // What Cordova generates (`platforms/`, an Android `res/xml/config.xml`) is no source; a
      // native project beside it (committed `platforms/ios`, an app moved to Capacitor) is the
      // app's truth, and its config a leftover.
      guard !Paths.components(path).contains("platforms"),
        !pending.contains(where: { $0.folder.map { Paths.isInside($0, folder) } ?? false }),
        let (file, config) = session.cordovaConfig(path), !config.entries.isEmpty
      else { continue }
      let (index, name) = appendConfiguredTarget(named: config.name, path: path)
      pending[index].declared.buildSettings += config.entries.map { entry($0, in: file) }
      // Plugins add keys of their own to the Info.plist Cordova generates: it is never known
      // whole here.
      let app = name.isEmpty ? "App" : name
      addGeneratedInfoPlist(
        Paths.join(folder, "platforms/ios/\(app)/\(app)-Info.plist"), to: index, from: path
      ) {
        "'\($0)' is a Cordova configuration: the keys it sets were read, but the Info.plist Cordova generates from it (with the keys its plugins add) is not here, so a key the code needs is not asked for; run `cordova prepare ios` and check `platforms/ios` for the whole Info.plist"
      }
    }
  }

  private func entry(_ entry: CordovaConfig.Entry, in file: TextFile) -> SourceEntry {
    configuredEntry(
      key: entry.key, value: entry.value, keyRange: entry.keyRange, valueRange: entry.valueRange,
      in: file, escaping: .xml)
  }
}
