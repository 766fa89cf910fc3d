extension String {
  /// The string without whitespace (of any script) at either end.
  var trimmingWhitespace: String {
    // Most texts start and end with a printable ASCII character: a character whose first
    // scalar is white space cannot end with one, so no character needs its properties read.
    if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first),
      (0x21...0x7E).contains(last)
    {
      return self
    }
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }

  /// The range of the text between two UTF-8 offsets (found at once in a native string).
  func range(utf8 offsets: Range<Int>) -> Range<String.Index> {
    utf8.index(
      utf8.startIndex, offsetBy: offsets.lowerBound)..<utf8.index(
        utf8.startIndex, offsetBy: offsets.upperBound)
  }

  /// The string padded on the left to `width` characters (`"7".leftPadded(to: 4)` is `"0007"`).
  package func leftPadded(to width: Int, with pad: Character = "0") -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }
}

extension String {
  /// The text with every ASCII byte that `replacement` gives a text for replaced by it (escaping
  /// for a format); the text itself when none is.
  package func replacingASCII(_ replacement: (UInt8) -> String?) -> String {
    guard utf8.contains(where: { replacement($0) != nil }) else { return self }
    var result = ""
    appendReplacingASCII(to: &result, replacement)
    return result
  }

  /// Appends the text with ASCII bytes replaced, without building it apart first. The runs
  /// between replacements are copied whole, as scalars: a replaced byte may be part of a larger
  /// character ("\r\n", a quote with a combining accent), which a `String` slice would round to.
  /// `replacement` gives nil for every byte of U+0080 and above.
  package func appendReplacingASCII(to result: inout String, _ replacement: (UInt8) -> String?) {
    let bytes = utf8
    var run = bytes.startIndex
    var index = run
    while index != bytes.endIndex {
      if let text = replacement(bytes[index]) {
        result += Substring(unicodeScalars[run..<index])
        result += text
        run = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    result += Substring(unicodeScalars[run...])
  }
}
