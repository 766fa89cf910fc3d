import Foundation
import Testing

@testable import UsageStrings

/// The meaning rules' recall on defects planted in real translations of the tuned apps of the
/// judged dataset: negations removed, a text of the other form of address put in a table, Apple
/// names misspelt, two keys' translations swapped. Each plant is one real text changed the way
/// the defect changes it; the figures are in `Tests/Snapshots/MeaningDataset/planted.txt`.
@Suite struct MeaningPlantedTests {
  typealias Row = MeaningDatasetTests.Row

  /// The tuned apps' usable rows, by table group.
  static func tunedGroups() throws -> [(String, [Row])] {
    let holdout = try MeaningDatasetTests.holdoutApps()
    var groups: [String: [Row]] = [:]
    for row in try MeaningDatasetTests.rows() where !holdout.contains(row.app) {
      groups[MeaningDatasetTests.tableGroup(row), default: []].append(row)
    }
    return groups.sorted { $0.key < $1.key }
  }

  static let catalog = try! LocaleCatalog.load()

  static func isUsable(_ row: Row) -> Bool {
    row.language == "ok" && row.source != row.translation
      && !row.translation.trimmingWhitespace.isEmpty
  }

  /// Runs `rule` on each group with its plants; a plant is caught when the rule reports its
  /// (locale, key).
  static func recall(
    _ rule: String, plant: ([Row]) -> (rows: [Row], planted: Set<String>)
  ) throws -> (caught: Int, planted: Int) {
    var caught = 0
    var planted = 0
    for (_, rows) in try tunedGroups() {
      let (changed, plants) = plant(rows)
      guard !plants.isEmpty else { continue }
      planted += plants.count
      let reported = Set(
        try MeaningDatasetTests.check(changed).filter { $0.ruleID == rule }.map {
          "\($0.locale ?? "")\u{0}\($0.key ?? "")"
        })
      caught += plants.intersection(reported).count
      if ProcessInfo.processInfo.environment["SHOW_MISSED_PLANTS"] != nil {
        for missed in plants.subtracting(reported) {
          print(
            "missed \(rule): \(missed.replacingOccurrences(of: "\u{0}", with: " ")) \(changed.first { slot($0) == missed }?.translation.prefix(90) ?? "")"
          )
        }
      }
    }
    return (caught, planted)
  }

  static func slot(_ row: Row) -> String { "\(row.locale)\u{0}\(row.key)" }

  /// Every negated source whose translation negates too: the translation's negating words
  /// removed.
  static func removedNegations(_ rows: [Row]) -> ([Row], Set<String>) {
    let english = catalog.policy(for: "en").negation!
    var planted: Set<String> = []
    let changed = rows.map { row -> Row in
      guard isUsable(row), row.hasMeaningDefect == false,
        english.firstMatch(in: row.source) != nil,
        let markers = catalog.policy(for: row.locale.replacingOccurrences(of: "_", with: "-"))
          .negation,
        markers.firstMatch(in: row.translation) != nil
      else { return row }
      var copy = row
      copy.translation = removing(markers, from: row.translation)
      guard markers.firstMatch(in: copy.translation) == nil else { return row }
      planted.insert(slot(row))
      return copy
    }
    return (changed, planted)
  }

  /// A text without the words (and runs) the markers match.
  static func removing(_ markers: WordMarkers, from text: String) -> String {
    var result = text
    for substring in markers.substrings {
      result = result.replacingOccurrences(of: substring, with: "")
    }
    let words = WordMarkers.words(of: result).filter { markers.matches($0) }.map(\.text)
    for word in Set(words) {
      result = result.split(separator: " ", omittingEmptySubsequences: false)
        .filter { $0.trimmingCharacters(in: .punctuationCharacters) != word }
        .joined(separator: " ")
    }
    return result
  }

  /// The forms of address a text uses, by `Locales/`.
  static func forms(_ text: String, locale: String) -> Set<String> {
    guard let address = catalog.policy(for: locale.replacingOccurrences(of: "_", with: "-")).address
    else { return [] }
    var forms: Set<String> = []
    if address.familiar.firstMatch(in: text) != nil { forms.insert("T") }
    if address.polite.firstMatch(in: text) != nil { forms.insert("V") }
    return forms
  }

  /// In each table with at least three texts of one form of address and none of the other, one
  /// of them replaced by a real text of the same language in the other form, from another app.
  static func flippedAddress(_ rows: [Row], donors: [String: [String: Row]]) -> ([Row], Set<String>)
  {
    var changed = rows
    var planted: Set<String> = []
    for locale in Set(rows.map(\.locale)).sorted() {
      let indices = rows.indices.filter { rows[$0].locale == locale && isUsable(rows[$0]) }
      let used = indices.map { forms(rows[$0].translation, locale: locale) }
      let familiar = used.count { $0 == ["T"] }
      let polite = used.count { $0 == ["V"] }
      guard used.allSatisfy({ $0.count < 2 }), (familiar >= 3) != (polite >= 3),
        min(familiar, polite) == 0,
        let donor = donors[locale]?[familiar >= 3 ? "V" : "T"],
        donor.app != rows[0].app,
        let victim = zip(indices, used).first(where: { !$0.1.isEmpty })?.0
      else { continue }
      changed[victim].translation = donor.translation
      planted.insert(slot(rows[victim]))
    }
    return (changed, planted)
  }

  /// For each locale and form, the first real text that uses that form alone.
  static func addressDonors() throws -> [String: [String: Row]] {
    var donors: [String: [String: Row]] = [:]
    for (_, rows) in try tunedGroups() {
      for row in rows where isUsable(row) {
        let used = forms(row.translation, locale: row.locale)
        guard used.count == 1, let form = used.first, donors[row.locale]?[form] == nil else {
          continue
        }
        donors[row.locale, default: [:]][form] = row
      }
    }
    return donors
  }

  /// Apple names as Apple writes them, misspelt the way real tables do: run together
  /// ("FaceID") or with a capital lost ("Icloud").
  static func misspeltAppleNames(_ rows: [Row]) -> ([Row], Set<String>) {
    var planted: Set<String> = []
    let changed = rows.map { row -> Row in
      guard isUsable(row),
        let term = AppleTermRule.terms.first(where: { row.translation.contains($0.name) })
      else { return row }
      let slip =
        term.name.contains(" ")
        ? term.name.replacingOccurrences(of: " ", with: "")
        : term.name.prefix(1).uppercased() + term.name.dropFirst().lowercased()
      guard slip != term.name else { return row }
      var copy = row
      copy.translation = row.translation.replacingOccurrences(of: term.name, with: slip)
      planted.insert(slot(row))
      return copy
    }
    return (changed, planted)
  }

  /// Five tables of the tuned apps with the most purpose keys: every pair of their keys'
  /// translations swapped, one pair at a time; a swap is caught when either key is reported.
  static func swappedKeys() throws -> (caught: Int, planted: Int) {
    var tables: [[Row]] = []
    for (_, rows) in try tunedGroups() {
      for locale in Set(rows.map(\.locale)).sorted() {
        let table = rows.filter {
          $0.locale == locale && isUsable($0) && UsageKeyRegistry.standard.isPurposeKey($0.key)
        }
        if (4...10).contains(table.count) { tables.append(table) }
      }
    }
    tables.sort { ($0.count, $0[0].app) > ($1.count, $1[0].app) }
    var caught = 0
    var planted = 0
    var apps: Set<String> = []
    for table in tables where apps.insert(table[0].app).inserted && apps.count <= 5 {
      for first in table.indices {
        for second in table.indices where second > first {
          guard table[first].translation != table[second].translation else { continue }
          var swapped = table
          swapped[first].translation = table[second].translation
          swapped[second].translation = table[first].translation
          planted += 1
          let reported = try MeaningDatasetTests.check(swapped).contains {
            $0.ruleID == "wrong-key-translation"
          }
          if reported { caught += 1 }
        }
      }
    }
    return (caught, planted)
  }

  /// For each pair of sibling languages (`WrongLanguageRule.siblings`, both directions), every
  /// key with a real text in both: the sibling's text put in the language's table.
  static func siblingTexts() throws -> [String: (caught: Int, planted: Int)] {
    var pairs: [String: (caught: Int, planted: Int)] = [:]
    for (_, rows) in try tunedGroups() {
      // Each language's text of a key: its first in the group's order.
      var byLanguage: [String: [String: Row]] = [:]
      for row in rows where isUsable(row) {
        let language = WrongLanguageRule.siblingKey(LocaleIdentifier(row.locale))
        if byLanguage[language]?[row.key] == nil {
          byLanguage[language, default: [:]][row.key] = row
        }
      }
      // Planted table by table (a language may have several: pt-PT, pt-BR), in locale order.
      for locale in Set(rows.map(\.locale)).sorted() {
        let language = WrongLanguageRule.siblingKey(LocaleIdentifier(locale))
        let table = rows.filter { $0.locale == locale }
        for sibling in WrongLanguageRule.siblings(of: language)
        where WrongLanguageRule.neighbours[language] == nil {
          guard let other = byLanguage[sibling] else { continue }
          var changed = table
          var planted: Set<String> = []
          for index in changed.indices where isUsable(changed[index]) {
            let row = changed[index]
            guard !planted.contains(slot(row)), let text = other[row.key]?.translation,
              text != row.translation
            else { continue }
            changed[index].translation = text
            planted.insert(slot(row))
          }
          guard !planted.isEmpty else { continue }
          let findings = try MeaningDatasetTests.check(changed)
            .filter { $0.ruleID == "wrong-language" && $0.severity == .warning }
          var reported = Set(findings.map { "\($0.locale ?? "")\u{0}\($0.key ?? "")" })
          // A table's finding reports the texts it counts: those holding the other's words.
          for finding in findings where finding.message.contains(" table reads as ") {
            reported.formUnion(
              changed.filter { $0.locale == finding.locale && holdsVariantWords($0) }.map(slot))
          }
          let name = "\(sibling) in \(language)"
          pairs[name, default: (0, 0)].planted += planted.count
          pairs[name, default: (0, 0)].caught += planted.intersection(reported).count
          if ProcessInfo.processInfo.environment["SHOW_MISSED_PLANTS"] != nil {
            for missed in planted.subtracting(reported) {
              print(
                "missed \(name): \(missed.replacingOccurrences(of: "\u{0}", with: " ")) \(changed.first { slot($0) == missed }?.translation ?? "")"
              )
            }
          }
        }
      }
    }
    return pairs
  }

  /// Whether a text holds a word of the variant its table's language is told apart from.
  static func holdsVariantWords(_ row: Row) -> Bool {
    let locale = LocaleIdentifier(row.locale.replacingOccurrences(of: "_", with: "-"))
    guard let variant = catalog.policy(for: locale.canonical).variant else { return false }
    return WordMarkers.words(of: row.translation).contains { variant.words[$0.lower] != nil }
  }

  /// Sibling texts need the dictionaries (CI installs them; a machine without them skips this).
  @Test(.enabled(if: WrongLanguageTests.hasDictionaries))
  func plantedSiblingTextsAreFound() throws {
    let languages = try Self.siblingTexts()
    let kinds = languages.filter { $0.value.caught * 2 >= $0.value.planted }.count
    let perPair = languages.sorted { $0.key < $1.key }.map {
      "  \($0.key): \($0.value.caught) of \($0.value.planted)"
    }.joined(separator: "\n")
    Snapshot.assert(
      """
      Sibling texts planted in real translations of the tuned apps
      wrong-language: half or more found in \(kinds) of \(languages.count) sibling pairs
      \(perPair)

      """, suite: "MeaningDataset", name: "planted-languages")
    // Issue 43's target: nine kinds in ten.
    #expect(kinds * 10 >= languages.count * 9)
  }

  @Test func plantedDefectsAreFound() throws {
    let negation = try Self.recall("negation-mismatch", plant: Self.removedNegations)
    let donors = try Self.addressDonors()
    let address = try Self.recall("mixed-address") { Self.flippedAddress($0, donors: donors) }
    let names = try Self.recall("apple-term", plant: Self.misspeltAppleNames)
    let swaps = try Self.swappedKeys()
    let report = """
      Planted in real translations of the tuned apps
      negation-mismatch: \(negation.caught) of \(negation.planted) negations removed
      mixed-address: \(address.caught) of \(address.planted) tables given a text of the other form
      apple-term: \(names.caught) of \(names.planted) Apple names misspelt
      wrong-key-translation: \(swaps.caught) of \(swaps.planted) key pairs swapped in five tables

      """
    Snapshot.assert(report, suite: "MeaningDataset", name: "planted")
    #expect(negation.caught * 100 >= negation.planted * 90)
    #expect(address.caught * 100 >= address.planted * 90)
    // A Finnish case ending joined to a name ("HealthKitiin") hides it.
    #expect(names.caught * 100 >= names.planted * 95)
  }
}
