/// The commonest small words of a few languages written in Latin letters (articles, pronouns,
/// prepositions, "is"): enough of them, and none of another language's, tell which language a
/// whole sentence is written in — CovPass's Info.plist holds German ("Erlauben Sie den Zugriff,
/// um QR Codes scannen zu können"), though its development region is en. A word two lists
/// share ("para", "una", "con") counts for both, so a language is told only when its count
/// clearly beats every other list's.
enum FunctionWords {
  static let byLanguage: [String: Set<String>] = [
    "en": [
      "the", "and", "to", "your", "you", "of", "for", "is", "are", "with", "this", "that", "we",
      "our", "can", "will", "it", "be", "when", "from",
    ],
    "de": [
      "der", "die", "das", "und", "zu", "um", "den", "dem", "ihre", "ihr", "sie", "du", "dein",
      "deine", "ist", "mit", "für", "von", "nicht", "wir", "können", "kann", "auf", "zum", "zur",
      "eine", "ein", "werden", "wird",
    ],
    "fr": [
      "le", "la", "les", "et", "des", "du", "pour", "vous", "votre", "vos", "est", "avec", "une",
      "un", "nous", "pas", "à", "au", "aux", "afin", "permet",
    ],
    "es": [
      "el", "los", "las", "y", "para", "tu", "su", "sus", "usted", "es", "con", "una", "un", "que",
      "por", "del", "al", "permite",
    ],
    "it": [
      "il", "lo", "gli", "di", "per", "tuo", "tua", "tuoi", "è", "con", "una", "un", "che", "del",
      "della", "consente",
    ],
    "nl": [
      "het", "en", "een", "van", "voor", "je", "jouw", "uw", "u", "is", "met", "om", "te", "niet",
      "wij", "we", "op",
    ],
    "pt": [
      "os", "as", "para", "seu", "sua", "você", "é", "com", "uma", "um", "que", "do", "da",
      "permite",
    ],
    // With the words purpose strings ask with (babycam's "… için kameraya ihtiyaç duyar", in
    // an app developed in en). Czech's leaves out the short words Dutch, Portuguese, Spanish,
    // Polish and Croatian share ("je", "se", "na", "ve").
    "tr": [
      "ve", "için", "bu", "bir", "ile", "veya", "daha", "izin", "erişim", "ihtiyaç", "gerekir",
      "gerekiyor", "olarak", "sizin", "senin",
    ],
    "cs": [
      "pro", "aby", "vaše", "váš", "vám", "nebo", "přístup", "aplikace", "umožní", "potřebuje",
      "ke",
    ],
  ]

  /// Whether a text is written in `language` rather than `source`: it is the language of the
  /// text's small words, and `source`'s list knows too few of them. False where `source` has
  /// no list.
  static func isWritten(_ text: String, in language: String, ratherThan source: String) -> Bool {
    otherLanguage(of: text, than: source) == language
  }

  /// The language of a text's small words, where it is not `source` and `source` has a list.
  static func otherLanguage(of text: String, than source: String) -> String? {
    guard byLanguage[source] != nil, let language = language(of: text), language != source
    else { return nil }
    return language
  }

  /// The language whose small words are three or more of a text's and at least twice as many
  /// as any other list's (Spanish, Portuguese and Italian share some); nil where none is.
  static func language(of text: String) -> String? {
    // Turkish "İ" lower-cases to "i" and a combining dot, which no list's word has.
    let words = text.lowercased().replacingOccurrences(of: "\u{307}", with: "").split {
      !$0.isLetter
    }.map(String.init)
    let counts = byLanguage.map { language, list in
      (language, words.filter(list.contains).count)
    }.sorted { $0.1 > $1.1 }
    guard let best = counts.first, best.1 >= 3 else { return nil }
    let runnerUp = counts.dropFirst().first?.1 ?? 0
    return runnerUp * 2 <= best.1 ? best.0 : nil
  }
}
