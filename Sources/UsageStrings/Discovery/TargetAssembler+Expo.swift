/// An Expo app whose iOS project `expo prebuild` generates (no `ios/` committed): its
/// `app.json` and the config plugins of its packages write the Info.plist, and are all the
/// checkout holds of it.
extension TargetAssembler {
  /// A key prebuild writes, and the file that sets it (`app.json`, or the `package.json` that
  /// installs a plugin applied with its default text).
  struct ExpoKey {
    var key: ConfiguredKey
    var file: TextFile
  }

  mutating func addExpoConfigs(_ tree: FileTree) {
    for path in tree.expoConfigs where !claimed.contains(path) {
      let folder = Paths.parent(path)
      // A native project inside the app's folder (committed `ios/`) is what builds.
      guard !pending.contains(where: { $0.folder.map { Paths.isInside($0, folder) } ?? false }),
        let (file, config) = session.expoConfig(path)
      else { continue }
      claimed.insert(path)
      let name = config.name?.trimmingWhitespace ?? ""
      let index = appendTarget(
        named: name.isEmpty ? Self.targetName(forFolder: folder, file: path) : name,
        folder: folder)
      let keys = expoKeys(config, in: file, folder: folder)
      pending[index].declared.buildSettings += keys.map {
        configuredEntry(
          key: $0.key.key, value: $0.key.value, keyRange: $0.key.keyRange,
          valueRange: $0.key.valueRange, in: $0.file, escaping: .json)
      }
      pending[index].declared.buildSettingFiles.append(path)
      // Prebuild names the Xcode target after the app, letters and digits only.
      let product = name.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
      pending[index].declared.settings = [
        (nil, ["SDKROOT": "iphoneos", "PRODUCT_NAME": product.isEmpty ? "App" : product])
      ]
      noteGenerated(config, path: path, folder: folder, product: product, index: index)
    }
  }

  /// The note of what prebuild generates: the Info.plist, and the tables of `locales`.
  private mutating func noteGenerated(
    _ config: ExpoConfig, path: String, folder: String, product: String, index: Int
  ) {
    let app = product.isEmpty ? "App" : product
    // Prebuild writes each language's table from its file; they are not read here.
    let locales =
      config.locales.isEmpty
      ? ""
      : "; the InfoPlist.strings tables it writes from the files of `locales` (\(config.locales.joined(separator: ", "))) are not read either, so their translations are not checked"
    addGeneratedInfoPlist(Paths.join(folder, "ios/\(app)/Info.plist"), to: index, from: path) {
      "'\($0)' configures an Expo app whose iOS project `expo prebuild` generates: the keys of ios.infoPlist and of its config plugins (their default texts included) were read, but the Info.plist is not here, so keys other plugins add are not known\(locales); run `npx expo prebuild` and check ios/ for the whole of it"
    }
  }

  /// The keys prebuild writes, in the order it writes them: `ios.infoPlist`'s, then each listed
  /// plugin's, then those of the plugins it applies to installed packages (`ExpoPlugins`).
  func expoKeys(_ config: ExpoConfig, in file: TextFile, folder: String) -> [ExpoKey] {
    var keys = config.infoPlist.map { ExpoKey(key: $0, file: file) }
    var applied: Set<String> = []
    for plugin in config.plugins where applied.insert(plugin.package).inserted {
      apply(plugin.package, plugin: plugin, at: (plugin.range, file), to: &keys)
    }
    guard let (manifest, root) = session.packageJSON(Paths.join(folder, "package.json")) else {
      return keys
    }
    let installed = root["dependencies"]?.members ?? []
    for package in ExpoPlugins.appliedWhenInstalled where !applied.contains(package) {
      guard let dependency = installed.last(where: { $0.key == package }) else { continue }
      apply(
        package, plugin: nil, at: (ConfiguredKey.inner(dependency.keyRange), manifest), to: &keys)
    }
    return keys
  }

  /// What one plugin does to the keys: its option's text, else the key's text so far, else its
  /// default text (located at the plugin's name); an option set to `false` removes the key.
  private func apply(
    _ package: String, plugin: ExpoConfig.Plugin?, at place: (Range<Int>, TextFile),
    to keys: inout [ExpoKey]
  ) {
    for permission in ExpoPlugins.byPackage[package] ?? [] {
      let option = plugin?.options.last { $0.key == permission.option }
      for key in permission.keys {
        let existing = keys.lastIndex { $0.key.key == key }
        if option?.value.bool == false {
          keys.removeAll { $0.key.key == key }
        } else if let option, case .string(let text, let range) = option.value, !text.isEmpty {
          let set = ConfiguredKey(
            key: key, value: text, keyRange: ConfiguredKey.inner(option.keyRange),
            valueRange: ConfiguredKey.inner(range))
          if let existing { keys.remove(at: existing) }
          keys.append(ExpoKey(key: set, file: place.1))
        } else if existing == nil {
          let fallback = ConfiguredKey(
            key: key, value: permission.fallback, keyRange: place.0, valueRange: nil)
          keys.append(ExpoKey(key: fallback, file: place.1))
        }
      }
    }
  }
}
