import Foundation

/// The files of an app that discovery looks at, found by walking a folder.
package struct FileTree: Sendable {
  /// Folders never entered: build products, dependencies, version control.
  package static let skippedFolders: Set<String> = [
    ".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm", ".svn", ".hg",
  ]

  package var plists: [String] = []
  package var projects: [String] = []
  /// XcodeGen specs (`project.yml`), read where no `.xcodeproj` was generated beside them.
  package var specs: [String] = []
  package var xcconfigs: [String] = []
  /// `<lang>.lproj/InfoPlist.strings` and `.stringsdict`, matched regardless of case.
  package var tables: [String] = []
  /// `InfoPlist.xcstrings`, matched regardless of case.
  package var catalogs: [String] = []
  /// Every `<lang>.lproj` folder, whatever it holds: the languages of an app's resources.
  package var localizedFolders: [String] = []
  /// String Catalogs of other tables (`Localizable.xcstrings`): their languages ship too.
  package var otherCatalogs: [String] = []
  /// Swift and Objective-C sources, for the code rules.
  package var code: [String] = []
  /// Privacy manifests (`PrivacyInfo.xcprivacy`).
  package var privacyManifests: [String] = []
  /// Symbolic links that lead out of the folder: never read.
  package var escapingLinks: [String] = []
  /// Whether the walk stopped at `maximumEntries` before it saw everything.
  package var isCut = false

  /// Past this many files and folders, a walk stops: a checkout of that size is no app's (a
  /// whole disk, a dependency cache), and time and memory stay bounded.
  package static let maximumEntries = 500_000

  /// Whether a file name is the one the system looks up, ignoring case.
  package static func isTableName(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower == "infoplist.strings" || lower == "infoplist.stringsdict"
  }

  package static func isCatalogName(_ name: String) -> Bool {
    name.lowercased() == "infoplist.xcstrings"
  }

  /// Whether a folder name is an `.lproj`, ignoring case.
  package static func isLprojName(_ name: String) -> Bool {
    name.count > 6 && name.lowercased().hasSuffix(".lproj")
  }

  /// Walks `root` (absolute), skipping `skippedFolders` and the `excluded` absolute paths, and
  /// stopping after `limit` files and folders.
  package static func scan(
    _ root: String, excluded: [String] = [], limit: Int = maximumEntries
  ) -> FileTree {
    var tree = FileTree()
    let manager = FileManager.default
    let top = Paths.normalize(root)
    let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    var found: [String] = []
    // Depth first, each folder's entries in name order.
    var folders = [top]
    var seen = 0
    walk: while let folder = folders.popLast() {
      for (name, kind) in FolderReader.entries(of: folder).reversed() {
        seen += 1
        if seen > limit {
          tree.isCut = true
          break walk
        }
        let path = folder == "/" ? "/" + name : folder + "/" + name
        if excluded.contains(where: { Paths.isInside(path, $0) }) { continue }
        switch kind {
        case .link:
          // A link is read only when it stays inside the folder, and a linked folder is never
          // entered: a `.lproj` linked from elsewhere could lead anywhere.
          let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
          let inside = Paths.isInside(target, realRoot) || Paths.isInside(target, root)
          var isDirectory: ObjCBool = false
          let exists = manager.fileExists(atPath: target, isDirectory: &isDirectory)
          if !inside || isDirectory.boolValue {
            let relevant =
              isDirectory.boolValue
              ? isLprojName(name) : isRelevant(name, parent: Paths.lastComponent(folder))
            if !inside, exists, relevant { tree.escapingLinks.append(path) }
          } else {
            found.append(path)
          }
        case .folder:
          if isLprojName(name) { tree.localizedFolders.append(path) }
          // An `.xcloc` export holds copies of the app's tables: never the app's own.
          if !skippedFolders.contains(name), Paths.pathExtension(name) != "xcloc" {
            folders.append(path)
          }
        case .file, .other:
          found.append(path)
        }
      }
    }
    tree.escapingLinks.sort()
    tree.localizedFolders.sort()
    for path in found.sorted() {
      let name = Paths.lastComponent(path)
      let parent = Paths.lastComponent(Paths.parent(path))
      let ext = Paths.pathExtension(name)
      if name == "project.pbxproj", parent.hasSuffix(".xcodeproj") {
        tree.projects.append(path)
      } else if name == "project.yml" || name == "project.yaml" {
        tree.specs.append(path)
      } else if isLprojName(parent), isTableName(name) {
        tree.tables.append(path)
      } else if isCatalogName(name) {
        tree.catalogs.append(path)
      } else if ext == "xcstrings" {
        tree.otherCatalogs.append(path)
      } else if ext == "plist" {
        tree.plists.append(path)
      } else if ext == "xcconfig" {
        tree.xcconfigs.append(path)
      } else if ext == "swift" || ext == "m" || ext == "mm" || ext == "h" {
        tree.code.append(path)
      } else if ext == "xcprivacy" {
        tree.privacyManifests.append(path)
      }
    }
    return tree
  }

  private static func isRelevant(_ name: String, parent: String) -> Bool {
    let ext = Paths.pathExtension(name)
    return (isLprojName(parent) && isTableName(name)) || ext == "xcstrings" || ext == "plist"
      || ext == "xcconfig" || name == "project.pbxproj" || name == "project.yml"
      || name == "project.yaml"
  }
}
