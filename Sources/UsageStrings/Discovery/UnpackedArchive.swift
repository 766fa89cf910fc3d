/// An `.ipa`'s apps as the check reads them: what the checker reads of every bundle (its
/// Info.plist, its compiled tables, its executable) extracted into a scratch folder of the run's,
/// under the archive's own path (`build/Demo.ipa/Payload/Demo.app/…`), so that findings name
/// the files as the archive holds them. The folder goes when the value does.
///
/// The archive may be hostile: `ZipArchive` refuses unsafe names, links, nested archives and
/// bombs; `ScratchFolder` writes only plain relative paths inside itself. A refused entry is
/// noted and the rest is checked.
public final class UnpackedArchive: Sendable {
  /// The scratch folder: the run's working folder and checkout for the archive.
  public let root: String
  /// The archive's contents, at its path (as given) inside `root`.
  public let folder: String
  /// The entries not extracted, each with why (for a note).
  public let skipped: [String]
  private let scratch: ScratchFolder

  deinit { scratch.remove() }

  private init(scratch: ScratchFolder, folder: String, skipped: [String]) {
    self.scratch = scratch
    self.root = scratch.path
    self.folder = folder
    self.skipped = skipped
  }

  /// Whether a path names an archive the check unpacks (`.ipa`).
  public static func isArchive(_ path: String) -> Bool {
    Paths.pathExtension(path) == "ipa" && FileReader.isRegularFile(path)
  }

  /// Unpacks the apps of the archive at `path` (absolute), shown as `relative` (a plain
  /// relative path: the archive's path from the working folder, or its name).
  ///
  /// - Throws: `ToolIssue` when the archive cannot be read at all, or the scratch folder made.
  public static func unpack(_ path: String, shownAs relative: String, temporary: String)
    throws(ToolIssue) -> UnpackedArchive
  {
    let shown = ScratchFolder.isPlain(relative) ? relative : Paths.lastComponent(path)
    let archive: ZipArchive
    do {
      archive = try ZipArchive(contentsOf: path)
    } catch {
      throw .fileUnreadable(path: shown, reason: error.message)
    }
    let scratch = try ScratchFolder(in: temporary)
    var unpacker = Unpacker(archive: archive, path: path, scratch: scratch, prefix: shown)
    let bundles = archive.appBundles()
    for bundle in bundles { unpacker.take(bundle) }
    if bundles.isEmpty { unpacker.skipped.append("it holds no Payload/*.app") }
    return UnpackedArchive(
      scratch: scratch, folder: Paths.join(scratch.path, shown), skipped: unpacker.skipped)
  }

  /// Extracts a bundle's parts, and those of the bundles in it.
  struct Unpacker {
    let archive: ZipArchive
    /// The archive's file, which large entries are streamed from.
    let path: String
    let scratch: ScratchFolder
    let prefix: String
    var skipped: [String] = []

    mutating func take(_ bundle: IPABundle) {
      for entry in bundle.refused {
        skipped.append("\(entry.name): \(entry.refusal?.message ?? "refused")")
      }
      if let plist = bundle.infoPlist, let bytes = extract(plist) {
        let document = PlistDocument.read(path: plist.name, bytes: bytes)
        if let name = document.root?["CFBundleExecutable"]?.string,
          let executable = archive.entry(name, in: bundle)
        {
          stream(executable)
        }
      }
      for table in bundle.tables { _ = extract(table) }
      for inner in bundle.bundles { take(inner) }
    }

    /// An entry written at its name under `prefix` a megabyte at a time (an executable may take
    /// hundreds), never held whole; noted when refused.
    mutating func stream(_ entry: ZipEntry) {
      do {
        try scratch.write(at: prefix + "/" + entry.name) { write in
          try archive.stream(entry, readingFrom: path, into: write)
        }
      } catch {
        note(error, entry)
      }
    }

    /// An entry's bytes, written at its name under `prefix`; nil (and noted) when refused.
    mutating func extract(_ entry: ZipEntry) -> [UInt8]? {
      do {
        let bytes = try archive.extract(entry)
        try scratch.write(bytes, at: prefix + "/" + entry.name)
        return bytes
      } catch {
        note(error, entry)
        return nil
      }
    }

    /// Notes why an entry was not extracted (a zip error names the entry itself).
    mutating func note(_ error: any Error, _ entry: ZipEntry) {
      switch error {
      case let error as ZipError: skipped.append(error.message)
      case let error as ToolIssue: skipped.append("\(entry.name): \(error.message)")
      default: skipped.append("\(entry.name): \(error)")
      }
    }
  }
}
