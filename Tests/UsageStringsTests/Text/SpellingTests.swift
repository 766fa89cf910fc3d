import Foundation
import Testing

@testable import UsageStrings

/// hunspell through `SpellingDictionaries`: a dictionary found by its language in a folder,
/// words judged in its encoding, and no dictionary a checkout can name.
@Suite struct SpellingTests {
  /// A folder with one tiny dictionary, `xx_YY`, in `encoding`.
  static func folder(encoding: String = "UTF-8") throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "usage-strings-dictionary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("SET \(encoding)\n".utf8).write(to: folder.appendingPathComponent("xx_YY.aff"))
    let words = "3\nhello\nworld\nsmørrebrød\n"
    let data = encoding == "UTF-8" ? Data(words.utf8) : words.data(using: .isoLatin1)!
    try data.write(to: folder.appendingPathComponent("xx_YY.dic"))
    return folder
  }

  @Test(arguments: ["UTF-8", "ISO8859-1"])
  func aDictionaryIsFoundByItsLanguage(_ encoding: String) throws {
    let folder = try Self.folder(encoding: encoding)
    defer { try? FileManager.default.removeItem(at: folder) }
    let dictionaries = SpellingDictionaries(folders: ["/nonexistent", folder.path])
    guard SpellingDictionaries.isAvailable else {
      #expect(dictionaries.checker(for: "xx") == nil)
      return
    }
    let checker = try #require(dictionaries.checker(for: "xx"))
    #expect(checker.knownCount(["hello", "world", "smørrebrød", "bye"]) == 3)
    // Longer than hunspell can judge: not known, and no crash.
    #expect(checker.knownCount([String(repeating: "hello", count: 400)]) == 0)
    #expect(dictionaries.checker(for: "zz") == nil)
    #expect(SpellingDictionaries(folders: []).checker(for: "xx") == nil)
  }

  /// A checkout's configuration cannot point the tool at a dictionary: it may only turn the
  /// machine's on.
  @Test func aCheckoutNamesNoDictionary() throws {
    #expect(throws: ToolIssue.self) {
      try ConfigurationLoader.parse(
        #"{"dictionaries": "/tmp/evil"}"#, directory: "/tmp", knownRules: RuleRegistry.knownIDs)
    }
    let loaded = try ConfigurationLoader.parse(
      #"{"dictionaries": true}"#, directory: "/tmp", knownRules: RuleRegistry.knownIDs)
    #expect(loaded.configuration.dictionaries && loaded.warnings.isEmpty)
  }
}
