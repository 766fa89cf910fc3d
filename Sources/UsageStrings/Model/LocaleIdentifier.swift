import Foundation

/// A locale as Apple's `.lproj` folders and String Catalogs name it (`en`, `pt-BR`, `zh-Hans`,
/// `es-419`, legacy `English`, and `Base`), validated and canonicalized with ICU.
///
/// An identifier is checked before it is ever used as part of a path: only letters, digits, `-`
/// and `_` can pass, so `../..` never becomes one.
public struct LocaleIdentifier: Sendable, Hashable, Comparable, CustomStringConvertible {
  public enum Kind: Sendable, Hashable {
    /// A valid identifier, spelled canonically.
    case valid
    /// `Base.lproj`: the development language's own resources.
    case base
    /// A legacy English name Apple still reads (`English.lproj`).
    case legacy
    /// A valid locale written another way (`pt_BR` for `pt-BR`).
    case nonCanonical
    /// Not a locale at all.
    case invalid
  }

  /// As written (the folder name without `.lproj`).
  public let raw: String
  public let kind: Kind
  /// The canonical BCP 47 form (`pt-BR`), or `raw` when invalid or `Base`.
  public let canonical: String

  /// Whether the identifier can name a folder or a catalog localization.
  public var isUsable: Bool { kind != .invalid }

  public var description: String { raw }

  /// The language subtag (`pt` for `pt-BR`), or the whole identifier when there is none. Kept,
  /// not worked out at each use: the rules ask it of every string, several times.
  public let language: String

  /// The language subtag of a canonical identifier.
  static func language(of canonical: String) -> String {
    let end = canonical.utf8.firstIndex(of: UInt8(ascii: "-")) ?? canonical.endIndex
    guard end != canonical.startIndex else {
      // An invalid identifier that starts with a hyphen: its first subtag.
      return String(canonical.split(separator: "-").first ?? Substring(canonical)).lowercased()
    }
    return canonical[..<end].lowercased()
  }

  /// Apple's legacy `.lproj` names and the language they stand for.
  static let legacyNames: [String: String] = [
    "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
    "Italian": "it", "Dutch": "nl",
  ]

  public init(_ raw: String) {
    self.raw = raw
    if raw == "Base" {
      (kind, canonical) = (.base, raw)
    } else if let language = Self.legacyNames[raw] {
      (kind, canonical) = (.legacy, language)
    } else if let canonical = Self.canonicalize(raw) {
      (kind, self.canonical) = (canonical == raw ? .valid : .nonCanonical, canonical)
    } else {
      (kind, canonical) = (.invalid, raw)
    }
    language = Self.language(of: canonical)
  }

  /// Codes that name no language a person runs an app in: `mul` (multiple languages: Xcode
  /// keeps String Catalogs in `mul.lproj`), `und`, `zxx`, `mis`.
  public static let collectiveCodes: Set<String> = ["mul", "und", "zxx", "mis"]

  /// A language tag BCP 47 accepts but ICU has no data for (`crs`, `son`, `tzl`: Xcode makes
  /// folders for them), spelled as BCP 47 cases its subtags; nil for one ICU knows, or no tag.
  public static func unknownToICU(_ raw: String) -> LocaleIdentifier? {
    guard LocaleIdentifier(raw).kind == .invalid, request(raw) == .unknown else { return nil }
    let subtags = raw.split { $0 == "-" || $0 == "_" }.enumerated().map { index, subtag in
      switch (index, subtag.count) {
      case (0, _): subtag.lowercased()
      case (_, 4) where subtag.allSatisfy(\.isLetter):
        subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
      case (_, 2) where subtag.allSatisfy(\.isLetter): subtag.uppercased()
      default: subtag.lowercased()
      }
    }
    let canonical = subtags.joined(separator: "-")
    return LocaleIdentifier(
      raw: raw, kind: canonical == raw ? .valid : .nonCanonical, canonical: canonical)
  }

  private init(raw: String, kind: Kind, canonical: String) {
    self.raw = raw
    self.kind = kind
    self.canonical = canonical
    language = Self.language(of: canonical)
  }

  /// Canonical forms worked out so far: every part of a run names the same few locales again,
  /// and asking ICU took a twentieth of a small project's check.
  private static let canonicalForms = SharedMemo<String, String?>()

  /// The canonical BCP 47 form of an identifier, or nil when ICU says it is no locale.
  static func canonicalize(_ raw: String) -> String? {
    canonicalForms.value(for: raw) { askICU(raw) }
  }

  private static func askICU(_ raw: String) -> String? {
    guard !raw.isEmpty, raw.utf8.count <= 64,
      raw.utf8.allSatisfy({
        ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x2D
          || $0 == 0x5F
      }),
      let first = raw.unicodeScalars.first, first.properties.isAlphabetic
    else { return nil }
    let tag = raw.replacingOccurrences(of: "_", with: "-")
    guard let (id, parsed) = try? ICU.localeID(forLanguageTag: tag), parsed == tag.utf8.count,
      !id.isEmpty, ICU.knowsLanguage(ofLocaleID: id)
    else { return nil }
    if let region = try? ICU.region(ofLocaleID: id), !region.isEmpty,
      region.allSatisfy(\.isLetter), !ICU.knowsRegion(ofLocaleID: id),
      // CLDR's pseudo-regions, which ICU has no data for (Pseudolocale).
      Pseudolocale(region: "und-" + region) == nil
    {
      return nil
    }
    return try? ICU.languageTag(forLocaleID: id)
  }

  public static func < (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool { lhs.raw < rhs.raw }

  /// How a language someone asked for (`--languages`, the configuration's `languages`) reads.
  public enum Request: Sendable, Hashable {
    /// A locale ICU knows.
    case known
    /// Shaped like a language code (`zz`, `xx-bogus`), but no language ICU knows.
    case unknown
    /// Not shaped like a language code at all (`de;fr`, `../x`, an empty item).
    case malformed
  }

  /// Whether `raw` is a language code, and one ICU knows.
  public static func request(_ raw: String) -> Request {
    if LocaleIdentifier(raw).isUsable && raw != "Base" { return .known }
    let subtags = raw.split(separator: "-", omittingEmptySubsequences: false).flatMap {
      $0.split(separator: "_", omittingEmptySubsequences: false)
    }
    guard let first = subtags.first, (2...8).contains(first.count),
      first.allSatisfy({ $0.isASCII && $0.isLetter }),
      subtags.dropFirst().allSatisfy({
        (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      })
    else { return .malformed }
    return .unknown
  }
}
