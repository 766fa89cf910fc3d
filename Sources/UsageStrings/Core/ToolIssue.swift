/// A problem that kept the tool from doing its job, as opposed to a finding in the user's files.
///
/// The CLI reports these on stderr and exits with status 2.
public enum ToolIssue: Error, Sendable, Hashable {
  case pathNotFound(String)
  case fileUnreadable(path: String, reason: String)
  case fileUnwritable(path: String, reason: String)
  case configInvalid(path: String, reason: String)
  case localeDataInvalid(file: String, field: String?, reason: String)
  case templateInvalid(file: String, line: Int, reason: String)
  case invalidLocale(String)
  case icuFailure(String)
  /// An option value that names nothing (a target, a rule, a language).
  case invalidArgument(String)
  /// A file changed on disk between the run's reading it and its writing (another run, an
  /// editor): nothing of the run was written.
  case fileChanged(path: String)
  /// Another run of the tool kept writing into a folder for longer than the run waits.
  case folderBusy(path: String, seconds: Int)
  /// A path with nothing the tool reads: no Info.plist, translation table or Xcode project.
  case noApp(path: String)

  /// A stable identifier, such as `tool.config-invalid`.
  public var id: String {
    switch self {
    case .pathNotFound: "tool.path-not-found"
    case .fileUnreadable: "tool.file-unreadable"
    case .fileUnwritable: "tool.file-unwritable"
    case .configInvalid: "tool.config-invalid"
    case .localeDataInvalid: "tool.locale-data-invalid"
    case .templateInvalid: "tool.template-invalid"
    case .invalidLocale: "tool.invalid-locale"
    case .icuFailure: "tool.icu-failure"
    case .invalidArgument: "tool.invalid-argument"
    case .fileChanged: "tool.file-changed"
    case .folderBusy: "tool.folder-busy"
    case .noApp: "tool.no-app"
    }
  }

  /// What went wrong, for people.
  public var message: String {
    switch self {
    case .pathNotFound(let path):
      "no such file or directory: '\(path)'"
    case .fileUnreadable(let path, let reason):
      "cannot read '\(path)': \(reason)"
    case .fileUnwritable(let path, let reason):
      "cannot write '\(path)': \(reason)"
    case .configInvalid(let path, let reason):
      "invalid configuration '\(path)': \(reason)"
    case .localeDataInvalid(let file, let field, let reason):
      "invalid locale data '\(file)'" + (field.map { ", field '\($0)'" } ?? "") + ": \(reason)"
    case .templateInvalid(let file, let line, let reason):
      "invalid template '\(file)', line \(line): \(reason)"
    case .invalidLocale(let locale):
      "'\(locale)' is not a valid locale identifier"
    case .icuFailure(let reason):
      "ICU failed: \(reason)"
    case .invalidArgument(let reason):
      reason
    case .fileChanged(let path):
      "'\(path)' changed while this run was working on it (another run, or an editor); nothing of this run was written: run it again"
    case .folderBusy(let path, let seconds):
      "another run of usage-strings kept writing into '\(path)' for \(seconds) s; nothing of this run was written"
    case .noApp(let path):
      "no Info.plist, InfoPlist.strings table or Xcode project found under '\(path)'"
    }
  }
}
