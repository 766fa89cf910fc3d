/// A string the rules check: a source declaration or a table entry (or one of its variations).
///
/// Cheap to copy: what it says about its table is kept in a shared box and a few plain fields.
public struct CheckedString: Sendable {
  /// The table a string is in, shared by its strings.
  final class Origin: Sendable {
    let table: TranslationTable
    /// Whether the table is in another language than the source (a translation).
    let isTranslation: Bool

    init(_ table: TranslationTable, isTranslation: Bool) {
      self.table = table
      self.isTranslation = isTranslation
    }
  }

  public var key: String
  public var text: String
  public var span: TextSpan
  public var keyLocation: SourceRange
  /// The locale the text is written in (the source language for source declarations and `Base`).
  public var locale: LocaleIdentifier
  public var isPurpose: Bool
  let origin: Origin?
  /// The variation path (`plural.one`), empty for a plain value.
  public var variation: [String]
  /// For a declaration inside a dictionary of purpose strings, the dictionary's key.
  public var parentKey: String?
  /// A translation that is a copy of its source text: reported as `untranslated` only, since
  /// every other finding about its text is the source's own.
  public var isSourceCopy = false
  /// Whether a device shows it: false for a key the system never reads (`extra-key`) or that no
  /// supported system reads any more (a retired deprecated key). Only rules about the key itself
  /// look at such a string.
  public var isShown = true
  /// Whether its key has a source text to compare it with (known, expanded, and to translate).
  public var isComparable = false

  /// The table it is in; nil for a source declaration.
  public var table: TranslationTable? { origin?.table }

  /// Whether it is in a table of another language than the source.
  public var isTranslation: Bool { origin?.isTranslation ?? false }

  /// The format of its table, nil for a source declaration.
  public var tableFormat: TranslationTable.Format? { origin?.table.format }

  /// The location of UTF-16 units of the text.
  public func location(_ units: Range<Int>) -> SourceRange {
    // A text its file does not hold (an Expo plugin's default): where the file sets the key.
    span.content == nil && span.file != nil ? keyLocation : span.location(units: units)
  }

  /// The locale to report, or nil for a source declaration.
  public var reportedLocale: String? { origin?.table.locale.raw }

  /// Past this size (16 times Apple's limit) only `purpose-string-too-large` reads a text.
  public static let oversizedBytes = 65_536

  /// Whether the text is too large for the rules that analyse its words and lines.
  public var isOversized: Bool { text.utf8.count > Self.oversizedBytes }

  /// Whether a string rule with these settings checks this string.
  func isChecked(includingSourceCopies: Bool, includingOversized: Bool) -> Bool {
    isShown && (includingSourceCopies || !isSourceCopy) && (includingOversized || !isOversized)
  }
}
