/// Texts shortened for messages and notes.
enum TextExcerpt {
  /// A text for a one-line message: line breaks shown as `\n`, runs of spaces collapsed, cut to
  /// `limit` characters.
  static func oneLine(_ text: String, limit: Int = 60) -> String {
    var result = ""
    var count = 0
    // Stops once past the limit: the rest can only be cut off.
    for character in text.trimmingWhitespace {
      if character.isNewline {
        result += "\\n"
        count += 2
      } else if character.isWhitespace {
        if !result.hasSuffix(" ") {
          result += " "
          count += 1
        }
      } else {
        result.append(character)
        count += 1
      }
      if count > limit { return String(result.prefix(limit - 1)) + "…" }
    }
    return result
  }
}
