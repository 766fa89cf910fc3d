/// Swift packages and Tuist manifests met while walking a folder: files an app's project does
/// not name, which say something else than a loose Info.plist or table would.
extension TargetAssembler {
  /// The folders of the Swift packages in a tree: where a `Package.swift` is.
  static func packageRoots(_ tree: FileTree) -> [String] {
    tree.code.filter { Paths.lastComponent($0) == "Package.swift" }.map(Paths.parent)
  }

  /// Whether a file is a Swift package's resource (under its `Sources/` or `Tests/`): its code
  /// reads it through `Bundle.module`, and the system never shows it in a permission alert.
  func isPackageResource(_ path: String) -> Bool {
    packageRoots.contains { root in
      Paths.isInside(path, Paths.join(root, "Sources"))
        || Paths.isInside(path, Paths.join(root, "Tests"))
    }
  }

  /// One note per Tuist manifest (`Project.swift`) with no project generated beside it: only
  /// Tuist can evaluate it (it is Swift code), so its targets are found by their folders.
  func noteTuistManifests(_ tree: FileTree) {
    let generated = Set(tree.projects.map { Paths.parent(Paths.parent($0)) })
    for manifest in tree.code where Paths.lastComponent(manifest) == "Project.swift" {
      let folder = Paths.parent(manifest)
      guard !generated.contains(folder), !packageRoots.contains(folder) else { continue }
      var note = MissingFile(
        path: session.display(manifest), location: .file(session.display(manifest)),
        supplies: "", consequence: "")
      note.explanation =
        "'\(session.display(manifest))' is a Tuist manifest, which only Tuist can evaluate (it is Swift code), and no project generated from it is here: targets were found by their folders, so what a target builds and its settings are a guess; run `tuist generate` and check again for the project's own answer"
      session.missing(note)
    }
  }
}
