/// A file that could not be read as its format, with where and why.
public struct FileProblem: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    /// The file does not parse.
    case syntax
    /// The bytes are not in an encoding the system reads.
    case encoding
  }

  public var kind: Kind
  public var location: SourceRange
  public var message: String
  /// For `.syntax`: whether the system cannot read the file at all.
  public var rejectsFile: Bool

  public init(kind: Kind, location: SourceRange, message: String, rejectsFile: Bool = true) {
    self.kind = kind
    self.location = location
    self.message = message
    self.rejectsFile = rejectsFile
  }
}

/// A file a project names that is not on disk (a git-ignored `.xcconfig` whose template is
/// committed, an Info.plist a build step generates): what it would have supplied is unknown, and
/// the rest of the project is checked without it.
public struct MissingFile: Sendable, Hashable {
  /// The file, as a display path.
  public var path: String
  /// Where the project names it.
  public var location: SourceRange
  /// What it would have supplied: "the build settings of 'App' (Release)".
  public var supplies: String
  /// What is not known without it: "values that use them are not compared".
  public var consequence: String
  /// How many more places of the project name it (other configurations, other targets).
  public var otherReferences = 0
  /// What to say instead of the usual message, for a part of the project that is not a file
  /// it names (the project a Tuist manifest would generate).
  public var explanation: String?

  public init(path: String, location: SourceRange, supplies: String, consequence: String) {
    self.path = path
    self.location = location
    self.supplies = supplies
    self.consequence = consequence
  }

  /// What every command says of it.
  public var message: String {
    if let explanation { return explanation }
    let others =
      otherReferences == 0
      ? ""
      : " (and what \(otherReferences) more place\(otherReferences == 1 ? " of the project takes" : "s of the project take") from it)"
    return
      "'\(path)' does not exist, and it holds \(supplies)\(others): \(consequence); create it (a setup script or a template may) to have it checked"
  }

  /// The message with where the project names it, as a compiler's note.
  public var note: String {
    "\(location.file):\(location.start.line):\(location.start.column): note: \(message) [missing-file]"
  }
}

/// Everything discovery found under one input path: the targets, and the problems of the files
/// it read.
public struct Project: Sendable {
  /// The absolute path given (a folder, an `.xcodeproj` or a file).
  public var root: String
  public var targets: [Target]
  public var problems: [FileProblem]
  /// How many files were read.
  public var fileCount: Int
  /// The Xcode project files used, as display paths.
  public var projectFiles: [String]
  /// The files its project files name that are not on disk.
  public var missingFiles: [MissingFile] = []
  /// The top of the git work tree the checked folder lies in (nil: in none): where its history
  /// is read, and nowhere else.
  public var repositoryTop: String?
  /// What the git history says of its translations, when it was read (`check --history`).
  public var history: TranslationHistory?
  /// Every app target of the project, whichever part of it is checked (`foreign-name`).
  public var editions: [Edition] = []

  public init(
    root: String, targets: [Target], problems: [FileProblem], fileCount: Int, projectFiles: [String]
  ) {
    self.root = root
    self.targets = targets
    self.problems = problems
    self.fileCount = fileCount
    self.projectFiles = projectFiles
  }
}
