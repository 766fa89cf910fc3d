import Foundation

/// Folder creation for writers, with failures as `ToolIssue`s.
public enum FileSystemWriter {
  /// Refuses to replace a read-only file: a rename would succeed in a writable folder, but a
  /// read-only file says "not yours to change" (a version-control checkout, a vendor's file).
  /// The mode bits are read, not `access(2)`, so that root is refused too.
  public static func checkWritable(_ path: String, display: String) throws(ToolIssue) {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let permissions = attributes[.posixPermissions] as? NSNumber
    else { return }
    if permissions.intValue & 0o222 == 0 || !FileManager.default.isWritableFile(atPath: path) {
      throw .fileUnwritable(
        path: display, reason: "it is read-only; make it writable (or check it out) and run again")
    }
  }

  public static func createFolder(_ path: String, display: String) throws(ToolIssue) {
    guard !FileReader.isDirectory(path) else { return }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .fileUnwritable(path: display, reason: "cannot create the folder '\(path)'")
    }
  }
}
