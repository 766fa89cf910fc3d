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
  /// Its Info.plists that could not be read (missing, refused, or not parsing): what they
  /// declare is unknown, so no rule may conclude that a key is declared nowhere.
  public var unreadInfoPlists: [String] = []
  /// Whether every key it declares is known: it declares some, and all its Info.plists were
  /// read.
  public var declaresKnownKeys: Bool { !sources.isEmpty && unreadInfoPlists.isEmpty }
  /// Other strings of the Info.plist that translations may use as keys (shortcut titles).
  public var sourceStrings: Set<String>
  /// Those of them that name the app to Siri (`INAlternativeAppNames`): names in every language.
  public var nameStrings: Set<String> = []
  /// The names of its document, URL and exported types (`CFBundleTypeName`…), which the system
  /// looks up by themselves: texts to translate, but a table that copies only them copies no
  /// interface text (WiredClient's "Wired Transfer").
  public var formatNames: Set<String> = []
  /// Keys of the Info.plist's dictionaries that another reader looks up in the tables by
  /// themselves (Automator: an action's `AMDSummary`); their text is the dictionary's value.
  public var lookedUpKeys: Set<String> = []
  public var tables: [TranslationTable]
  /// The folder the target keeps its `.lproj` folders in (absolute), where known.
  public var translationsFolder: String?
  /// Its code and what the code rules read with it.
  public var code = TargetCode()
  /// Its build settings, where a project or `.xcconfig` gives them (nil: unknown, so that a
  /// `$(VAR)` in its Info.plist cannot be expanded).
  public var buildSettings: BuildSettings?
  /// Whether it is a test bundle (unit or UI tests), which never ships.
  public var isTest = false
  /// Whether it is a library (a framework, a static or dynamic library): its code runs in the
  /// bundles that embed it, and the system reads their Info.plists' purpose keys, not its own.
  public var isLibrary = false

  /// Whether the system reads purpose keys from its Info.plist: an app or an extension, not a
  /// library or tests.
  public var readsPurposeKeys: Bool { !isLibrary && !isTest }
  /// For an extension, its `NSExtensionPointIdentifier`.
  public var extensionPoint: String?
  /// Xcode's product type (`com.apple.product-type.application`…), where a project names it.
  public var productType: String?
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
  /// Whether its own alerts show its keys' texts: not where it cannot ask, nor in a widget,
  /// which reads what its app was allowed (location with `NSWidgetWantsLocation`) and shows no
  /// alert of its own. (`missing-usage-key` still judges a widget's calls: code it shares with
  /// the app may need its keys where the widget reads them from its own Info.plist.)
  public var showsItsAlerts: Bool {
    asksForAccess && extensionPoint != "com.apple.widgetkit-extension"
  }
  /// The project file it is read from (display path): a `project.pbxproj`, or an XcodeGen spec.
  public var projectFile: String?
  /// What its project builds of its translations, beside `tables`.
  public var localization = TargetLocalization()

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
    localization.synchronizedFolders.contains { Paths.isInside(path, $0) }
  }

  public func isSourceTable(_ table: TranslationTable) -> Bool {
    table.locale.kind == .base || table.locale.canonical == sourceLanguage.canonical
  }

  /// The tables the project builds into the target (not those `unbuilt-table` reports).
  public var builtTables: [TranslationTable] {
    tables.filter { !localization.unbuiltTables.contains($0.absolutePath) }
  }

  /// Every table, those the project builds first: where a language has both, the built one is
  /// where its translations go (a delivery left in the project's folder is no destination).
  public var builtTablesFirst: [TranslationTable] {
    builtTables + tables.filter { localization.unbuiltTables.contains($0.absolutePath) }
  }

  /// The source language's own table: `en.lproj`, else `Base.lproj`, else a regional variant of
  /// the language (`en-US.lproj`) — the first that exists, even when empty: the device loads it
  /// (and shows the Info.plist's text), not a fuller `en-GB.lproj` beside it.
  public var sourceTable: TranslationTable? {
    // Tables the project does not build never ship: none of them is the source.
    let tables = builtTables
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
