extension ZipArchive {
  /// The app bundles of an `.ipa` (`Payload/*.app/`), each with its extensions and frameworks,
  /// sorted by path: what the checker reads, found from the listing alone.
  public func appBundles() -> [IPABundle] {
    var flat: [String: IPABundle] = [:]
    for entry in entries {
      let parts = entry.components
      guard parts.count >= 3 || entry.kind == .directory, parts.count >= 2,
        parts[0] == "Payload", parts[1].hasSuffix(".app")
      else { continue }
      var path = "Payload/\(parts[1])/"
      var kind = IPABundle.Kind.app
      var relative = parts[2...]
      // Down into the innermost bundle the entry lies in, a few levels at most.
      var depth = 0
      while relative.count >= 2, depth < IPABundle.maximumDepth,
        let place = Self.nestedPlace(relative)
      {
        depth += 1
        flat[path] = flat[path] ?? IPABundle(path: path, kind: kind)
        path += "\(relative.first!)/\(relative.dropFirst().first!)/"
        kind = place
        relative = relative.dropFirst(2)
      }
      flat[path, default: IPABundle(path: path, kind: kind)].take(entry, relative: relative)
    }
    return Self.assemble(flat)
  }

  /// The entry of `relative` (an executable's name) in a bundle; nil when there is none, or the
  /// name is no plain relative path.
  public func entry(_ relative: String, in bundle: IPABundle) -> ZipEntry? {
    ZipEntry.isSafe(relative) ? entry(named: bundle.path + relative) : nil
  }

  private static func nestedPlace(_ relative: ArraySlice<Substring>) -> IPABundle.Kind? {
    let folder = relative.first!
    let name = relative.dropFirst().first!
    return IPABundle.nestedPlaces.first { $0.folder == folder && name.hasSuffix($0.suffix) }?.kind
  }

  /// The flat bundles as a tree: each under the bundle two parts up, the apps at the top.
  private static func assemble(_ flat: [String: IPABundle]) -> [IPABundle] {
    var children: [String: [String]] = [:]
    for path in flat.keys.sorted() where path.split(separator: "/").count > 2 {
      let parent = path.split(separator: "/").dropLast(2).joined(separator: "/") + "/"
      children[parent, default: []].append(path)
    }
    func built(_ path: String) -> IPABundle {
      var bundle = flat[path]!
      bundle.tables.sort { $0.name < $1.name }
      bundle.refused.sort { $0.name < $1.name }
      bundle.bundles = (children[path] ?? []).map(built)
      return bundle
    }
    return flat.keys.filter { $0.split(separator: "/").count == 2 }.sorted().map(built)
  }
}
