/// The working form of a target while its files are being gathered: what it is, and its files
/// grouped by what they are for.
extension TargetAssembler {
  /// A target while its files are being gathered.
  struct Pending {
    var name: String
    /// The folder its translations are looked for around (its Info.plist's folder).
    var folder: String?
    /// Where a project target comes from: its `project.pbxproj` or XcodeGen spec. Nil for a
    /// target found without a project.
    var projectFile: String?
    var productType: String?
    /// The built bundle it is (`App.app`, `Widget.appex`), for built products.
    var builtBundle: String?
    var declared = Declarations()
    var localization = Localization()
    var code = Code()
    var synchronized = SynchronizedFolders()

    init(name: String, folder: String? = nil) {
      self.name = name
      self.folder = folder
    }

    /// Whether a project names the target (an Xcode project or an XcodeGen spec): it builds
    /// only what that project names.
    var fromProject: Bool { projectFile != nil }

    /// Frameworks, libraries and loadable bundles (plug-ins): their code runs in a host, whose
    /// Info.plist the system reads.
    var isLibrary: Bool {
      productType.map {
        $0.contains("framework") || $0.contains("library") || $0 == "com.apple.product-type.bundle"
      } ?? false
    }

    /// Every file given to the target, which no other target takes.
    var claimedFiles: [String] {
      declared.infoPlists + localization.tables.map(\.path) + localization.catalogs
        + declared.buildSettingFiles + declared.privacyManifests + code.files
    }
  }

  /// The files and settings that declare a target's keys.
  struct Declarations {
    var infoPlists: [String] = []
    /// Info.plists its project names that are not there (absolute): what they declare is
    /// unknown.
    var missingInfoPlists: [String] = []
    /// Its `INFOPLIST_KEY_` settings (and the keys a generated Info.plist gets).
    var buildSettings: [SourceEntry] = []
    /// The other strings of its spec's `info.properties`, which the system may look up as keys
    /// (a shortcut's title), as an Info.plist's (`InfoPlistReader.Result.strings`).
    var strings: Set<String> = []
    var buildSettingFiles: [String] = []
    /// All build settings of each configuration (project targets, or an `.xcconfig`).
    var settings: [(configuration: String?, values: [String: String])] = []
    /// The extension point its spec's `info.properties` name (an Info.plist on disk says its own).
    var extensionPoint: String?
    /// The entitlements files it is signed with (`CODE_SIGN_ENTITLEMENTS`).
    var entitlements: [String] = []
    var privacyManifests: [String] = []
  }

  /// A target's translations and the languages it ships.
  struct Localization {
    var developmentRegion: String?
    /// Tables: absolute path, and the path relative to the table set the system looks up.
    var tables: [(path: String, expected: String?)] = []
    var catalogs: [String] = []
    /// String Catalogs of other tables, whose languages ship too.
    var otherCatalogs: [String] = []
    /// Tables found beside a project target that its project does not build.
    var unbuiltTables: Set<String> = []
    /// Catalogs found beside a project's target that its project does not list.
    var unbuiltCatalogs: Set<String> = []
    /// The languages of its localized resources as written (lproj names, catalog languages).
    var resourceLocales: Set<String> = []
    /// The `<lang>.lproj` folders of its localized resources.
    var resourceFolders: Set<String> = []
    /// Where its project keeps its InfoPlist.strings versions.
    var localizationGroup: Target.LocalizationGroup?
  }

  /// A target's code, and what it builds, links and embeds, for the code that runs in it
  /// (`embeddedCode`).
  struct Code {
    /// Swift and Objective-C sources (a built bundle's executable).
    var files: [String] = []
    /// The folder whose code belongs to the target, for targets found without a project.
    var root: String?
    var frameworks: [String] = []
    var product: XcodeProject.ProductReference?
    var embeddedProducts: [XcodeProject.ProductReference] = []
    /// The local Swift packages it uses: product name and package folder.
    var packages: [(name: String, folder: String)] = []
    var remoteProducts: [String] = []
    var unseenLibraries: [String] = []
    /// The pods whose sources the checkout commits: libraries it embeds.
    var committedPods: [CodeModule] = []
    /// What the `Podfile` compiles into Flutter's `permission_handler`, where it says.
    var permissionHandlerGroups: Set<String>?
    var kotlinImports: Set<String> = []
  }

  /// A target's synchronized folders (Xcode 16), and the exceptions to their membership
  /// (`XcodeProject.Target`).
  struct SynchronizedFolders {
    var folders: [String] = []
    var exclusions: [String] = []
    var inclusions: [String] = []

    /// Whether one of the folders holds `path`.
    func holds(_ path: String) -> Bool {
      folders.contains { Paths.isInside(path, $0) }
    }

    /// Whether the target builds a file: its exceptions take it in, or one of its folders holds
    /// it and they do not leave it out. An exception names a localized file as Xcode shows it,
    /// `Localized/InfoPlist.strings` for every `<lang>.lproj/InfoPlist.strings` (Home
    /// Assistant's Intents extension builds the app's tables so).
    func builds(_ file: String) -> Bool {
      let names = [file] + [Self.localizedName(of: file)].compactMap { $0 }
      func excepted(_ list: [String]) -> Bool {
        names.contains { name in list.contains { Paths.isInside(name, $0) } }
      }
      return excepted(inclusions) || (holds(file) && !excepted(exclusions))
    }

    /// `…/Localized/<name>` for `…/<lang>.lproj/<name>`.
    static func localizedName(of file: String) -> String? {
      let folder = Paths.parent(file)
      guard FileTree.isLprojName(Paths.lastComponent(folder)) else { return nil }
      return Paths.join(Paths.join(Paths.parent(folder), "Localized"), Paths.lastComponent(file))
    }
  }
}
