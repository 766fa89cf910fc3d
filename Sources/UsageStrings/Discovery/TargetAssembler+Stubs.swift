/// Languages a target ships in name only: their own resources translate (almost) nothing.
extension TargetAssembler {
  /// The languages of `folders` (`<lang>.lproj`) and of the target's other catalogs whose
  /// `.strings` files and catalogs translate at most one in fifty of the strings the source
  /// language's hold (over fifty of those): a language a translation platform added but nobody
  /// translated (GoMap's Sinhala: 3 of 758). The whole app is in the source language there,
  /// its alerts too, by choice of no one: not a purpose string's gap.
  func stubLocales(
    of folders: Set<String>, catalogs: StringCounts = StringCounts(),
    sourceLanguage: LocaleIdentifier
  ) -> Set<String> {
    var byParent: [String: [String]] = [:]
    // Sorted: which sibling is the source must not depend on a set's order (`en-GB` beside `en`).
    for folder in folders.sorted() { byParent[Paths.parent(folder), default: []].append(folder) }
    var expected = catalogs.strings
    var translated = catalogs.translated
    for siblings in byParent.values {
      func language(_ folder: String) -> String { String(Paths.lastComponent(folder).dropLast(6)) }
      guard
        let source = siblings.first(where: {
          LocaleIdentifier(language($0)).canonical == sourceLanguage.canonical
        })
          ?? siblings.first(where: {
            LocaleIdentifier(language($0)).language == sourceLanguage.language
          }) ?? siblings.first(where: { language($0) == "Base" })
      else { continue }
      for name in FileReader.contents(of: source)
      where name.hasSuffix(".strings") && !FileTree.isTableName(name) {
        guard let count = entryCount(Paths.join(source, name)) else { continue }
        expected += count
        for folder in siblings where folder != source {
          translated[language(folder), default: 0] += entryCount(Paths.join(folder, name)) ?? 0
        }
      }
    }
    guard expected > 50 else { return [] }
    return Set(translated.filter { $0.value * 50 <= expected }.map(\.key))
  }

  /// How many strings a target's resources hold to translate, and how many each language
  /// translates.
  struct StringCounts {
    var strings = 0
    var translated: [String: Int] = [:]
  }

  /// About how many entries a `.strings` file holds: its `";` (in UTF-8 or UTF-16), without
  /// parsing it (a large app's tables in every language would be read whole).
  func entryCount(_ path: String) -> Int? {
    guard let bytes = try? FileReader.bytes(path, display: path) else { return nil }
    let utf16 = bytes.count >= 2 && (bytes[0] == 0xFF || bytes[0] == 0xFE)
    let step = utf16 ? 2 : 1
    // The byte of each UTF-16 unit that holds an ASCII character.
    let low = utf16 && bytes[0] == 0xFE ? 1 : 0
    var count = 0
    var index = low
    while index + step < bytes.count {
      if bytes[index] == 0x22, bytes[index + step] == 0x3B { count += 1 }
      index += step
    }
    return count
  }
}
