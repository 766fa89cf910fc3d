/// Why an archive, or one entry of it, is not read. Messages name the entry; the caller names
/// the archive (`cannot read 'App.ipa': …`).
public enum ZipError: Error, Sendable, Hashable {
  /// The file could not be opened or mapped.
  case unreadable(ToolIssue)
  /// The archive's own structure (its end record, central directory, entry placement) is broken
  /// or hostile: nothing of it is read.
  case malformed(String)
  /// One entry is refused; the others may still be read.
  case refused(entry: String, ZipRefusal)

  /// What went wrong, for people.
  public var message: String {
    switch self {
    case .unreadable(let issue): issue.message
    case .malformed(let reason): "not a zip archive the tool reads: \(reason)"
    case .refused(let entry, let refusal): "entry '\(entry)': \(refusal.message)"
    }
  }
}

/// Why one entry is not extracted: found when the archive is listed (`ZipEntry.refusal`), or
/// while it is extracted (the data belies its header).
public enum ZipRefusal: Error, Sendable, Hashable {
  /// Absolute, `..`, `.`, an empty part, a backslash, a NUL or a drive letter: a name that would
  /// lead out of the folder it is unpacked in, or means two things on two systems.
  case unsafeName
  /// A name that is not UTF-8.
  case nameNotUTF8
  /// Two entries of one name: tools disagree on which one is the file.
  case duplicateName
  /// A symbolic link, which is never followed.
  case symbolicLink
  /// An archive inside the archive (`.ipa`, `.zip`), which is not opened.
  case nestedArchive
  /// Encrypted (general-purpose bit 0 or 6).
  case encrypted
  /// A compression method other than stored (0) and deflate (8).
  case unsupportedMethod(UInt16)
  /// A declared size past `ZipLimits.entrySize`.
  case tooLarge(declared: Int, limit: Int)
  /// Declared to inflate more than `ZipLimits.ratio` times its compressed size.
  case compressionRatio(Int)
  /// Stored, yet its compressed and uncompressed sizes differ.
  case storedSizesDiffer
  /// A folder: it has no bytes.
  case directory
  /// Extracting it would pass `ZipLimits.totalSize` for the archive.
  case totalExceeded(limit: Int)
  /// Its local header is missing, disagrees with the central directory, or runs into the next
  /// entry.
  case badLocalHeader(String)
  /// Its data inflates to more than its declared size (inflating stops there).
  case inflatesPastDeclaredSize(Int)
  /// Its data ends before its declared size.
  case shorterThanDeclared(actual: Int, declared: Int)
  /// Its deflate stream is corrupt.
  case corruptData(String)
  /// Its CRC-32 differs from the one declared.
  case checksumMismatch
  /// No entry has the name asked for.
  case notFound

  /// What is wrong, for people: lower-case, no final period.
  public var message: String {
    switch self {
    case .unsafeName:
      "its name leads out of the archive (absolute, '..', '.', an empty part, a backslash or NUL)"
    case .nameNotUTF8: "its name is not UTF-8"
    case .duplicateName: "another entry has the same name"
    case .symbolicLink: "it is a symbolic link, which is never followed"
    case .nestedArchive: "it is an archive itself, which is not opened"
    case .encrypted: "it is encrypted"
    case .unsupportedMethod(let method): "its compression method \(method) is not supported"
    case .tooLarge(let declared, let limit):
      "it declares \(declared) bytes, more than the \(limit) bytes the tool extracts"
    case .compressionRatio(let ratio):
      "it would inflate \(ratio) times its compressed size (a zip bomb?)"
    case .storedSizesDiffer: "it is stored, yet its two sizes differ"
    case .directory: "it is a folder"
    case .totalExceeded(let limit):
      "extracting it would pass the \(limit) bytes the tool extracts from one archive"
    case .badLocalHeader(let reason): "its local header \(reason)"
    case .inflatesPastDeclaredSize(let declared):
      "it inflates to more than the \(declared) bytes it declares"
    case .shorterThanDeclared(let actual, let declared):
      "it holds \(actual) bytes, not the \(declared) it declares"
    case .corruptData(let reason): "its compressed data is corrupt (\(reason))"
    case .checksumMismatch: "its CRC-32 differs from the one declared"
    case .notFound: "the archive has no such entry"
    }
  }
}
