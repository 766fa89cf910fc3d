/// Targets from Xcode project files.
extension TargetAssembler {
  mutating func addProject(_ path: String, onlyReferenced: Bool) {
    guard let project = session.project(path) else { return }
    projectFiles.append(path)
    for target in project.targets {
      var result = Pending(name: uniqueName(target.name))
      result.fromProject = true
      result.projectFile = path
      result.developmentRegion = project.developmentRegion
      result.synchronizedFolders = target.synchronizedFolders
      result.synchronizedExclusions = target.synchronizedExclusions
      result.synchronizedInclusions = target.synchronizedInclusions
      result.productType = target.productType
      readSettings(of: target, in: project, into: &result)
      readResources(of: target, projectFile: path, into: &result)
      readCode(of: target, in: project, into: &result)
      result.folder = result.infoPlists.first.map(Paths.parent) ?? target.synchronizedFolders.first
      claimed.formUnion(
        result.infoPlists + result.tables.map(\.path) + result.catalogs + result.buildSettingFiles
          + result.privacyManifests + result.codeFiles)
      pending.append(result)
    }
  }

  /// Each configuration's build settings, and the Info.plist and `.xcconfig` files they name.
  func readSettings(
    of target: XcodeProject.Target, in project: XcodeProject, into result: inout Pending
  ) {
    for configuration in target.configurations {
      let settings = mergedSettings(project: project, configuration: configuration)
      for entry in settings.entries { result.buildSettings.append(entry) }
      var values = settings.values
      values["TARGET_NAME"] = target.name
      values["PRODUCT_NAME"] = values["PRODUCT_NAME"] ?? "$(TARGET_NAME)"
      if let region = project.developmentRegion { values["DEVELOPMENT_LANGUAGE"] = region }
      result.settings.append((configuration.name, values))
      result.buildSettingFiles += settings.files.filter { !result.buildSettingFiles.contains($0) }
      guard let infoPlist = settings.infoPlistFile else { continue }
      let resolved = resolve(infoPlist, project: project, target: target.name)
      if let found = existing(resolved), !result.infoPlists.contains(found) {
        result.infoPlists.append(found)
      } else if existing(resolved) == nil {
        session.issue(
          .fileUnreadable(
            path: session.display(resolved),
            reason: "the project's INFOPLIST_FILE for '\(target.name)' does not exist"))
      }
    }
  }

  /// The localized resources the project builds into the target: its `InfoPlist.strings`
  /// tables, catalogs and privacy manifests, and the languages it ships.
  func readResources(
    of target: XcodeProject.Target, projectFile: String, into result: inout Pending
  ) {
    for group in target.variantGroups {
      for file in group.files { result.resourceLocales.insert(file.region) }
    }
    result.otherCatalogs = target.resourceFiles.filter {
      Paths.pathExtension($0) == "xcstrings" && !FileTree.isCatalogName(Paths.lastComponent($0))
    }.compactMap(existing)
    for group in target.variantGroups where FileTree.isTableName(group.name) {
      if result.localizationGroup == nil, let folder = group.folder, !group.id.isEmpty {
        result.localizationGroup = .init(
          projectFile: projectFile, groupID: group.id, folder: folder)
      }
      for file in group.files {
        let expected = Paths.lastComponent(Paths.parent(file.path)) + "/" + group.name
        if let found = existing(file.path) {
          result.tables.append((found, expected))
        } else {
          session.issue(
            .fileUnreadable(
              path: session.display(file.path),
              reason: "the project lists it, but it does not exist"))
        }
      }
    }
    result.catalogs = target.resourceFiles.filter {
      FileTree.isCatalogName(Paths.lastComponent($0))
    }.compactMap(existing)
    result.privacyManifests = target.resourceFiles.filter {
      Paths.pathExtension($0) == "xcprivacy"
    }.compactMap(existing)
  }

  /// The target's sources, the frameworks and packages it links, and the products it embeds.
  mutating func readCode(
    of target: XcodeProject.Target, in project: XcodeProject, into result: inout Pending
  ) {
    result.codeFiles = target.sourceFiles.filter {
      ["swift", "m", "mm", "h"].contains(Paths.pathExtension($0))
    }.compactMap(existing)
    result.frameworks = target.frameworks
    result.product = target.product
    result.embeddedProducts = target.embeddedProducts
    result.packages = target.packageProducts.compactMap { product in
      (product.localPackage ?? localPackage(named: product.name, in: project)).map {
        (product.name, $0)
      }
    }
    for package in result.packages { readPackageCode(package.folder) }
    result.remoteProducts = target.packageProducts.map(\.name).filter { name in
      !result.packages.contains { $0.name == name }
    }
  }

  /// The build settings of one configuration, in Xcode's order of precedence: the project's
  /// `.xcconfig`, the project's settings, the target's `.xcconfig`, the target's settings.
  func mergedSettings(project: XcodeProject, configuration: XcodeProject.BuildConfiguration)
    -> (entries: [SourceEntry], infoPlistFile: String?, files: [String], values: [String: String])
  {
    var values: [String: String] = [:]
    var entries: [String: SourceEntry] = [:]
    var order: [String] = []
    var infoPlistFile: String?
    var files: [String] = []
    func apply(_ entry: SourceEntry?) {
      guard let entry else { return }
      if entries[entry.key] == nil { order.append(entry.key) }
      entries[entry.key] = entry
    }
    func applyConfig(_ path: String?) {
      guard let path else { return }
      for (file, config) in session.xcconfigChain(path) {
        files.append(file)
        for setting in config.settings where setting.conditions == nil {
          if setting.name == "INFOPLIST_FILE" { infoPlistFile = setting.value }
          values[setting.name] = setting.value
          apply(buildSettingEntry(setting, in: config, configuration: configuration.name))
        }
      }
    }
    func applyProject(_ configuration: XcodeProject.BuildConfiguration?) {
      guard let configuration else { return }
      for setting in configuration.settings {
        if setting.name == "INFOPLIST_FILE" { infoPlistFile = setting.value }
        if !setting.name.contains("[") { values[setting.name] = setting.value }
        guard setting.name.hasPrefix("INFOPLIST_KEY_") else { continue }
        let content =
          setting.isQuoted
          ? (setting.valueRange.lowerBound + 1)..<max(
            setting.valueRange.lowerBound + 1, setting.valueRange.upperBound - 1)
          : setting.valueRange
        apply(
          SourceEntry(
            key: String(setting.name.dropFirst("INFOPLIST_KEY_".count)), value: setting.value,
            origin: .buildSetting, configuration: configuration.name,
            keyLocation: project.file.range(setting.nameRange),
            valueSpan: TextSpan(
              path: project.file.path, file: project.file, content: content, escaping: .openStep)))
      }
    }
    let projectLevel = project.configurations.first { $0.name == configuration.name }
    applyConfig(projectLevel?.baseConfiguration)
    applyProject(projectLevel)
    applyConfig(configuration.baseConfiguration)
    applyProject(configuration)
    return (
      order.compactMap { entries[$0] }.map { entry in
        var entry = entry
        entry.configuration = configuration.name
        return entry
      }, infoPlistFile, files, values
    )
  }

  /// The source entry of an unconditional `INFOPLIST_KEY_` setting of an `.xcconfig` (a
  /// conditional one applies to some SDKs or architectures only, and is left out).
  func buildSettingEntry(
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

  /// Resolves a path build setting: `$(SRCROOT)` and the like, relative to the project folder.
  func resolve(_ value: String, project: XcodeProject, target: String) -> String {
    var path = value
    for variable in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
      path = path.replacingOccurrences(of: "$(\(variable))", with: project.projectDirectory)
        .replacingOccurrences(of: "${\(variable)}", with: project.projectDirectory)
    }
    for variable in ["TARGET_NAME", "PRODUCT_NAME"] {
      path = path.replacingOccurrences(of: "$(\(variable))", with: target)
        .replacingOccurrences(of: "${\(variable)}", with: target)
    }
    return Paths.join(project.projectDirectory, path)
  }

  /// The path of a file as it is on disk: itself, or a spelling that differs only in case.
  func existing(_ path: String) -> String? {
    if FileReader.exists(path) { return path }
    var current = "/"
    for component in Paths.components(path) {
      guard let actual = FileReader.caseInsensitiveMatch(component, in: current) else { return nil }
      current = Paths.join(current, actual)
    }
    return current
  }

  func uniqueName(_ name: String) -> String {
    var candidate = name
    var number = 2
    while pending.contains(where: { $0.name == candidate }) {
      candidate = "\(name) (\(number))"
      number += 1
    }
    return candidate
  }
}
