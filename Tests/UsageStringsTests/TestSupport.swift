import Foundation

/// Paths of the package and its fixtures, found from this file's location.
enum Fixtures {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let root = packageRoot.appendingPathComponent("Tests/Fixtures")
  /// The four open-source apps of `../shared/corpus`, copied byte for byte.
  static let corpus = root.appendingPathComponent("corpus")
  static let corpusApps = [
    "duckduckgo__iOS", "home-assistant__iOS", "mozilla-mobile__focus-ios",
    "videolan__vlc-ios",
  ]

  static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

  static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

  /// Every regular file under `folder` whose name satisfies `include`, sorted by path.
  static func files(under folder: URL, _ include: (String) -> Bool) -> [URL] {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    return walker.compactMap { $0 as? URL }
      .filter {
        include($0.lastPathComponent)
          && (try? $0.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
      }
      .sorted { $0.path < $1.path }
  }

  static var corpusStrings: [URL] { files(under: corpus) { $0.hasSuffix(".strings") } }
}

/// What Foundation's own reader makes of some bytes: a string table, another value, or nothing.
enum FoundationReader {
  static func table(_ bytes: [UInt8]) -> [String: String]? {
    guard !bytes.isEmpty,
      let value = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil),
      let dictionary = value as? [String: Any]
    else { return nil }
    return dictionary.compactMapValues { $0 as? String }
  }

  static func plist(_ bytes: [UInt8]) -> Any? {
    try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
  }
}

/// A small seeded random generator (SplitMix64), so that generated inputs are reproducible.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
