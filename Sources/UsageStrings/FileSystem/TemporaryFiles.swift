import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files of atomic writes: their names, and the sweep that removes those a killed
/// run left behind.
enum TemporaryFiles {
  /// `.InfoPlist.strings.usage-strings-<pid>-<random>.tmp`, beside its destination.
  static func name(for destination: String) -> String {
    Paths.join(
      Paths.parent(destination),
      ".\(Paths.lastComponent(destination)).usage-strings-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    )
  }

  /// Removes the temporary files in `folder` whose run is gone (killed between writing and
  /// renaming): called with the folder locked, so that no live run of the tool is writing them.
  static func sweep(_ folder: String) {
    for name in FileReader.contents(of: folder) {
      guard let pid = owner(name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else {
        continue
      }
      unlink(Paths.join(folder, name))
    }
  }

  /// The process that made a temporary file, from its name.
  static func owner(_ name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp"),
      let marker = name.range(of: ".usage-strings-", options: .backwards)
    else { return nil }
    let parts = name[marker.upperBound...].dropLast(4).split(separator: "-")
    guard parts.count == 2, UInt32(parts[1]) != nil else { return nil }
    return pid_t(parts[0])
  }
}
