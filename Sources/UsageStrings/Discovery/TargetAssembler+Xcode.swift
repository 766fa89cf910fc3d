/// Targets from Xcode project files.
extension TargetAssembler {
  mutating func addProject(_ path: String, onlyReferenced: Bool) {
    guard let project = session.project(path) else { return }
    projectFiles.append(path)
    let unseen = unseenLibraries(ofProject: path)
    for target in project.targets {
      var result = Pending(name: uniqueName(target.name))
      result.projectFile = path
      result.localization.developmentRegion = project.developmentRegion
      result.synchronized = SynchronizedFolders(
        folders: target.synchronizedFolders, exclusions: target.synchronizedExclusions,
        inclusions: target.synchronizedInclusions)
      result.productType = target.productType
      result.code.unseenLibraries = unseen.of(target.name)
      result.code.committedPods = unseen.podsOf(target.name)
      result.code.permissionHandlerGroups = unseen.permissionHandlerGroups(of: target.name)
      readSettings(of: target, in: project, into: &result)
      readResources(of: target, in: project, projectFile: path, into: &result)
      readCode(of: target, in: project, into: &result)
      result.folder =
        result.declared.infoPlists.first.map(Paths.parent) ?? target.synchronizedFolders.first
      claimed.formUnion(result.claimedFiles)
      pending.append(result)
    }
  }

  /// Each configuration's build settings, and the Info.plist and `.xcconfig` files they name.
  func readSettings(
    of target: XcodeProject.Target, in project: XcodeProject, into result: inout Pending
  ) {
    var shippingPlist: String?
    for configuration in target.configurations {
      var settings = mergedSettings(
        project: project, configuration: configuration, target: target.name)
      // Xcode's own, which a setting may name (`$(PROJECT_NAME)/Info.plist`).
      settings.values["PROJECT_NAME"] = settings.values["PROJECT_NAME"] ?? project.projectName
      let values = result.declared.record(
        settings, configuration: configuration.name, target: target.name,
        developmentLanguage: project.developmentRegion, file: project.file.path)
      let ships = Self.isShipping(configuration.name, among: target.configurations.map(\.name))
      if let entitlements = values["CODE_SIGN_ENTITLEMENTS"], !entitlements.isEmpty, ships {
        addEntitlements(
          resolve(
            entitlements, project: project, target: target.name,
            settings: values, configuration: configuration.name),
          of: target.name, location: project.file.range(0..<0), into: &result.declared)
      }
      // `INFOPLIST_FILE = ""` (Green's frameworks) names no file: the target has no Info.plist.
      guard let infoPlist = settings.infoPlist, !infoPlist.value.trimmingWhitespace.isEmpty
      else { continue }
      let resolved = resolve(
        infoPlist.value, project: project, target: target.name, settings: values,
        configuration: configuration.name)
      if let found = existing(resolved) {
        if ships { shippingPlist = found }
        if !result.declared.infoPlists.contains(found) { result.declared.infoPlists.append(found) }
      } else if !isSkippedTest(target) {
        if ships { result.declared.missingInfoPlists.append(resolved) }
        session.missing(
          MissingFile(
            path: session.display(resolved), location: infoPlist.location,
            supplies: "the Info.plist of '\(target.name)'",
            consequence: "its keys are unknown, so they are not checked"))
      }
    }
    // Configurations that name their own Info.plist (`Info-$(CONFIGURATION).plist`): the one
    // the shipping configuration builds is what people see; a Debug-only key is shown to nobody.
    if let shippingPlist { result.declared.infoPlists = [shippingPlist] }
  }

  /// Whether a target is a test bundle left out of the run (its missing parts are nobody's
  /// concern).
  func isSkippedTest(_ target: XcodeProject.Target) -> Bool {
    let type = target.productType ?? ""
    return (type.contains("unit-test") || type.contains("ui-testing"))
      && !session.options.includesTestTargets
  }

  /// The localized resources the project builds into the target: its `InfoPlist.strings`
  /// tables, catalogs and privacy manifests, and the languages it ships.
  func readResources(
    of target: XcodeProject.Target, in project: XcodeProject, projectFile: String,
    into result: inout Pending
  ) {
    // A version not on disk ships nothing (`missing-file` notes it where it is InfoPlist's).
    for group in target.variantGroups {
      for file in group.files where existing(file.path) != nil {
        result.localization.resourceLocales.insert(file.region)
        let folder = Paths.parent(file.path)
        if FileTree.isLprojName(Paths.lastComponent(folder)) {
          result.localization.resourceFolders.insert(folder)
        }
      }
    }
    let isTable = infoPlistTableNames(of: target, result.declared)
    let renamed = Self.catalogsRenamedByScript(in: target, hasTable: isTable)
    result.localization.otherCatalogs = target.resourceFiles.filter {
      Paths.pathExtension($0) == "xcstrings" && !FileTree.isCatalogName(Paths.lastComponent($0))
        && !renamed.contains($0)
    }.compactMap(existing)
    for group in target.variantGroups where isTable(group.name) {
      if result.localization.localizationGroup == nil, let folder = group.folder, !group.id.isEmpty
      {
        result.localization.localizationGroup = .init(
          projectFile: projectFile, groupID: group.id, folder: folder)
      }
      for file in group.files {
        let expected = Paths.lastComponent(Paths.parent(file.path)) + "/" + group.name
        if let found = existing(file.path) {
          result.localization.tables.append((found, expected))
        } else {
          session.missing(
            MissingFile(
              path: session.display(file.path), location: project.file.range(file.range),
              supplies: "the \(file.region) \(group.name) of '\(target.name)'",
              consequence:
                "Xcode cannot build the target without it, and \(file.region) is not checked"))
        }
      }
    }
    // A `<lang>.lproj/InfoPlist.strings` the Resources phase lists as a plain file, with no
    // variant group, is built too, its language the folder's (as Xcode's build engine takes it).
    for file in target.resourceFiles where isTable(Paths.lastComponent(file)) {
      let folder = Paths.lastComponent(Paths.parent(file))
      guard FileTree.isLprojName(folder), let found = existing(file) else { continue }
      if !result.localization.tables.contains(where: { $0.path == found }) {
        result.localization.tables.append((found, folder + "/" + Paths.lastComponent(file)))
        result.localization.resourceLocales.insert(String(folder.dropLast(6)))
      }
    }
    result.localization.catalogs = target.resourceFiles.filter {
      FileTree.isCatalogName(Paths.lastComponent($0)) || renamed.contains($0)
    }.compactMap(existing)
    result.declared.privacyManifests = target.resourceFiles.filter {
      Paths.pathExtension($0) == "xcprivacy"
    }.compactMap(existing)
  }

  /// The catalogs of other names (`Documents-InfoPlist.xcstrings`) that are the target's
  /// Info.plist table: a Run Script phase moves or copies what one builds
  /// (`Documents-InfoPlist.strings`) to `InfoPlist.strings`, as ONLYOFFICE's does. None where
  /// the target builds a table of that name itself.
  static func catalogsRenamedByScript(
    in target: XcodeProject.Target, hasTable isTable: (String) -> Bool
  ) -> Set<String> {
    guard !target.scripts.isEmpty,
      !target.resourceFiles.contains(where: { FileTree.isCatalogName(Paths.lastComponent($0)) }),
      !target.variantGroups.contains(where: { isTable($0.name) })
    else { return [] }
    let names = target.scripts.reduce(into: Set<String>()) {
      $0.formUnion(namesRenamedToInfoPlist(by: $1))
    }
    return Set(
      target.resourceFiles.filter {
        Paths.pathExtension($0) == "xcstrings"
          && names.contains(Paths.lastComponent($0).replacingSuffix(".xcstrings", with: ".strings"))
      })
  }

  /// The `…InfoPlist.strings` files a script's lines move or copy (`mv`, `cp`, `ditto`) to
  /// `InfoPlist.strings`: each line read once, as text (a script is never run).
  static func namesRenamedToInfoPlist(by script: String) -> Set<String> {
    var names: Set<String> = []
    for line in script.split(whereSeparator: \.isNewline) where line.contains("InfoPlist.strings") {
      let words = line.split { !($0.isLetter || $0.isNumber || "_.-".contains($0)) }
      guard words.contains(where: { ["mv", "cp", "ditto"].contains($0) }),
        words.contains("InfoPlist.strings")
      else { continue }
      for word in words where word.hasSuffix("InfoPlist.strings") && word != "InfoPlist.strings" {
        names.insert(String(word))
      }
    }
    return names
  }

  /// Which file names the build copies as the target's `InfoPlist.strings`: that name, and,
  /// unless `STRINGS_FILE_INFOPLIST_RENAME` is off, a table named after its Info.plist
  /// (`Info-RemotePlist.strings` or `Info-Remote-InfoPlist.strings` for `Info-Remote.plist`, or
  /// `<target>-InfoPlist.strings` where the Info.plist is generated), which Xcode's build engine
  /// renames (swift-build's `CopyStringsFile`).
  func infoPlistTableNames(of target: XcodeProject.Target, _ declared: Declarations)
    -> (String) -> Bool
  {
    let renames = declared.settings.contains { $0.values["STRINGS_FILE_INFOPLIST_RENAME"] != "NO" }
    var stems = Set(
      declared.infoPlists.flatMap { plist -> [String] in
        let base = Paths.lastComponent(plist).replacingSuffix(".plist", with: "")
        return [base + "Plist", base + "-InfoPlist"]
      })
    if declared.settings.contains(where: { $0.values["GENERATE_INFOPLIST_FILE"] == "YES" }) {
      stems.insert(target.name + "-InfoPlist")
    }
    return { name in
      if FileTree.isTableName(name) { return true }
      let ext = Paths.pathExtension(name)
      guard renames, ext == "strings" || ext == "stringsdict" else { return false }
      return stems.contains(String(name.dropLast(ext.count + 1)))
    }
  }

  /// The target's sources, the frameworks and packages it links, and the products it embeds.
  mutating func readCode(
    of target: XcodeProject.Target, in project: XcodeProject, into result: inout Pending
  ) {
    result.code.files = target.sourceFiles.filter {
      FileTree.codeExtensions.contains(Paths.pathExtension($0))
    }.compactMap(existing)
    result.code.frameworks = target.frameworks
    result.code.product = target.product
    result.code.embeddedProducts = target.embeddedProducts
    result.code.packages = target.packageProducts.compactMap { product in
      (product.localPackage ?? localPackage(named: product.name, in: project)).map {
        (product.name, $0)
      }
    }
    for package in result.code.packages { readPackageCode(package.folder) }
    if let projectFile = result.projectFile, Self.buildsKotlin(target.scripts) {
      // The Gradle project is the folder above the Xcode project's (`cd "$SRCROOT/.."`).
      result.code.kotlinImports = kotlinImports(
        under: Paths.parent(Paths.parent(Paths.parent(projectFile))))
    }
    result.code.remoteProducts = target.packageProducts.map(\.name).filter { name in
      !result.code.packages.contains { $0.name == name }
    }
  }

  /// The build settings of one configuration, in Xcode's order of precedence: the project's
  /// `.xcconfig`, the project's settings, the target's `.xcconfig`, the target's settings. A
  /// missing `.xcconfig` is noted (`MissingFile`), and the rest is read.
  func mergedSettings(
    project: XcodeProject, configuration: XcodeProject.BuildConfiguration, target: String
  ) -> MergedSettings {
    var merged = MergedSettings()
    func applyConfig(_ base: XcodeProject.BuildConfiguration?, owner: String) {
      guard let base, let path = base.baseConfiguration else { return }
      let location = base.baseConfigurationRange.map { project.file.range($0) }
      let chain = session.xcconfigChain(
        path, namedAt: location ?? .file(project.file.path),
        supplies: "the build settings of \(owner) (\(configuration.name))")
      merged.add(chain, configuration: configuration.name)
    }
    func applyProject(_ configuration: XcodeProject.BuildConfiguration?) {
      guard let configuration else { return }
      for setting in configuration.settings {
        if setting.name == "INFOPLIST_FILE" {
          merged.infoPlist = (setting.value, project.file.range(setting.valueRange))
        }
        if !setting.name.contains("[") { merged.set(setting.name, setting.value) }
        guard setting.name.hasPrefix("INFOPLIST_KEY_") else { continue }
        let content =
          setting.isQuoted
          ? (setting.valueRange.lowerBound + 1)..<max(
            setting.valueRange.lowerBound + 1, setting.valueRange.upperBound - 1)
          : setting.valueRange
        merged.add(
          SourceEntry(
            key: String(setting.name.dropFirst("INFOPLIST_KEY_".count)), value: setting.value,
            origin: .buildSetting, configuration: configuration.name,
            keyLocation: project.file.range(setting.nameRange),
            valueSpan: TextSpan(
              path: project.file.path, file: project.file, content: content, escaping: .openStep)))
      }
    }
    let projectLevel = project.configurations.first { $0.name == configuration.name }
    applyConfig(projectLevel, owner: "the project")
    applyProject(projectLevel)
    applyConfig(configuration, owner: "'\(target)'")
    applyProject(configuration)
    return merged
  }

  /// Resolves a path build setting: `$(SRCROOT)` and the like, relative to the project folder;
  /// `$(CONFIGURATION)` and the configuration's other settings (`$(CFG_INFO_PLIST)` from an
  /// `.xcconfig`) expanded where they all can be.
  func resolve(
    _ value: String, project: XcodeProject, target: String, settings: [String: String] = [:],
    configuration: String? = nil
  ) -> String {
    let folders = Dictionary(
      uniqueKeysWithValues: ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"].map {
        ($0, project.projectDirectory)
      })
    var path = value
    for (variable, replacement) in folders.merging(
      ["TARGET_NAME": target, "PRODUCT_NAME": target, "PROJECT_NAME": project.projectName],
      uniquingKeysWith: { $1 })
    {
      path = BuildSettingExpander.substituting(variable, with: replacement, in: path)
    }
    if path.contains("$") {
      var known = settings.merging(folders, uniquingKeysWith: { $1 })
      known["CONFIGURATION"] = configuration ?? known["CONFIGURATION"]
      path = BuildSettingExpander(settings: known).expand(path) ?? path
    }
    return Paths.join(project.projectDirectory, path)
  }
}
