/// The tokens a translation platform's in-context mode puts where translations go, so that its
/// editor can find each string in the running app: Crowdin's `crwdns35986:0crwdne35986:0` (in a
/// placeholder language such as `lol` or `ach`), Phrase's `{{__phrase_Key__}}`. A delivery of
/// them holds no translation.
enum InContextPlaceholder {
  static func matches(_ text: String) -> Bool {
    // Most texts start otherwise, which their first byte after ASCII blanks settles; one that
    // may start a blank of another kind is trimmed, then looked at.
    guard let first = WhiteSpace.firstByteAfterASCIIBlanks(of: text),
      first == UInt8(ascii: "c") || first == UInt8(ascii: "{") || WhiteSpace.mayStartNonASCII(first)
    else { return false }
    let trimmed = text.trimmingWhitespace
    return isCrowdin(trimmed) || (trimmed.hasPrefix("{{__phrase_") && trimmed.hasSuffix("__}}"))
  }

  /// `crwdns<id>:<n>crwdne<id>:<n>`, once or several times.
  static func isCrowdin(_ text: String) -> Bool {
    var rest = Substring(text)
    guard !rest.isEmpty else { return false }
    while !rest.isEmpty {
      for marker in ["crwdns", "crwdne"] {
        guard rest.hasPrefix(marker) else { return false }
        rest = rest.dropFirst(marker.count)
        let id = rest.prefix { $0.isASCII && $0.isNumber }
        guard !id.isEmpty, rest.dropFirst(id.count).first == ":" else { return false }
        rest = rest.dropFirst(id.count + 1)
        let count = rest.prefix { $0.isASCII && $0.isNumber }
        guard !count.isEmpty else { return false }
        rest = rest.dropFirst(count.count)
      }
    }
    return true
  }
}
