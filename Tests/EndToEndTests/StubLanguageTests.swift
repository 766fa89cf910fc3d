import Foundation
import Testing

/// A language a translation platform added but nobody translated ships in name only: the whole
/// app is in the development language there, so its alerts being so is no gap.
@Suite struct StubLanguageTests {
  /// A folder with an app declaring the camera key, English its development language.
  static func app() throws -> URL {
    let folder = try Binary.temporaryFolder()
    try Binary.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleDevelopmentRegion</key>\n\t<string>en</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>Scan receipts.</string>\n</dict>\n</plist>\n",
      to: "App/Info.plist", in: folder)
    return folder
  }

  @Test func aLanguageWithNothingTranslatedIsNotReported() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ text: String) throws {
      try Binary.write(text, to: path, in: folder)
    }
    let english = (1...60).map { "\"Label \($0)\" = \"Label \($0)\";\n" }.joined()
    try write("App/en.lproj/Localizable.strings", english)
    // French is translated; Danish has one string of sixty and an empty InfoPlist.strings.
    try write(
      "App/fr.lproj/Localizable.strings",
      english.replacingOccurrences(of: "= \"Label", with: "= \"Étiquette"))
    try write("App/da.lproj/Localizable.strings", "\"Label 1\" = \"Etiket 1\";\n")
    try write("App/da.lproj/InfoPlist.strings", "")
    let result = try Binary.run(
      ["check", ".", "--only", "missing-translation", "--reporter", "xcode"], in: folder)
    #expect(
      result.stdout.contains("has no fr translation") || result.stdout.contains("ships fr"),
      "\(result.stdout)")
    // Not a gap, but said once: why Danish is taken as not shipped.
    let danish = result.stdout.split(separator: "\n").filter { $0.contains(" da ") }
    #expect(
      danish.count == 1 && danish[0].contains(": note: da is treated as not shipped"),
      "\(result.stdout)")
    // Once its InfoPlist.strings translates something, Danish ships, and its gaps count.
    try write("App/da.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Kvitteringer\";\n")
    let shipped = try Binary.run(
      ["check", ".", "--only", "missing-translation", "--reporter", "xcode"], in: folder)
    #expect(shipped.stdout.contains("da"), "\(shipped.stdout)")
    #expect(!shipped.stdout.contains("treated as not shipped"), "\(shipped.stdout)")
  }

  /// Crowdin exports every language of a project (Open Food Facts: 150 folders, most with 5 to
  /// 11 of 335 strings translated). The older English wordings that every untranslated folder
  /// kept are no translations, a few strings, one in twenty-five, are not a translated app, and an
  /// InfoPlist table that copies the app's name, `$(PRODUCT_NAME)` and "1.0" translates nothing.
  @Test func languagesAPlatformExportsUntranslatedAreNotReported() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ text: String) throws {
      try Binary.write(text, to: path, in: folder)
    }
    let english = (1...100).map { "\"label.\($0)\" = \"Label \($0)\";\n" }
    try write("App/en.lproj/Localizable.strings", english.joined())
    // Three lines of an older English in every untranslated language.
    let older = english.prefix(3).map { $0.replacingOccurrences(of: "Label", with: "Old label") }
    let copy = older + english.dropFirst(3)
    let ownWords = (4...5).map { "\"label.\($0)\" = \"Label \($0) yn Gymraeg\";\n" }
    try write("App/ht.lproj/Localizable.strings", copy.joined())
    try write("App/yo.lproj/Localizable.strings", copy.joined())
    try write(
      "App/cy.lproj/Localizable.strings", (older + ownWords + english.dropFirst(5)).joined())
    try write(
      "App/fr.lproj/Localizable.strings",
      english.map { $0.replacingOccurrences(of: "= \"Label", with: "= \"Étiquette") }.joined())
    let copies =
      "\"CFBundleName\" = \"$(PRODUCT_NAME)\";\n\"CFBundleShortVersionString\" = \"1.0\";\n"
    for language in ["ht", "yo", "cy", "fr"] {
      try write("App/\(language).lproj/InfoPlist.strings", copies)
    }
    let result = try Binary.run(
      ["check", ".", "--only", "missing-translation", "--reporter", "xcode"], in: folder)
    let warnings = result.stdout.split(separator: "\n").filter { $0.contains(": warning:") }
    #expect(
      warnings.count == 1 && warnings[0].contains("has no fr translation"), "\(result.stdout)")
    // Welsh that translates one string in twenty, its older English aside, ships.
    let more = (4...8).map { "\"label.\($0)\" = \"Label \($0) yn Gymraeg\";\n" }
    try write("App/cy.lproj/Localizable.strings", (older + more + english.dropFirst(8)).joined())
    let welsh = try Binary.run(
      ["check", ".", "--only", "missing-translation", "--reporter", "xcode"], in: folder)
    #expect(
      welsh.stdout.split(separator: "\n").contains {
        $0.contains("(cy, fr)") && $0.contains(": warning:")
      }, "\(welsh.stdout)")
  }

  /// A language whose files copy the source language's (3dollars' en.lproj: Korean, line for
  /// line) translates nothing either, in UTF-8 or in UTF-16.
  @Test(arguments: [String.Encoding.utf8, .utf16LittleEndian, .utf16BigEndian])
  func aLanguageThatCopiesTheSourceIsNotReported(_ encoding: String.Encoding) throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Binary.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleDevelopmentRegion</key>\n\t<string>ko</string>\n\t<key>NSCameraUsageDescription</key>\n\t<string>가게 사진을 찍어요.</string>\n\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>근처 가게를 찾아요.</string>\n</dict>\n</plist>\n",
      to: "App/Info.plist", in: folder)
    func write(_ path: String, _ text: String) throws {
      let bom: [UInt8] =
        encoding == .utf8 ? [] : encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
      let url = folder.appending(path: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try (Data(bom) + text.data(using: encoding)!).write(to: url)
    }
    let korean = (1...200).map { "\"label_\($0)\" = \"가게 \($0)\";\n" }
    try write("App/ko.lproj/Localization.strings", korean.joined())
    func ships(_ english: [String]) throws -> Bool {
      try write("App/en.lproj/Localization.strings", english.joined())
      let result = try Binary.run(
        ["check", ".", "--only", "missing-translation", "--reporter", "xcode"], in: folder)
      return result.stdout.contains(": warning: the app ships en")
    }
    // 198 of the 200 lines copied as they are, in another order: not shipped.
    #expect(try !ships(korean.dropFirst(2).reversed()))
    // Translated, English ships, and its gap is a warning.
    #expect(try ships((1...200).map { "\"label_\($0)\" = \"Store \($0)\";\n" }))
    // A few translations, one line copied among them (OsmAnd's Breton): translations still.
    #expect(try ships((1...9).map { "\"label_\($0)\" = \"Store \($0)\";\n" } + [korean[9]]))
    // No such file at all, only an empty InfoPlist.strings (element's Old Persian): not shipped.
    try FileManager.default.removeItem(
      at: folder.appending(path: "App/en.lproj/Localization.strings"))
    try write("App/en.lproj/InfoPlist.strings", "")
    let empty = try Binary.run(
      ["check", ".", "--only", "missing-translation", "--reporter", "xcode"], in: folder)
    #expect(!empty.stdout.contains(": warning:"), "\(empty.stdout)")
  }

  /// The same in an app whose strings are in String Catalogs (GoMap's Sinhala: 3 of 758): a
  /// plural's forms that Xcode filled with the source text ("new") translate nothing.
  @Test func aLanguageCatalogsBarelyTranslateIsNotReported() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    func unit(_ value: String, _ state: String) -> String {
      "{ \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }"
    }
    let strings = (1...60).map { index in
      var languages = ["\"fr\" : " + unit("Étiquette \(index)", "translated")]
      if index == 1 { languages.append("\"si\" : " + unit("ලේබලය", "translated")) }
      // Danish, listed with nothing translated, is not shipped either.
      if index == 2 { languages.append("\"da\" : " + unit("Label 2", "new")) }
      if index > 1, index <= 20 { languages.append("\"si\" : " + unit("Label \(index)", "new")) }
      return "\"Label \(index)\" : { \"localizations\" : { \(languages.joined(separator: ", ")) } }"
    }
    try Binary.write(
      "{ \"sourceLanguage\" : \"en\", \"strings\" : { \(strings.joined(separator: ",\n")) }, \"version\" : \"1.0\" }\n",
      to: "App/Localizable.xcstrings", in: folder)
    try Binary.write(
      "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"NSCameraUsageDescription\" : { \"localizations\" : { \"fr\" : \(unit("Scannez les reçus.", "translated")) } } }, \"version\" : \"1.0\" }\n",
      to: "App/InfoPlist.xcstrings", in: folder)
    let result = try Binary.run(
      ["check", ".", "--only", "missing-translation", "--reporter", "xcode"], in: folder)
    #expect(!result.stdout.contains(": warning:"), "\(result.stdout)")
    // A React Native app's native catalogs hold a widget's strings, not its interface: they
    // do not tell which languages it ships.
    try Binary.write(
      "{ \"name\": \"app\", \"devDependencies\": { \"@commitlint/cli\": \"19\" } }\n",
      to: "package.json", in: folder)
    #expect(
      !(try Binary.run(
        ["check", ".", "--only", "missing-translation", "--reporter", "xcode"], in: folder
      )
      .stdout.contains(": warning:")))
    try Binary.write(
      "{ \"name\": \"app\", \"dependencies\": { \"react-native\": \"0.74\" } }\n",
      to: "package.json",
      in: folder)
    let native = try Binary.run(
      ["check", ".", "--only", "missing-translation", "--reporter", "xcode"], in: folder)
    #expect(native.stdout.contains(": warning:"), "\(native.stdout)")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("package.json"))
    // A French catalog that lacks the key is still a gap: the check did read the catalogs.
    try Binary.write(
      "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"NSCameraUsageDescription\" : { } }, \"version\" : \"1.0\" }\n",
      to: "App/InfoPlist.xcstrings", in: folder)
    let gap = try Binary.run(
      ["check", ".", "--only", "missing-translation", "--reporter", "xcode"], in: folder)
    #expect(gap.stdout.contains(" fr"), "\(gap.stdout)")
    #expect(!gap.stdout.contains(" si"), "\(gap.stdout)")
  }

  /// The source language's tables are `en.lproj`'s, not a regional sibling's with a few
  /// overrides (`en-GB.lproj`): which is taken must not depend on the order of a set, or a
  /// language is a stub in one run and shipped in the next.
  @Test func theSourceIsTheSourceLanguagesOwnFolder() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ text: String) throws {
      try Binary.write(text, to: path, in: folder)
    }
    let english = (1...600).map { "\"Label \($0)\" = \"Label \($0)\";\n" }.joined()
    try write("App/en.lproj/Localizable.strings", english)
    // A few British spellings, and a Danish of five strings: one in a hundred of en's.
    try write("App/en-GB.lproj/Localizable.strings", "\"Label 1\" = \"Labelled 1\";\n")
    try write(
      "App/da.lproj/Localizable.strings",
      (1...5).map { "\"Label \($0)\" = \"Etiket \($0)\";\n" }.joined())
    try write("App/da.lproj/InfoPlist.strings", "")
    for _ in 1...6 {
      let result = try Binary.run(
        ["check", ".", "--only", "missing-translation", "--reporter", "xcode"], in: folder)
      #expect(result.stdout.contains("da is treated as not shipped"), "\(result.stdout)")
    }
  }

  /// A fork added six languages whose folders hold a `Localizable.strings` with its header
  /// comment alone (GBA-iOS): the app is English there, however few strings it has.
  @Test func aLanguageWhoseFilesHoldNothingIsNotReported() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ path: String, _ text: String) throws {
      try Binary.write(text, to: path, in: folder)
    }
    try write(
      "App/de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Scanne Belege.\";\n")
    try write("App/es.lproj/Localizable.strings", "/*\n  Localizable.strings\n  App\n*/\n")
    func gaps() throws -> String {
      try Binary.run(
        ["check", ".", "--only", "missing-translation", "--reporter", "xcode"], in: folder
      ).stdout
    }
    let empty = try gaps()
    #expect(!empty.contains(" es"), "\(empty)")
    // A React Native app's interface is translated in its script: the folder says nothing.
    try write("package.json", "{\"dependencies\": {\"react-native\": \"0.76.0\"}}\n")
    let scripted = try gaps()
    #expect(
      scripted.contains("has no es translation") || scripted.contains("ships es"), "\(scripted)")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("package.json"))
    // A file linked out of the checkout is not read: it counts as holding something.
    let outside = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: outside) }
    try Binary.write("/* nothing */\n", to: "Empty.strings", in: outside)
    let linked = folder.appendingPathComponent("App/es.lproj/Localizable.strings")
    try FileManager.default.removeItem(at: linked)
    try FileManager.default.createSymbolicLink(
      at: linked, withDestinationURL: outside.appendingPathComponent("Empty.strings"))
    let link = try gaps()
    #expect(link.contains("has no es translation") || link.contains("ships es"), "\(link)")
    try FileManager.default.removeItem(at: linked)
    try write("App/es.lproj/Localizable.strings", "/*\n  Localizable.strings\n*/\n")
    // Nor is a language the Info.plist lists in CFBundleLocalizations one by being empty.
    let plist = folder.appendingPathComponent("App/Info.plist")
    let original = try String(contentsOf: plist, encoding: .utf8)
    try write(
      "App/Info.plist",
      original.replacingOccurrences(
        of: "<dict>\n",
        with:
          "<dict>\n\t<key>CFBundleLocalizations</key>\n\t<array>\n\t\t<string>en</string>\n\t\t<string>es</string>\n\t</array>\n"
      ))
    let listed = try gaps()
    #expect(listed.contains("has no es translation") || listed.contains("ships es"), "\(listed)")
    try write("App/Info.plist", original)
    // One string translated, and Spanish ships.
    try write("App/es.lproj/Localizable.strings", "\"Scan\" = \"Escanear\";\n")
    let begun = try gaps()
    #expect(begun.contains("has no es translation") || begun.contains("ships es"), "\(begun)")
  }
}
