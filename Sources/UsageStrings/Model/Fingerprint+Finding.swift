extension Fingerprint {
  /// The fingerprint of a finding's offending text (`Diagnostic.fingerprint`): of the text as a
  /// person reads it, white space aside, so that `check --fix` leaves every finding it does not
  /// remove matching its baseline entry and the revision before it (README, "Adopting it").
  ///
  /// What the safe fixes change counts for nothing: invisible characters and bidi controls are
  /// left out, a run of white space (and a `\n`, `\t` an Info.plist shows as typed) is one space,
  /// the ends are trimmed, and the text is in NFC. Every other change of the text — a letter, a
  /// word, punctuation — changes the fingerprint. A text with nothing left is told apart by
  /// `fallback` (the finding's message).
  public static func ofFinding(_ text: String, fallback: String) -> String {
    let kept = readable(text)
    return of(kept.isEmpty ? readable(fallback) : kept)
  }

  /// The escapes `literal-escape` writes as the character meant; `\\` stays one backslash.
  private static let escapes: [Unicode.Scalar: Unicode.Scalar] = [
    "n": "\n", "t": "\t", "r": "\r", "\"": "\"", "'": "'", "\\": "\\",
  ]

  /// The text without what the safe fixes change (see `ofFinding`).
  static func readable(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var space = false
    var index = 0
    while index < scalars.count {
      var scalar = scalars[index]
      index += 1
      if scalar == "\\", index < scalars.count, let meant = escapes[scalars[index]] {
        scalar = meant
        index += 1
      }
      switch scalar.value {
      case 0x09, 0x0A, 0x20: space = true
      // Printable ASCII, most of every text: no property to look up.
      case 0x21...0x7E:
        if space, !result.isEmpty { result.append(" ") }
        space = false
        result.append(scalar)
      // Removed by `invisible-character` (a lone CR, a form feed, U+2028), or the CR of a CRLF:
      // line endings count for nothing.
      case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: continue
      default:
        if scalar.properties.isWhitespace {
          space = true
        } else if !scalar.properties.isDefaultIgnorableCodePoint {
          if space, !result.isEmpty { result.append(" ") }
          space = false
          result.append(scalar)
        }
      }
    }
    return String(result)
  }
}
