import Foundation

/// The files of an app that discovery looks at, found by walking a folder.
package struct FileTree: Sendable {
  /// Folders never entered: build products, dependencies, version control.
  package static let skippedFolders: Set<String> = [
    ".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm", ".svn", ".hg",
  ]

  /// The extensions of the Swift and Objective-C sources the code scan reads.
  package static let codeExtensions: Set<String> = ["swift", "m", "mm", "h"]

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
  /// Kotlin sources of Apple source sets (`src/iosMain`, `src/appleMain`), whose imports of
  /// Apple's frameworks a Kotlin Multiplatform app's iOS target reads.
  package var kotlin: [String] = []
  /// Privacy manifests (`PrivacyInfo.xcprivacy`).
  package var privacyManifests: [String] = []
  /// `config.xml` files, which are a Cordova app's configuration when their root is `<widget>`.
  package var cordovaConfigs: [String] = []
  /// `package.json` and `electron-builder` files, which may set an Electron app's keys.
  package var electronConfigs: [String] = []
  /// `app.json` files, which are an Expo app's configuration when they have an `expo` object.
  package var expoConfigs: [String] = []
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
          if tree.readsLink(path, in: folder, roots: [realRoot, root]) { found.append(path) }
        case .folder:
          if isLprojName(name) { tree.localizedFolders.append(path) }
          // An `.xcloc` export holds copies of the app's tables, an Xcode template
          // (`.xctemplate`) the files of apps not made yet: never the app's own.
          if !skippedFolders.contains(name),
            !["xcloc", "xctemplate"].contains(Paths.pathExtension(name))
          {
            folders.append(path)
          }
        case .file, .other:
          found.append(path)
        }
      }
    }
    tree.escapingLinks.sort()
    tree.localizedFolders.sort()
    for path in found.sorted() { tree.add(path) }
    return tree
  }

  /// Whether a symbolic link met in `folder` is read: only a file inside the walked folder
  /// (`roots`, as resolved and as named) is, and a linked folder is never entered — a `.lproj`
  /// linked from elsewhere could lead anywhere. A relevant link out of it is noted.
  private mutating func readsLink(_ path: String, in folder: String, roots: [String]) -> Bool {
    let name = Paths.lastComponent(path)
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let inside = roots.contains { Paths.isInside(target, $0) }
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory)
    let relevant =
      isDirectory.boolValue
      ? Self.isLprojName(name) : Self.isRelevant(name, parent: Paths.lastComponent(folder))
    // Code linked to nothing (a header a build step makes) has no call to miss; a table or a
    // project linked to nothing is read, and said to be unreadable.
    guard !inside || isDirectory.boolValue else { return exists || relevant }
    if !inside, exists, relevant { escapingLinks.append(path) }
    return false
  }

  /// Files the walk found, each in its list by what it is.
  private mutating func add(_ path: String) {
    let name = Paths.lastComponent(path)
    let parent = Paths.lastComponent(Paths.parent(path))
    let ext = Paths.pathExtension(name)
    if name == "project.pbxproj", parent.hasSuffix(".xcodeproj") {
      projects.append(path)
    } else if Self.isSpecName(name) {
      specs.append(path)
    } else if Self.isLprojName(parent), Self.isTableName(name) {
      tables.append(path)
    } else if Self.isCatalogName(name) {
      catalogs.append(path)
    } else if ext == "xcstrings" {
      otherCatalogs.append(path)
    } else if ext == "plist" || Self.isPlistTemplateName(name) {
      plists.append(path)
    } else if ext == "xcconfig" {
      xcconfigs.append(path)
    } else if Self.codeExtensions.contains(ext) {
      code.append(path)
    } else if ext == "kt", Self.isAppleSourceSet(path) {
      kotlin.append(path)
    } else if ext == "xcprivacy" {
      privacyManifests.append(path)
    } else if name == "config.xml" {
      cordovaConfigs.append(path)
    } else if Self.isElectronConfigName(name) {
      electronConfigs.append(path)
    } else if name == "app.json" {
      expoConfigs.append(path)
    }
  }

  /// Whether a Kotlin file is in a source set compiled for Apple's systems only (`src/iosMain`,
  /// `src/iosArm64Main`, `src/appleMain`, `src/nativeMain`): the only code that imports
  /// Apple's frameworks.
  static func isAppleSourceSet(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    return zip(parts, parts.dropFirst()).contains { folder, set in
      folder == "src" && ["ios", "apple", "native", "darwin"].contains(where: set.hasPrefix)
    }
  }

  /// The names of the files that may configure an Electron app's packaging.
  /// `electron-builder.yml`, or one a build script names (`electron-builder-darwin.yml`).
  package static func isElectronConfigName(_ name: String) -> Bool {
    guard name != "package.json" else { return true }
    let ext = Paths.pathExtension(name)
    return name.hasPrefix("electron-builder") && (ext == "yml" || ext == "yaml" || ext == "json")
  }

  /// An Info.plist template that CMake or another build fills in (`Info.plist.in`,
  /// `MacOSXBundleInfo.plist.in`, `Info.plist.cmake`): a desktop app's only Info.plist.
  package static func isPlistTemplateName(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.hasSuffix(".plist.in") || lower.hasSuffix(".plist.cmake")
  }

  private static func isRelevant(_ name: String, parent: String) -> Bool {
    let ext = Paths.pathExtension(name)
    return (isLprojName(parent) && isTableName(name)) || ext == "xcstrings" || ext == "plist"
      || isPlistTemplateName(name)
      || ext == "xcconfig" || name == "project.pbxproj" || isSpecName(name)
  }

  /// An XcodeGen spec's name: `project.yml`, or one a `--spec` names after the project it
  /// makes (Tuta's `mail-project.yml`, `calendar-project.yml`).
  static func isSpecName(_ name: String) -> Bool {
    ["project.yml", "project.yaml"].contains { name == $0 || name.hasSuffix("-" + $0) }
  }
}
