/// Targets from an XcodeGen spec (`project.yml`) whose `.xcodeproj` is not committed: what
/// XcodeGen would generate, read from the spec and the files its `sources` name.
extension TargetAssembler {
  mutating func addXcodeGen(_ path: String, tree: FileTree) {
    guard let spec = XcodeGenSpec.read(path, load: { loadSpec($0, of: path) }) else { return }
    projectFiles.append(path)
    // Pods and a cross-platform app's plugins ask from code the scan never sees.
    let unseen = unseenLibraries(inFolder: Paths.parent(path))
    var products: [String: XcodeProject.ProductReference] = [:]
    for target in spec.targets {
      products[target.name] = .init(id: "\(path)#\(target.name)", file: productFile(target))
    }
    for target in spec.targets {
      var result = Pending(name: uniqueName(target.name))
      result.projectFile = path
      result.localization.developmentRegion = spec.developmentLanguage ?? "en"
      result.productType = target.productType
      result.code.product = products[target.name]
      result.code.embeddedProducts = target.dependencies.compactMap {
        $0.kind == .target ? products[$0.name] : nil
      }
      result.code.frameworks = target.dependencies.filter {
        $0.kind == .sdk || $0.kind == .framework
      }.map { Paths.lastComponent($0.name).replacingSuffix(".framework", with: "") }
      let packages = target.dependencies.filter { $0.kind == .package }
      result.code.packages = packages.compactMap { dependency in
        spec.localPackages[dependency.named].flatMap { folder in
          session.mayRead(folder) ? (dependency.name, folder) : nil
        }
      }
      for package in result.code.packages { readPackageCode(package.folder) }
      result.code.remoteProducts = packages.filter { spec.localPackages[$0.named] == nil }
        .map(\.name)
      // A target of several platforms is built under a name per platform.
      let exactName = target.platform != nil
      result.code.unseenLibraries = unseen.of(target.name, exactName: exactName)
      result.code.committedPods = unseen.podsOf(target.name, exactName: exactName)
      result.code.permissionHandlerGroups = unseen.permissionHandlerGroups(
        of: target.name, exactName: exactName)
      readSettings(of: target, in: spec, projectFolder: Paths.parent(path), into: &result)
      readSources(of: target, tree: tree, into: &result)
      result.folder =
        result.declared.infoPlists.first.map(Paths.parent) ?? target.sources.first?.path
      claimed.formUnion(result.claimedFiles)
      pending.append(result)
    }
  }

  /// A file of the spec at `root`: found as a Mac finds it, whatever the case of its name
  /// (Canvas includes `Teacher.yml`, which is `teacher.yml`); a missing `include` is a note,
  /// and the rest of the spec is read.
  func loadSpec(_ path: String, of root: String) -> XcodeGenSpec.Loaded? {
    if let found = existing(path) { return session.spec(found) }
    session.missing(
      MissingFile(
        path: session.display(path), location: .file(session.display(root)),
        supplies: "part of the XcodeGen spec (an include)",
        consequence: "the targets and settings it holds are unknown, so they are not checked"))
    return nil
  }

  /// The product file XcodeGen names for a target, for the targets that embed it.
  func productFile(_ target: XcodeGenSpec.Target) -> String {
    switch target.type ?? "" {
    case "application": return target.name + ".app"
    case "app-extension": return target.name + ".appex"
    case "library.static": return "lib" + target.name + ".a"
    case "library.dynamic": return "lib" + target.name + ".dylib"
    case "bundle": return target.name + ".bundle"
    default: return target.name + ".framework"
    }
  }

  /// Each configuration's settings, in Xcode's order (the project's `.xcconfig` and settings,
  /// then the target's), and the Info.plist: `info.path`, else `INFOPLIST_FILE`. An Info.plist
  /// XcodeGen generates from `info.properties` and that is not on disk is read from the spec.
  mutating func readSettings(
    of target: XcodeGenSpec.Target, in spec: XcodeGenSpec, projectFolder: String,
    into result: inout Pending
  ) {
    for configuration in spec.configurations {
      let merged = mergedSettings(of: target, in: spec, configuration: configuration)
      let values = result.declared.record(
        merged, configuration: configuration, target: target.name,
        developmentLanguage: spec.developmentLanguage ?? "en",
        file: session.display(spec.files[0].path))
      let infoPlist =
        target.infoPath ?? values["INFOPLIST_FILE"].map { Paths.join(projectFolder, $0) }
      if let infoPlist, let found = existing(infoPlist), !result.declared.infoPlists.contains(found)
      {
        result.declared.infoPlists.append(found)
      }
      if let entitlements = values["CODE_SIGN_ENTITLEMENTS"], !entitlements.isEmpty,
        Self.isShipping(configuration, among: spec.configurations)
      {
        addEntitlements(
          Paths.join(projectFolder, entitlements), of: target.name,
          location: .file(session.display(spec.files[0].path)), into: &result.declared)
      }
    }
    if result.declared.infoPlists.isEmpty, !target.infoProperties.isEmpty {
      result.declared.buildSettings += infoProperties(target, spec: spec)
      result.declared.strings = infoStrings(target)
      result.declared.extensionPoint =
        target.infoProperties.first { $0.key.string == "NSExtension" }?
        .value["NSExtensionPointIdentifier"]?.string
    }
  }

  /// One configuration's build settings, in Xcode's order of precedence: the project's
  /// `.xcconfig`, the project's settings (all configurations', then this one's), the target's
  /// `.xcconfig`, the target's settings. A missing `.xcconfig` is noted (`MissingFile`).
  func mergedSettings(
    of target: XcodeGenSpec.Target, in spec: XcodeGenSpec, configuration: String
  ) -> MergedSettings {
    var merged = MergedSettings()
    func apply(_ settings: [XcodeGenSpec.Setting]) {
      for setting in settings {
        merged.values[setting.name] = setting.value
        guard setting.name.hasPrefix("INFOPLIST_KEY_") else { continue }
        merged.add(
          SourceEntry(
            key: String(setting.name.dropFirst("INFOPLIST_KEY_".count)), value: setting.value,
            origin: .buildSetting, configuration: configuration,
            keyLocation: setting.file.range(setting.nameRange),
            valueSpan: TextSpan(
              path: setting.file.path, file: setting.file, content: setting.valueRange,
              escaping: .none)))
      }
    }
    func applyConfig(_ path: String?, owner: String) {
      guard let path else { return }
      let chain = session.xcconfigChain(
        path, namedAt: .file(session.display(spec.files[0].path)),
        supplies: "the build settings of \(owner) (\(configuration))")
      merged.add(chain, configuration: configuration)
    }
    // What XcodeGen sets from the target's platform: the SDK and `options.deploymentTarget`
    // below every setting the spec writes, the target's own `deploymentTarget` above the
    // project's settings (Xcode's target level) and below the target's.
    let platform = target.platform?.lowercased() ?? ""
    let deployment = Deployment.settings[platform]
    if let sdk = Self.sdks[platform] {
      merged.values["SDKROOT"] = sdk
      if let deployment { merged.values[deployment] = spec.deploymentTargets[platform] }
    }
    applyConfig(named(configuration, in: spec.configFiles), owner: "the project")
    apply(spec.settings)
    apply(named(configuration, in: spec.configurationSettings) ?? [])
    if let deployment, let version = target.deploymentTarget { merged.values[deployment] = version }
    applyConfig(named(configuration, in: target.configFiles), owner: "'\(target.name)'")
    apply(target.settings)
    apply(named(configuration, in: target.configurationSettings) ?? [])
    return merged
  }

  /// The SDK of each platform XcodeGen names (lower-cased).
  static let sdks: [String: String] = [
    "ios": "iphoneos", "macos": "macosx", "tvos": "appletvos", "watchos": "watchos",
    "visionos": "xros",
  ]

  /// The value for a configuration of a mapping by configuration name (XcodeGen matches names
  /// regardless of case: `release` for `Release`).
  func named<Value>(_ configuration: String, in values: [String: Value]) -> Value? {
    values[configuration]
      ?? values.first { $0.key.lowercased() == configuration.lowercased() }?.value
  }

  /// The keys of `info.properties`, which XcodeGen writes into the Info.plist it generates.
  func infoProperties(_ target: XcodeGenSpec.Target, spec: XcodeGenSpec) -> [SourceEntry] {
    var entries: [SourceEntry] = []
    for (key, node) in target.infoProperties {
      // Only a dictionary of purpose strings holds keys of its own (as `InfoPlistReader` reads
      // one); `NSExtension`'s are not Info.plist keys, and give the extension point alone.
      let isDictionary =
        key.string.map { InfoPlistReader.isPurposeDictionary($0, registry: registry) } ?? false
      let values: [(key: YAMLNode, node: YAMLNode, parent: String?)] =
        node.string != nil
        ? [(key, node, nil)]
        : {
          guard isDictionary, case .mapping(let pairs) = node.value else { return [] }
          return pairs.map { ($0.key, $0.value, key.string) }
        }()
      for (name, value, parent) in values {
        guard let keyName = name.string, let text = value.string,
          let file = value.fileIndex.map({ spec.files[$0] })
        else { continue }
        // A value written otherwise than it reads (an escape, a block scalar) has no place a
        // fix could edit.
        var entry = SourceEntry(
          key: keyName, value: text, origin: .infoPlist, configuration: nil,
          keyLocation: file.range(name.offset..<name.offset + keyName.utf8.count),
          valueSpan: TextSpan(
            path: file.path, file: file, content: value.literalRange(in: file.text),
            escaping: .none))
        entry.parentKey = parent
        entries.append(entry)
      }
    }
    return entries
  }

  /// The strings of `info.properties` the system may look up in the tables by themselves (a
  /// shortcut's title: Tailscode's "New Chat"), as `InfoPlistReader` gathers an Info.plist's
  /// (not its names, nor its looked-up keys).
  func infoStrings(_ target: XcodeGenSpec.Target) -> Set<String> {
    var strings: Set<String> = []
    for (key, node) in target.infoProperties {
      guard let name = key.string, !registry.isPurposeKey(name),
        !InfoPlistReader.isPurposeDictionary(name, registry: registry)
      else { continue }
      strings.formUnion(node.allStrings)
    }
    return strings
  }

  /// The files a target's `sources` hold (their `excludes` left out, only their `includes` where
  /// they name some), as XcodeGen adds them: tables, catalogs and manifests as resources, code as
  /// sources; a source whose `buildPhase` is `none` builds nothing.
  mutating func readSources(
    of target: XcodeGenSpec.Target, tree: FileTree, into result: inout Pending
  ) {
    func builds(_ file: String) -> Bool {
      target.sources.contains { source in
        guard source.buildPhase != "none", file == source.path || Paths.isInside(file, source.path)
        else { return false }
        let relative = Paths.relative(file, to: source.path)
        if source.excludes.contains(where: { Glob.matches($0, relative) }) { return false }
        return source.includes.isEmpty || source.includes.contains { Glob.matches($0, relative) }
      }
    }
    for table in tree.tables
    where builds(table) && !result.localization.tables.contains(where: { $0.path == table }) {
      let folder = Paths.lastComponent(Paths.parent(table))
      result.localization.tables.append((table, folder + "/" + Paths.lastComponent(table)))
    }
    result.localization.catalogs += tree.catalogs.filter(builds)
    result.localization.otherCatalogs += tree.otherCatalogs.filter(builds)
    result.declared.privacyManifests += tree.privacyManifests.filter(builds)
    result.code.files += tree.code.filter(builds)
    for folder in tree.localizedFolders where builds(folder) {
      result.localization.resourceLocales.insert(String(Paths.lastComponent(folder).dropLast(6)))
      result.localization.resourceFolders.insert(folder)
    }
  }
}
