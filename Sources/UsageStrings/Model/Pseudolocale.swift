/// The pseudo-locales `generate --pseudo` writes (README, "Pseudo-locales"): machine-made tables
/// that show, before any translator starts, where translated text will not fit (`en-XA`,
/// accented and expanded) and how a right-to-left alert reads (`ar-XB`). They are the CLDR
/// pseudo-regions Android uses; Xcode's *Accented*, *Bounded String* and *Right-to-Left*
/// pseudolanguages do the same at run time only.
public enum Pseudolocale: String, Sendable, CaseIterable {
  /// Accented, bracketed and expanded by the text's length.
  case accented = "en-XA"
  /// Every word written right to left.
  case rightToLeft = "ar-XB"

  /// The pseudo-locale a locale is: any language in region XA or XB (`en-XA`, `fr-XA`).
  public init?(_ locale: LocaleIdentifier) {
    self.init(region: locale.canonical)
  }

  /// The pseudo-locale of a locale code as written (`en-XA`, `en_XA`).
  init?(region code: String) {
    let subtags = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst()
    if subtags.contains(where: { $0.uppercased() == "XA" }) {
      self = .accented
    } else if subtags.contains(where: { $0.uppercased() == "XB" }) {
      self = .rightToLeft
    } else {
      return nil
    }
  }

  /// Whether a locale code as written is a pseudo-locale's: a quick no for most.
  public static func isPseudo(_ code: String) -> Bool {
    code.utf8.contains { $0 | 0x20 == UInt8(ascii: "x") } && Pseudolocale(region: code) != nil
  }

  public var locale: LocaleIdentifier { LocaleIdentifier(rawValue) }

  /// The pseudo text of a source text. Placeholders (`%@`, `%1$d`, `$(NAME)`) are kept as they
  /// are, so that the text still formats.
  public func transform(_ text: String) -> String {
    switch self {
    case .accented: Self.accent(text)
    case .rightToLeft: Self.reverseWords(text)
    }
  }

  /// How much longer a translation of an English text of `count` characters is expected to be:
  /// the upper bounds of IBM's globalization guideline A3 ("Providing for UI expansion"), which
  /// counts spaces and punctuation. Short texts grow most.
  public static func expansion(forLength count: Int) -> Double {
    switch count {
    case ...10: 2.0
    case 11...20: 1.0
    case 21...30: 0.8
    case 31...50: 0.6
    case 51...70: 0.4
    default: 0.3
    }
  }

  /// How many characters the accented text has: the source's, plus its expansion (rounded up).
  public static func expandedLength(of text: String) -> Int {
    let count = text.count
    return count + Int((Double(count) * expansion(forLength: count)).rounded(.up))
  }

  /// `[Ţåk̂é þĥöööţöš…]`: letters accented, the text bracketed, vowels repeated evenly through
  /// it until it has the expanded length, so that every sentence (the headline too) grows by
  /// the same share.
  static func accent(_ text: String) -> String {
    let pieces = self.pieces(of: text)
    let letters = pieces.filter { !$0.isPlaceholder }.flatMap(\.text)
    let repeats = max(0, expandedLength(of: text) - text.count - 2)
    let vowels = letters.count(where: isVowel)
    // Vowels grow, else letters; a text with neither is padded at its end.
    func grows(_ character: Character) -> Bool {
      vowels > 0 ? isVowel(character) : character.isASCII && character.isLetter
    }
    let growing = vowels > 0 ? vowels : letters.count(where: grows)
    var output = "["
    var seen = 0
    for piece in pieces {
      guard !piece.isPlaceholder else {
        output += piece.text
        continue
      }
      var escaped = false
      for character in piece.text {
        // A letter after a backslash is an escape a source text should not hold (`\\n`), kept.
        let accented =
          escaped ? String(character) : accents[character].map(String.init) ?? String(character)
        escaped = character == "\\" && !escaped
        output += accented
        guard growing > 0, grows(character) else { continue }
        // Bresenham: the repeats spread evenly over the growing characters.
        let extra = (seen + 1) * repeats / growing - seen * repeats / growing
        seen += 1
        output += String(repeating: accented, count: extra)
      }
    }
    if growing == 0 { output += String(repeating: "~", count: repeats) }
    return output + "]"
  }

  /// Each word between right-to-left marks, its letters overridden to run right to left (as
  /// Android's `ar-XB` does): the alert reads mirrored, as a right-to-left language lays it out.
  static func reverseWords(_ text: String) -> String {
    var output = ""
    for piece in pieces(of: text) {
      guard !piece.isPlaceholder else {
        output += piece.text
        continue
      }
      var word = ""
      func flush() {
        guard !word.isEmpty else { return }
        output += "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}"
        word = ""
      }
      for character in piece.text {
        if character.isWhitespace {
          flush()
          output.append(character)
        } else {
          word.append(character)
        }
      }
      flush()
    }
    return output
  }

  private struct Piece {
    var text: String
    var isPlaceholder: Bool
  }

  /// The text cut into its placeholders and the text between them.
  private static func pieces(of text: String) -> [Piece] {
    let units = UTF16Text.units(of: text)
    let placeholders =
      (Placeholders.printf(in: text, units: units)
      + Placeholders.variables(in: text, units: units)).map(\.units).sorted {
        $0.lowerBound < $1.lowerBound
      }
    var pieces: [Piece] = []
    var start = 0
    for range in placeholders where range.lowerBound >= start {
      if range.lowerBound > start {
        pieces.append(
          Piece(text: UTF16Text.string(units[start..<range.lowerBound]), isPlaceholder: false))
      }
      pieces.append(Piece(text: UTF16Text.string(units[range]), isPlaceholder: true))
      start = range.upperBound
    }
    if start < units.count {
      pieces.append(Piece(text: UTF16Text.string(units[start...]), isPlaceholder: false))
    }
    return pieces
  }

  private static func isVowel(_ character: Character) -> Bool {
    "aeiouyAEIOUY".contains(character)
  }

  /// One accented letter per ASCII letter, each a single NFC code point one column wide.
  private static let accents: [Character: Character] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let accented = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
    return Dictionary(uniqueKeysWithValues: zip(plain, accented))
  }()
}
