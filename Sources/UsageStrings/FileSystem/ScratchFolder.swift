import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of the run's own in the temporary folder, for files it makes to read back (a git
/// revision's files, for `check --new-since`). Its name holds the process id, so that the next
/// run removes one a killed run left behind; what is written in it stays in it: each path is a
/// plain relative one (no `..`, no `.git`, nothing absolute), folders are made by the run, and a
/// link is made only where it leads to a path inside the folder.
public final class ScratchFolder: Sendable {
  public let path: String
  private static let prefix = "usage-strings-scratch-"

  /// Makes a new folder in `temporary`, after removing the folders of runs that are gone.
  ///
  /// - Throws: `ToolIssue.fileUnwritable` when the temporary folder cannot hold one.
  public init(in temporary: String) throws(ToolIssue) {
    Self.sweep(temporary)
    path = Paths.join(
      temporary, "\(Self.prefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    guard mkdir(path, 0o700) == 0 else {
      throw .fileUnwritable(path: temporary, reason: String(cString: strerror(errno)))
    }
  }

  /// Removes the folder and everything in it.
  public func remove() { try? FileManager.default.removeItem(atPath: path) }

  /// Whether a path (of a git tree, say) is a plain relative path that stays where it is put.
  public static func isPlain(_ relative: String) -> Bool {
    let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
    return !relative.isEmpty && !relative.hasPrefix("/") && !relative.utf8.contains(0)
      && parts.allSatisfy { $0 != "" && $0 != "." && $0 != ".." && $0.lowercased() != ".git" }
  }

  /// Writes a file at `relative` inside the folder, making its folders.
  ///
  /// - Throws: `ToolIssue.fileUnwritable` for a path that is not plain, or that is taken.
  public func write(_ bytes: [UInt8], at relative: String) throws(ToolIssue) {
    let destination = try place(relative)
    let descriptor = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else {
      throw .fileUnwritable(path: relative, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    if let failure = AtomicFileStream.writeAll(bytes, to: descriptor) {
      throw .fileUnwritable(path: relative, reason: failure)
    }
  }

  /// Writes a file at `relative` from the pieces `produce` hands to its writer, for a file too
  /// large to hold whole (an archive's executable); a file left half-written is removed.
  ///
  /// - Throws: `ToolIssue.fileUnwritable` as `write` does, or when a piece could not be written;
  ///   what `produce` throws.
  public func write(
    at relative: String, streaming produce: ((UnsafeRawBufferPointer) -> Bool) throws -> Void
  )
    throws
  {
    let destination = try place(relative)
    let descriptor = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else {
      throw ToolIssue.fileUnwritable(path: relative, reason: String(cString: strerror(errno)))
    }
    var failure: String?
    do {
      try produce { piece in
        failure = failure ?? AtomicFileStream.writeAll(piece, to: descriptor)
        return failure == nil
      }
    } catch {
      close(descriptor)
      unlink(destination)
      throw error
    }
    close(descriptor)
    if let failure {
      unlink(destination)
      throw ToolIssue.fileUnwritable(path: relative, reason: failure)
    }
  }

  /// Makes a symbolic link at `relative` to `target`, when the target, taken from the link's
  /// folder, is a path inside the folder; otherwise nothing (a link out is never followed).
  public func link(at relative: String, to target: String) throws(ToolIssue) {
    let folder = Paths.parent(relative) == "." ? "" : Paths.parent(relative)
    guard !target.hasPrefix("/"), !target.utf8.contains(0) else { return }
    let reached = Paths.normalize(folder.isEmpty ? target : folder + "/" + target)
    guard !reached.hasPrefix(".."), Self.isPlain(reached) else { return }
    let destination = try place(relative)
    guard symlink(target, destination) == 0 else {
      throw .fileUnwritable(path: relative, reason: String(cString: strerror(errno)))
    }
  }

  /// The absolute path of `relative`, its folders made (each a real folder of this run's).
  private func place(_ relative: String) throws(ToolIssue) -> String {
    guard Self.isPlain(relative) else {
      throw .fileUnwritable(
        path: relative, reason: "it is not a plain relative path; it was not written")
    }
    var folder = path
    for part in Paths.components(relative).dropLast() {
      folder = Paths.join(folder, part)
      var info = stat()
      if lstat(folder, &info) == 0 {
        guard info.st_mode & S_IFMT == S_IFDIR else {
          throw .fileUnwritable(path: relative, reason: "a file is where its folder would be")
        }
      } else if mkdir(folder, 0o700) != 0 {
        throw .fileUnwritable(path: relative, reason: String(cString: strerror(errno)))
      }
    }
    return Paths.join(path, relative)
  }

  /// Removes the scratch folders whose run is gone (killed before it could remove its own).
  static func sweep(_ temporary: String) {
    for name in FileReader.contents(of: temporary) where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count).split(separator: "-")
      guard rest.count == 2, let pid = pid_t(rest[0]), pid != getpid(), kill(pid, 0) != 0,
        errno == ESRCH
      else { continue }
      try? FileManager.default.removeItem(atPath: Paths.join(temporary, String(name)))
    }
  }
}
