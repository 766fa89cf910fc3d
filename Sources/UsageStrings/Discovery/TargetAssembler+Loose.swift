/// Targets from the loose files of a folder, which no project names: Info.plists, `.xcconfig`
/// files, tables and catalogs, other localized resources and code, each given to the target
/// that owns its folder, else to a target of its own.
extension TargetAssembler {
  mutating func addLoose(_ tree: FileTree) {
    packages.roots = Self.packageRoots(tree)
    noteTuistManifests(tree)
    addLoosePlists(tree)
    addCordovaConfigs(tree)
    addElectronConfigs(tree)
    addExpoConfigs(tree)
    addPlaygroundsApps(tree)
    addLooseConfigs(tree)
    addLooseTables(tree)
    addLooseResources(tree)
    addLooseCode(tree)
  }

  /// An Info.plist no project names: a target of its own, named after its folder — unless the
  /// project around it names an Info.plist for every app and extension it builds: then no target
  /// builds it (a target removed from the project), and its folder's tables ship nowhere.
  mutating func addLoosePlists(_ tree: FileTree) {
    for plist in tree.plists where !claimed.contains(plist) {
      guard let document = session.plist(plist), isInfoPlist(document, path: plist) else {
        continue
      }
      if isLeftOver(plist) {
        claimed.insert(plist)
        leftOverFolders.append(Paths.parent(plist))
        continue
      }
      session.report(document)
      claimed.insert(plist)
      if Self.isInDebugSymbols(plist) {
        claimed.insert(plist)
        continue
      }
      if let bundle = Self.builtBundle(ofInfoPlist: plist) {
        pending.append(builtTarget(bundle: bundle, plist: plist, document: document))
        continue
      }
      let index = appendTarget(
        named: Self.targetName(forFolder: Paths.parent(plist), file: plist),
        folder: Paths.parent(plist))
      pending[index].declared.infoPlists = [plist]
      pending[index].code.root = Self.namingFolder(Paths.parent(plist))
    }
  }

  /// An `.xcconfig` with `INFOPLIST_KEY_` settings: the settings of the target that owns its
  /// folder, else a target of its own.
  mutating func addLooseConfigs(_ tree: FileTree) {
    // An .xcconfig that another includes is read as part of that one.
    let included = Set(tree.xcconfigs.flatMap { session.xcconfigChain($0).dropLast().map(\.path) })
    for config in tree.xcconfigs where !claimed.contains(config) && !included.contains(config) {
      let chain = session.xcconfigChain(config)
      let entries = chain.flatMap { item in
        item.file.settings.compactMap {
          Self.buildSettingEntry($0, in: item.file, configuration: nil)
        }
      }
      guard !entries.isEmpty else { continue }
      claimed.insert(config)
      var values: [String: String] = [:]
      for item in chain {
        for setting in item.file.settings where setting.conditions == nil {
          values[setting.name] = setting.value
        }
      }
      let index =
        owner(of: Paths.parent(config))
        ?? appendTarget(
          named: Paths.lastComponent(config).replacingSuffix(".xcconfig", with: ""),
          folder: Paths.parent(config))
      pending[index].declared.buildSettings += entries
      pending[index].declared.buildSettingFiles.append(config)
      pending[index].declared.settings.append((nil, values))
    }
  }

  /// Tables and catalogs no project names, by the folder of their table set: the configured
  /// owner's, else the target that builds tables of the same name there, else the owning
  /// target's (unbuilt where it is a project's and the folder is not kept in step with the disk),
  /// else a target of their own.
  mutating func addLooseTables(_ tree: FileTree) {
    var sets: [String: [String]] = [:]
    for table in tree.tables where !claimed.contains(table) {
      if leftOverFolders.contains(where: { Paths.isInside(table, $0) })
        || isPackageResource(table)
      {
        claimed.insert(table)
        continue
      }
      sets[Paths.parent(Paths.parent(table)), default: []].append(table)
    }
    for catalog in tree.catalogs where !claimed.contains(catalog) && !isPackageResource(catalog) {
      sets[Paths.parent(catalog), default: []].append(catalog)
    }
    let folders = sets.keys.sorted()
    let joined = plistOwner(ofSets: sets, in: folders)
    for folder in folders {
      // A synchronized folder's tables and catalogs belong to the targets that build them, as
      // its code does (white-label flavours split one folder by membership exceptions).
      var files: [String] = []
      for file in sets[folder] ?? [] {
        guard let builders = synchronizedBuilders(of: file), !builders.isEmpty else {
          files.append(file)
          continue
        }
        claimed.insert(file)
        for index in builders {
          if FileTree.isCatalogName(Paths.lastComponent(file)) {
            pending[index].localization.catalogs.append(file)
          } else {
            pending[index].localization.tables.append((file, nil))
          }
        }
      }
      guard !files.isEmpty else { continue }
      let index =
        configuredOwner(of: folder) ?? builderOfSiblings(of: files, in: folder)
        ?? owner(of: folder)
        ?? onlyApp(ofProjectAround: folder)
        ?? (joined?.folder == folder ? joined?.target : nil)
        ?? appendTarget(named: Self.targetName(forFolder: folder, file: nil), folder: folder)
      give(files, to: index)
    }
  }

  /// The one target (or the one app among several) that builds a table of the same name in the
  /// same folder as these (`ios/en.lproj/InfoPlist.strings` beside
  /// `ios/az.lproj/InfoPlist.strings`): the languages its group lacks are its own (Kid
  /// Security's 17 went to its extension, the target nearest by name).
  func builderOfSiblings(of files: [String], in folder: String) -> Int? {
    let names = Set(files.map(Paths.lastComponent))
    let builders = pending.indices.filter { index in
      pending[index].localization.tables.contains { table in
        names.contains(Paths.lastComponent(table.path))
          && Paths.parent(Paths.parent(table.path)) == folder
      }
    }
    let apps = builders.filter {
      pending[$0].productType == "com.apple.product-type.application"
    }
    if builders.count == 1 { return builders[0] }
    return apps.count == 1 ? apps[0] : nil
  }

  /// Tables and catalogs, to a target: unbuilt where it is a project's (a project's target builds
  /// only what its project names, or its synchronized folders hold).
  private mutating func give(_ files: [String], to index: Int) {
    let built = !pending[index].fromProject
    for file in files {
      claimed.insert(file)
      if FileTree.isCatalogName(Paths.lastComponent(file)) {
        pending[index].localization.catalogs.append(file)
        if !built { pending[index].localization.unbuiltCatalogs.insert(file) }
      } else {
        pending[index].localization.tables.append((file, nil))
        if !built { pending[index].localization.unbuiltTables.insert(file) }
      }
    }
  }

  /// The one set no folder gives an owner, and the one loose Info.plist's target with no tables
  /// that owns no set, when every key the set's tables hold is a key of it: a bundle a script
  /// assembles from folders apart (AtomVoice's Makefile copies `Resources/*.lproj` beside
  /// `Sources/AtomVoice/Info.plist`). Nil where more than one target or set could match.
  func plistOwner(ofSets sets: [String: [String]], in folders: [String])
    -> (folder: String, target: Int)?
  {
    let loose = pending.indices.filter { index in
      let target = pending[index]
      return !target.fromProject && target.declared.infoPlists.count == 1
        && target.localization.tables.isEmpty && target.localization.catalogs.isEmpty
    }
    // Most runs have no such target: the owners of the sets are not worked out for nothing.
    guard !loose.isEmpty else { return nil }
    let owned = folders.map { owner(of: $0) ?? onlyApp(ofProjectAround: $0) }
    let owners = Set(owned.compactMap { $0 })
    let candidates = loose.filter { !owners.contains($0) }
    guard candidates.count == 1, let index = candidates.first,
      let declared = session.plist(pending[index].declared.infoPlists[0])?.root?.members
    else { return nil }
    let keys = Set(declared.map(\.key))
    let matching = folders.indices.filter { position in
      guard owned[position] == nil else { return false }
      let translated = Self.keys(ofTables: sets[folders[position]] ?? [])
      return translated.map { !$0.isEmpty && $0.isSubset(of: keys) } ?? false
    }
    guard matching.count == 1 else { return nil }
    return (folders[matching[0]], index)
  }

  /// The keys of `.strings` tables (catalogs aside); nil where one cannot be read.
  static func keys(ofTables files: [String]) -> Set<String>? {
    var keys: Set<String> = []
    for file in files where !FileTree.isCatalogName(Paths.lastComponent(file)) {
      guard let bytes = try? FileReader.bytes(file, display: file) else { return nil }
      keys.formUnion(StringsTableFile.read(path: file, bytes: bytes).keys)
    }
    return keys
  }

  /// Other localized resources and catalogs, for the languages their owners ship.
  mutating func addLooseResources(_ tree: FileTree) {
    // The languages of every other localized resource: they ship too, with or without InfoPlist.
    // A project target's come from its project (its variant groups), not from folders on disk
    // that no target builds, except in folders Xcode keeps in step with the disk.
    for folder in tree.localizedFolders where !isPackageResource(folder) {
      guard let index = resourceOwner(of: Paths.parent(folder)),
        !pending[index].fromProject || pending[index].synchronized.holds(folder)
      else { continue }
      pending[index].localization.resourceLocales.insert(
        String(Paths.lastComponent(folder).dropLast(6)))
      pending[index].localization.resourceFolders.insert(folder)
    }
    for catalog in tree.otherCatalogs
    where !claimed.contains(catalog) && !isPackageResource(catalog) {
      guard let index = resourceOwner(of: Paths.parent(catalog)) else { continue }
      claimed.insert(catalog)
      pending[index].localization.otherCatalogs.append(catalog)
    }
  }

  /// The one app target of the projects whose folder holds `folder`: tables there that no target
  /// builds are that app's unbuilt ones (a platform's downloads beside the built tables, as in
  /// SafePaths' `ios/GPS/<lang>.lproj`), not an app of their own. Nil where there are several.
  func onlyApp(ofProjectAround folder: String) -> Int? {
    let apps = pending.indices.filter { index in
      let target = pending[index]
      guard target.fromProject, let file = target.projectFile,
        Paths.pathExtension(file) == "pbxproj",
        target.productType == "com.apple.product-type.application"
      else { return false }
      return Paths.isInside(folder, Paths.parent(Paths.parent(file)))
    }
    return apps.count == 1 ? apps[0] : nil
  }

  /// Whether an Info.plist lies in a project's folder whose every app and extension names its own
  /// Info.plist, or has Xcode generate it: none of them builds this one — not even where the file
  /// a target names is missing (Helsingborg's tvOS target names one that is not there, beside a
  /// stray copy).
  func isLeftOver(_ plist: String) -> Bool {
    let covering = pending.filter { target in
      guard target.fromProject, let file = target.projectFile,
        Paths.pathExtension(file) == "pbxproj"
      else { return false }
      return Paths.isInside(plist, Paths.parent(Paths.parent(file)))
    }
    let bundles = covering.filter { target in
      let type = target.productType ?? ""
      return type.contains("application") || type.contains("app-extension")
        || type.contains("watchkit")
    }
    return !bundles.isEmpty
      && bundles.allSatisfy {
        !$0.declared.infoPlists.isEmpty
          || $0.declared.missingInfoPlists.contains(where: isPlainPath)
          || Self.generatesItsInfoPlist($0)
      }
  }

  /// Whether a target's Info.plist is Xcode's own making (`GENERATE_INFOPLIST_FILE = YES` and
  /// no `INFOPLIST_FILE`) in every configuration, or it has none (the container of a watch app):
  /// it builds no file of the folder.
  static func generatesItsInfoPlist(_ target: Pending) -> Bool {
    if target.productType == "com.apple.product-type.application.watchapp2-container" {
      return true
    }
    return !target.declared.settings.isEmpty
      && target.declared.settings.allSatisfy {
        $0.values["GENERATE_INFOPLIST_FILE"] == "YES" && ($0.values["INFOPLIST_FILE"] ?? "").isEmpty
      }
  }

  /// Whether a path a project names is one a person wrote and nothing makes: no setting left
  /// unexpanded (`App/$(FLAVOR)-Info.plist`), not in a folder the build writes (a script may
  /// make `$(DERIVED_FILE_DIR)/Info.plist` from the loose plist it reads).
  func isPlainPath(_ path: String) -> Bool {
    !path.contains("$")
      && !Paths.components(path).contains {
        ["build", "DerivedData", "DerivedSources", "Generated"].contains($0)
      }
  }

  /// Privacy manifests go to the target that owns their folder; code files to the target whose
  /// synchronized folder holds them, else to the loose target with the nearest code root.
  mutating func addLooseCode(_ tree: FileTree) {
    for manifest in tree.privacyManifests where !claimed.contains(manifest) {
      guard let index = owner(of: Paths.parent(manifest)) else { continue }
      claimed.insert(manifest)
      pending[index].declared.privacyManifests.append(manifest)
    }
    for file in tree.code where !claimed.contains(file) {
      // A synchronized folder's code is compiled by every target that has the folder (an app
      // and its Pro edition often share one), but for the files its exceptions leave out, and
      // by a target whose exceptions take it in.
      if let builders = synchronizedBuilders(of: file) {
        for index in builders { pending[index].code.files.append(file) }
        continue
      }
      // Without a project file, a folder's name is all that says code is tests, which never ship.
      guard !isTestFolder(Paths.parent(file)) else { continue }
      for index in nearestCodeRoots(of: file) { pending[index].code.files.append(file) }
    }
  }

  /// The loose target whose code root is the nearest above a file, the first of them where
  /// several share it; but every one of them where all are Info.plist templates, one app's for
  /// each platform (MerginMaps' iOS and macOS templates in `cmake_templates/`).
  func nearestCodeRoots(of file: String) -> [Int] {
    let depths = pending.indices.compactMap { index in
      pending[index].code.root.flatMap {
        Paths.isInside(file, $0) ? (index, Paths.components($0).count) : nil
      }
    }
    let deepest = depths.map(\.1).max()
    let nearest = depths.filter { $0.1 == deepest }.map(\.0)
    let templates = nearest.allSatisfy { index in
      pending[index].declared.infoPlists.allSatisfy {
        FileTree.isPlistTemplateName(Paths.lastComponent($0))
      }
    }
    return templates ? nearest : Array(nearest.prefix(1))
  }

  /// Whether a plist is an Info.plist: it declares a purpose-like key, or it is named like one
  /// and has bundle keys.
  func isInfoPlist(_ document: PlistDocument, path: String) -> Bool {
    var name = Paths.lastComponent(path).lowercased()
    // A template is read as the Info.plist it makes (`info.plist.in` is named like one), where
    // it parses as one (`@VALUE@` between tags, `#cmakedefine` lines do not) and no Info.plist
    // beside it is the file itself.
    if FileTree.isPlistTemplateName(name), let dot = name.lastIndex(of: ".") {
      let made = Paths.join(Paths.parent(path), String(Paths.lastComponent(path)[..<dot]))
      guard document.failure == nil, !FileReader.exists(made) else { return false }
      name = String(name[..<dot])
    }
    if name == "info.plist" { return true }
    let namedLikeOne = name.hasSuffix("info.plist")
    guard let members = document.root?.members else {
      return namedLikeOne && document.failure != nil
    }
    if members.contains(where: { registry.mentionsPurposeKey($0.key) }) { return true }
    return namedLikeOne && members.contains { $0.key.hasPrefix("CFBundle") }
  }

  mutating func addSingleFile(_ path: String) {
    let name = Paths.lastComponent(path)
    let folder = Paths.parent(path)
    switch Paths.pathExtension(name) {
    case "pbxproj":
      addProject(path, onlyReferenced: true)
    case "xcconfig":
      addLoose(FileTree(xcconfigs: [path]))
    case "xcstrings":
      let index = appendTarget(named: Self.targetName(forFolder: folder, file: nil), folder: folder)
      pending[index].localization.catalogs = [path]
    case "strings", "stringsdict":
      let setFolder =
        FileTree.isLprojName(Paths.lastComponent(folder)) ? Paths.parent(folder) : folder
      let index = appendTarget(
        named: Self.targetName(forFolder: setFolder, file: nil), folder: setFolder)
      pending[index].localization.tables = [(path, nil)]
    default:
      if let document = session.plist(path) { session.report(document) }
      let index = appendTarget(
        named: Self.targetName(forFolder: folder, file: path), folder: folder)
      pending[index].declared.infoPlists = [path]
    }
  }

  /// Adds a target found without a project, named `name` unless another target is, and returns
  /// its index.
  mutating func appendTarget(named name: String, folder: String) -> Int {
    pending.append(Pending(name: uniqueName(name), folder: folder))
    return pending.count - 1
  }
}
