import Foundation

#if canImport(CHunspell)
  import CHunspell
#endif

/// The hunspell dictionaries of the machine, for `wrong-language`: which words of a text a
/// language's dictionary knows. hunspell is optional — at build time (the library) and at run
/// time (the dictionaries): without either, no language has a dictionary.
///
/// Dictionaries are the system's own data, read from the standard places — or, when
/// `USAGE_STRINGS_DICTIONARIES` is set, from its folders alone (colon-separated), which is how a
/// user adds some and how a test hides them. Nothing a checkout says points here.
package final class SpellingDictionaries: @unchecked Sendable {
  package static let shared = SpellingDictionaries(
    folders: ProcessInfo.processInfo.environment["USAGE_STRINGS_DICTIONARIES"].map {
      $0.split(separator: ":").map(String.init)
    } ?? standardFolders)

  /// Where Debian, Fedora, Homebrew and LibreOffice put hunspell dictionaries.
  static let standardFolders = [
    "/usr/share/hunspell", "/usr/share/myspell", "/usr/share/myspell/dicts",
    "/usr/local/share/hunspell", "/opt/homebrew/share/hunspell",
    NSHomeDirectory() + "/Library/Spelling",
  ]

  /// Whether the tool was built with hunspell.
  package static var isAvailable: Bool {
    #if canImport(CHunspell)
      return true
    #else
      return false
    #endif
  }

  private let folders: [String]
  private let lock = NSLock()
  private var loaded: [String: SpellChecker?] = [:]

  package init(folders: [String]) { self.folders = folders }

  /// The dictionary of a language (`nb`, `sr-Latn`, `pt-BR`), loaded on first use; nil when
  /// there is none.
  package func checker(for language: String) -> SpellChecker? {
    lock.lock()
    defer { lock.unlock() }
    if let known = loaded[language] { return known }
    let checker = Self.fileStem(for: language, in: folders).flatMap(SpellChecker.init(stem:))
    loaded[language] = checker
    return checker
  }

  /// The path without extension of a language's `.aff`/`.dic` pair: `<language>` itself, or
  /// `<language>_<REGION>`, the likeliest region first (`nb_NO`, `sv_SE`).
  static func fileStem(for language: String, in folders: [String]) -> String? {
    let underscored = language.replacingOccurrences(of: "-", with: "_")
    let likely = likelyRegion[underscored].map { [$0] } ?? []
    for folder in folders {
      // The system's folders, not the checkout's: read directly, as ICU reads its data.
      let listed = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      let names = Set(listed.filter { $0.hasSuffix(".dic") })
      let regional = names.map { String($0.dropLast(4)) }.filter {
        $0.hasPrefix(underscored + "_") && $0.count == underscored.count + 3
      }.sorted()
      let candidates = likely + [underscored] + regional
      for stem in candidates where names.contains(stem + ".dic") {
        let path = Paths.join(folder, stem)
        if FileManager.default.fileExists(atPath: path + ".aff") { return path }
      }
    }
    return nil
  }

  /// Where a language's dictionary is named by a region other than its first in order.
  static let likelyRegion: [String: String] = [
    "sv": "sv_SE", "de": "de_DE", "es": "es_ES", "pt": "pt_PT", "pt_BR": "pt_BR",
    "pt_PT": "pt_PT", "fr": "fr_FR", "it": "it_IT", "nl": "nl_NL", "en": "en_US",
    "sr": "sr_RS", "sr_Latn": "sr_Latn_RS", "ca": "ca_ES", "nb": "nb_NO", "nn": "nn_NO",
  ]
}

/// One hunspell dictionary. hunspell is not thread-safe, across its objects too (its character
/// tables are shared): every call, on any dictionary, holds the one lock.
package final class SpellChecker: @unchecked Sendable {
  static let lock = NSLock()
  /// How the dictionary wants its words (hunspell's `SET`): UTF-8 or an ISO 8859 encoding.
  private let encoding: String.Encoding
  #if canImport(CHunspell)
    private let handle: OpaquePointer
  #endif

  /// hunspell cannot judge a longer word (its MAXWORDLEN); such words are not judged.
  static let longestWord = 90

  init?(stem: String) {
    #if canImport(CHunspell)
      Self.lock.lock()
      defer { Self.lock.unlock() }
      guard let handle = Hunspell_create(stem + ".aff", stem + ".dic") else { return nil }
      let name = Hunspell_get_dic_encoding(handle).map { String(cString: $0) } ?? "UTF-8"
      guard let encoding = Self.encodings[name.uppercased()] else {
        Hunspell_destroy(handle)
        return nil
      }
      self.handle = handle
      self.encoding = encoding
    #else
      return nil
    #endif
  }

  deinit {
    #if canImport(CHunspell)
      Self.lock.lock()
      defer { Self.lock.unlock() }
      Hunspell_destroy(handle)
    #endif
  }

  static let encodings: [String: String.Encoding] = [
    "UTF-8": .utf8, "UTF8": .utf8, "ISO8859-1": .isoLatin1, "ISO-8859-1": .isoLatin1,
    "ISO8859-2": .isoLatin2, "ISO-8859-2": .isoLatin2,
  ]

  /// How many of `words` the dictionary knows.
  package func knownCount(_ words: [String]) -> Int {
    #if canImport(CHunspell)
      Self.lock.lock()
      defer { Self.lock.unlock() }
      return words.count { word in
        guard var bytes = word.data(using: encoding).map(Array.init),
          bytes.count <= Self.longestWord
        else { return false }
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in
          buffer.withMemoryRebound(to: CChar.self) { Hunspell_spell(handle, $0.baseAddress) != 0 }
        }
      }
    #else
      return 0
    #endif
  }
}
