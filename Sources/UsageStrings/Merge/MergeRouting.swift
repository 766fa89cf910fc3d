/// Which target a unit goes to, as Xcode's import decides it: by the file its input names (an
/// XLIFF `original`, a `.strings` input's own path), matched against each target's folders by
/// their last components; else by the key. A unit that could go to several is never guessed.
enum MergeRouting {
  enum Route: Equatable {
    case target(Int)
    case ambiguous([Int])
    case none
  }

  /// - Parameter only: the one target to consider, by name (`--target`).
  static func route(
    _ unit: MergeUnit, targets: [ResolvedTarget], project: Project, only: String?
  ) -> Route {
    let candidates = targets.indices.filter { only == nil || targets[$0].target.name == only }
    let owners = candidates.filter { targets[$0].sources[unit.key] != nil }
    // A file that names its target routes there even without the key (then the key is unknown
    // there, with a suggestion).
    if let original = unit.original {
      // This tool's own exports name the target exactly (targets sharing a translations
      // folder share the name: then the key decides).
      let exact = candidates.filter {
        Generator.xliffOriginal(targets[$0], project: project) == original
      }
      if exact.count == 1 { return .target(exact[0]) }
      if exact.count > 1 {
        let owning = exact.filter { owners.contains($0) }
        return owning.count == 1
          ? .target(owning[0]) : narrowed(owning.isEmpty ? exact : owning, targets)
      }
      // A folder of tables with no Info.plist and no source of the key (a translator's delivery
      // left inside the app) is no place to route to.
      let places = candidates.filter {
        owners.contains($0) || !targets[$0].target.sources.isEmpty
      }
      let scored = places.map { ($0, score(original, targets[$0])) }
      let best = scored.map(\.1).max() ?? 0
      if best > 0 {
        let tied = scored.filter { $0.1 == best }.map(\.0)
        let owning = tied.filter { owners.contains($0) }
        if tied.count == 1 { return .target(tied[0]) }
        if owning.count == 1 { return .target(owning[0]) }
        return narrowed(owning.isEmpty ? tied : owning, targets)
      }
    }
    switch owners.count {
    case 0: return .none
    case 1: return .target(owners[0])
    default: return narrowed(owners, targets)
    }
  }

  /// Among targets that all have the key, the one that declares keys (an Info.plist) when the
  /// others only have tables; else none can be chosen.
  static func narrowed(_ indices: [Int], _ targets: [ResolvedTarget]) -> Route {
    let declaring = indices.filter { !targets[$0].target.sources.isEmpty }
    return declaring.count == 1 ? .target(declaring[0]) : .ambiguous(indices)
  }

  /// How many folder names above the file a path shares with one of the target's files (its
  /// Info.plist, tables and catalogs): `Workspace/App/en.lproj/InfoPlist.strings` shares `App`
  /// with `/repo/App/fr.lproj/InfoPlist.strings`. `.lproj` folders and file names are not
  /// compared: every target has an `InfoPlist.strings`, and an export names the source's folder.
  static func score(_ path: String, _ target: ResolvedTarget) -> Int {
    let folder = folders(path)
    guard !folder.isEmpty else { return 0 }
    // Info.plist files are display paths: their last folders are what is compared.
    var places = target.target.tables.map(\.absolutePath) + target.target.sourceFiles
    if let translations = target.target.translationsFolder {
      places.append(Paths.join(translations, "x"))
    }
    return places.map { common(folder, folders($0)) }.max() ?? 0
  }

  /// The folders of a path above its file and its `.lproj` folder.
  static func folders(_ path: String) -> [String] {
    var components = Paths.components(Paths.parent(path))
    if let last = components.last, FileTree.isLprojName(last) { components.removeLast() }
    return components.map { $0.lowercased() }
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
