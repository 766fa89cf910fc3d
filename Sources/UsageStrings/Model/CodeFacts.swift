/// An API whose use needs a purpose key (or, for pickers, deliberately needs none).
public struct CodeAPI: Sendable, Hashable {
  /// How people know the call, for messages.
  public var name: String
  /// A regular expression over code with comments and strings blanked out.
  public var pattern: String
  /// Identifiers of which every match holds one (`name*`: one that starts with `name`): the scan
  /// runs the expression only over files that have one, so most files cost a token walk.
  public var anchors: [String]
  /// The keys that satisfy it: any one of them.
  public var keys: [String]
  /// A system picker that shows the data out of process and needs no permission.
  public var isPicker: Bool = false
  /// What happens without the key, where it is not what the registry says of a call that runs
  /// (an entitlement asks nothing: App Store Connect rejects the upload).
  public var whenMissing: String? = nil
  /// Its finding's severity, where it is not the rule's: an entitlement is a warning, since
  /// nothing shows that the code asks.
  public var severity: Severity? = nil
  /// It finds a device, which asks nothing by itself (a torch needs no key): it needs the key
  /// only in a bundle whose code also captures (`CodeFacts.captures`).
  public var needsCapture = false
}

/// What a target's code does that needs a purpose key.
public struct CodeFacts: Sendable {
  public struct Use: Sendable {
    public var api: CodeAPI
    public var location: SourceRange
    /// The library or package whose code it is, when it is not the target's own.
    public var module: String?
    /// Whether `location` is a whole built binary, with no line to show: the finding goes to
    /// the Info.plist the key belongs in, and names the binary.
    public var isInBinary = false
    /// For a library's call in a bundle: a type the call's file declares that the bundle's own
    /// code names (it shows the library's screen that asks), with where.
    public var reachedThrough: Reach?
    /// For the bundle's own call in a file other bundles compile too: the function or value
    /// type that holds it, when only their files use it (`OwnCodeReach`): it may never run in
    /// this bundle.
    public var calledOnlyElsewhere: String?
    /// For the bundle's own call: the value type that holds it, when only SwiftUI previews name
    /// it (`PreviewReach`): Xcode's canvas runs it, the app may never.
    public var onlyInPreviews: String?
    /// Whether an authorization check guards it (`authorizationStatus(…) == .authorized`):
    /// it runs only where access was granted, which another bundle may have asked for.
    public var needsGrantedAccess = false
    /// For an AppleScript: whether its file's scripts only run shell commands (`do shell
    /// script`) and address no application, so that no Apple event leaves the app.
    public var runsOnlyShellScripts = false
  }

  /// Where a bundle's own code names a type of a library's file.
  public struct Reach: Sendable {
    public var type: String
    public var location: SourceRange
  }

  public var uses: [Use] = []
  /// Modules the code imports.
  public var imports: Set<String> = []
  public var fileCount = 0
  /// Where the code reads the `InfoPlist` table by name (`table: "InfoPlist"`,
  /// `NSLocalizedStringFromTable(…, @"InfoPlist", …)`): its keys are then the app's own strings.
  public var readsInfoPlistTable: SourceRange?
  /// The keys the code reads from the Info.plist by name (`CodeScanner.infoDictionaryKeysRead`).
  public var infoDictionaryReads: Set<String> = []
  /// Whether the code names a capture session or device input (`CodeAPIs.captureAnchors`).
  public var captures = false
  /// Whether the code names a way to record sound (`CodeAPIs.audioInputAnchors`): without one,
  /// an AVFoundation import plays.
  public var recordsAudio = false
  /// Whether the code names a way to need location Always (`CodeAPIs.backgroundLocationAnchors`).
  public var mayNeedAlwaysLocation = false
  /// Whether the bundle's own code starts another program (`CodeScanner.launchExpression`).
  /// Not merged from the code it embeds: a helper tool runs as its own program (Monolingual's
  /// privileged helper runs `strip`); a library that starts one in the app's process is missed.
  public var launchesPrograms = false
  /// Whether the code starts an embedded interpreter (`CodeAPIs.interpreterAnchors`), whose
  /// scripts may call any API.
  public var runsScripts = false
  /// The install names of the libraries a built binary loads (`@rpath/Kit.framework/Kit`).
  public var loads: Set<String> = []
  /// What could not be read of a built binary, and why, for a note: its calls may be missing.
  public var unread: [Unread] = []

  public struct Unread: Sendable, Hashable {
    public var file: String
    public var reason: String
  }

  /// Adds the facts of a library's code that runs in the target (`sortUses` once all are in),
  /// its uses named by `module` — or, for a local Swift package whose folder (as displayed) is
  /// `package`, by the package target whose `Sources/<target>/` folder holds the call: the
  /// whole package is scanned, so its product's name may not be the code's.
  public mutating func add(_ other: CodeFacts, module: String, package: String? = nil) {
    let sources = package.map { ($0.isEmpty || $0 == "." ? "" : $0 + "/") + "Sources/" }
    uses += other.uses.map { use in
      var use = use
      use.module = module
      // `Sources/<target>/…`: a file right in `Sources/` names no target.
      if let sources, use.location.file.hasPrefix(sources) {
        let rest = use.location.file.dropFirst(sources.count)
        let target = rest.prefix { $0 != "/" }
        if !target.isEmpty, target.count < rest.count { use.module = String(target) }
      }
      return use
    }
    imports.formUnion(other.imports)
    captures = captures || other.captures
    recordsAudio = recordsAudio || other.recordsAudio
    mayNeedAlwaysLocation = mayNeedAlwaysLocation || other.mayNeedAlwaysLocation
    runsScripts = runsScripts || other.runsScripts
    fileCount += other.fileCount
    unread += other.unread
    loads.formUnion(other.loads)
    readsInfoPlistTable = readsInfoPlistTable ?? other.readsInfoPlistTable
    infoDictionaryReads.formUnion(other.infoDictionaryReads)
  }

  /// The uses in file and position order.
  public mutating func sortUses() {
    uses.sort {
      ($0.location.file, $0.location.start.line, $0.location.start.column) < (
        $1.location.file, $1.location.start.line, $1.location.start.column
      )
    }
  }

  /// Whether a binary of the code loads a built framework (an install name passes through
  /// `framework`, as `@rpath/Kit.framework/Kit` and `…/Kit.framework/Versions/A/Kit` do).
  public func loads(_ framework: String) -> Bool {
    loads.contains { $0.split(separator: "/").contains { $0 == framework } }
  }

  /// Whether any of `frameworks` is imported.
  public func imports(anyOf frameworks: Set<String>) -> Bool {
    !imports.isDisjoint(with: frameworks)
  }
}

/// The code of a library or local Swift package, which runs in every bundle that embeds it.
public struct CodeModule: Sendable, Hashable {
  /// The library target's or package product's name.
  public var name: String
  /// Its Swift and Objective-C sources (absolute paths).
  public var files: [String]
  /// The frameworks it links, by name.
  public var frameworks: [String]
  /// For a built framework another bundle's folder holds (an app's, for its extensions): the
  /// folder its install name passes through (`Kit.framework` of `@rpath/Kit.framework/Kit`).
  /// Its code runs only in a bundle whose binary loads it.
  public var loadedAs: String?
  /// For a local Swift package: its folder (absolute), whose `Sources/<target>/` names the code.
  public var packageFolder: String?

  public init(
    name: String, files: [String], frameworks: [String] = [], packageFolder: String? = nil
  ) {
    self.name = name
    self.files = files
    self.frameworks = frameworks
    self.packageFolder = packageFolder
  }
}
