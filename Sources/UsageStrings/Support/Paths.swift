/// Path arithmetic on `/`-separated strings, so that the engine gives the same answers on every
/// platform and never touches the disk to do it.
package enum Paths {
  /// Joins `relative` to `base` and normalizes the result.
  package static func join(_ base: String, _ relative: String) -> String {
    if relative.hasPrefix("/") || base.isEmpty { return normalize(relative) }
    return normalize(base + "/" + relative)
  }

  /// Removes `.` and empty components and resolves `..` (never above the root).
  package static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      if part == "..", absolute { continue }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
  }

  package static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  package static func lastComponent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  package static func components(_ path: String) -> [String] {
    path.split(separator: "/").map(String.init)
  }

  /// `path` relative to `base` when it lies inside it, else `path` itself.
  package static func relative(_ path: String, to base: String) -> String {
    if path == base { return "." }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// `path` relative to `base` wherever it lies, climbing with `..` out of `base` (both
  /// absolute and normalized): what a file kept beside the code, such as a baseline, records.
  package static func climbing(_ path: String, from base: String) -> String {
    let target = components(path)
    let start = components(base)
    var common = 0
    while common < target.count, common < start.count, target[common] == start[common] {
      common += 1
    }
    let steps = Array(repeating: "..", count: start.count - common) + target[common...]
    return steps.isEmpty ? "." : steps.joined(separator: "/")
  }

  /// Whether `path` is `folder` or lies inside it.
  package static func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }

  /// The file extension without its dot, lower-cased.
  package static func pathExtension(_ path: String) -> String {
    let name = lastComponent(path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return name[name.index(after: dot)...].lowercased()
  }
}
