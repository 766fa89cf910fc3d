/// Finds the real purpose key a misspelled one was meant to be.
struct KeyNearMiss: Sendable {
  let intended: UsageKey
  /// Why it is a near miss, for the message.
  let reason: String

  static func find(_ key: String, context: RuleContext) -> KeyNearMiss? {
    context.caches.nearMiss(of: key) {
      search(key, registry: context.registry, analyzer: context.analyzer)
    }
  }

  /// The search itself, uncached (for a caller outside a run of the rules).
  static func search(_ key: String, registry: UsageKeyRegistry, analyzer: TextAnalyzer)
    -> KeyNearMiss?
  {
    guard registry[key] == nil else { return nil }
    // The keys a misspelling can be meant as, looked up only once a cheap test lets the key in.
    func purposeKeys() -> [UsageKey] {
      registry.keys.filter { $0.holdsPurposeStrings && $0.role != .notAnAppleKey }
    }
    if let match = registry.caseInsensitiveMatch(key), match.holdsPurposeStrings {
      return KeyNearMiss(intended: match, reason: "differs from it only in letter case")
    }
    if let match = registry.keyForDisplayName(key) {
      return KeyNearMiss(intended: match, reason: "is Xcode's display name for it, not the key")
    }
    let bytes = key.utf8
    let trying =
      ASCIISearch.contains("usage", in: bytes) || ASCIISearch.contains("descr", in: bytes)
      || ASCIISearch.end(of: "ns", in: bytes) == 2 || ASCIISearch.contains("nfc", in: bytes)
    guard trying || key.unicodeScalars.contains(where: { $0.value > 0x7F }) else { return nil }
    // Look-alike characters: the same UTS #39 skeleton as a real key.
    if key.unicodeScalars.contains(where: { $0.value > 0x7F }),
      let skeleton = try? analyzer.skeleton(key)
    {
      for candidate in purposeKeys() where (try? analyzer.skeleton(candidate.key)) == skeleton {
        let odd = key.unicodeScalars.filter { $0.value > 0x7F }.map(RuleSupport.describe).joined(
          separator: ", ")
        return KeyNearMiss(
          intended: candidate,
          reason: "looks the same but is written with other characters (\(odd))")
      }
    }
    guard trying else { return nil }
    // A word typed twice (`…UsageUsageDescription`): further from the key than a typo, but
    // the key all the same.
    if let (undoubled, word) = undoubled(key), let match = registry[undoubled],
      match.holdsPurposeStrings
    {
      return KeyNearMiss(intended: match, reason: "has '\(word)' twice")
    }
    let candidates = purposeKeys()
    let allowed = key.count >= 24 ? 3 : (key.count >= 14 ? 2 : 1)
    var best: (UsageKey, Int)?
    for candidate in candidates {
      guard abs(candidate.key.count - key.count) <= allowed else { continue }
      let distance = EditDistance.distance(key, candidate.key, limit: allowed)
      if distance <= allowed, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    guard let (match, distance) = best else { return nil }
    return KeyNearMiss(
      intended: match, reason: "is \(distance) edit\(distance == 1 ? "" : "s") away from it")
  }

  /// The key with one capitalised word that follows itself written once, and the word.
  static func undoubled(_ key: String) -> (String, String)? {
    let characters = Array(key)
    var start = 0
    while start < characters.count {
      var end = start + 1
      while end < characters.count, !characters[end].isUppercase { end += 1 }
      let word = characters[start..<end]
      if word.count >= 3, characters[start].isUppercase, end + word.count <= characters.count,
        characters[end..<(end + word.count)].elementsEqual(word)
      {
        return (String(characters[..<end] + characters[(end + word.count)...]), String(word))
      }
      start = end
    }
    return nil
  }
}
