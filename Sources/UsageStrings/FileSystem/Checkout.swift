import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files a run may touch because a checked file asks it to. A pull request's checkout is
/// untrusted (docs/SECURITY.md): a path its project file, `.xcconfig` or configuration names is
/// read, and written by `--fix`, `merge` and `generate`, only when it resolves inside the
/// checkout — links followed — and outside any `.git` folder, which holds the repository's
/// configuration (a CI token among it) and its hooks.
///
/// The checkout is the git work tree the folder the user named lies in (the nearest folder at
/// or above it holding a `.git`), or that folder itself when it is in none.
public struct Checkout: Sendable, Hashable {
  /// The checkout's top, absolute and normalized.
  public let root: String
  /// The same with its links resolved.
  let realRoot: String
  /// Whether the top holds a `.git`: a git work tree, whose history may be read.
  public let isWorkTree: Bool

  /// The checkout holding `path` (absolute): its work tree, or `path` (a file's or an
  /// `.xcodeproj`'s folder) itself.
  public init(containing path: String) {
    let start = Paths.normalize(path)
    // An `.xcodeproj` or workspace is a folder, but its project is the folder around it.
    let bundle = ["xcodeproj", "xcworkspace"].contains(Paths.pathExtension(start))
    let folder = FileReader.isDirectory(start) && !bundle ? start : Paths.parent(start)
    let workTree = Self.workTree(above: folder)
    root = workTree ?? folder
    realRoot = Self.realPath(root) ?? root
    isWorkTree = workTree != nil
  }

  /// A checkout with an explicit top (a translator's bundle, a revision's scratch folder).
  public init(root: String) {
    self.root = Paths.normalize(root)
    realRoot = Self.realPath(self.root) ?? self.root
    isWorkTree = false
  }

  /// Why a file a checked file names may not be read, or nil when it may.
  public func refusal(toRead path: String) -> String? { refusal(path, ("read", "read")) }

  /// Why a file may not be written, created, renamed or deleted, or nil when it may.
  public func refusal(toWrite path: String) -> String? { refusal(path, ("write", "written")) }

  /// Whether `path` resolves inside the checkout, outside its `.git` folders.
  public func allows(_ path: String) -> Bool { refusal(path, ("touch", "touched")) == nil }

  /// Whether `path` is part of the checkout (a file a pull request may have written), its links
  /// resolved.
  public func contains(_ path: String) -> Bool {
    Paths.isInside(Self.resolvedPath(Paths.normalize(path)), realRoot)
  }

  /// The path of `path` with its links resolved: where a write through a link really lands.
  public func resolved(_ path: String) -> String {
    Self.resolvedPath(Paths.normalize(path))
  }

  private func refusal(_ path: String, _ verb: (infinitive: String, participle: String))
    -> String?
  {
    let normalized = Paths.normalize(path)
    // Outside as written: refused before the disk is asked, so that nothing — not even whether
    // the file exists — is learnt about what lies outside.
    guard Paths.isInside(normalized, root) || Paths.isInside(normalized, realRoot) else {
      return
        "it lies outside '\(root)', the folder checked, and no checked file may have the tool \(verb.infinitive) it"
    }
    let real = Self.resolvedPath(normalized)
    guard Paths.isInside(real, realRoot) else {
      return
        "a symbolic link leads it out of '\(root)', the folder checked, to '\(real)'; it was not \(verb.participle)"
    }
    let inside = Paths.components(Paths.relative(real, to: realRoot))
    if inside.contains(where: { $0.lowercased() == ".git" }) {
      return
        "it is inside a '.git' folder, which holds the repository's configuration and hooks; it was not \(verb.participle)"
    }
    return nil
  }

  /// The nearest folder at or above `folder` that holds a `.git` (a folder, or the file of a
  /// linked work tree or submodule).
  static func workTree(above folder: String) -> String? {
    var current = folder
    while true {
      var info = stat()
      if lstat(Paths.join(current, ".git"), &info) == 0 { return current }
      let parent = Paths.parent(current)
      if parent == current || current == "/" || current == "." { return nil }
      current = parent
    }
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The real path of `path`, where the deepest folder of it that exists has its links resolved
  /// (a file still to be written lands in its real folder).
  static func resolvedPath(_ path: String) -> String {
    var existing = path
    var rest: [String] = []
    while true {
      if let real = realPath(existing) {
        return rest.reversed().reduce(real) { Paths.join($0, $1) }
      }
      let parent = Paths.parent(existing)
      if parent == existing { return path }
      rest.append(Paths.lastComponent(existing))
      existing = parent
    }
  }
}
