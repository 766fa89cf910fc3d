/// Build settings as an Xcode project and an XcodeGen spec both build them up: merged layer by
/// layer, the `INFOPLIST_KEY_` entries and generated keys they declare, and the entitlements
/// file they sign with.
extension TargetAssembler {
  /// One configuration's build settings, merged layer by layer in Xcode's order of precedence
  /// (a later layer's setting wins): what an Xcode project and an XcodeGen spec both build up.
  struct MergedSettings {
    /// `INFOPLIST_FILE` as written, and where.
    var infoPlist: (value: String, location: SourceRange)?
    /// The `.xcconfig` files read.
    var files: [String] = []
    var values: [String: String] = [:]
    /// Whether every `.xcconfig` the configuration names was there: if not, a setting may be
    /// unknown, and no default stands in for it.
    var isComplete = true
    private var entriesByKey: [String: SourceEntry] = [:]
    private var order: [String] = []

    /// The `INFOPLIST_KEY_` settings, one per key (the last layer's), for the configuration.
    func entries(configuration: String) -> [SourceEntry] {
      order.compactMap { entriesByKey[$0] }.map { entry in
        var entry = entry
        entry.configuration = configuration
        return entry
      }
    }

    /// A layer's value of a setting: `$(inherited)`, and a reference to the setting itself
    /// (`IPHONEOS_DEPLOYMENT_TARGET = $(IPHONEOS_DEPLOYMENT_TARGET)`), mean the layers' below.
    mutating func set(_ name: String, _ value: String) {
      guard value.contains("$") else {
        values[name] = value
        return
      }
      let below = values[name] ?? ""
      var layered = value
      for reference in ["inherited", name] {
        layered = BuildSettingExpander.substituting(reference, with: below, in: layered)
      }
      values[name] = layered
    }

    mutating func add(_ entry: SourceEntry?) {
      guard let entry else { return }
      if entriesByKey[entry.key] == nil { order.append(entry.key) }
      entriesByKey[entry.key] = entry
    }

    /// An `.xcconfig` layer: its file and the files it includes, their unconditional settings.
    mutating func add(
      _ chain: (files: [(path: String, file: XCConfigFile)], isIncomplete: Bool),
      configuration: String
    ) {
      if chain.isIncomplete { isComplete = false }
      for (file, config) in chain.files {
        if !files.contains(file) { files.append(file) }
        for setting in config.settings where setting.conditions == nil {
          if setting.name == "INFOPLIST_FILE" {
            infoPlist = (setting.value, config.file.range(setting.valueRange))
          }
          set(setting.name, setting.value)
          add(
            TargetAssembler.buildSettingEntry(setting, in: config, configuration: configuration))
        }
      }
    }
  }

  /// The source entry of an unconditional `INFOPLIST_KEY_` setting of an `.xcconfig` (a
  /// conditional one applies to some SDKs or architectures only, and is left out).
  static func buildSettingEntry(
    _ setting: XCConfigFile.Setting, in config: XCConfigFile, configuration: String?
  ) -> SourceEntry? {
    guard setting.name.hasPrefix("INFOPLIST_KEY_"), setting.conditions == nil else { return nil }
    return SourceEntry(
      key: String(setting.name.dropFirst("INFOPLIST_KEY_".count)), value: setting.value,
      origin: .buildSetting, configuration: configuration,
      keyLocation: config.file.range(setting.nameRange),
      valueSpan: TextSpan(
        path: config.file.path, file: config.file, content: setting.valueRange, escaping: .none))
  }

  /// The keys Xcode writes into an Info.plist it generates (`GENERATE_INFOPLIST_FILE = YES`)
  /// with no `INFOPLIST_KEY_` setting of theirs: the app's name and its versions, which a catalog
  /// or a table may localize (a widget's `CFBundleName`). They are in the model like any declared
  /// key, their values the build settings Xcode takes them from.
  static let generatedInfoPlistKeys: [(key: String, value: String)] = [
    ("CFBundleName", "$(PRODUCT_NAME)"),
    ("CFBundleShortVersionString", "$(MARKETING_VERSION)"),
    ("CFBundleVersion", "$(CURRENT_PROJECT_VERSION)"),
  ]

  /// The generated keys a configuration's settings do not set themselves, located at `file`
  /// (the project or spec whose setting generates the Info.plist).
  static func generatedEntries(
    values: [String: String], declared: [SourceEntry], configuration: String, file: String
  ) -> [SourceEntry] {
    guard values["GENERATE_INFOPLIST_FILE"] == "YES" else { return [] }
    let set = Set(declared.filter { $0.configuration == configuration }.map(\.key))
    return generatedInfoPlistKeys.filter { !set.contains($0.key) }.map {
      SourceEntry(
        key: $0.key, value: $0.value, origin: .buildSetting, configuration: configuration,
        keyLocation: .file(file), valueSpan: .file(file))
    }
  }

  /// Whether a configuration is the one a target ships with: `Release`, else the first. Each
  /// configuration may sign with its own file (Debug, Beta, Release): the one uploaded counts,
  /// once.
  static func isShipping(_ configuration: String, among all: [String]) -> Bool {
    let release = all.first { $0.lowercased() == "release" }
    return configuration == (release ?? all.first)
  }

  /// The entitlements file a target is signed with, once; a missing one is noted, and the rest
  /// is checked.
  func addEntitlements(
    _ path: String, of target: String, location: SourceRange, into declared: inout Declarations
  ) {
    if let found = existing(path) {
      if !declared.entitlements.contains(found) { declared.entitlements.append(found) }
      return
    }
    session.missing(
      MissingFile(
        path: session.display(path), location: location,
        supplies: "the entitlements of '\(target)'",
        consequence: "the purpose keys its entitlements imply are not checked"))
  }
}

extension TargetAssembler.Declarations {
  /// Records one configuration's merged settings: its `INFOPLIST_KEY_` entries and `.xcconfig`
  /// files, its values with those Xcode sets itself, and the keys an Info.plist generated from
  /// them gets (located at `file`, the project or spec that generates it).
  ///
  /// - Returns: The configuration's values.
  mutating func record(
    _ merged: TargetAssembler.MergedSettings, configuration: String, target: String,
    developmentLanguage: String?, file: String
  ) -> [String: String] {
    buildSettings += merged.entries(configuration: configuration)
    buildSettingFiles += merged.files.filter { !buildSettingFiles.contains($0) }
    var values = merged.values
    values["TARGET_NAME"] = target
    // Xcode's default, unless a missing .xcconfig may have set it.
    if merged.isComplete {
      values["PRODUCT_NAME"] = values["PRODUCT_NAME"] ?? "$(TARGET_NAME)"
    }
    if let developmentLanguage { values["DEVELOPMENT_LANGUAGE"] = developmentLanguage }
    buildSettings += TargetAssembler.generatedEntries(
      values: values, declared: buildSettings, configuration: configuration, file: file)
    settings.append((configuration, values))
    return values
  }
}
