/// A bundle inside an `.ipa`: an app (`Payload/App.app/`), or an extension or framework inside
/// one, with the entries the checker reads. The executable is named by the bundle's Info.plist
/// (`CFBundleExecutable`), which the caller reads: `ZipArchive.entry(_:in:)` finds it.
public struct IPABundle: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// `Payload/*.app/`, or a watch app (`Watch/*.app/`).
    case app
    /// `PlugIns/*.appex/` or `Extensions/*.appex/`.
    case appExtension
    /// `Frameworks/*.framework/`.
    case framework
  }

  /// The bundle's folder in the archive, ending in `/`.
  public let path: String
  public let kind: Kind
  /// `Info.plist` at the bundle's top, when it is there and not refused.
  public internal(set) var infoPlist: ZipEntry?
  /// The tables: `*.lproj/*.strings` and `*.lproj/*.stringsdict`, sorted by name.
  public internal(set) var tables: [ZipEntry] = []
  /// Its extensions, frameworks and watch apps, each read the same way, sorted by path.
  public internal(set) var bundles: [IPABundle] = []
  /// The entries of this bundle (not of those inside it) that are refused, each with its
  /// `refusal`, for a note: a linked Info.plist, a table with a name leading out.
  public internal(set) var refused: [ZipEntry] = []

  init(path: String, kind: Kind) {
    self.path = path
    self.kind = kind
  }

  /// How deep bundles nest: an app's watch app's extension's framework is three levels down.
  /// A deeper chain (`PlugIns/a.appex/PlugIns/b.appex/…` thousands of times) would cost time and
  /// memory growing with the square of a name's length, so its rest is left in the fourth.
  static let maximumDepth = 4

  /// The folder and name ending of the bundles an app holds, and their kind.
  static let nestedPlaces: [(folder: Substring, suffix: String, kind: Kind)] = [
    ("PlugIns", ".appex", .appExtension), ("Extensions", ".appex", .appExtension),
    ("Frameworks", ".framework", .framework), ("Watch", ".app", .app),
  ]

  /// Takes an entry whose name lies in this bundle (`relative`: the parts after its path).
  mutating func take(_ entry: ZipEntry, relative: ArraySlice<Substring>) {
    if entry.refusal != nil {
      refused.append(entry)
    } else if entry.kind == .file && relative.elementsEqual(["Info.plist"]) {
      infoPlist = entry
    } else if entry.kind == .file && relative.count == 2 && relative.first!.hasSuffix(".lproj")
      && (relative.last!.hasSuffix(".strings") || relative.last!.hasSuffix(".stringsdict"))
    {
      tables.append(entry)
    }
  }
}
