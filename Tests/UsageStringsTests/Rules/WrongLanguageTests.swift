import Foundation
import Testing

@testable import UsageStrings

/// `wrong-language` with and without the machine's hunspell dictionaries: its dictionary
/// evidence where they are installed (CI installs them), its letters alone and one note per table
/// where they are hidden.
@Suite struct WrongLanguageTests {
  static let hasDictionaries = ["sv", "nb", "da"].allSatisfy {
    SpellingDictionaries.shared.checker(for: $0) != nil
  }

  /// Checks a small app whose camera text is `text` in the `locale` table.
  static func check(
    _ text: String, locale: String, dictionaries: SpellingDictionaries = .shared,
    asked: Bool = true
  ) throws -> [Diagnostic] {
    try MeaningDatasetTests.lint(
      [
        .infoPlist(
          "\t<key>NSCameraUsageDescription</key>\n\t<string>Take photos of your receipts so that they can be filed in the app.</string>\n"
        ),
        .strings(locale, "\"NSCameraUsageDescription\" = \(OpenStepEscapes.quoted(text));\n"),
      ], only: ["wrong-language"], dictionaries: dictionaries, asked: asked)
  }

  static let danish = "Tag billeder af dine kvitteringer, så de kan gemmes i appen."
  static let bokmal = "Ta bilder av kvitteringene dine slik at de kan lagres i appen."
  static let swedish = "Ta bilder på dina kvitton så att de kan sparas i appen."

  @Test(.enabled(if: hasDictionaries)) func aSiblingsTextIsFound() throws {
    let found = try Self.check(Self.danish, locale: "nb").filter { $0.severity == .warning }
    #expect(found.count == 1)
    #expect(found.first?.message.contains("reads as Danish, not Norwegian Bokmål") == true)
    #expect(try Self.check(Self.bokmal, locale: "nb").isEmpty)
    #expect(try Self.check(Self.swedish, locale: "sv").isEmpty)
    // Swedish under Northern Sami, which has no dictionary: a neighbour knows it nearly whole.
    let sami = try Self.check(Self.swedish, locale: "se").filter { $0.severity == .warning }
    #expect(sami.first?.message.contains("reads as Swedish") == true, "\(sami)")
  }

  /// Unless `--dictionaries` asks for them, no dictionary is read and no note says so.
  @Test func theDictionariesAreReadOnlyWhenAsked() throws {
    #expect(try Self.check(Self.danish, locale: "nb", asked: false).isEmpty)
  }

  /// With the dictionaries hidden: no dictionary evidence, one note per table that says why, and
  /// the letters still judged.
  @Test func withoutDictionariesLettersAloneAndANote() throws {
    let hidden = SpellingDictionaries(folders: [])
    let found = try Self.check(Self.danish, locale: "nb", dictionaries: hidden)
    #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
    #expect(found.first?.message.contains("judged by their letters only") == true)
    let polish = try Self.check(
      "Zrób zdjęcia paragonów, aby je zapisać.", locale: "cs", dictionaries: hidden)
    #expect(polish.contains { $0.severity == .note && $0.message.contains("'ę'") })
  }

  /// `count` Galician texts, `spanish` of them with two Spanish words each ('puede', 'y').
  static func galicianTable(spanish: Int, count: Int = 8) throws -> [Diagnostic] {
    let keys = [
      "NSCameraUsageDescription", "NSContactsUsageDescription", "NSMicrophoneUsageDescription",
      "NSPhotoLibraryUsageDescription", "NSCalendarsUsageDescription",
      "NSRemindersUsageDescription", "NSSpeechRecognitionUsageDescription",
      "NSMotionUsageDescription",
    ].prefix(count)
    let plist = keys.map {
      "\t<key>\($0)</key>\n\t<string>Share receipts with your team.</string>\n"
    }
    let table = keys.enumerated().map { index, key in
      let text =
        index < spanish
        ? "Puede compartir facturas y notas co equipo."
        : "Comparte as facturas co teu equipo."
      return "\"\(key)\" = \"\(text)\";\n"
    }
    return try MeaningDatasetTests.lint(
      [.infoPlist(plist.joined()), .strings("gl", table.joined())], only: ["wrong-language"],
      asked: false)
  }

  /// A stray text of another variant is its own finding; three are the table's choice, one
  /// finding for the table.
  @Test func strayTextsAloneTablesOnce() throws {
    let stray = try Self.galicianTable(spanish: 1)
    #expect(stray.map(\.key) == ["NSCameraUsageDescription"], "\(stray.map(\.message))")
    #expect(stray.first?.message.contains("gl text of 'NSCameraUsageDescription'") == true)
    let chosen = try Self.galicianTable(spanish: 3)
    #expect(chosen.count == 1, "\(chosen.map(\.message))")
    #expect(chosen.first?.message.contains("the gl table reads as es") == true)
  }

  /// A lone text of another variant is a warning on it, however small its table.
  @Test func aLoneTextInASmallTableIsItsOwn() throws {
    let lone = try Self.galicianTable(spanish: 1, count: 2)
    #expect(lone.map(\.severity) == [.warning], "\(lone.map(\.message))")
    #expect(lone.first?.message.contains("gl text of 'NSCameraUsageDescription'") == true)
  }

  /// Words the source holds (a name such as Meg or Noe) are its own, not another variant's.
  @Test func wordsOfTheSourceAreNotJudged() throws {
    func check(_ source: String) throws -> [Diagnostic] {
      try MeaningDatasetTests.lint(
        [
          .infoPlist(
            "\t<key>NSContactsUsageDescription</key>\n\t<string>\(source)</string>\n"),
          .strings(
            "da", "\"NSContactsUsageDescription\" = \"Del kvitteringer med Meg og Noe.\";\n"),
        ], only: ["wrong-language"], asked: false)
    }
    #expect(try check("Share receipts with Meg and Noe.").isEmpty)
    #expect(try check("Share receipts with your team.").count == 1)
  }

  /// A text the dictionaries find in another language gets that finding alone, not a second
  /// one from the other variant's words.
  @Test(.enabled(if: hasDictionaries)) func oneFindingForATextTheDictionariesReport() throws {
    let found = try Self.check(
      "Appen treng kameraet for å ta bilete av kvitteringane dine, elles kan du ikkje arkivere dei.",
      locale: "nb")
    #expect(found.count == 1, "\(found.map(\.message))")
    #expect(found.first?.message.contains("hunspell") == true, "\(found.map(\.message))")
  }
}
