/// `InfoPlist.xcstrings` skeletons: the catalog read, missing keys and languages added, written
/// back whole in Xcode's layout.
extension Generator {
  static func catalogWrite(
    _ target: ResolvedTarget, languages: [LocaleIdentifier], entries: [GenerateEntry],
    folder: String, context: GenerateContext,
    options: GenerateOptions, notes: inout [String]
  ) -> PlannedWrite? {
    let existingTable = target.target.tables.first { $0.format == .catalog }
    let path = existingTable?.absolutePath ?? Paths.join(folder, "InfoPlist.xcstrings")
    let display = Paths.relative(path, to: options.displayBase)
    guard let read = catalogOnDisk(path, display: display, notes: &notes) else { return nil }
    let sourceLanguage =
      read.root["sourceLanguage"]?.string ?? target.target.sourceLanguage.canonical
    let skeleton = CatalogSkeleton(
      target: target, languages: languages, sourceLanguage: sourceLanguage, table: existingTable,
      display: display, context: context, options: options)
    var strings = read.root["strings"]?.members ?? []
    for entry in entries {
      let index = strings.firstIndex { $0.key == entry.key }
      let object = skeleton.entry(entry, current: index.map { strings[$0].value }, notes: &notes)
      if let index {
        strings[index].value = object
      } else {
        strings.append(.init(key: entry.key, value: object))
      }
    }
    if let note = pseudoLocalesNote(languages, display: display) { notes.append(note) }
    var root = read.root.setting("sourceLanguage", .string(sourceLanguage)).setting(
      "strings", .object(strings, 0..<0))
    if root["version"] == nil { root = root.setting("version", .string("1.0")) }
    let text = catalogText(root, replacing: read.bytes)
    return PlannedWrite(
      path: path, display: display, bytes: Array(text.utf8), existing: read.bytes)
  }

  /// A catalog's text in Xcode's layout. Xcode ends a catalog without a line break; a file that
  /// has one (an editor added it) keeps it.
  static func catalogText(_ root: JSONValue, replacing existing: [UInt8]?) -> String {
    let text = JSONPrinter.print(xcodeOrder(root, isStrings: false), style: .xcode)
    return existing?.last == UInt8(ascii: "\n") && !text.hasSuffix("\n") ? text + "\n" : text
  }

  /// The catalog at `path` and its bytes: an empty one where there is no file, nil (with a note)
  /// where the file is no String Catalog that can be read.
  static func catalogOnDisk(_ path: String, display: String, notes: inout [String]) -> (
    root: JSONValue, bytes: [UInt8]?
  )? {
    guard FileReader.exists(path) else { return (.object([]), nil) }
    guard let bytes = try? FileReader.bytes(path, display: display),
      let parsed = try? JSONParser.parse(bytes), parsed.members != nil
    else {
      notes.append("'\(display)' is not a String Catalog that can be read; it was left alone")
      return nil
    }
    return (parsed, bytes)
  }

  /// What a catalog that holds pseudo-locales needs before a release build.
  static func pseudoLocalesNote(_ languages: [LocaleIdentifier], display: String) -> String? {
    let pseudo = languages.filter { Pseudolocale($0) != nil }.map(\.canonical)
    guard !pseudo.isEmpty else { return nil }
    return
      "'\(display)' holds the pseudo-locales \(pseudo.joinedAsList()) now: Xcode builds every language of a catalog into the app, so take them out before a release build ('generate --remove-pseudo')"
  }

  static func unit(_ value: String, state: String) -> JSONValue {
    .object([("stringUnit", .object([("state", .string(state)), ("value", .string(value))]))])
  }

  /// A new localization: the source as its value, state `new`; plural forms for the language's
  /// CLDR categories when the source has them. A source with substitutions is copied whole, so
  /// that its `%#@name@` still has something to fill in.
  static func newLocalization(
    _ entry: GenerateEntry, language: LocaleIdentifier, context: GenerateContext,
    source: JSONValue? = nil
  ) -> JSONValue {
    if let source, source["substitutions"] != nil {
      return localization(from: source, language: language, context: context, state: "new") { $0 }
    }
    guard !entry.pluralSource.isEmpty else { return unit(entry.source, state: "new") }
    let categories = (try? context.analyzer.pluralCategories(language.canonical)) ?? ["other"]
    let forms = categories.map { category in
      (
        category,
        unit(
          entry.pluralSource[category] ?? entry.pluralSource["other"] ?? entry.source, state: "new")
      )
    }
    return .object([("variations", .object([("plural", .object(forms))]))])
  }

  /// A localization made from the source language's: every string unit's value transformed, in
  /// `state`, and each plural (of the string or of a substitution) in the language's own CLDR
  /// categories, a missing one taking the source's `other`.
  static func localization(
    from source: JSONValue, language: LocaleIdentifier, context: GenerateContext,
    state: String, _ transform: (String) -> String
  ) -> JSONValue {
    guard case .object(let members, let range) = source else { return source }
    return .object(
      members.map { member in
        var member = member
        if member.key == "stringUnit", let text = member.value["value"]?.string {
          member.value = unit(transform(text), state: state)["stringUnit"]!
        } else if member.key == "plural", let forms = member.value.members {
          let categories =
            (try? context.analyzer.pluralCategories(language.canonical)) ?? forms.map(\.key)
          let byCategory = Dictionary(
            forms.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
          member.value = .object(
            categories.compactMap { category in
              (byCategory[category] ?? byCategory["other"]).map {
                (
                  category,
                  localization(
                    from: $0, language: language, context: context, state: state, transform)
                )
              }
            })
        } else {
          member.value = localization(
            from: member.value, language: language, context: context, state: state, transform)
        }
        return member
      }, range)
  }

  /// Every `translated` string unit of a localization becomes `needs_review`.
  /// The translations the history shows were made from an older source text: marked
  /// `needs_review` (never dropped), each with a note naming the old and the new source.
  static func markStale(
    _ localizations: inout [JSONValue.Member], of key: String, in table: TranslationTable,
    languages: [LocaleIdentifier], history: TranslationHistory?, display: String,
    notes: inout [String]
  ) {
    guard let history else { return }
    let wanted = Set(languages.map(\.canonical))
    // Only the languages asked for (`--languages`): the others are not this run's to touch.
    for index in localizations.indices
    where wanted.contains(LocaleIdentifier(localizations[index].key).canonical) {
      guard
        let stale = history.staleTranslation(
          path: table.absolutePath, locale: localizations[index].key, key: key)
      else { continue }
      let marked = markNeedsReview(localizations[index].value)
      guard marked != localizations[index].value else { continue }
      localizations[index].value = marked
      notes.append(
        "'\(key)' in \(stale.locale) of '\(display)' was translated from '\(TextExcerpt.oneLine(stale.madeFrom))' and the source now says '\(TextExcerpt.oneLine(stale.source))': marked needs_review"
      )
    }
  }

  static func markNeedsReview(_ value: JSONValue) -> JSONValue {
    guard case .object(let members, let range) = value else { return value }
    return .object(
      members.map { member in
        var member = member
        if member.key == "state", member.value.string == "translated" {
          member.value = .string("needs_review")
        } else {
          member.value = markNeedsReview(member.value)
        }
        return member
      }, range)
  }

  /// A catalog comment is one for all languages: the note rendered for the source language.
  static func catalogComment(
    _ entry: GenerateEntry, target: ResolvedTarget, context: GenerateContext,
    options: GenerateOptions
  ) -> String {
    options.templates.entry.render(
      templateValues(
        entry, target: target, language: target.target.sourceLanguage, context: context))
  }

  /// Members sorted as Xcode writes them: the keys of `strings` in its order, others by name.
  static func xcodeOrder(_ value: JSONValue, isStrings: Bool) -> JSONValue {
    switch value {
    case .object(let members, let range):
      let sorted = members.sorted {
        isStrings ? CatalogOrder.precedes($0.key, $1.key) : $0.key < $1.key
      }
      return .object(
        sorted.map {
          .init(
            key: $0.key, keyRange: $0.keyRange,
            value: xcodeOrder($0.value, isStrings: !isStrings && $0.key == "strings"))
        }, range)
    case .array(let values, let range):
      return .array(values.map { xcodeOrder($0, isStrings: false) }, range)
    default:
      return value
    }
  }
}

extension JSONValue {
  /// The object with `key` set to `value` (replacing the member, or added at the end).
  func setting(_ key: String, _ value: JSONValue) -> JSONValue {
    guard case .object(var members, let range) = self else { return self }
    if let index = members.lastIndex(where: { $0.key == key }) {
      members[index].value = value
    } else {
      members.append(.init(key: key, value: value))
    }
    return .object(members, range)
  }
}
