/// The pseudo-locales `generate --pseudo` writes (README, "Pseudo-locales"): machine-made tables
/// that show, before any translator starts, where translated text will not fit (`en-XA`,
/// accented and expanded) and how a right-to-left alert reads (`ar-XB`). They are the CLDR
/// pseudo-regions Android uses; Xcode's *Accented*, *Bounded String* and *Right-to-Left*
/// pseudolanguages do the like at run time, for the strings an app looks up itself.
public enum Pseudolocale: String, Sendable, CaseIterable {
  /// Accented, bracketed and expanded by the text's length.
  case accented = "en-XA"
  /// Every word written right to left.
  case rightToLeft = "ar-XB"

  /// The pseudo-locale a locale is: any language in region XA or XB (`en-XA`, `fr-XA`).
  public init?(_ locale: LocaleIdentifier) {
    self.init(region: locale.canonical)
  }

  /// The pseudo-locale of a locale code as written (`en-XA`, `en_XA`, `sr-Latn-XA`): by its
  /// region, the two letters after the language and any script (`en-x-xa` is none).
  init?(region code: String) {
    var subtags = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst()
    if let script = subtags.first, script.count == 4 { subtags = subtags.dropFirst() }
    switch subtags.first?.uppercased() {
    case "XA": self = .accented
    case "XB": self = .rightToLeft
    default: return nil
    }
  }

  /// Whether a locale code as written is a pseudo-locale's: a quick no for most.
  public static func isPseudo(_ code: String) -> Bool {
    code.utf8.contains { $0 | 0x20 == UInt8(ascii: "x") } && Pseudolocale(region: code) != nil
  }

  /// The pseudo text of a source text. Placeholders (`%@`, `%1$d`, `$(NAME)`, `%#@name@`) are
  /// kept as they are, so that the text still formats.
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

  /// `[Ţåķéé þĥööţööš…]`: letters accented, the text bracketed, vowels repeated evenly through
  /// it until it has the expanded length, so that every sentence (the headline too) grows by
  /// the same share.
  static func accent(_ text: String) -> String {
    let cells = accentedCells(of: text)
    let repeats = max(0, expandedLength(of: text) - text.count - 2)
    // Vowels grow, else letters; a text with neither is padded at its end.
    let vowels = cells.count { $0.letter.map(isVowel) ?? false }
    func grows(_ cell: Cell) -> Bool {
      guard let letter = cell.letter else { return false }
      return vowels > 0 ? isVowel(letter) : letter.isASCII && letter.isLetter
    }
    let growing = cells.count(where: grows)
    var output = "["
    var seen = 0
    for cell in cells {
      output += cell.text
      guard grows(cell) else { continue }
      // Bresenham: the repeats spread evenly over the growing characters.
      let extra = (seen + 1) * repeats / growing - seen * repeats / growing
      seen += 1
      output += String(repeating: cell.text, count: extra)
    }
    if growing == 0 { output += String(repeating: "~", count: repeats) }
    return output + "]"
  }

  /// A piece of the accented text: a character as written accented (`letter` its source, nil
  /// when it may not grow), or a placeholder.
  private struct Cell {
    var text: String
    var letter: Character?
  }

  /// The text's characters accented and its placeholders kept. A letter after a backslash is
  /// an escape a source text should not hold (`\\n`): kept, and never repeated.
  private static func accentedCells(of text: String) -> [Cell] {
    var cells: [Cell] = []
    for piece in pieces(of: text) {
      guard !piece.isPlaceholder else {
        cells.append(Cell(text: piece.text, letter: nil))
        continue
      }
      var escaped = false
      for character in piece.text {
        cells.append(
          escaped
            ? Cell(text: String(character), letter: nil)
            : Cell(
              text: accents[character].map(String.init) ?? String(character), letter: character))
        escaped = character == "\\" && !escaped
      }
    }
    return cells
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
      ((Placeholders.printf(in: text, units: units)
      + Placeholders.variables(in: text, units: units)).map(\.units)
      + catalogArguments(in: units)).sorted {
        // At one place the longest wins: `%arg`, not the `%a` inside it.
        ($0.lowerBound, $1.count) < ($1.lowerBound, $0.count)
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

  /// A catalog's `%#@name@` substitutions and the `%arg` of their variations: what the catalog
  /// fills in, so kept as they are.
  private static func catalogArguments(in units: [UInt16]) -> [Range<Int>] {
    let percent = UInt16(UInt8(ascii: "%"))
    let argument = Array("%arg".utf16)
    var ranges: [Range<Int>] = []
    for start in units.indices where units[start] == percent {
      if units[start...].starts(with: argument) {
        ranges.append(start..<start + argument.count)
      } else if units[start...].starts(with: Array("%#@".utf16)),
        let close = units[(start + 3)...].firstIndex(of: UInt16(UInt8(ascii: "@")))
      {
        ranges.append(start..<close + 1)
      }
    }
    return ranges
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
