/// One locale's translations of a target: an `InfoPlist.strings` (or `.stringsdict`) in a
/// `<lang>.lproj` folder, or one localization of an `InfoPlist.xcstrings` catalog.
public struct TranslationTable: Sendable {
  public enum Format: String, Sendable, Hashable {
    case strings, stringsdict, catalog
  }

  /// A translated value: the plain one, or one variation (`plural.one`).
  public struct Variant: Sendable {
    public var path: [String]
    public var value: String
    public var span: TextSpan
    /// The catalog state (`translated`, `needs_review`, `new`), where the format has one.
    public var state: String?
  }

  /// One key of a table. A class: the rules walk every entry of every table, and a copy of a
  /// struct of this many strings and spans retained each of them.
  public final class Entry: Sendable {
    public let key: String
    public let keyLocation: SourceRange
    /// The key's text in its file, for edits.
    public let keySpan: TextSpan?
    /// The plain value, or nil when the entry only has variations or no string at all.
    public let value: String?
    public let valueSpan: TextSpan
    public let variants: [Variant]
    /// The translator comment above the entry.
    public let comment: String?
    /// True when the system never reads the entry (after a point where Foundation stops).
    public let isIgnoredBySystem: Bool
    /// The catalog state of the plain value.
    public let state: String?
    /// False for a catalog key marked "Don't translate" (`shouldTranslate: false`).
    public let shouldTranslate: Bool

    public init(
      key: String, keyLocation: SourceRange, keySpan: TextSpan?, value: String?,
      valueSpan: TextSpan, variants: [Variant], comment: String?, isIgnoredBySystem: Bool,
      state: String?, shouldTranslate: Bool = true
    ) {
      self.shouldTranslate = shouldTranslate
      self.key = key
      self.keyLocation = keyLocation
      self.keySpan = keySpan
      self.value = value
      self.valueSpan = valueSpan
      self.variants = variants
      self.comment = comment
      self.isIgnoredBySystem = isIgnoredBySystem
      self.state = state
    }
  }

  public let locale: LocaleIdentifier
  public let format: Format
  /// The path shown to users, and the absolute path.
  public let path: String
  public let absolutePath: String
  public let entries: [Entry]
  /// The index of the entry `entry(forKey:)` answers, by key.
  private let lookup: [String: Int]
  /// The parsed `.strings` document, for edits that keep every byte (a table in text form).
  public let strings: StringsDocument?
  /// The property list of a `.strings` table in XML or binary form (the system reads both).
  public let plist: PlistDocument?
  /// The path the system (or the project file) looks up, relative to the table set's folder,
  /// such as `de.lproj/InfoPlist.strings`; it differs from the file's own only in letter case.
  public var expectedRelativePath: String?
  /// Not read yet: `entries` is empty until `TableLoader.load` reads it.
  public private(set) var isDeferred = false

  public init(
    locale: LocaleIdentifier, format: Format, path: String, absolutePath: String, entries: [Entry],
    strings: StringsDocument? = nil, plist: PlistDocument? = nil
  ) {
    self.locale = locale
    self.format = format
    self.path = path
    self.absolutePath = absolutePath
    self.entries = entries
    self.strings = strings
    self.plist = plist
    var lookup: [String: Int] = [:]
    lookup.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      if !entry.isIgnoredBySystem
        || lookup[entry.key].map({ entries[$0].isIgnoredBySystem }) ?? true
      {
        lookup[entry.key] = index
      }
    }
    self.lookup = lookup
  }

  /// A table discovery found but did not read.
  static func deferred(locale: LocaleIdentifier, format: Format, path: String, absolutePath: String)
    -> TranslationTable
  {
    var table = TranslationTable(
      locale: locale, format: format, path: path, absolutePath: absolutePath, entries: [])
    table.isDeferred = true
    return table
  }

  /// The entries for a key (more than one when the key is repeated).
  public func entries(forKey key: String) -> [Entry] { entries.filter { $0.key == key } }

  /// The entry the system uses for a key: the last one it reads.
  public func entry(forKey key: String) -> Entry? { lookup[key].map { entries[$0] } }

  /// Whether the table has an entry for `key` that the system reads.
  public func hasReadEntry(forKey key: String) -> Bool {
    lookup[key].map { !entries[$0].isIgnoredBySystem } ?? false
  }

  /// Whether the table has any entry for `key`.
  public func hasEntry(forKey key: String) -> Bool { lookup[key] != nil }

  /// Whether some key has more than one entry (`lookup` holds each key once).
  public var hasRepeatedKeys: Bool { lookup.count < entries.count }

  /// Whether the system reads the file (a `.strings` table that parses, in any form).
  public var isReadable: Bool {
    if let strings { return strings.foundationAccepts }
    if let plist { return plist.failure == nil && plist.root?.members != nil }
    return true
  }

  /// A table in binary property-list form: what a built app ships, read but never written.
  public var isBinary: Bool { plist?.format == .binary }
}
