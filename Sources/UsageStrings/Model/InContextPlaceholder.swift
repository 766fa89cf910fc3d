/// The tokens a translation platform's in-context mode puts where translations go, so that its
/// editor can find each string in the running app: Crowdin's `crwdns35986:0crwdne35986:0` (in a
/// placeholder language such as `lol` or `ach`), Phrase's `{{__phrase_Key__}}`. A delivery of
/// them holds no translation.
enum InContextPlaceholder {
  static func matches(_ text: String) -> Bool {
    // Most texts start otherwise, which their first byte after ASCII blanks settles: only C2 and
    // E1–E3 above ASCII start a blank of another kind (`WhiteSpace`), trimmed, then looked at.
    let first = text.utf8.first { $0 != 0x20 && !(0x09...0x0D).contains($0) }
    guard let first,
      first == UInt8(ascii: "c") || first == UInt8(ascii: "{") || first == 0xC2
        || (0xE1...0xE3).contains(first)
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
