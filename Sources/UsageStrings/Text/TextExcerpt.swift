import CICU

/// Texts shortened for messages and notes.
enum TextExcerpt {
  /// A text for a one-line message: line breaks shown as `newline` (`\n`), runs of spaces
  /// collapsed, cut to `limit` characters.
  static func oneLine(_ text: String, limit: Int = 60, newline: String = "\\n") -> String {
    // Most texts are on one line with single spaces: uncut, each is its own excerpt.
    if limit == .max, isPlainLine(text) { return text }
    var result = ""
    var count = 0
    // Stops once past the limit: the rest can only be cut off.
    for character in text.trimmingWhitespace {
      if character.isNewline {
        result += newline
        count += newline.count
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

  /// Whether the text's only white space is single ASCII spaces between other characters,
  /// none joined by a mark to the space before it (a character the excerpt writes as a space).
  static func isPlainLine(_ text: String) -> Bool {
    text.withUTF8Bytes { bytes in
      guard let first = bytes.first, let last = bytes.last else { return true }
      guard first != 0x20, last != 0x20 else { return false }
      var index = 0
      while index < bytes.count {
        let (value, length) = UTF8Scalar.decode(bytes, at: index)
        if (0x09...0x0D).contains(value) || WhiteSpace.isNonASCII(value) { return false }
        if value == 0x20 {
          // Not the last byte: the text does not end with a space.
          let (next, _) = UTF8Scalar.decode(bytes, at: index + 1)
          if next == 0x20 { return false }
          if next >= 0x80, usicu_char_class(Int32(next)) & UInt32(USICU_CLASS_GRAPHEME_SIMPLE) == 0
          {
            return false
          }
        }
        index += length
      }
      return true
    }
  }

  /// Two texts that differ, each cut around where they do: `…photos and videos in background`
  /// and `…photos and videos in the background.`, not two equal first sixty characters.
  /// Where the two would read the same (a line break against a backslash and `n`), line breaks
  /// show as `⏎`.
  static func differing(_ first: String, _ second: String, limit: Int = 60) -> (String, String) {
    var a = Array(oneLine(first, limit: .max))
    var b = Array(oneLine(second, limit: .max))
    if a == b {
      a = Array(oneLine(first, limit: .max, newline: "⏎"))
      b = Array(oneLine(second, limit: .max, newline: "⏎"))
    }
    guard a.count > limit || b.count > limit else { return (String(a), String(b)) }
    var start = 0
    while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
    var endA = a.count
    var endB = b.count
    while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
      endA -= 1
      endB -= 1
    }
    func cut(_ text: [Character], _ end: Int) -> String {
      // From the start of a word some way before the difference.
      var from = max(0, start - 20)
      while from > 0, text[from - 1] != " ", start - from < 30 { from -= 1 }
      let to = min(text.count, max(end, start) + 20, from + limit)
      return (from > 0 ? "…" : "") + String(text[from..<to]) + (to < text.count ? "…" : "")
    }
    return (cut(a, endA), cut(b, endB))
  }

  /// A text cut around the first occurrence of `part`: `…location is never shared…`.
  static func around(_ part: String, in text: String, limit: Int = 60) -> String {
    let line = Array(oneLine(text, limit: .max))
    guard line.count > limit else { return String(line) }
    let needle = Array(part)
    var at = 0
    if !needle.isEmpty, line.count >= needle.count {
      // Compared in place: a copy of the line at every position cost a third of a million
      // instructions a message.
      func holds(_ index: Int) -> Bool {
        line[index] == needle[0] && line[index..<index + needle.count].elementsEqual(needle)
      }
      // A word where there is one: French "ne", not the end of "une" before it (LaTeXiT).
      func isWord(_ index: Int) -> Bool {
        let end = index + needle.count
        return (index == 0 || !line[index - 1].isLetter)
          && (end == line.count || !line[end].isLetter)
      }
      let starts = 0...(line.count - needle.count)
      at = starts.first { holds($0) && isWord($0) } ?? starts.first(where: holds) ?? 0
    }
    var from = max(0, at - limit / 3)
    while from > 0, line[from - 1] != " ", at - from < limit / 2 { from -= 1 }
    let to = min(line.count, from + limit)
    return (from > 0 ? "…" : "") + String(line[from..<to]) + (to < line.count ? "…" : "")
  }
}
