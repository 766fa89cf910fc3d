/// Finding ASCII words in text by its UTF-8 bytes, ignoring ASCII case: what a scan of every
/// comment or file needs, without Foundation's Unicode-aware (and far slower) search.
enum ASCIISearch {
  /// The UTF-8 offset just past the first occurrence of `word` (ASCII, lower-case), or nil.
  static func end(of word: String, in text: some Collection<UInt8>) -> Int? {
    let needle = Array(word.utf8)
    guard let first = needle.first else { return 0 }
    var offset = 0
    var index = text.startIndex
    while index != text.endIndex {
      if lowered(text[index]) == first {
        var matched = 1
        var probe = text.index(after: index)
        while matched < needle.count, probe != text.endIndex, lowered(text[probe]) == needle[matched] {
          matched += 1
          probe = text.index(after: probe)
        }
        if matched == needle.count { return offset + matched }
      }
      offset += 1
      index = text.index(after: index)
    }
    return nil
  }

  /// Whether `word` (ASCII, lower-case) occurs in `text`, in any ASCII case.
  static func contains(_ word: String, in text: some Collection<UInt8>) -> Bool { end(of: word, in: text) != nil }

  @inline(__always)
  private static func lowered(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
}

extension String {
  /// Calls `body` with the text's UTF-8 bytes in one buffer (a native string already has them).
  @inline(__always)
  func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    var text = self
    return text.withUTF8(body)
  }

  /// Whether the UTF-8 text holds any of the ASCII `bytes`.
  func containsAnyASCII(_ first: UInt8, _ second: UInt8? = nil) -> Bool {
    withUTF8Bytes { bytes in bytes.contains { $0 == first || $0 == second } }
  }
}
