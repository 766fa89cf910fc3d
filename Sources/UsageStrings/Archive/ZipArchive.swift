import Foundation

/// A zip archive (an `.ipa`) read in place: the file is mapped, not read, so a 300 MB archive
/// costs the memory of its central directory and of what is extracted; each entry is extracted
/// on demand, bounded by `ZipLimits`.
///
/// Every archive may be hostile. Its structure is checked when it is opened (end records,
/// central directory, entries placed inside the file and apart from each other), each entry is
/// judged from its listing (`ZipEntry.refusal`: unsafe names, links, nested archives,
/// encryption, methods, sizes), and its data again when extracted (local header, inflated size,
/// CRC-32). Nothing is ever written to the disk.
///
/// ```swift
/// let archive = try ZipArchive(contentsOf: "App.ipa")
/// for bundle in archive.appBundles() {
///   guard let plist = bundle.infoPlist else { continue }
///   let bytes = try archive.extract(plist)
/// }
/// ```
public final class ZipArchive: @unchecked Sendable {
  /// Every entry of the central directory, in its order (refused ones included).
  public let entries: [ZipEntry]
  public let limits: ZipLimits
  let data: Data
  /// The first entry of each name.
  private let byName: [String: Int]
  /// Bytes handed out (or reserved by an extraction under way), against `limits.totalSize`.
  private var extracted = 0
  private let lock = NSLock()

  /// Maps the file at `path` and reads its central directory.
  ///
  /// - Throws: `ZipError.unreadable` when it is no regular file or cannot be mapped,
  ///   `ZipError.malformed` when its structure is broken.
  public convenience init(contentsOf path: String, limits: ZipLimits = .standard)
    throws(ZipError)
  {
    let data: Data
    do {
      data = try FileReader.mapped(path, display: path)
    } catch {
      throw .unreadable(error)
    }
    try self.init(data: data, limits: limits)
  }

  /// Reads the central directory of an archive in memory (or mapped).
  ///
  /// - Throws: `ZipError.malformed` when its structure is broken.
  public init(data: Data, limits: ZipLimits = .standard) throws(ZipError) {
    self.data = data
    self.limits = limits
    let listed = data.withUnsafeBytes { raw in
      Result { () throws(ZipError) in try Self.list(ZipBytes(raw: raw), limits: limits) }
    }
    entries = try listed.get()
    var byName: [String: Int] = [:]
    for entry in entries where byName[entry.name] == nil { byName[entry.name] = entry.index }
    self.byName = byName
  }

  /// The entry of that exact name, or nil.
  public func entry(named name: String) -> ZipEntry? { byName[name].map { entries[$0] } }

  /// The entries whose names start with `prefix` (a folder's, ending in `/`), in archive order.
  public func entries(under prefix: String) -> [ZipEntry] {
    entries.filter { $0.name.hasPrefix(prefix) && $0.name != prefix }
  }

  /// The bytes extracted so far (refused extractions whose size was reserved included).
  public var extractedBytes: Int {
    lock.lock()
    defer { lock.unlock() }
    return extracted
  }

  /// Reserves `count` bytes of the archive's total, or says it would pass it.
  func reserve(_ count: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard count <= limits.totalSize - extracted else { return false }
    extracted += count
    return true
  }
}
