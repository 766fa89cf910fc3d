import Foundation

/// The fingerprint of a source text (README, "generate"): what a translation was made from, recorded beside
/// it so that a later change of the source shows the translation is stale.
///
/// It is FNV-1a (32 bits) of the text's UTF-8 in NFC, as 8 lower-case hex digits: short enough
/// for a comment, stable across platforms and runs.
public enum Fingerprint {
  public static func of(_ text: String) -> String {
    // Text in ASCII, Latin-1 and Latin Extended is in NFC already: no trip through ICU.
    of(text, isNFC: isBelowMarks(text))
  }

  /// Whether every code point of the text is below U+0300 (lead bytes below 0xCC): no mark to
  /// compose and no character NFC replaces, so the text is in NFC.
  static func isBelowMarks(_ text: String) -> Bool {
    text.withUTF8Bytes { $0.allSatisfy { $0 < 0xCC } }
  }

  /// The same, told whether the text is known to be in NFC already (`isPlainlyNFC`).
  static func of(_ text: String, isNFC: Bool) -> String {
    let normalized = isNFC ? text : (try? ICU.nfc(text)) ?? text
    var hash = FNV1a()
    normalized.withUTF8Bytes { hash.add($0) }
    return String(hash.short, radix: 16).leftPadded(to: 8)
  }

  /// The fingerprint recorded in a comment (`fingerprint: 1a2b3c4d`), if any.
  public static func recorded(in comment: String) -> String? {
    guard let end = ASCIISearch.end(of: "fingerprint", in: comment.utf8) else { return nil }
    let rest = comment[comment.utf8.index(comment.startIndex, offsetBy: end)...].drop {
      $0 == ":" || $0 == "=" || $0 == " "
    }
    let digits = rest.prefix { $0.isHexDigit }
    return digits.count >= 8 ? digits.lowercased() : nil
  }
}
