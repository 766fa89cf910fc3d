import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The entries of a folder and their kinds, read with `readdir`: Foundation's enumerator made a
/// URL and asked for resource values of every entry, most of the start-up of a small run.
enum FolderReader {
  enum Kind { case file, folder, link, other }

  /// The entries of `folder` (absolute) by name, in name order; none when it cannot be read.
  static func entries(of folder: String) -> [(name: String, kind: Kind)] {
    guard let handle = opendir(folder) else { return [] }
    defer { closedir(handle) }
    var entries: [(name: String, kind: Kind)] = []
    while let entry = readdir(handle) {
      let name = name(of: entry)
      guard name != ".", name != ".." else { continue }
      entries.append((name, kind(entryType(entry), path: folder + "/" + name)))
    }
    return entries.sorted { $0.name < $1.name }
  }

  /// The entry's name, read where it lies: a record is only `d_reclen` bytes long, so copying the
  /// whole `dirent` (as `entry.pointee.d_name` does) can read past the end of libc's buffer.
  private static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
    guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else {
      preconditionFailure("dirent.d_name is a stored field on every platform")
    }
    let start = (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self)
    return String(cString: start)
  }

  /// The entry's `d_type`, read alone for the same reason.
  private static func entryType(_ entry: UnsafeMutablePointer<dirent>) -> Int {
    guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_type) else {
      preconditionFailure("dirent.d_type is a stored field on every platform")
    }
    return Int(UnsafeRawPointer(entry).load(fromByteOffset: offset, as: UInt8.self))
  }

  /// The kind `readdir` gives, or, where the file system gives none, Foundation's.
  private static func kind(_ type: Int, path: String) -> Kind {
    switch type {
    case Int(DT_REG): return .file
    case Int(DT_DIR): return .folder
    case Int(DT_LNK): return .link
    case Int(DT_UNKNOWN):
      switch (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
      {
      case .typeRegular?: return .file
      case .typeDirectory?: return .folder
      case .typeSymbolicLink?: return .link
      default: return .other
      }
    default: return .other
    }
  }
}
