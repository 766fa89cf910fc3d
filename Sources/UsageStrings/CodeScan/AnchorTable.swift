/// Anchor identifiers by a hash of their bytes, checked byte for byte on a hit.
struct AnchorTable {
  struct Entry {
    var bytes: [UInt8]
    var apis: [Int]
  }

  static let seed: UInt64 = 0xCBF2_9CE4_8422_2325
  static let importKinds = [
    "struct", "class", "enum", "protocol", "func", "var", "let", "typealias",
  ].map { Array($0.utf8) }

  @inline(__always)
  static func mix(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
    (hash ^ UInt64(byte)) &* 0x100_0000_01B3
  }

  var exact: [UInt64: Entry] = [:]
  var prefixes: [UInt64: Entry] = [:]
  /// Bit n set when a prefix anchor has n bytes: the walk looks prefixes up at those lengths only.
  var prefixLengths: UInt64 = 0

  init(_ anchors: [[String]]) {
    for (api, names) in anchors.enumerated() {
      for name in names {
        let isPrefix = name.hasSuffix("*")
        let bytes = Array((isPrefix ? String(name.dropLast()) : name).utf8)
        let hash = bytes.reduce(Self.seed, Self.mix)
        // Two anchors with one hash would be told apart byte for byte; none collide today.
        if isPrefix {
          precondition(bytes.count < 64, "prefix anchor '\(name)' is too long")
          prefixLengths |= 1 << UInt64(bytes.count)
          prefixes[hash, default: Entry(bytes: bytes, apis: [])].apis.append(api)
        } else {
          exact[hash, default: Entry(bytes: bytes, apis: [])].apis.append(api)
        }
      }
    }
  }

  /// Whether `text[range]` starts with the entry's bytes (the whole range for an exact entry,
  /// whose hash covers the range).
  func matches(_ entry: Entry, _ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    entry.bytes.count == range.count && entry.bytes.elementsEqual(text[range])
  }
}
