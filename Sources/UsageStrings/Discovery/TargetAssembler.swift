/// Gathers the files of each target — from Xcode projects first, then from the loose files of a
/// folder — and turns them into `Target`s.
struct TargetAssembler {
  let session: DiscoverySession
  /// The folder discovery started from (absolute): what is above it says nothing of the app.
  var root = "/"
  var pending: [Pending] = []
  var projectFiles: [String] = []
  /// Files already given to a target.
  var claimed: Set<String> = []
  /// Folders of Info.plists no target builds (`isLeftOver`): their tables ship nowhere.
  var leftOverFolders: [String] = []
  var packages = PackageIndex()
  /// The Kotlin sources of Apple source sets in the tree (`FileTree.kotlin`).
  var kotlinFiles: [String] = []
  /// The names `uniqueName` gave, and for each name asked for, the number to try next: every
  /// pending target is named by it, and a spec may name one target 250,000 times.
  var takenNames: Set<String> = []
  var nextNumbers: [String: Int] = [:]
  /// The names `uniqueName` has tried so far.
  private(set) var namesTried = 0

  init(session: DiscoverySession) { self.session = session }

  var registry: UsageKeyRegistry { session.options.registry }

  /// The targets that build a file of a synchronized folder (Xcode 16): every target that has
  /// the folder, but those whose membership exceptions leave the file out, and those whose
  /// exceptions take it in from another target's folder. Nil for a file in no such folder.
  func synchronizedBuilders(of file: String) -> [Int]? {
    let inSynchronized = pending.contains { $0.synchronized.holds(file) }
    let builders = pending.indices.filter { pending[$0].synchronized.builds(file) }
    return inSynchronized || !builders.isEmpty ? builders : nil
  }

  /// The target whose resources a folder of other localized files belongs to: a project target
  /// only through its synchronized folders (its project lists the rest), a loose one by `owner`.
  func resourceOwner(of folder: String) -> Int? {
    guard let index = owner(of: folder) else { return nil }
    guard pending[index].fromProject else { return index }
    return pending[index].synchronized.holds(folder) ? index : nil
  }

  /// The target the configuration names for `folder` (`targets`), over what discovery finds.
  func configuredOwner(of folder: String) -> Int? {
    for (name, folders) in session.options.associations
    where folders.contains(where: { Paths.isInside(folder, $0) }) {
      if let index = pending.firstIndex(where: { $0.name == name }) { return index }
    }
    return nil
  }

  /// The target that owns translations kept in `folder`: one named for it in the configuration,
  /// else one whose synchronized folder holds it, else the nearest whose folder holds it or lies
  /// inside it; a resource folder (`Assets`, `Localization`) belongs to the nearest Info.plist
  /// under the folder that names it, and is never a target of its own.
  func owner(of folder: String) -> Int? {
    if let index = configuredOwner(of: folder) { return index }
    if let index = pending.firstIndex(where: { $0.synchronized.holds(folder) }) { return index }
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
        pending[index].declared.infoPlists.isEmpty == false
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
    // Where CMake projects keep their Info.plist templates.
    "cmake", "cmake_modules", "cmake_templates", "packaging",
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
    // The spelling found is another path: it may be a link out of the checkout.
    return session.mayRead(current) ? current : nil
  }

  /// `name`, or where a target has it, the first of `name (2)`, `name (3)`… none has: taken.
  mutating func uniqueName(_ name: String) -> String {
    var candidate = name
    var number = nextNumbers[name] ?? 2
    while takenNames.contains(candidate) {
      candidate = "\(name) (\(number))"
      number += 1
      namesTried += 1
    }
    // The numbers below are all taken: the next search of this name starts here.
    if candidate != name { nextNumbers[name] = number }
    takenNames.insert(candidate)
    return candidate
  }
}

extension String {
  func replacingSuffix(_ suffix: String, with replacement: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
  }
}
