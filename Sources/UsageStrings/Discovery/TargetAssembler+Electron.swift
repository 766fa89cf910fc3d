/// An Electron app, whose Info.plist its packager (electron-builder, electron-forge) generates
/// from Electron's own and the keys of `extendInfo`: the configuration is all the checkout holds
/// of it.
extension TargetAssembler {
  mutating func addElectronConfigs(_ tree: FileTree) {
    // A folder's `package.json` first: it names the app.
    func order(_ path: String) -> (String, Int, String) {
      (Paths.parent(path), Paths.lastComponent(path) == "package.json" ? 0 : 1, path)
    }
    let paths = tree.electronConfigs.sorted { order($0) < order($1) }
    for path in paths where !claimed.contains(path) {
      guard let (file, config) = session.electronConfig(path) else { continue }
      claimed.insert(path)
      let folder = Paths.parent(path)
      let name = config.name?.trimmingWhitespace ?? ""
      // One app per folder: `package.json` and `electron-builder.yml` beside it configure one.
      let existing = pending.firstIndex { target in
        target.folder == folder
          && target.declared.buildSettingFiles.contains {
            FileTree.isElectronConfigName(Paths.lastComponent($0))
          }
      }
      let index =
        existing
        ?? appendTarget(
          named: name.isEmpty ? Self.targetName(forFolder: folder, file: nil) : name,
          folder: folder)
      let escaping: TextSpan.Escaping = config.format == .json ? .json : .none
      // A key another of the folder's files set already is that file's (one app, one key).
      let declared = Set(pending[index].declared.buildSettings.map(\.key))
      pending[index].declared.buildSettings += config.entries.filter {
        !declared.contains($0.key)
      }.map {
        configuredEntry(
          key: $0.key, value: $0.value, keyRange: $0.keyRange, valueRange: $0.valueRange,
          in: file, escaping: escaping)
      }
      pending[index].declared.buildSettingFiles.append(path)
      // `extendInfo` is the Mac build's: the app these keys are in is a Mac app.
      pending[index].declared.settings = [(nil, ["SDKROOT": "macosx"])]
      guard existing == nil else { continue }
      // Electron's own Info.plist and the packager's keys are in what it generates, never here.
      let product = name.isEmpty ? "App" : name
      addGeneratedInfoPlist(
        Paths.join(folder, "dist/mac/\(product).app/Contents/Info.plist"), to: index, from: path
      ) {
        "'\($0)' configures an Electron app: the keys its extendInfo sets were read, but the Info.plist the packager generates from Electron's own (with the keys it adds) is not here, so a key the code needs is not asked for; check the packaged app's Contents/Info.plist for the whole of it"
      }
    }
  }
}
