/// Words one variant of a language writes and another does not (Brazilian "câmera",
/// "compartilhar" where Portugal writes "câmara", "partilhar"), for `wrong-language`: a table of
/// one variant that reads as the other. Each is a word of `other` mapped to this variant's own.
public struct VariantWords: Sendable, Equatable {
  /// The tables it judges, by canonical identifier (`pt-PT`): the data of `pt.json` also
  /// reaches `pt` tables by fallback, which Apple reads as Brazilian.
  public var locales: Set<String>
  /// The variant the words belong to (`pt-BR`).
  public var other: String
  public var words: [String: String]
}

extension LocaleCatalog {
  /// The `variant` object: `locales`, `other`, `words` (the other variant's word → this one's)
  /// and a `comment`.
  static func variantWords(_ value: JSONValue, name: String) throws(ToolIssue) -> VariantWords {
    func fail(_ path: String, _ reason: String) -> ToolIssue {
      .localeDataInvalid(file: name, field: path, reason: reason)
    }
    guard let members = value.members else { throw fail("variant", "expected a JSON object") }
    var locales: [String]?
    var other: String?
    var words: [String: String]?
    for member in members {
      switch member.key {
      case "locales":
        let texts = try FieldReader(name: name, compilesPatterns: false).strings(
          member.value, "variant.locales", regex: false)
        guard !texts.isEmpty else {
          throw fail("variant.locales", "expected an array of locale identifiers")
        }
        locales = texts.map { LocaleIdentifier($0).canonical }
      case "other":
        guard let text = member.value.string, !text.isEmpty else {
          throw fail("variant.other", "expected a locale identifier")
        }
        other = text
      case "words":
        guard let pairs = member.value.members, !pairs.isEmpty,
          pairs.allSatisfy({ !$0.key.isEmpty && $0.value.string?.isEmpty == false })
        else { throw fail("variant.words", "expected an object of words to words") }
        words = Dictionary(
          pairs.map { ($0.key.lowercased(), $0.value.string!) }, uniquingKeysWith: { $1 })
      case "comment": continue
      default: throw fail("variant.\(member.key)", "unknown field")
      }
    }
    guard let locales, let other, let words else {
      throw fail("variant", "expected 'locales', 'other' and 'words'")
    }
    return VariantWords(locales: Set(locales), other: other, words: words)
  }
}
