/// `plural-categories`: plural variants that do not match the locale's CLDR categories.
public struct PluralCategoriesRule: Rule {
  public static let description = RuleDescription(
    id: "plural-categories", name: "Plural categories",
    summary: "plural variants that do not match the locale's CLDR plural categories (from ICU)",
    rationale: """
      Languages count differently: Czech needs one, few, many and other; Arabic zero, one, two, \
      few, many and other; Japanese only other. A translation with too few variants shows the \
      `other` form where the grammar needs another, or nothing at all; a category the language \
      never uses is dead text. The categories come from ICU's CLDR data for each locale. `zero` is \
      always allowed, as Apple's formats use it for an explicit zero.
      """,
    defaultSeverity: .error, scope: .translations, validatesMerge: true,
    examples: [
      .passing(
        .file("App/cs.lproj/InfoPlist.stringsdict", stringsdict(["one", "few", "many", "other"]))),
      .failing(
        .file("App/cs.lproj/InfoPlist.stringsdict", stringsdict(["one", "other"], markers: 1))),
      // Japanese needs only 'other': one finding for the missing 'other', one for the extra 'one'.
      .failing(.file("App/ja.lproj/InfoPlist.stringsdict", stringsdict(["one"], markers: 2))),
      .passing(.file("App/ja.lproj/InfoPlist.stringsdict", stringsdict(["zero", "other"]))),
    ])

  /// A `.stringsdict` with one plural variable and these categories (for the examples).
  static func stringsdict(_ categories: [String], markers: Int = 0) -> String {
    let rules = categories.map { "\t\t\t<key>\($0)</key>\n\t\t\t<string>%d \($0)</string>\n" }
      .joined()
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>\(String(repeating: "↓", count: markers))photos.count</key>
      \t<dict>
      \t\t<key>NSStringLocalizedFormatKey</key>
      \t\t<string>%#@photos@</string>
      \t\t<key>photos</key>
      \t\t<dict>
      \t\t\t<key>NSStringFormatSpecTypeKey</key>
      \t\t\t<string>NSStringPluralRuleType</string>
      \t\t\t<key>NSStringFormatValueTypeKey</key>
      \t\t\t<string>d</string>

      """ + rules + "\t\t</dict>\n\t</dict>\n</dict>\n</plist>\n"
  }

  static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    for target in context.targets {
      for table in target.tables where table.locale.isUsable {
        let locale = table.locale.kind == .base ? target.target.sourceLanguage : table.locale
        guard let needed = try? Set(context.analyzer.pluralCategories(locale.canonical)) else {
          continue
        }
        for entry in table.entries where !entry.variants.isEmpty {
          // Group the variants by the variable they vary (the path without its category).
          var groups: [[String]: Set<String>] = [:]
          for variant in entry.variants {
            guard let category = variant.path.last, categories.contains(category) else { continue }
            groups[Array(variant.path.dropLast()), default: []].insert(category)
          }
          for (path, present) in groups.sorted(by: { $0.key.joined() < $1.key.joined() }) {
            let missing = needed.subtracting(present)
            let extra = present.subtracting(needed).subtracting(["zero"])
            let name = path.last.map { "'\($0)' of " } ?? ""
            if !missing.isEmpty {
              emit(
                Finding(
                  "\(name)'\(entry.key)' lacks the plural categories \(list(missing)), which \(locale.raw) needs (CLDR: \(list(needed)))",
                  at: entry.keyLocation, key: entry.key, locale: table.locale.raw))
            }
            if !extra.isEmpty {
              emit(
                Finding(
                  "\(name)'\(entry.key)' has the plural categories \(list(extra)), which \(locale.raw) never uses (CLDR: \(list(needed)))",
                  at: entry.keyLocation, key: entry.key, locale: table.locale.raw,
                  severity: .warning))
            }
          }
        }
      }
    }
  }

  /// Categories in CLDR's order.
  static func list(_ set: Set<String>) -> String {
    ["zero", "one", "two", "few", "many", "other"].filter(set.contains).map { "'\($0)'" }.joined(
      separator: ", ")
  }
}
