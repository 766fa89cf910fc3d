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
        let path = Paths.join(source, name)
        guard let bytes = try? FileReader.bytes(path, display: path) else { continue }
        expected += entryCount(bytes[...], in: bytes)
        let sourceLines = Set(lines(of: bytes))
        for folder in siblings where folder != source {
          let path = Paths.join(folder, name)
          let bytes = (try? FileReader.bytes(path, display: path)) ?? []
          translated[language(folder), default: 0] += translatedCount(bytes, besides: sourceLines)
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

  /// About how many entries of a language's `.strings` file translate: all of them, unless
  /// nine in ten are lines the source language's file holds as they are (`copied`), a copy of
  /// it (3dollars' en.lproj, Korean throughout); then those that differ. A few lines copied
  /// among real translations (OsmAnd's Breton, 4 of 92) are translations all the same.
  func translatedCount(_ bytes: [UInt8], besides copied: Set<ArraySlice<UInt8>>) -> Int {
    let all = entryCount(bytes[...], in: bytes)
    // A sample first: splitting every language's files into lines would make discovery of a
    // large app a fifth slower, and a translated file shows itself in a few lines.
    let sample = sampleLines(of: bytes, count: 32)
    guard sample.count(where: copied.contains) * 10 >= sample.count * 9 else { return all }
    let changed = lines(of: bytes).reduce(0) {
      $0 + (copied.contains($1) ? 0 : entryCount($1, in: bytes))
    }
    return (all - changed) * 10 >= all * 9 ? changed : all
  }

  /// About how many entries a part of a `.strings` file holds: its `";` (in UTF-8 or UTF-16),
  /// without parsing it (a large app's tables in every language would be read whole).
  func entryCount(_ bytes: ArraySlice<UInt8>, in file: [UInt8]) -> Int {
    let utf16 = file.count >= 2 && (file[0] == 0xFF || file[0] == 0xFE)
    let step = utf16 ? 2 : 1
    // The byte of each UTF-16 unit that holds an ASCII character; indices are the file's, and
    // a line of UTF-16 may start on either byte of a unit.
    let low = utf16 && file[0] == 0xFE ? 1 : 0
    var index = bytes.startIndex
    if (index - low) % step != 0 { index += 1 }
    var count = 0
    while index + step < bytes.endIndex {
      if bytes[index] == 0x22, bytes[index + step] == 0x3B { count += 1 }
      index += step
    }
    return count
  }

  /// Up to `count` lines spread over a file, the first included.
  func sampleLines(of bytes: [UInt8], count: Int) -> [ArraySlice<UInt8>] {
    var sample: [ArraySlice<UInt8>] = []
    for part in 0..<count {
      var start = bytes.count * part / count
      if part > 0 {
        guard let newline = bytes[start...].firstIndex(of: 0x0A) else { break }
        start = newline + 1
      }
      let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
      if start < end { sample.append(bytes[start..<end]) }
    }
    return sample
  }

  /// A file's lines, by their bytes (a UTF-16 line keeps its units' other byte).
  func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    bytes.split(separator: 0x0A, omittingEmptySubsequences: true)
  }
}
