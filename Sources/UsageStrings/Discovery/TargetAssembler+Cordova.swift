/// A Cordova app (Ionic's, PhoneGap's) whose generated iOS project is not committed: its
/// `config.xml` writes keys into the Info.plist Cordova generates, and is all the checkout holds
/// of it.
extension TargetAssembler {
  mutating func addCordovaConfigs(_ tree: FileTree) {
    for path in tree.cordovaConfigs where !claimed.contains(path) {
      let folder = Paths.parent(path)
      // A committed `platforms/ios` holds the Info.plist Cordova made: that one is read.
      let platform = Paths.join(folder, "platforms/ios")
      guard !tree.plists.contains(where: { Paths.isInside($0, platform) }),
        let (file, config) = session.cordovaConfig(path), !config.entries.isEmpty
      else { continue }
      claimed.insert(path)
      let name = config.name?.trimmingWhitespace ?? ""
      let index =
        owner(of: folder)
        ?? appendTarget(
          named: name.isEmpty ? Self.targetName(forFolder: folder, file: path) : name,
          folder: folder)
      pending[index].declared.buildSettings += config.entries.map { entry($0, in: file) }
      pending[index].declared.buildSettingFiles.append(path)
      // Plugins add keys of their own to the Info.plist Cordova generates: it is never known
      // whole here.
      let generated = Paths.join(platform, "\(name.isEmpty ? "App" : name)/\(name)-Info.plist")
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
