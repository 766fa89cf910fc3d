import Foundation

/// Whether a cross-platform app's own code (JavaScript, TypeScript, C#) asks for location only
/// while in use: then no alert ever shows its "Always" purpose strings. The Swift scan never sees
/// that code; a search of the calls that ask says where it asks, and any sign of asking for
/// Always (or of not having seen everything) leaves the answer unknown.
enum AppCodeLocation {
  /// The calls that ask while in use: CoreLocation's as C# binds it, MAUI's and Expo's
  /// permissions, react-native-geolocation-service's level. Compared lower-cased, `_` left out.
  static let whileInUse = [
    "requestwheninuseauthorization", "requestforegroundpermissionsasync", "locationwheninuse",
    "\"wheninuse\"", "'wheninuse'",
  ]
  /// The calls of a Capacitor app that ask while in use: its Geolocation plugin's and the web
  /// view's (`navigator.geolocation`).
  static let capacitorWhileInUse = [
    "geolocation.getcurrentposition", "geolocation.watchposition", "geolocation.requestpermissions",
  ]
  /// What asks for Always, or runs in the background where only Always reaches.
  static let always = [
    "requestalways", "requestbackgroundpermissionsasync", "startlocationupdatesasync",
    "startgeofencingasync", "locationalways", "\"always\"", "'always'", "backgroundgeolocation",
    "significantlocationchange", "geofenc",
  ]
  static let extensions: Set<String> = ["js", "jsx", "ts", "tsx", "mjs", "cjs", "cs"]
  /// Native projects (scanned apart), build output and dependencies.
  static let skippedFolders = FileTree.skippedFolders.union([
    "ios", "android", "build", "dist", "bin", "obj", "platforms", "plugins", "www", ".expo",
    "web-build", "coverage",
  ])
  static let maximumFiles = 20_000
  static let maximumFileSize = 2 * 1024 * 1024
  /// Every file and folder the walk meets counts, and all the code it reads together.
  static let maximumEntries = 200_000
  static let maximumBytes = 64 * 1024 * 1024

  /// Where the code under `folder` asks for location while in use, when that is all it asks;
  /// nil when it asks for Always, never asks, or is too large to read whole.
  static func whileInUseOnly(
    under folder: String, also: [String] = [], mayRead: (String) -> Bool,
    display: (String) -> String
  ) -> SourceRange? {
    let whileInUse = whileInUse + also
    guard let files = codeFiles(under: folder, mayRead: mayRead) else { return nil }
    var found: SourceRange?
    var asksAlways = false
    let whole = read(files, display: display) { path, bytes in
      let text = folded(bytes)
      if always.contains(where: { asks(text.bytes, $0) }) {
        asksAlways = true
        return false
      }
      if found == nil, let hit = whileInUse.lazy.compactMap({ first(text.bytes[...], $0) }).first {
        let start = text.origins[hit]
        found = TextFile(path: display(path), bytes: bytes).range(start..<start + 1)
      }
      return true
    }
    return whole && !asksAlways ? found : nil
  }

  /// Reads `files` in order, each given to `body` until it returns false; false where one is
  /// too large, the whole too large (sizes are asked before anything is read), or unreadable.
  static func read(
    _ files: [String], display: (String) -> String, _ body: (String, [UInt8]) -> Bool
  ) -> Bool {
    var total = 0
    for path in files {
      let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber
      guard let size, size.intValue <= maximumFileSize, total + size.intValue <= maximumBytes,
        let bytes = try? FileReader.bytes(path, display: display(path))
      else { return false }
      total += bytes.count
      if !body(path, bytes) { return true }
    }
    return true
  }

  /// The code files under `folder`, in name order; nil past `maximumFiles`.
  static func codeFiles(under folder: String, mayRead: (String) -> Bool) -> [String]? {
    var files: [String] = []
    var folders = [folder]
    var met = 0
    while let current = folders.popLast() {
      for (name, kind) in FolderReader.entries(of: current) {
        met += 1
        if met > maximumEntries { return nil }
        let path = Paths.join(current, name)
        switch kind {
        case .folder where !skippedFolders.contains(name) && mayRead(path): folders.append(path)
        case .file where extensions.contains(Paths.pathExtension(name).lowercased()):
          guard mayRead(path) else { continue }
          files.append(path)
          if files.count > maximumFiles { return nil }
        default: break
        }
      }
    }
    return files.sorted()
  }

  /// The text lower-cased with `_` left out (`LOCATION_WHEN_IN_USE` is `locationwheninuse`), and
  /// where each of its bytes was.
  static func folded(_ bytes: [UInt8]) -> (bytes: [UInt8], origins: [Int]) {
    var folded: [UInt8] = []
    var origins: [Int] = []
    folded.reserveCapacity(bytes.count)
    origins.reserveCapacity(bytes.count)
    for (offset, byte) in bytes.enumerated() where byte != UInt8(ascii: "_") {
      folded.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
      origins.append(offset)
    }
    return (folded, origins)
  }

  /// Whether a token of `always` stands in the text other than in a key's name: code that checks
  /// its Info.plist names `NSLocationAlwaysAndWhenInUseUsageDescription` (SafarMate's tests).
  static func asks(_ text: [UInt8], _ token: String) -> Bool {
    var from = 0
    while let found = first(text[from...], token) {
      let index = from + found
      if !(index >= 2 && text[index - 2] == UInt8(ascii: "n")
        && text[index - 1] == UInt8(ascii: "s"))
      {
        return true
      }
      from = index + 1
    }
    return false
  }

  /// Where `token` (ASCII) first starts in `text`.
  static func first(_ text: ArraySlice<UInt8>, _ token: String) -> Int? {
    let needle = Array(token.utf8)
    guard let head = needle.first, text.count >= needle.count else { return nil }
    var index = text.startIndex
    let last = text.endIndex - needle.count
    while index <= last {
      if text[index] == head, text[index..<index + needle.count].elementsEqual(needle) {
        return index - text.startIndex
      }
      index += 1
    }
    return nil
  }
}
