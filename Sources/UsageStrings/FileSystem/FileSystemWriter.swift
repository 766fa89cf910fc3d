import Foundation

/// Folder creation for writers, with failures as `ToolIssue`s.
public enum FileSystemWriter {
  public static func createFolder(_ path: String, display: String) throws(ToolIssue) {
    guard !FileReader.isDirectory(path) else { return }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .fileUnwritable(path: display, reason: "cannot create the folder '\(path)'")
    }
  }
}
