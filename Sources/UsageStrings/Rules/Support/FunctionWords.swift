/// The commonest small words of a few languages written in Latin letters (articles, pronouns,
/// prepositions, "is"): enough of them, and none of another language's, tell which language a
/// whole sentence is written in — CovPass's Info.plist holds German ("Erlauben Sie den Zugriff,
/// um QR Codes scannen zu können"), though its development region is en. A word two of the
/// languages share ("de", "la") counts for both, so only a clear majority decides.
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
  ]

  /// Whether a text is written in `language` rather than `source`: three or more of its words
  /// are `language`'s small words, and at most a quarter as many are `source`'s. False for a
  /// language either list lacks.
  static func isWritten(_ text: String, in language: String, ratherThan source: String) -> Bool {
    guard language != source, let own = byLanguage[language], let other = byLanguage[source]
    else { return false }
    let words = text.lowercased().split { !$0.isLetter }.map(String.init)
    let inLanguage = words.filter(own.contains).count
    let inSource = words.filter(other.contains).count
    return inLanguage >= 3 && inSource * 4 <= inLanguage
  }
}
