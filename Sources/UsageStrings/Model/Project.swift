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
