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
      claimed.insert(path)
      let name = config.name?.trimmingWhitespace ?? ""
      let index = appendTarget(
        named: name.isEmpty ? Self.targetName(forFolder: folder, file: path) : name,
        folder: folder)
      pending[index].declared.buildSettings += config.entries.map { entry($0, in: file) }
      pending[index].declared.buildSettingFiles.append(path)
      // Plugins add keys of their own to the Info.plist Cordova generates: it is never known
      // whole here.
      let app = name.isEmpty ? "App" : name
      let generated = Paths.join(folder, "platforms/ios/\(app)/\(app)-Info.plist")
      pending[index].declared.missingInfoPlists.append(generated)
      var note = MissingFile(
        path: session.display(path), location: .file(session.display(path)), supplies: "",
        consequence: "")
      note.explanation =
        "'\(session.display(path))' is a Cordova configuration: the keys it sets were read, but the Info.plist Cordova generates from it (with the keys its plugins add) is not here, so a key the code needs is not asked for; run `cordova prepare ios` and check `platforms/ios` for the whole Info.plist"
      session.missing(note)
    }
  }

  private func entry(_ entry: CordovaConfig.Entry, in file: TextFile) -> SourceEntry {
    SourceEntry(
      key: entry.key, value: entry.value, origin: .infoPlist, configuration: nil,
      keyLocation: file.range(entry.keyRange),
      valueSpan: TextSpan(path: file.path, file: file, content: entry.valueRange, escaping: .xml))
  }
}
