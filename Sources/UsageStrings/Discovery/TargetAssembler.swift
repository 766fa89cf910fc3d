/// Gathers the files of each target — from Xcode projects first, then from the loose files of a
/// folder — and turns them into `Target`s.
struct TargetAssembler {
  /// A target while its files are being gathered.
  struct Pending {
    var name: String
    /// The folder its translations are looked for around (its Info.plist's folder).
    var folder: String?
    var infoPlists: [String] = []
    var buildSettings: [SourceEntry] = []
    var buildSettingFiles: [String] = []
    /// Tables: absolute path, and the path relative to the table set the system looks up.
    var tables: [(path: String, expected: String?)] = []
    var catalogs: [String] = []
    var developmentRegion: String?
    var synchronizedFolders: [String] = []
    /// Exceptions to its synchronized folders' membership (`XcodeProject.Target`).
    var synchronizedExclusions: [String] = []
    var synchronizedInclusions: [String] = []
    var fromProject = false
    /// Swift and Objective-C sources, frameworks linked, and privacy manifests.
    var codeFiles: [String] = []
    var frameworks: [String] = []
    var privacyManifests: [String] = []
    /// The folder whose code belongs to the target, for targets found without a project.
    var codeRoot: String?
    /// All build settings of each configuration (project targets, or an `.xcconfig`).
    var settings: [(configuration: String?, values: [String: String])] = []
    var productType: String?
    /// Where a project target comes from (its `project.pbxproj`) and what it builds, links and
    /// embeds, for the code that runs in it (`embeddedCode`).
    var projectFile: String?
    var product: XcodeProject.ProductReference?
    var embeddedProducts: [XcodeProject.ProductReference] = []
    /// The local Swift packages it uses: product name and package folder.
    var packages: [(name: String, folder: String)] = []
    var remoteProducts: [String] = []
    var unseenLibraries: [String] = []
    /// Frameworks, libraries and loadable bundles (plug-ins): their code runs in a host, whose
    /// Info.plist the system reads.
    var isLibrary: Bool {
      productType.map {
        $0.contains("framework") || $0.contains("library") || $0 == "com.apple.product-type.bundle"
      } ?? false
    }
    /// The languages of its localized resources as written (lproj names, catalog languages).
    var resourceLocales: Set<String> = []
    /// String Catalogs of other tables, whose languages ship too.
    var otherCatalogs: [String] = []
    /// Tables found beside a project target that its project does not build.
    var unbuiltTables: Set<String> = []
    /// Catalogs found beside a project's target that its project does not list.
    var unbuiltCatalogs: Set<String> = []
    /// The extension point its spec's `info.properties` name (an Info.plist on disk says its own).
    var extensionPoint: String?
    /// The `<lang>.lproj` folders of its localized resources.
    var resourceFolders: Set<String> = []
    /// Where its project keeps its InfoPlist.strings versions.
    var localizationGroup: Target.LocalizationGroup?
    /// The built bundle it is (`App.app`, `Widget.appex`), for built products.
    var builtBundle: String?
    /// The entitlements files it is signed with (`CODE_SIGN_ENTITLEMENTS`).
    var entitlements: [String] = []
  }

  let session: DiscoverySession
  /// The folder discovery started from (absolute): what is above it says nothing of the app.
  var root = "/"
  var pending: [Pending] = []
  var projectFiles: [String] = []
  /// Files already given to a target.
  var claimed: Set<String> = []
  /// Folders of Info.plists no target builds (`isLeftOver`): their tables ship nowhere.
  var leftOverFolders: [String] = []
  /// The code files of each local Swift package folder, read once.
  var packageCode: [String: [String]] = [:]
  /// The folders of the Swift packages in the tree (where a `Package.swift` is).
  var packageRoots: [String] = []

  init(session: DiscoverySession) { self.session = session }

  var registry: UsageKeyRegistry { session.options.registry }

  // MARK: Loose files

  mutating func addLoose(_ tree: FileTree) {
    packageRoots = Self.packageRoots(tree)
    noteTuistManifests(tree)
    addLoosePlists(tree)
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
      var target = Pending(
        name: uniqueName(Self.targetName(forFolder: Paths.parent(plist), file: plist)),
        folder: Paths.parent(plist), infoPlists: [plist])
      target.codeRoot = Self.namingFolder(Paths.parent(plist))
      pending.append(target)
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
      if let index = owner(of: Paths.parent(config)) {
        pending[index].buildSettings += entries
        pending[index].buildSettingFiles.append(config)
        pending[index].settings.append((nil, values))
      } else {
        let name = Paths.lastComponent(config).replacingSuffix(".xcconfig", with: "")
        pending.append(
          Pending(
            name: uniqueName(name), folder: Paths.parent(config), buildSettings: entries,
            buildSettingFiles: [config], settings: [(nil, values)]))
      }
    }
  }

  /// Tables and catalogs no project names, by the folder of their table set: the owning
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
    for folder in sets.keys.sorted() {
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
            pending[index].catalogs.append(file)
          } else {
            pending[index].tables.append((file, nil))
          }
        }
      }
      guard !files.isEmpty else { continue }
      let index =
        owner(of: folder)
        ?? {
          pending.append(
            Pending(name: uniqueName(Self.targetName(forFolder: folder, file: nil)), folder: folder)
          )
          return pending.count - 1
        }()
      // A project's target builds only what its project names (or its synchronized folders
      // hold, above): the rest never ships.
      let built = !pending[index].fromProject
      for file in files {
        claimed.insert(file)
        if FileTree.isCatalogName(Paths.lastComponent(file)) {
          pending[index].catalogs.append(file)
          if !built { pending[index].unbuiltCatalogs.insert(file) }
        } else {
          pending[index].tables.append((file, nil))
          if !built { pending[index].unbuiltTables.insert(file) }
        }
      }
    }
  }

  /// Other localized resources and catalogs, for the languages their owners ship.
  mutating func addLooseResources(_ tree: FileTree) {
    // The languages of every other localized resource: they ship too, with or without InfoPlist.
    // A project target's come from its project (its variant groups), not from folders on disk
    // that no target builds, except in folders Xcode keeps in step with the disk.
    for folder in tree.localizedFolders where !isPackageResource(folder) {
      guard let index = resourceOwner(of: Paths.parent(folder)),
        !pending[index].fromProject
          || pending[index].synchronizedFolders.contains(where: { Paths.isInside(folder, $0) })
      else { continue }
      pending[index].resourceLocales.insert(String(Paths.lastComponent(folder).dropLast(6)))
      pending[index].resourceFolders.insert(folder)
    }
    for catalog in tree.otherCatalogs
    where !claimed.contains(catalog) && !isPackageResource(catalog) {
      guard let index = resourceOwner(of: Paths.parent(catalog)) else { continue }
      claimed.insert(catalog)
      pending[index].otherCatalogs.append(catalog)
    }
  }

  /// Whether an Info.plist lies in a project's folder whose every app and extension has its own
  /// Info.plist: none of them builds this one.
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
    return !bundles.isEmpty && bundles.allSatisfy { !$0.infoPlists.isEmpty }
  }

  /// Privacy manifests go to the target that owns their folder; code files to the target whose
  /// synchronized folder holds them, else to the loose target with the nearest code root.
  mutating func addLooseCode(_ tree: FileTree) {
    for manifest in tree.privacyManifests where !claimed.contains(manifest) {
      guard let index = owner(of: Paths.parent(manifest)) else { continue }
      claimed.insert(manifest)
      pending[index].privacyManifests.append(manifest)
    }
    for file in tree.code where !claimed.contains(file) {
      // A synchronized folder's code is compiled by every target that has the folder (an app
      // and its Pro edition often share one), but for the files its exceptions leave out, and
      // by a target whose exceptions take it in.
      if let builders = synchronizedBuilders(of: file) {
        for index in builders { pending[index].codeFiles.append(file) }
        continue
      }
      // Without a project file, a folder's name is all that says code is tests, which never ship.
      guard !isTestFolder(Paths.parent(file)) else { continue }
      let nearest = pending.indices.filter {
        pending[$0].codeRoot.map { Paths.isInside(file, $0) } ?? false
      }.max {
        Paths.components(pending[$0].codeRoot ?? "").count
          < Paths.components(pending[$1].codeRoot ?? "").count
      }
      if let nearest { pending[nearest].codeFiles.append(file) }
    }
  }

  /// The targets that build a file of a synchronized folder (Xcode 16): every target that has
  /// the folder, but those whose membership exceptions leave the file out, and those whose
  /// exceptions take it in from another target's folder. Nil for a file in no such folder.
  func synchronizedBuilders(of file: String) -> [Int]? {
    let inSynchronized = pending.contains {
      $0.synchronizedFolders.contains { Paths.isInside(file, $0) }
    }
    let builders = pending.indices.filter { index in
      pending[index].synchronizedInclusions.contains { Paths.isInside(file, $0) }
        || (pending[index].synchronizedFolders.contains { Paths.isInside(file, $0) }
          && !pending[index].synchronizedExclusions.contains { Paths.isInside(file, $0) })
    }
    return inSynchronized || !builders.isEmpty ? builders : nil
  }

  /// Whether a plist is an Info.plist: it declares a purpose-like key, or it is named like one
  /// and has bundle keys.
  func isInfoPlist(_ document: PlistDocument, path: String) -> Bool {
    let name = Paths.lastComponent(path).lowercased()
    if name == "info.plist" { return true }
    let namedLikeOne = name.hasSuffix("info.plist")
    guard let members = document.root?.members else {
      return namedLikeOne && document.failure != nil
    }
    if members.contains(where: { registry.mentionsPurposeKey($0.key) }) { return true }
    return namedLikeOne && members.contains { $0.key.hasPrefix("CFBundle") }
  }

  /// The target whose resources a folder of other localized files belongs to: a project target
  /// only through its synchronized folders (its project lists the rest), a loose one by `owner`.
  func resourceOwner(of folder: String) -> Int? {
    guard let index = owner(of: folder) else { return nil }
    guard pending[index].fromProject else { return index }
    return pending[index].synchronizedFolders.contains { Paths.isInside(folder, $0) } ? index : nil
  }

  /// The target that owns translations kept in `folder`: one named for it in the configuration,
  /// else one whose synchronized folder holds it, else the nearest whose folder holds it or lies
  /// inside it; a resource folder (`Assets`, `Localization`) belongs to the nearest Info.plist
  /// under the folder that names it, and is never a target of its own.
  func owner(of folder: String) -> Int? {
    for (name, folders) in session.options.associations
    where folders.contains(where: { Paths.isInside(folder, $0) }) {
      if let index = pending.firstIndex(where: { $0.name == name }) { return index }
    }
    if let index = pending.firstIndex(where: {
      $0.synchronizedFolders.contains { Paths.isInside(folder, $0) }
    }) {
      return index
    }
    let depth = Paths.components(folder).count
    func nearest(_ candidates: [Int]) -> Int? {
      candidates.min { left, right in
        let leftDistance = abs(Paths.components(pending[left].folder ?? "").count - depth)
        let rightDistance = abs(Paths.components(pending[right].folder ?? "").count - depth)
        return (leftDistance, pending[left].name) < (rightDistance, pending[right].name)
      }
    }
    let related = pending.indices.filter { index in
      guard let own = pending[index].folder else { return false }
      return Paths.isInside(own, folder) || Paths.isInside(folder, own)
    }
    if let found = nearest(related) { return found }
    let naming = Self.namingFolder(folder)
    guard naming != folder, Paths.isInside(naming, root), naming != root else { return nil }
    return nearest(
      pending.indices.filter { index in
        pending[index].infoPlists.isEmpty == false
          && pending[index].folder.map { Paths.isInside($0, naming) } == true
      })
  }

  /// Folder names that say nothing about which target a file belongs to: resource folders
  /// (never a target of their own) and the like.
  static let genericFolders: Set<String> = [
    "resources", "supporting files", "supportingfiles", "support", "info", "config", "configs",
    "configuration", "sources", "source", "ios", "macos", "tvos", "watchos", "plists",
    "app resources", "assets", "localization", "localizations", "localisation", "localisations",
    "l10n", "i18n", "strings", "translations", "languages",
  ]

  /// Whether a folder holds tests, which never ship: a path component below the discovery root
  /// named like a test target (`AppTests`, `AppUITests`, `XCUITest`, `focus-ios-tests`).
  func isTestFolder(_ path: String) -> Bool {
    let below = Paths.components(path).dropFirst(Paths.components(root).count)
    // Whole names only: `AppTests`, `Tests`, `focus-ios-tests`, `XCUITest`, but not `Contests`.
    return below.contains { name in
      let lowered = name.lowercased()
      return lowered == "test" || lowered == "tests" || name.hasSuffix("Tests")
        || name.hasSuffix("UITest") || lowered.hasSuffix("-tests") || lowered.hasSuffix("_tests")
    }
  }

  /// A target's name from its folder: `MyApp-Info.plist` gives `MyApp`, else the nearest folder
  /// whose name is not generic.
  static func targetName(forFolder folder: String, file: String?) -> String {
    if let file {
      let name = Paths.lastComponent(file)
      if name.count > 11, name.lowercased().hasSuffix("-info.plist") {
        return String(name.dropLast(11))
      }
    }
    return Paths.lastComponent(namingFolder(folder))
  }

  /// The nearest folder at or above `folder` whose name is not generic.
  static func namingFolder(_ folder: String) -> String {
    var current = folder
    while current != "/" && current != "." {
      if !genericFolders.contains(Paths.lastComponent(current).lowercased()) { return current }
      current = Paths.parent(current)
    }
    return folder
  }

  // MARK: Single files

  mutating func addSingleFile(_ path: String) {
    let name = Paths.lastComponent(path)
    let folder = Paths.parent(path)
    switch Paths.pathExtension(name) {
    case "pbxproj":
      addProject(path, onlyReferenced: true)
    case "xcconfig":
      addLoose(FileTree(xcconfigs: [path]))
    case "xcstrings":
      pending.append(
        Pending(
          name: uniqueName(Self.targetName(forFolder: folder, file: nil)), folder: folder,
          catalogs: [path]))
    case "strings", "stringsdict":
      let setFolder =
        FileTree.isLprojName(Paths.lastComponent(folder)) ? Paths.parent(folder) : folder
      pending.append(
        Pending(
          name: uniqueName(Self.targetName(forFolder: setFolder, file: nil)), folder: setFolder,
          tables: [(path, nil)]))
    default:
      if let document = session.plist(path) { session.report(document) }
      pending.append(
        Pending(
          name: uniqueName(Self.targetName(forFolder: folder, file: path)), folder: folder,
          infoPlists: [path]))
    }
  }
}

extension String {
  func replacingSuffix(_ suffix: String, with replacement: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
  }
}
