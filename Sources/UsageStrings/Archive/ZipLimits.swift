/// How much of an archive the reader takes on: every archive may be hostile (a pull request can
/// commit an `.ipa`), so each size it declares is weighed before a byte is inflated.
///
/// The defaults hold every app the App Store takes with room to spare; the fuzzer and the tests
/// pass smaller ones.
public struct ZipLimits: Sendable, Hashable {
  /// The largest entry extracted, before and after inflating. An Info.plist or a table is never
  /// near 64 MB; a main executable can pass 300 MB (the App Store's limit on an app's `__TEXT`
  /// is 500 MB), so an entry may take 512 MB. A larger one is refused, never read.
  public var entrySize: Int
  /// The most extracted from one archive in all: a run reads the plists, tables and executables
  /// of an app, not its assets, and 200,000 entries just under `entrySize` must not add up.
  public var totalSize: Int
  /// The largest compression ratio (uncompressed ÷ compressed) of an entry past `ratioFloor`.
  /// Code and text deflate at 2 to 10; only filler (a zip bomb's zeros) reaches deflate's 1,032.
  public var ratio: Int
  /// Entries up to this size are never refused for their ratio: a small file of one repeated
  /// byte is harmless, and real ones exist.
  public var ratioFloor: Int
  /// The most entries in one archive. The largest apps ship tens of thousands of files; each
  /// entry listed costs memory before anything is extracted.
  public var entryCount: Int
  /// The largest central directory, which is read whole (each entry's name copied): real ones
  /// take about 100 bytes an entry, 20 MB for `entryCount` entries; names of 64 KB each would
  /// otherwise make a large file's listing cost gigabytes.
  public var directorySize: Int

  public init(
    entrySize: Int, totalSize: Int, ratio: Int, ratioFloor: Int, entryCount: Int,
    directorySize: Int = 64 << 20
  ) {
    self.entrySize = entrySize
    self.totalSize = totalSize
    self.ratio = ratio
    self.ratioFloor = ratioFloor
    self.entryCount = entryCount
    self.directorySize = directorySize
  }

  /// What `ZipArchive` takes unless told otherwise.
  public static let standard = ZipLimits(
    entrySize: 512 << 20, totalSize: 2 << 30, ratio: 200, ratioFloor: 1 << 20,
    entryCount: 200_000)
}
