/// What discovery needs to know beyond the path (from the config file and the command line).
public struct DiscoveryOptions: Sendable {
  /// Overrides every target's source language.
  public var sourceLanguage: String?
  /// Absolute paths never read.
  public var excludedPaths: [String]
  /// Explicit associations: target name → absolute folders whose translations belong to it.
  public var associations: [String: [String]]
  /// The folder paths are shown relative to (the working directory).
  public var displayBase: String
  public var registry: UsageKeyRegistry
  /// Leaves the translation tables of other languages unread (`TranslationTable.isDeferred`), for
  /// a caller that reads them one at a time (`check`, so that a large tree is never held whole).
  public var defersTranslations = false
  /// Whether test bundles (unit and UI tests, which never ship) are targets too.
  public var includesTestTargets = false
  /// What the checked files may make the tool read; nil: the checkout holding the path
  /// discovered.
  public var checkout: Checkout?
  /// How many files and folders a walk sees at most.
  public var maximumEntries = FileTree.maximumEntries

  public init(
    sourceLanguage: String? = nil, excludedPaths: [String] = [],
    associations: [String: [String]] = [:],
    displayBase: String, registry: UsageKeyRegistry = .standard
  ) {
    self.sourceLanguage = sourceLanguage
    self.excludedPaths = excludedPaths
    self.associations = associations
    self.displayBase = displayBase
    self.registry = registry
  }

  /// A path as shown to users: relative to `displayBase` when inside it.
  public func display(_ absolutePath: String) -> String {
    Paths.relative(absolutePath, to: displayBase)
  }
}

extension Configuration {
  /// The discovery options this configuration means.
  public func discoveryOptions(displayBase: String, sourceLanguage override: String? = nil)
    -> DiscoveryOptions
  {
    var options = DiscoveryOptions(
      sourceLanguage: override ?? sourceLanguage, excludedPaths: exclude.map(resolve),
      associations: targets.mapValues { $0.map(resolve) }, displayBase: displayBase)
    options.includesTestTargets = includeTestTargets
    return options
  }
}

/// Finds an app's targets, their source keys and their translations (README, "How an app is discovered").
public enum ProjectDiscovery {
  /// Discovers the project at `path`: a folder, an `.xcodeproj`, or a single file.
  ///
  /// - Throws: `ToolIssue.pathNotFound` when nothing is there. Unreadable or malformed files
  ///   inside are not thrown: they are in the project's `problems` and `toolIssues`.
  public static func discover(_ path: String, options: DiscoveryOptions) throws(ToolIssue) -> (
    Project, [ToolIssue]
  ) {
    let absolute = Paths.normalize(path)
    guard FileReader.exists(absolute) else { throw .pathNotFound(options.display(absolute)) }
    var options = options
    if options.checkout == nil { options.checkout = Checkout(containing: absolute) }
    let session = DiscoverySession(options: options)
    var assembler = TargetAssembler(session: session)
    assembler.root = FileReader.isDirectory(absolute) ? absolute : Paths.parent(absolute)
    if FileReader.isDirectory(absolute) {
      if Paths.pathExtension(absolute) == "xcodeproj" {
        assembler.addProject(Paths.join(absolute, "project.pbxproj"), onlyReferenced: true)
      } else {
        let tree = FileTree.scan(
          absolute, excluded: options.excludedPaths, limit: options.maximumEntries)
        for link in tree.escapingLinks {
          session.issue(
            .fileUnreadable(
              path: options.display(link),
              reason:
                "it is a symbolic link that leads out of '\(options.display(absolute))'; it was not read"
            ))
        }
        if tree.isCut {
          var note = MissingFile(
            path: options.display(absolute), location: .file(options.display(absolute)),
            supplies: "", consequence: "")
          note.explanation =
            "the walk of '\(options.display(absolute))' stopped after \(options.maximumEntries) files and folders: what lies past them was not read; name the app's folder, or exclude what is no app's in the configuration"
          session.missing(note)
        }
        assembler.kotlinFiles = tree.kotlin
        for project in tree.projects { assembler.addProject(project, onlyReferenced: false) }
        // A spec whose project was generated and committed beside it: the project is what
        // Xcode builds.
        let generated = Set(tree.projects.map { Paths.parent(Paths.parent($0)) })
        for spec in tree.specs where !generated.contains(Paths.parent(spec)) {
          assembler.addXcodeGen(spec, tree: tree)
        }
        assembler.addLoose(tree)
      }
    } else {
      assembler.addSingleFile(absolute)
    }
    let targets = assembler.finish()
    session.noteRefusals(namedBy: assembler.projectFiles.first ?? absolute)
    var project = Project(
      root: absolute, targets: targets, problems: session.problems,
      fileCount: session.readPaths.count,
      projectFiles: assembler.projectFiles.map(options.display))
    project.missingFiles = session.missingFiles
    project.repositoryTop = session.checkout.isWorkTree ? session.checkout.root : nil
    return (project, session.toolIssues)
  }
}
