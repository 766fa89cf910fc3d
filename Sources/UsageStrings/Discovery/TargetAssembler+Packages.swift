/// Swift packages: those in the tree (their resources are no app's), the local packages a
/// project uses (their code runs in its targets), and the Tuist manifests met while walking a
/// folder, which say something else than a loose Info.plist or table would.
extension TargetAssembler {
  /// The folders of the Swift packages in a tree: where a `Package.swift` is.
  static func packageRoots(_ tree: FileTree) -> [String] {
    tree.code.filter { Paths.lastComponent($0) == "Package.swift" }.map(Paths.parent)
  }

  /// Whether a file is a Swift package's resource (under its `Sources/` or `Tests/`): its code
  /// reads it through `Bundle.module`, and the system never shows it in a permission alert.
  func isPackageResource(_ path: String) -> Bool {
    packages.roots.contains { root in
      Paths.isInside(path, Paths.join(root, "Sources"))
        || Paths.isInside(path, Paths.join(root, "Tests"))
    }
  }

  /// One note for the Tuist manifests (`Project.swift`) with no project generated beside them:
  /// only Tuist can evaluate them (they are Swift code), so their targets are found by their
  /// folders. One cause, one note, however many modules the workspace has.
  func noteTuistManifests(_ tree: FileTree) {
    let generated = Set(tree.projects.map { Paths.parent(Paths.parent($0)) })
    let manifests = tree.code.filter { manifest in
      let folder = Paths.parent(manifest)
      return Paths.lastComponent(manifest) == "Project.swift" && !generated.contains(folder)
        && !packages.roots.contains(folder)
    }
    guard let first = manifests.first else { return }
    let shown = session.display(first)
    let named =
      manifests.count == 1
      ? "'\(shown)' is a Tuist manifest"
      : "'\(shown)' and \(manifests.count - 1) more are Tuist manifests"
    var note = MissingFile(
      path: shown, location: .file(shown), supplies: "", consequence: "")
    note.explanation =
      "\(named), which only Tuist can evaluate (Swift code), and no project generated from \(manifests.count == 1 ? "it" : "them") is here: targets were found by their folders, so what a target builds and its settings are a guess; run `tuist generate` and check again for the project's own answer"
    session.missing(note)
  }

  /// The local package that provides a product, for a project that refers to its packages by
  /// folder (Xcode before 15): the folder named for it, or the one with a `Sources/<name>`.
  func localPackage(named product: String, in project: XcodeProject) -> String? {
    let packages = project.localPackages.filter {
      session.mayRead($0) && FileReader.exists(Paths.join($0, "Package.swift"))
    }
    return packages.first { Paths.lastComponent($0) == product }
      ?? packages.first { FileReader.isDirectory(Paths.join($0, "Sources/\(product)")) }
  }

  /// Reads the code files of a local package once: everything under its `Sources` (a product
  /// ships the package's targets it depends on; the manifest is not evaluated), tests aside; and
  /// those of the local packages its manifest depends on, which run in the same bundles
  /// (PhotoBooks' features depend on its PhotoKit package), inside the checkout only.
  mutating func readPackageCode(_ folder: String) {
    var queue = [folder]
    while let next = queue.popLast() {
      guard packages.code[next] == nil else { continue }
      guard session.mayRead(next) else {
        packages.code[next] = []
        continue
      }
      // The manifest is read once, for the folders of its targets and its dependencies.
      let manifest = manifestText(of: next)
      let files = sourceFolders(of: next, manifest: manifest).flatMap { sources in
        let code = FileTree.scan(sources, excluded: session.options.excludedPaths).code
        // Another package nested in a target's folder is that package's code.
        let nested = code.filter { Paths.lastComponent($0) == "Package.swift" }.map(Paths.parent)
          .filter { $0 != next }
        return code.filter { file in
          !isTestFolder(Paths.parent(file)) && Paths.lastComponent(file) != "Package.swift"
            && !nested.contains { Paths.isInside(file, $0) }
        }
      }.uniqued()
      packages.code[next] = files
      claimed.formUnion(files)
      let dependencies = localDependencies(of: next, manifest: manifest)
      packages.dependencies[next] = dependencies
      queue += dependencies
    }
  }

  /// Where a package's code is: its `Sources`, and the folders its targets name
  /// (`.target(name: "FudanUI", path: ".")`, DanXi's), inside the checkout only.
  func sourceFolders(of folder: String, manifest: String) -> [String] {
    // Inside the package only: a path up to the checkout's top would take every module's code.
    let named = Self.targetPaths(inManifest: manifest).map {
      Paths.normalize(Paths.join(folder, $0))
    }
    .filter { Paths.isInside($0, folder) }
    return ([Paths.join(folder, "Sources")] + named).filter {
      session.mayRead($0) && FileReader.isDirectory($0)
    }.uniqued()
  }

  /// The `path:` arguments of a manifest's targets (`.target(`, `.executableTarget(`), not of
  /// its package dependencies; not of a target that picks its files (`sources:`, `exclude:`),
  /// whose folder holds others' code too.
  static func targetPaths(inManifest manifest: String) -> [String] {
    var paths: [String] = []
    for call in [".target(", ".executableTarget("] {
      var rest = manifest[...]
      while let found = rest.range(of: call) {
        rest = rest[found.upperBound...]
        var depth = 1
        let arguments = rest.prefix { character in
          if character == "(" || character == "[" { depth += 1 }
          if character == ")" || character == "]" { depth -= 1 }
          return depth > 0
        }
        guard !arguments.contains("sources:"), !arguments.contains("exclude:"),
          let path = pathArgument(of: arguments)
        else { continue }
        paths.append(path)
      }
    }
    return paths
  }

  /// The folders of the local packages a package's manifest depends on that hold a manifest
  /// inside the checkout, by its text (`manifestText`: none where it is a link).
  func localDependencies(of folder: String, manifest: String) -> [String] {
    Self.localDependencies(inManifest: manifest).map {
      Paths.normalize(Paths.join(folder, $0))
    }.filter { session.mayRead($0) && FileReader.exists(Paths.join($0, "Package.swift")) }
  }

  /// The text of a package's manifest; empty where it is a link (its text would decide) or
  /// cannot be read.
  func manifestText(of folder: String) -> String {
    let manifest = Paths.join(folder, "Package.swift")
    guard !FileReader.isSymbolicLink(manifest) else { return "" }
    return String(
      decoding: (try? FileReader.bytes(manifest, display: manifest)) ?? [], as: UTF8.self)
  }

  /// The one-line string after a call's `path:` label, with no escape; nil where there is none.
  static func pathArgument(of arguments: Substring) -> String? {
    guard let label = arguments.range(of: "path:") else { return nil }
    let value = arguments[label.upperBound...].drop { $0 == " " || $0 == "\n" }
    guard value.first == "\"" else { return nil }
    let path = value.dropFirst().prefix { $0 != "\"" && $0 != "\\" }
    return path.isEmpty ? nil : String(path)
  }

  /// The paths of a manifest's local package dependencies: `.package(path: "../Core")`, with or
  /// without a `name:` before it.
  static func localDependencies(inManifest manifest: String) -> [String] {
    var paths: [String] = []
    var rest = manifest[...]
    while let call = rest.range(of: ".package(") {
      rest = rest[call.upperBound...]
      if let path = pathArgument(of: rest.prefix { $0 != ")" }) { paths.append(path) }
    }
    return paths
  }
}

/// The Swift packages a folder holds and the local ones its projects use.
struct PackageIndex {
  /// The folders of the Swift packages in the tree (where a `Package.swift` is).
  var roots: [String] = []
  /// The code files of each local Swift package folder, read once.
  var code: [String: [String]] = [:]
  /// The local packages each package's manifest depends on (folders, absolute).
  var dependencies: [String: [String]] = [:]
}
