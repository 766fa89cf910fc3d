/// One product of an app (the app, an extension, a widget) with its own Info.plist keys and
/// translations.
public struct Target: Sendable {
  /// Why the source language is what it is.
  public enum SourceLanguageOrigin: String, Sendable, Hashable {
    case configuration
    case infoPlist = "info-plist"
    case project, catalog, fallback
  }

  public var name: String
  public var sourceLanguage: LocaleIdentifier
  public var sourceLanguageOrigin: SourceLanguageOrigin
  /// The Info.plist files (display paths) and build-setting files of the target.
  public var sourceFiles: [String]
  /// Every key the target declares (all value types), purpose strings and others.
  public var sources: [SourceEntry]
  /// Other strings of the Info.plist that translations may use as keys (shortcut titles).
  public var sourceStrings: Set<String>
  public var tables: [TranslationTable]
  /// The folder the target keeps its `.lproj` folders in (absolute), where known.
  public var translationsFolder: String?
  /// Its Swift and Objective-C sources (absolute paths), for the code rules.
  public var codeFiles: [String] = []
  /// The frameworks it links, by name.
  public var linkedFrameworks: [String] = []
  /// The entitlements it is signed with (`CODE_SIGN_ENTITLEMENTS`), parsed.
  public var entitlements: [PlistDocument] = []
  /// Its privacy manifests (`PrivacyInfo.xcprivacy`), parsed.
  public var privacyManifests: [PlistDocument] = []
  /// Its build settings, where a project or `.xcconfig` gives them (nil: unknown, so that a
  /// `$(VAR)` in its Info.plist cannot be expanded).
  public var buildSettings: BuildSettings?
  /// The languages of its localized resources, as written (`<lang>.lproj` folders of any table,
  /// every String Catalog's languages): those it ships, whatever InfoPlist has.
  public var resourceLocales: [String] = []
  /// Whether it is a test bundle (unit or UI tests), which never ships.
  public var isTest = false
  /// Whether it is a library (a framework, a static or dynamic library): its code runs in the
  /// bundles that embed it, and the system reads their Info.plists' purpose keys, not its own.
  public var isLibrary = false
  /// The libraries and local packages whose code it embeds, directly or through each other.
  public var embeddedCode: [CodeModule] = []
  /// The package products it or a library it embeds uses whose code is not in the project
  /// (remote packages).
  public var remoteProducts: [String] = []
  /// The pods and cross-platform plugins its project links, whose native code is not in the
  /// checkout ("image_picker (Flutter plugin)").
  public var unseenLibraries: [String] = []

  /// Whether the system reads purpose keys from its Info.plist: an app or an extension, not a
  /// library or tests.
  public var readsPurposeKeys: Bool { !isLibrary && !isTest }
  /// For an extension, its `NSExtensionPointIdentifier`.
  public var extensionPoint: String?
  /// Whether it can ask for access at all: not an extension that runs with no interface (a
  /// notification service, a broadcast upload, a call directory, a network extension), where
  /// code it shares with the app never shows a permission alert.
  public var asksForAccess: Bool {
    guard let point = extensionPoint else { return true }
    return !Self.extensionPointsWithoutInterface.contains(point)
      && !point.hasPrefix("com.apple.networkextension.")
  }
  static let extensionPointsWithoutInterface: Set<String> = [
    "com.apple.usernotifications.service", "com.apple.broadcast-services-upload",
    "com.apple.callkit.call-directory", "com.apple.fileprovider-nonui",
  ]
  /// The project file it is read from (display path): a `project.pbxproj`, or an XcodeGen spec.
  public var projectFile: String?
  /// Tables found beside it (absolute paths) that its project does not build into it.
  public var unbuiltTables: Set<String> = []
  /// Its pseudo-locales' tables (`Pseudolocale`), kept apart from `tables`: no translations,
  /// they count for no language, and only the rules that read pseudo-locales see them.
  public var pseudoTables: [TranslationTable] = []
  /// Catalogs beside it (absolute paths) that its project does not list: still read as its
  /// translations, but not built (`pseudo-locale-shipped` asks).
  public var unbuiltCatalogs: Set<String> = []
  /// Its project's folders Xcode keeps in step with the disk (absolute): whatever lies in them
  /// is built.
  public var synchronizedFolders: [String] = []
  /// Languages its resources name but translate (almost) nothing in: the whole app, alerts too,
  /// is in the development language there. Shipped only where an InfoPlist table translates.
  public var stubLocales: Set<String> = []
  /// Where its project keeps the versions of its `InfoPlist.strings`: a new language's table
  /// is added there, as Xcode adds it, or the build never copies it.
  public var localizationGroup: LocalizationGroup?

  public struct LocalizationGroup: Sendable, Hashable {
    /// The `project.pbxproj` (absolute).
    public var projectFile: String
    /// The variant group's object ID.
    public var groupID: String
    /// The folder its `<lang>.lproj` folders are in (absolute).
    public var folder: String

    public init(projectFile: String, groupID: String, folder: String) {
      self.projectFile = projectFile
      self.groupID = groupID
      self.folder = folder
    }
  }
  public init(
    name: String, sourceLanguage: LocaleIdentifier, sourceLanguageOrigin: SourceLanguageOrigin,
    sourceFiles: [String] = [], sources: [SourceEntry] = [], sourceStrings: Set<String> = [],
    tables: [TranslationTable] = [], translationsFolder: String? = nil
  ) {
    self.name = name
    self.sourceLanguage = sourceLanguage
    self.sourceLanguageOrigin = sourceLanguageOrigin
    self.sourceFiles = sourceFiles
    self.sources = sources
    self.sourceStrings = sourceStrings
    self.tables = tables
    self.translationsFolder = translationsFolder
  }

  /// What tells the target apart within a run (which may check several projects, each in
  /// several parts): its project, name and first source file.
  public func identity(in project: Project) -> String {
    project.root + "\u{0}" + name + "\u{0}" + (sourceFiles.first ?? "")
  }

  /// Whether a table is in the source language (its own language, or `Base`).
  /// Whether a file lies in one of its synchronized folders, which Xcode builds as they are.
  public func isSynchronized(_ path: String) -> Bool {
    synchronizedFolders.contains { Paths.isInside(path, $0) }
  }

  public func isSourceTable(_ table: TranslationTable) -> Bool {
    table.locale.kind == .base || table.locale.canonical == sourceLanguage.canonical
  }

  /// The source language's own table: `en.lproj`, else `Base.lproj`, else a regional variant of
  /// the language (`en-US.lproj`) — the first that exists, even when empty: the device loads it
  /// (and shows the Info.plist's text), not a fuller `en-GB.lproj` beside it.
  public var sourceTable: TranslationTable? {
    // Tables the project does not build never ship: none of them is the source.
    let tables = self.tables.filter { !unbuiltTables.contains($0.absolutePath) }
    let candidates = [
      tables.first {
        $0.locale.kind != .base && $0.locale.canonical == sourceLanguage.canonical
          && $0.format != .catalog
      },
      tables.first { $0.locale.kind == .base },
      tables.first {
        $0.locale.kind != .base && $0.locale.language == sourceLanguage.language
          && $0.format != .catalog
      },
      tables.first { $0.locale.canonical == sourceLanguage.canonical },
    ].compactMap { $0 }
    // The device loads the best match even when it is empty (then the Info.plist's text shows):
    // an empty en.lproj table is the source, not en-GB's.
    return candidates.first
  }
}
