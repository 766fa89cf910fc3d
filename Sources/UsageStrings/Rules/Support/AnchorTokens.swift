/// The anchor tokens of a target's sources: words no translator translates — acronyms (NFC,
/// BLE, CGM) and words with a capital inside (iBeacons, HealthKit) — so that a translation
/// holding one its own source lacks, and exactly one other key's source has, says that key's
/// thing.
package struct AnchorTokens: Sendable {
  /// For each anchor, the purpose keys whose sources hold it.
  var keysByAnchor: [String: [String]] = [:]

  /// A target's anchors, worked out once per run for the rules that read them
  /// (`wrong-key-translation`, and `negation-mismatch`, which leaves their texts to it).
  static func of(_ target: ResolvedTarget, _ context: RuleContext) -> AnchorTokens {
    context.caches.prepared(target.target.identity(in: context.project) + "\u{0}anchors") {
      AnchorTokens(target)
    }
  }

  init(_ target: ResolvedTarget) {
    // The app's own name (PhotoVault) is no key's thing, however few sources say it.
    var names = Self.anchors(of: target.target.name)
    for key in UsageKeyRegistry.nameKeys {
      if let text = target.sources[key]?.text { names.formUnion(Self.anchors(of: text)) }
    }
    for (key, source) in target.sources where target.isPurposeKey(key) {
      guard let text = source.text else { continue }
      for anchor in Self.anchors(of: text).subtracting(names) {
        keysByAnchor[anchor, default: []].append(key)
      }
    }
  }

  /// An anchor of a translation of `key` that its source lacks and exactly one other purpose
  /// key's source has, with that key; nil when there is none.
  func foreignAnchor(in translation: StringAnalysis, of key: String, source: String) -> (
    anchor: String, key: String
  )? {
    guard !keysByAnchor.isEmpty else { return nil }
    let text = translation.text
    for range in translation.asciiWords where Self.isAnchor(text[range]) {
      let word = text[range]
      let anchor = String(word)
      guard !source.containsBytes(of: anchor), let keys = keysByAnchor[anchor], keys.count == 1,
        keys[0] != key
      else { continue }
      return (anchor, keys[0])
    }
    return nil
  }

  static func anchors(of text: String) -> Set<String> {
    Set(words(of: text).filter(isAnchor).map(String.init))
  }

  /// At least three characters, and a capital after a small letter (iBeacons, HealthKit) or
  /// capitals only, an `s` allowed at the end (NFC, CGMs); "ID", "OK", "TV" are too short to
  /// say which key they belong to.
  static func isAnchor(_ word: Substring) -> Bool {
    // In one pass over the bytes, ASCII letters only: a small letter is 0x61 or above, a
    // capital 0x5A or below.
    var count = 0
    var capitals = 0
    var innerCapital = false
    var previous: UInt8 = 0
    for byte in word.utf8 {
      guard byte >= 0x41 && (byte <= 0x5A || byte >= 0x61) else { return false }
      if previous >= 0x61 && byte <= 0x5A { innerCapital = true }
      if byte <= 0x5A { capitals += 1 }
      count += 1
      previous = byte
    }
    guard count >= 3 else { return false }
    if innerCapital { return true }
    // Capitals only, an `s` allowed at the end.
    let body = previous == 0x73 ? count - 1 : count
    return body >= 3 && capitals == body
  }

  /// The words of a text that may be anchors: runs of ASCII letters and digits.
  static func words(of text: String) -> [Substring] {
    ASCIIWords.ranges(in: text).map { text[$0] }
  }
}
