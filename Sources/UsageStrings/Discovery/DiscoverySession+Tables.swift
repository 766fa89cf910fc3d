/// Reading translation tables: now, or later on their own (`TableLoader`).
extension DiscoverySession {
  /// The locale of a table file: its `.lproj` folder's name, else the source language.
  func tableLocale(_ path: String) -> LocaleIdentifier {
    let folderName = Paths.lastComponent(Paths.parent(path))
    if FileTree.isLprojName(folderName) { return LocaleIdentifier(String(folderName.dropLast(6))) }
    return LocaleIdentifier(options.sourceLanguage ?? "en")
  }

  /// A table file read and parsed, its problems recorded.
  func table(_ path: String, locale: LocaleIdentifier, expected: String?) -> TranslationTable? {
    var table: TranslationTable
    if Self.isDictionary(path) {
      guard let document = plist(path) else { return nil }
      report(document)
      table = TableReader.stringsdict(document, locale: locale, absolutePath: path)
    } else {
      guard let document = stringsDocument(path) else { return nil }
      table = TableReader.strings(document, locale: locale, absolutePath: path)
    }
    table.expectedRelativePath = expected ?? Self.systemPath(path)
    return table
  }

  /// A table file left unread.
  func deferredTable(_ path: String, locale: LocaleIdentifier, expected: String?)
    -> TranslationTable
  {
    var table = TranslationTable.deferred(
      locale: locale, format: Self.isDictionary(path) ? .stringsdict : .strings,
      path: display(path), absolutePath: path)
    table.expectedRelativePath = expected ?? Self.systemPath(path)
    return table
  }

  /// Whether a table file mentions `key`, in its own encoding, without parsing it: what a table
  /// read later (deferred) says of a few keys now.
  /// Which of `keys` a file not read yet mentions, searched for rather than parsed — the file
  /// read once for all of them (a key per read would read a large table thousands of times).
  func mentions(_ keys: some Collection<String>, in path: String) -> Set<String> {
    guard !keys.isEmpty, let bytes = try? FileReader.bytes(path, display: display(path)) else {
      return []
    }
    let encode: ([UInt8]) -> [UInt8]
    switch (bytes.first, bytes.dropFirst().first) {
    case (0xFF, 0xFE): encode = { $0.flatMap { [$0, 0] } }
    case (0xFE, 0xFF): encode = { $0.flatMap { [0, $0] } }
    default: encode = { $0 }
    }
    return Set(keys.filter { ASCIISearch.occurs(encode(Array($0.utf8)), in: bytes) })
  }

  /// Which of `keys` a table holds: searched for in a file not read yet, else looked up.
  func holds(_ keys: some Collection<String>, _ table: TranslationTable) -> Set<String> {
    table.isDeferred
      ? mentions(keys, in: table.absolutePath) : Set(keys.filter { table.hasReadEntry(forKey: $0) })
  }

  static func isDictionary(_ path: String) -> Bool {
    Paths.lastComponent(path).lowercased().hasSuffix(".stringsdict")
  }

  /// The path the system looks the table up at, relative to its table set.
  static func systemPath(_ path: String) -> String {
    let folderName = Paths.lastComponent(Paths.parent(path))
    let systemName = isDictionary(path) ? "InfoPlist.stringsdict" : "InfoPlist.strings"
    let lproj =
      FileTree.isLprojName(folderName) ? String(folderName.dropLast(6)) + ".lproj" : folderName
    return "\(lproj)/\(systemName)"
  }
}
