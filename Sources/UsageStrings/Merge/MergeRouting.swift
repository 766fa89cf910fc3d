/// Which target a unit goes to, as Xcode's import decides it: by the file its input names (an
/// XLIFF `original`), matched against each target's files by their last folders; by the key
/// only when it names none. A unit that names a place the project does not have is another
/// project's, and a unit that could go to several files is never guessed.
///
/// Made once per merge: each target's files are split into folders once, and a path's score
/// against them is worked out once for all its units.
struct MergeRouting {
  enum Route: Equatable {
    case target(Int)
    case ambiguous([Int])
    /// No target has the key.
    case none
    /// It names a file or folder the project does not have.
    case foreign
  }

  /// What an XLIFF `original` names in the project.
  enum Named: Equatable {
    /// No folder (`InfoPlist.xcstrings`, a platform's `/de.xliff`): the key decides.
    case nothing
    case foreign
    case places([Int])
  }

  let targets: [ResolvedTarget]
  /// The name this tool's export gives each target's file (`Generator.xliffOriginal`).
  let exportNames: [String]
  /// Each target's files (Info.plist, tables, translations folder), as their folders.
  let places: [[[String]]]
  /// Each target's Info.plist files, as their components.
  let plists: [[[String]]]
  /// Each target's tables and catalogs that lie in the project's own folder, by lowercased file
  /// name: what an `original` with no folder (`InfoPlist.xcstrings`) names.
  let rootFiles: [Set<String>]
  /// Each target's score for a path, by path.
  private var scores: [String: [Int]] = [:]

  /// - Parameter displayBase: what the targets' display paths (their Info.plist files) are
  ///   relative to.
  init(targets: [ResolvedTarget], project: Project, displayBase: String) {
    self.targets = targets
    exportNames = targets.map { Generator.xliffOriginal($0, project: project) }
    let plistPaths = targets.map { target in
      target.target.sourceFiles.map { Paths.normalize(Paths.join(displayBase, $0)) }
    }
    places = targets.indices.map { index in
      let target = targets[index]
      var files = target.target.tables.map(\.absolutePath) + plistPaths[index]
      if let translations = target.target.translationsFolder {
        files.append(Paths.join(translations, "x"))
      }
      return files.map(Self.folders)
    }
    plists = plistPaths.map { $0.map(Self.lowercasedComponents) }
    let root = Generator.projectFolder(project)
    rootFiles = targets.map { target in
      Set(
        target.target.tables.filter { Paths.parent($0.absolutePath) == root }.map {
          Paths.lastComponent($0.absolutePath).lowercased()
        })
    }
  }

  /// - Parameter only: the target `--target` names: it decides among targets the input leaves
  ///   open, never against what the input names.
  mutating func route(_ unit: MergeUnit, only: Int?) -> Route {
    let owners = targets.indices.filter { targets[$0].sources[unit.key] != nil }
    if let original = unit.original {
      let named =
        unit.namesPlace ? self.named(original, owners: owners) : hinted(original, owners: owners)
      switch named {
      case .foreign: return .foreign
      case .places(let places): return choose(places, unit: unit, owners: owners, only)
      case .nothing: break
      }
    }
    if let only { return owners.contains(only) ? .target(only) : .none }
    return owners.isEmpty ? .none : choose(owners, unit: unit, owners: owners, nil)
  }

  /// The targets an XLIFF `original` names: those whose export names exactly it (this tool's
  /// own), whose Info.plist it is, or whose files share its last folders.
  mutating func named(_ original: String, owners: [Int]) -> Named {
    let exact = targets.indices.filter { exportNames[$0] == original }
    if !exact.isEmpty { return .places(exact) }
    guard !Self.folders(original).isEmpty else {
      let name = Paths.lastComponent(original).lowercased()
      let atRoot = targets.indices.filter { rootFiles[$0].contains(name) }
      return atRoot.isEmpty ? .nothing : .places(atRoot)
    }
    if Paths.lastComponent(original).lowercased().hasSuffix("info.plist") {
      let name = Self.lowercasedComponents(original)
      let named = targets.indices.filter { plists[$0].contains { Self.common(name, $0) >= 2 } }
      if !named.isEmpty { return .places(named) }
    }
    let best = scored(original, owners: owners)
    return best.isEmpty ? .foreign : .places(best)
  }

  /// The targets a `.strings` input's own path points at, if it lies among their files; else,
  /// among those it leaves open, the one its folder is named after, as `generate --output`
  /// names each target's folder (`Generator.folder(for:)`); a path elsewhere (a translator's
  /// delivery folder) says nothing.
  mutating func hinted(_ path: String, owners: [Int]) -> Named {
    let best = scored(path, owners: owners)
    if best.count == 1 { return .places(best) }
    let folder = Self.folders(path).last
    let named = (best.isEmpty ? owners : best).filter {
      Generator.safeName(targets[$0].target.name).lowercased() == folder
    }
    if named.count == 1 { return .places(named) }
    return best.isEmpty ? .nothing : .places(best)
  }

  /// The targets whose files share the most last folders with a path, if any share one. A folder
  /// of tables with no Info.plist and no source of the key (a translator's delivery left inside
  /// the app) is no place to route to.
  mutating func scored(_ path: String, owners: [Int]) -> [Int] {
    let all = scores[path] ?? score(path)
    scores[path] = all
    let candidates = targets.indices.filter {
      owners.contains($0) || !targets[$0].target.sources.isEmpty
    }
    let best = candidates.map { all[$0] }.max() ?? 0
    return best > 0 ? candidates.filter { all[$0] == best } : []
  }

  /// One of several targets an input leaves open: the one with the key, the one whose source is
  /// the text the translator saw, any of those that write one shared file, the one that
  /// declares keys when the others only have tables, or the one `--target` names.
  func choose(_ places: [Int], unit: MergeUnit, owners: [Int], _ only: Int?) -> Route {
    if places.count == 1 { return .target(places[0]) }
    let owning = places.filter { owners.contains($0) }
    var pool = owning.isEmpty ? places : owning
    if let seen = unit.sourceSeen {
      let matching = pool.filter { targets[$0].sourceTexts(of: unit.key).contains(seen) }
      if !matching.isEmpty { pool = matching }
    }
    if pool.count == 1 { return .target(pool[0]) }
    let locale = LocaleIdentifier(unit.locale)
    let files = Set(
      pool.map {
        MergeDestination.path(targets[$0], ProjectLocale.folderLocale(locale, in: targets[$0]))
      })
    if files.count == 1, files.first! != nil { return .target(pool[0]) }
    let declaring = pool.filter { !targets[$0].target.sources.isEmpty }
    if declaring.count == 1 { return .target(declaring[0]) }
    if let only, pool.contains(only) { return .target(only) }
    return .ambiguous(pool)
  }

  /// How many folder names above the file a path shares with one of each target's files:
  /// `Workspace/App/en.lproj/InfoPlist.strings` shares `App` with
  /// `/repo/App/fr.lproj/InfoPlist.strings`. `.lproj` folders and file names are not compared:
  /// every target has an `InfoPlist.strings`, and an export names the source's folder.
  func score(_ path: String) -> [Int] {
    let folder = Self.folders(path)
    guard !folder.isEmpty else { return targets.map { _ in 0 } }
    return places.map { files in files.map { Self.common(folder, $0) }.max() ?? 0 }
  }

  static func lowercasedComponents(_ path: String) -> [String] {
    Paths.components(path).map { $0.lowercased() }
  }

  /// The folders of a path above its file and its `.lproj` folder.
  static func folders(_ path: String) -> [String] {
    var components = Paths.components(Paths.parent(path))
    if let last = components.last, FileTree.isLprojName(last) { components.removeLast() }
    return components.filter { $0 != "." && $0 != ".." }.map { $0.lowercased() }
  }

  /// How many trailing components two paths share.
  static func common(_ a: [String], _ b: [String]) -> Int {
    var count = 0
    while count < a.count, count < b.count, a[a.count - 1 - count] == b[b.count - 1 - count] {
      count += 1
    }
    return count
  }
}
