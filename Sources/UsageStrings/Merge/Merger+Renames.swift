/// Folders renamed since a delivery was made: its units name the old path (`original`), which
/// the project no longer has. Never routed by key alone: `--map OLD=NEW` says the rename, and a
/// skipped delivery whose keys and source texts are one table's says which to give.
extension Merger {
  /// The unit with its `original` moved from a mapped folder to its new name.
  static func mapped(_ unit: MergeUnit, _ map: [(old: String, new: String)]) -> MergeUnit {
    guard let original = unit.original, unit.namesPlace else { return unit }
    for (old, new) in map {
      let prefix = old.hasSuffix("/") ? old : old + "/"
      if original.hasPrefix(prefix) {
        var moved = unit
        moved.original = Paths.join(new, String(original.dropFirst(prefix.count)))
        return moved
      }
    }
    return unit
  }

  /// The rename that would route units of a foreign `original`: where exactly one target's
  /// exported file has the same file name and holds every unit's key with the source text the
  /// translator saw, the folders the two paths differ in.
  static func renamedFolder(
    _ original: String, units: [MergeUnit], targets: [ResolvedTarget], project: Project
  ) -> (old: String, new: String)? {
    let name = Paths.lastComponent(original)
    let matching = targets.filter { target in
      let exported = Generator.xliffOriginal(target, project: project)
      return Paths.lastComponent(exported) == name
        && units.allSatisfy { unit in
          target.sources[unit.key] != nil
            && (unit.sourceSeen.map { target.sourceTexts(of: unit.key).contains($0) } ?? true)
        }
    }
    guard matching.count == 1 else { return nil }
    let new = Generator.xliffOriginal(matching[0], project: project)
    var oldParts = original.split(separator: "/").map(String.init)
    var newParts = new.split(separator: "/").map(String.init)
    // The shared tail (`en.lproj/InfoPlist.strings`) is no part of the rename.
    while let last = oldParts.last, last == newParts.last {
      oldParts.removeLast()
      newParts.removeLast()
    }
    guard !oldParts.isEmpty, !newParts.isEmpty else { return nil }
    return (oldParts.joined(separator: "/"), newParts.joined(separator: "/"))
  }
}
