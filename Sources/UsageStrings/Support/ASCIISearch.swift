#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding ASCII words in text by its UTF-8 bytes, ignoring ASCII case: what a scan of every
/// comment or file needs, without Foundation's Unicode-aware (and far slower) search.
enum ASCIISearch {
  /// The UTF-8 offset just past the first occurrence of `word` (ASCII, lower-case), or nil.
  static func end(of word: String, in text: some Collection<UInt8>) -> Int? {
    if let found = text.withContiguousStorageIfAvailable({ end(of: word, inBuffer: $0) }) {
      return found
    }
    return Array(text).withUnsafeBufferPointer { end(of: word, inBuffer: $0) }
  }

  private static func end(of word: String, inBuffer text: UnsafeBufferPointer<UInt8>) -> Int? {
    let needle = Array(word.utf8)
    guard let first = needle.first else { return 0 }
    let upper = (0x61...0x7A).contains(first) ? first & ~0x20 : first
    guard text.count >= needle.count else { return nil }
    var index = 0
    let last = text.count - needle.count
    while index <= last {
      let byte = text[index]
      if byte == first || byte == upper {
        var matched = 1
        while matched < needle.count, lowered(text[index + matched]) == needle[matched] {
          matched += 1
        }
        if matched == needle.count { return index + matched }
      }
      index += 1
    }
    return nil
  }

  /// Whether `word` occurs in `bytes` exactly: libc's `memchr` finds each candidate first byte
  /// far faster than a loop (this reads whole files), `memcmp` checks the rest.
  static func occurs(_ word: String, in bytes: [UInt8]) -> Bool {
    occurs(Array(word.utf8), in: bytes)
  }

  /// Whether the bytes `needle` occur in `bytes`.
  static func occurs(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
    offset(of: needle, in: bytes) != nil
  }

  /// Where the bytes `needle` first occur in `bytes`, at `start` or after it.
  static func offset(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
    bytes.withUnsafeBytes { haystack in
      needle.withUnsafeBytes { offset(of: $0, in: haystack, from: start) }
    }
  }

  /// The same, in buffers.
  static func offset(
    of pattern: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, from start: Int = 0
  ) -> Int? {
    guard haystack.count - start >= pattern.count else { return nil }
    guard let wanted = pattern.baseAddress, let first = pattern.first else { return start }
    guard let base = haystack.baseAddress else { return nil }
    var offset = start
    let last = haystack.count - pattern.count
    while offset <= last {
      guard let found = memchr(base + offset, Int32(first), last - offset + 1) else {
        return nil
      }
      let position = base.distance(to: UnsafeRawPointer(found))
      if memcmp(found, wanted, pattern.count) == 0 { return position }
      offset = position + 1
    }
    return nil
  }

  /// Whether `word` (ASCII, lower-case) occurs in `text`, in any ASCII case.
  static func contains(_ word: String, in text: some Collection<UInt8>) -> Bool {
    end(of: word, in: text) != nil
  }

  @inline(__always)
  private static func lowered(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }
}

extension String {
  /// Calls `body` with the text's UTF-8 bytes in one buffer (a native string already has them).
  @inline(__always)
  func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    var text = self
    return text.withUTF8(body)
  }

  /// Whether two texts are the same bytes (`==` compares by canonical equivalence, and a
  /// generic walk of two UTF-8 views costs twenty times a byte comparison).
  func hasSameBytes(as other: String) -> Bool {
    withUTF8Bytes { text in
      other.withUTF8Bytes { other in
        text.count == other.count
          && (text.isEmpty || memcmp(text.baseAddress!, other.baseAddress!, text.count) == 0)
      }
    }
  }

  /// Whether the UTF-8 text holds any of the ASCII `bytes`.
  func containsAnyASCII(_ first: UInt8, _ second: UInt8? = nil) -> Bool {
    withUTF8Bytes { bytes in bytes.contains { $0 == first || $0 == second } }
  }

  /// Whether `part` occurs in the text byte for byte. Foundation's `contains` bridges the text
  /// to UTF-16 and compares by canonical equivalence: a hundred times the cost, on every text
  /// of a run. The texts compared here are searched for words and marks written one way.
  func containsBytes(of part: String) -> Bool {
    withUTF8Bytes { text in
      part.withUTF8Bytes {
        ASCIISearch.offset(of: UnsafeRawBufferPointer($0), in: UnsafeRawBufferPointer(text)) != nil
      }
    }
  }
}
