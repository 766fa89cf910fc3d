/// Languages a target ships in name only: their own resources translate (almost) nothing.
extension TargetAssembler {
  /// The languages of `folders` (`<lang>.lproj`) and of the target's other catalogs whose
  /// `.strings` files and catalogs translate hardly any of the strings the source language's
  /// hold (over fifty of those): at most one in fifty, or fewer than fifty strings and at most
  /// one in twenty-five. A language a translation platform added but nobody translated (GoMap's
  /// Sinhala: 3 of 758; Open Food Facts' 48 languages that Crowdin exports with 5 to 11 words of
  /// 335 strings), not one a translator has begun (OsmAnd's Breton: 92 of 4,451). The whole app
  /// is in the source language there, its alerts too, by choice of no one: not a purpose
  /// string's gap.
  /// A cross-platform app's folders say nothing by being empty: Xcode made them for a launch
  /// screen without text, and the interface is translated elsewhere (HSE's COVID Tracker).
  /// Nor is a language the Info.plist lists in `CFBundleLocalizations` (`declared`) one by
  /// being empty: its translations may be in a package's bundle.
  func stubLocales(
    of folders: Set<String>, catalogs: StringCounts = StringCounts(),
    sourceLanguage: LocaleIdentifier, crossPlatform: Bool = false, declared: [String] = []
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
        guard let bytes = readable(path) else { continue }
        expected += entryCount(bytes[...], in: bytes)
        let sourceLines = Set(lines(of: bytes))
        var copies: [(language: String, changed: [ArraySlice<UInt8>], bytes: [UInt8])] = []
        for folder in siblings where folder != source {
          let path = Paths.join(folder, name)
          let bytes = readable(path) ?? []
          switch translation(bytes, besides: sourceLines) {
          case .translated(let count): translated[language(folder), default: 0] += count
          case .copy(let changed): copies.append((language(folder), changed, bytes))
          }
        }
        // A line that several copies hold and the source does not is an older source text they
        // all kept (Crowdin exports one to every language nobody translates): no translation.
        let kept = Self.lines(sharedBy: copies.map(\.changed), atLeast: 3)
        for copy in copies {
          translated[copy.language, default: 0] += copy.changed.reduce(0) {
            $0 + (kept.contains($1) ? 0 : entryCount($1, in: copy.bytes))
          }
        }
      }
    }
    // A language the other catalogs translate is shipped through them.
    let empty: Set<String> =
      crossPlatform
      ? []
      : emptyLocales(of: folders, sourceLanguage: sourceLanguage).filter { language in
        let canonical = LocaleIdentifier(language).canonical
        return catalogs.translated[language, default: 0] == 0
          && !declared.contains { LocaleIdentifier($0).canonical == canonical }
      }
    guard expected > 50 else { return empty }
    return empty.union(
      translated.filter {
        $0.value * 50 <= expected || ($0.value < 50 && $0.value * 25 <= expected)
      }
      .map(\.key))
  }

  /// The languages whose folders hold nothing but `.strings` files without an entry, however
  /// few strings the source language holds: GBA-iOS's fork added `es.lproj/Localizable.strings`
  /// and five more with their header comment alone, and the whole app stays English there. A
  /// table of the Info.plist's own, even empty, was begun for its alerts.
  func emptyLocales(of folders: Set<String>, sourceLanguage: LocaleIdentifier) -> Set<String> {
    var holdsSomething: [String: Bool] = [:]
    for folder in folders {
      let language = String(Paths.lastComponent(folder).dropLast(6))
      guard language != "Base", LocaleIdentifier(language).language != sourceLanguage.language
      else { continue }
      let names = FileReader.contents(of: folder)
      let empty =
        !names.isEmpty
        && names.allSatisfy { name in
          let path = Paths.join(folder, name)
          // A file of more than 16 KB holds something: only small ones are read.
          guard name.hasSuffix(".strings"), !FileTree.isTableName(name),
            let bytes = readable(path, limit: 16 * 1024)
          else { return false }
          return entryCount(bytes[...], in: bytes) == 0
        }
      holdsSomething[language, default: false] = holdsSomething[language, default: false] || !empty
    }
    return Set(holdsSomething.filter { !$0.value }.keys)
  }

  /// A language file's bytes, where it may be read: inside the checkout, its links resolved
  /// (one to a sibling's file is read, one out is not).
  func readable(_ path: String, limit: Int = FileReader.maximumSize) -> [UInt8]? {
    guard session.checkout.refusal(toRead: path) == nil else { return nil }
    return try? FileReader.bytes(path, display: path, limit: limit)
  }

  /// The lines that at least `count` of the files hold.
  static func lines(sharedBy files: [[ArraySlice<UInt8>]], atLeast count: Int)
    -> Set<ArraySlice<UInt8>>
  {
    guard files.count >= count else { return [] }
    var holders: [ArraySlice<UInt8>: Int] = [:]
    for lines in files {
      for line in Set(lines) { holders[line, default: 0] += 1 }
    }
    return Set(holders.filter { $0.value >= count }.keys)
  }

  /// How many strings a target's resources hold to translate, and how many each language
  /// translates.
  struct StringCounts {
    var strings = 0
    var translated: [String: Int] = [:]
  }

  /// What a language's `.strings` file translates: a number of entries, or, for a copy of the
  /// source language's file, the lines it changed.
  enum Translation {
    case translated(Int)
    case copy(changed: [ArraySlice<UInt8>])
  }

  /// What a language's `.strings` file translates: all its entries, unless nine in ten are
  /// lines the source language's file holds as they are (`copied`), a copy of it (3dollars'
  /// en.lproj, Korean throughout); then the lines that differ. A few lines copied among real
  /// translations (OsmAnd's Breton, 4 of 92) are translations all the same.
  func translation(_ bytes: [UInt8], besides copied: Set<ArraySlice<UInt8>>) -> Translation {
    let all = entryCount(bytes[...], in: bytes)
    // A sample first: splitting every language's files into lines would make discovery of a
    // large app a fifth slower, and a translated file shows itself in a few lines.
    let sample = sampleLines(of: bytes, count: 32)
    guard sample.count(where: copied.contains) * 10 >= sample.count * 9 else {
      return .translated(all)
    }
    let changed = lines(of: bytes).filter { !copied.contains($0) }
    let count = changed.reduce(0) { $0 + entryCount($1, in: bytes) }
    return (all - count) * 10 >= all * 9 ? .copy(changed: changed) : .translated(all)
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
