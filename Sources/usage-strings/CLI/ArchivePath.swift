import Foundation
import UsageStrings

/// A PATH that is an `.ipa`: its apps unpacked into a scratch folder of the run's, checked there
/// as a folder would be, with paths shown as the archive holds them (`Demo.ipa/Payload/…`).
struct ArchivePath {
  let unpacked: UnpackedArchive
  /// The context to check it in: the scratch folder as working folder and checkout.
  let context: RunContext
  /// The PATH inside that context.
  let path: String

  /// The archive run for a PATH, or nil when it is no archive. Entries not extracted are
  /// noted on stderr unless `--quiet`; a `--config` keeps naming the file it named.
  static func make(_ path: String, _ context: RunContext) throws -> ArchivePath? {
    let absolute = Paths.join(context.directory, path)
    guard UnpackedArchive.isArchive(absolute) else { return nil }
    let shown = Paths.relative(absolute, to: context.directory)
    let unpacked = try UnpackedArchive.unpack(
      absolute, shownAs: shown, temporary: FileManager.default.temporaryDirectory.path)
    var arguments = context.arguments
    if let config = arguments.value(Options.config) {
      arguments = arguments.setting(Options.config, Paths.join(context.directory, config))
    }
    if !arguments.has(Options.quiet) {
      for skipped in unpacked.skipped { Terminal.message("note: \(shown): \(skipped)") }
    }
    return ArchivePath(
      unpacked: unpacked,
      context: RunContext(
        arguments: arguments, directory: unpacked.root, checkoutRoot: unpacked.root),
      path: Paths.relative(unpacked.folder, to: unpacked.root))
  }
}
