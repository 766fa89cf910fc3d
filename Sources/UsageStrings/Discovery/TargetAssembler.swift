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

  /// The path of a file as it is on disk: itself, or a spelling that differs only in case. Nil
  /// for one the checkout may not make the tool read (outside it, or in `.git`), recorded.
  func existing(_ path: String) -> String? {
    guard session.mayRead(path) else { return nil }
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

extension String {
  func replacingSuffix(_ suffix: String, with replacement: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
  }
}
