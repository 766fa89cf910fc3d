/// An Expo app whose iOS project `expo prebuild` generates (no `ios/` committed): its
/// `app.json` and the config plugins of its packages write the Info.plist, and are all the
/// checkout holds of it.
extension TargetAssembler {
  /// A key prebuild writes, and the file that sets it (`app.json`, or the `package.json` that
  /// installs a plugin applied with its default text).
  struct ExpoKey {
    var key: ConfiguredKey
    var file: TextFile
    /// For a plugin's default text: the plugin and the option that replaces it.
    var defaultOf: String?

    /// `key` set to the text of a plugin's `option`, located at the option.
    static func option(
      _ key: String, _ option: JSONValue.Member, text: String, at range: Range<Int>,
      in file: TextFile
    ) -> ExpoKey {
      ExpoKey(
        key: ConfiguredKey(
          key: key, value: text, keyRange: ConfiguredKey.inner(option.keyRange),
          valueRange: ConfiguredKey.inner(range)),
        file: file)
    }

    /// `key` set to a plugin's default text, which no file holds, located at `place`.
    static func fallback(
      _ key: String, _ permission: ExpoPlugins.Permission, at place: Range<Int>,
      in file: TextFile, defaultOf: String
    ) -> ExpoKey {
      ExpoKey(
        key: ConfiguredKey(key: key, value: permission.fallback, keyRange: place, valueRange: nil),
        file: file, defaultOf: defaultOf)
    }
  }

  mutating func addExpoConfigs(_ tree: FileTree) {
    for path in tree.expoConfigs where !claimed.contains(path) {
      let folder = Paths.parent(path)
      // A native project in the app's `ios/` (committed, or prebuilt) is what builds; other
      // targets in its folder (a widget's Info.plist of its own) are no sign of one.
      let native = Paths.join(folder, "ios")
      guard
        !pending.contains(where: {
          ($0.projectFile ?? $0.folder).map { Paths.isInside($0, native) } ?? false
        }),
        let (file, config) = session.expoConfig(path)
      else { continue }
      // Expo names an app without `expo.name` by its package.
      let manifest = session.packageJSON(Paths.join(folder, "package.json"))
      let (index, name) = appendConfiguredTarget(
        named: config.name ?? manifest?.root["name"]?.string, path: path)
      let keys = expoKeys(config, in: file, manifest: manifest)
      pending[index].declared.buildSettings += keys.map {
        var entry = configuredEntry(
          key: $0.key.key, value: $0.key.value, keyRange: $0.key.keyRange,
          valueRange: $0.key.valueRange, in: $0.file, escaping: .json)
        entry.defaultOf = $0.defaultOf
        return entry
      }
      pending[index].localization.developmentRegion =
        keys.last { $0.key.key == "CFBundleDevelopmentRegion" }?.key.value
      // Prebuild names the Xcode target after the app, letters and digits only ("app" when
      // none is left).
      let letters = name.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
      let product = letters.isEmpty ? "app" : letters
      pending[index].declared.settings = [(nil, ["SDKROOT": "iphoneos", "PRODUCT_NAME": product])]
      noteGenerated(config, path: path, folder: folder, product: product, index: index)
    }
  }

  /// The note of what prebuild generates: the Info.plist, and the tables of `locales`.
  private mutating func noteGenerated(
    _ config: ExpoConfig, path: String, folder: String, product: String, index: Int
  ) {
    // Prebuild writes each language's table from its file; they are not read here.
    let locales =
      config.locales.isEmpty
      ? ""
      : "; the InfoPlist.strings tables it writes from the files of `locales` (\(config.locales.joined(separator: ", "))) are not read either, so their translations are not checked"
    // A dynamic configuration beside it gets app.json's and may change any of it: it is code.
    let dynamic = FolderReader.entries(of: folder).map(\.name).filter {
      $0.hasPrefix("app.config.") && ["js", "ts", "mjs", "cjs"].contains(Paths.pathExtension($0))
    }
    let code =
      dynamic.isEmpty
      ? ""
      : "; \(dynamic.joined(separator: ", ")) is code, never run here, and may change any of it"
    addGeneratedInfoPlist(Paths.join(folder, "ios/\(product)/Info.plist"), to: index, from: path) {
      "'\($0)' configures an Expo app whose iOS project `expo prebuild` generates: the keys of ios.infoPlist and of its config plugins (their default texts included) were read, but the Info.plist is not here, so keys other plugins add are not known\(locales)\(code); run `npx expo prebuild` and check ios/ for the whole of it"
    }
  }

  /// The keys prebuild writes. `ios.infoPlist`'s (a key written twice is the last, as in
  /// JavaScript), with what plugins set in it while the configuration is read; then the
  /// Info.plist edits of Expo's plugins, which run last registered first: those prebuild applies
  /// to installed packages, then the listed ones from the last to the first (`ExpoPlugins`).
  func expoKeys(
    _ config: ExpoConfig, in file: TextFile, manifest: (file: TextFile, root: JSONValue)?
  ) -> [ExpoKey] {
    var keys: [ExpoKey] = []
    for key in config.infoPlist { keys.put(ExpoKey(key: key, file: file)) }
    // A plugin listed twice runs once, as first listed.
    var listed: [ExpoConfig.Plugin] = []
    for plugin in config.plugins where !listed.contains(where: { $0.package == plugin.package }) {
      listed.append(plugin)
    }
    for plugin in listed {
      for permission in ExpoPlugins.settingInfoPlist[plugin.package] ?? [] {
        setInfoPlist(permission, of: plugin, in: file, to: &keys)
      }
    }
    var edits = listed.map { ($0.package, Optional($0), ($0.range, file)) }
    if let (manifest, root) = manifest {
      let installed = ["dependencies", "devDependencies"].flatMap { root[$0]?.members ?? [] }
      let sdk = installed.last { $0.key == "expo" }?.value.string.flatMap(ExpoPlugins.sdkMajor)
      for package in ExpoPlugins.appliedWhenInstalled
      where !edits.contains(where: { $0.0 == package })
        && (sdk ?? ExpoPlugins.firstSDKWithPlugins) >= ExpoPlugins.firstSDKWithPlugins
      {
        guard let dependency = installed.last(where: { $0.key == package }) else { continue }
        edits.append((package, nil, (ConfiguredKey.inner(dependency.keyRange), manifest)))
      }
    }
    for (package, plugin, place) in edits.reversed() {
      apply(package, plugin: plugin, at: place, to: &keys)
    }
    return keys
  }

  /// What a plugin that sets `ios.infoPlist` does to a key: its option's text, else the key's,
  /// else its default (located at the plugin's name), where the option it requires is true.
  private func setInfoPlist(
    _ permission: ExpoPlugins.Permission, of plugin: ExpoConfig.Plugin, in file: TextFile,
    to keys: inout [ExpoKey]
  ) {
    if let requirement = permission.requires, plugin.option(requirement)?.bool != true { return }
    let option = plugin.options.last { $0.key == permission.option }
    for key in permission.keys {
      if let option, case .string(let text, let range) = option.value {
        keys.put(.option(key, option, text: text, at: range, in: file))
      } else if !keys.contains(where: { $0.key.key == key }) {
        keys.put(
          .fallback(
            key, permission, at: plugin.range, in: file,
            defaultOf: "the \(permission.option) option of \(plugin.package)"))
      }
    }
  }

  /// What one of Expo's plugins does to the keys: its option's text, else the key's text so far
  /// (an empty one is none), else its default text (located at the plugin's name); an option
  /// set to `false` removes the key.
  private func apply(
    _ package: String, plugin: ExpoConfig.Plugin?, at place: (Range<Int>, TextFile),
    to keys: inout [ExpoKey]
  ) {
    for permission in ExpoPlugins.byPackage[package] ?? [] {
      let option = plugin?.options.last { $0.key == permission.option }
      for key in permission.keys {
        let hasText = keys.contains { $0.key.key == key && !$0.key.value.isEmpty }
        if option?.value.bool == false {
          keys.removeAll { $0.key.key == key }
        } else if let option, case .string(let text, let range) = option.value, !text.isEmpty {
          keys.put(.option(key, option, text: text, at: range, in: place.1))
        } else if !hasText {
          let unlisted =
            plugin == nil
            ? " (applied because the package is installed: list it in app.json's plugins to set it)"
            : ""
          keys.put(
            .fallback(
              key, permission, at: place.0, in: place.1,
              defaultOf: "the \(permission.option) option of \(package)\(unlisted)"))
        }
      }
    }
  }
}

extension [TargetAssembler.ExpoKey] {
  /// Sets a key, in place of any text it had: the last writer's text is the one prebuild keeps.
  mutating func put(_ key: TargetAssembler.ExpoKey) {
    removeAll { $0.key.key == key.key.key }
    append(key)
  }
}
