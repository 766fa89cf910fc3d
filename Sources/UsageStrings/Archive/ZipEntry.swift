/// One entry of an archive's central directory, as listed: nothing of its data is read until it
/// is extracted (`ZipArchive.extract`).
public struct ZipEntry: Sendable, Hashable {
  /// What the entry is, from its name and the Unix mode in its external attributes.
  public enum Kind: Sendable, Hashable {
    case file, directory, symbolicLink
  }

  /// The path inside the archive, `/`-separated, as written (a directory's ends in `/`).
  public let name: String
  public let kind: Kind
  /// 0 stored, 8 deflate; any other is refused.
  public let method: UInt16
  /// The general-purpose flags (bit 0: encrypted; bit 3: sizes in a data descriptor).
  public let flags: UInt16
  public let crc32: UInt32
  public let compressedSize: Int
  public let uncompressedSize: Int
  public let localHeaderOffset: Int
  /// Its high 16 bits hold the Unix mode where the archiver wrote one.
  public let externalAttributes: UInt32
  /// Why the entry will not be extracted, when that is known from the listing already.
  public internal(set) var refusal: ZipRefusal?
  /// Its place in the central directory.
  let index: Int
  /// The name's length in bytes, as written (a name that is not UTF-8 is shown otherwise).
  let nameLength: Int
  /// Where the next entry's local header (or the central directory) begins: this entry's header
  /// and data end at or before it.
  var dataLimit = 0

  /// The Unix file type bits (`S_IFMT`) of the mode, the same on Linux and Darwin.
  static let typeMask: UInt32 = 0o170000

  init(_ record: ZipCentralRecord, index: Int) {
    name = record.name
    method = record.method
    flags = record.flags
    crc32 = record.crc32
    compressedSize = record.compressedSize
    uncompressedSize = record.uncompressedSize
    localHeaderOffset = record.localHeaderOffset
    externalAttributes = record.externalAttributes
    self.index = index
    nameLength = record.nameLength
    let type = (record.externalAttributes >> 16) & Self.typeMask
    kind =
      type == 0o120000
      ? .symbolicLink : name.hasSuffix("/") || type == 0o040000 ? .directory : .file
  }

  /// Encrypted: traditional PKWARE encryption (bit 0) or strong encryption (bit 6).
  public var isEncrypted: Bool { flags & 0b100_0001 != 0 }

  /// The name's `/`-separated parts (a directory's trailing `/` dropped).
  public var components: [Substring] {
    (name.hasSuffix("/") ? name.dropLast() : Substring(name))
      .split(separator: "/", omittingEmptySubsequences: false)
  }
}
