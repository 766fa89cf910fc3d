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
      guard let file = stringsTable(path) else { return nil }
      table = TableReader.strings(file, locale: locale, absolutePath: path)
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
