/// Turns parsed translation files into `TranslationTable`s.
enum TableReader {
  /// A `.strings` table in any of its forms.
  static func strings(_ file: StringsTableFile, locale: LocaleIdentifier, absolutePath: String)
    -> TranslationTable
  {
    switch file {
    case .text(let document): strings(document, locale: locale, absolutePath: absolutePath)
    case .plist(let document): plistStrings(document, locale: locale, absolutePath: absolutePath)
    }
  }

  /// A `.strings` table in XML or binary property-list form: its string values, each located
  /// (an XML key inside `<key>…</key>`; a binary table's at the file, which has no lines).
  static func plistStrings(
    _ document: PlistDocument, locale: LocaleIdentifier, absolutePath: String
  ) -> TranslationTable {
    let escaping: TextSpan.Escaping = document.format == .xml ? .xml : .none
    let entries = (document.root?.members ?? []).compactMap { member -> TranslationTable.Entry? in
      guard let value = member.value.string else { return nil }
      let keyContent = member.keyRange.map {
        document.format == .xml
          ? ($0.lowerBound + 5)..<max($0.lowerBound + 5, $0.upperBound - 6) : $0
      }
      let keyLocation =
        keyContent.flatMap { range in document.file.map { $0.range(range) } }
        ?? .file(document.path)
      return TranslationTable.Entry(
        key: member.key, keyLocation: keyLocation,
        keySpan: TextSpan(
          path: document.path, file: document.file, content: keyContent, escaping: escaping),
        value: value,
        valueSpan: TextSpan(
          path: document.path, file: document.file, content: member.value.span.contentRange,
          escaping: escaping),
        variants: [], comment: nil, isIgnoredBySystem: false, state: nil)
    }
    return TranslationTable(
      locale: locale, format: .strings, path: document.path, absolutePath: absolutePath,
      entries: entries, plist: document)
  }

  static func strings(_ document: StringsDocument, locale: LocaleIdentifier, absolutePath: String)
    -> TranslationTable
  {
    let path = document.file.path
    let entries = document.entries.map { entry -> TranslationTable.Entry in
      let span: TextSpan
      if case .string(_, let token) = entry.value {
        let quoted = token.kind == .quotedString
        let upper =
          quoted && token.isTerminated ? token.range.upperBound - 1 : token.range.upperBound
        let content =
          quoted
          ? (token.range.lowerBound + 1)..<max(token.range.lowerBound + 1, upper) : token.range
        span = TextSpan(
          path: path, file: document.file, content: content, escaping: quoted ? .openStep : .none)
      } else {
        span = TextSpan(path: path, file: document.file, content: entry.valueRange, escaping: .none)
      }
      let keyToken = entry.keyToken
      let keyQuoted = keyToken.kind == .quotedString
      let keyContent =
        keyQuoted
        ? (keyToken.range.lowerBound + 1)..<max(
          keyToken.range.lowerBound + 1, keyToken.range.upperBound - 1) : keyToken.range
      return TranslationTable.Entry(
        key: entry.key, keyLocation: document.file.range(entry.keyToken.range),
        keySpan: TextSpan(
          path: path, file: document.file, content: keyContent,
          escaping: keyQuoted ? .openStep : .none),
        value: entry.stringValue,
        valueSpan: span, variants: [], comment: entry.comment?.text,
        // `"" = "";` keeps a table from being empty: no Info.plist key is empty, so no lookup
        // ever reads it.
        isIgnoredBySystem: entry.isIgnoredBySystem || entry.key.isEmpty, state: nil)
    }
    return TranslationTable(
      locale: locale, format: .strings, path: path, absolutePath: absolutePath, entries: entries,
      strings: document)
  }

  /// A `.stringsdict`: each key's plural variants (`NSStringPluralRuleType` dictionaries).
  static func stringsdict(_ document: PlistDocument, locale: LocaleIdentifier, absolutePath: String)
    -> TranslationTable
  {
    var entries: [TranslationTable.Entry] = []
    let escaping: TextSpan.Escaping = document.format == .xml ? .xml : .none
    func span(_ value: PlistValue) -> TextSpan {
      TextSpan(
        path: document.path, file: document.file, content: value.span.contentRange,
        escaping: escaping)
    }
    for member in document.root?.members ?? [] {
      var variants: [TranslationTable.Variant] = []
      for variable in member.value.members ?? [] {
        guard let rules = variable.value.members else { continue }
        for rule in rules where !rule.key.hasPrefix("NSString") {
          if let text = rule.value.string {
            variants.append(
              .init(path: [variable.key, rule.key], value: text, span: span(rule.value)))
          }
        }
      }
      let format = member.value["NSStringLocalizedFormatKey"]
      // Point inside `<key>…</key>`, as for Info.plist keys.
      let keyLocation =
        member.keyRange.flatMap { range in
          document.file.map {
            $0.range(
              document.format == .xml
                ? (range.lowerBound + 5)..<max(range.lowerBound + 5, range.upperBound - 6) : range)
          }
        } ?? .file(document.path)
      entries.append(
        .init(
          key: member.key, keyLocation: keyLocation, keySpan: nil, value: format?.string,
          valueSpan: format.map(span) ?? .file(document.path), variants: variants, comment: nil,
          isIgnoredBySystem: false, state: nil))
    }
    return TranslationTable(
      locale: locale, format: .stringsdict, path: document.path, absolutePath: absolutePath,
      entries: entries)
  }

  /// One table per locale of a String Catalog. A key with no localization at all is in the
  /// source language's table, without a value: it exists, and is missing everywhere.
  static func catalog(_ catalog: XCStringsCatalog, absolutePath: String) -> [TranslationTable] {
    let path = catalog.file.path
    var locales = catalog.locales
    let sourceLanguage = catalog.sourceLanguage ?? "en"
    if !locales.contains(sourceLanguage), catalog.entries.contains(where: \.localizations.isEmpty) {
      locales.insert(sourceLanguage, at: 0)
    }
    return locales.map { locale in
      let entries = catalog.entries.compactMap { entry -> TranslationTable.Entry? in
        let units = entry.units(for: locale)
        let unlocalized = entry.localizations.isEmpty && locale == sourceLanguage
        guard
          !units.isEmpty || entry.localizations.contains(where: { $0.locale == locale })
            || unlocalized
        else {
          return nil
        }
        func span(_ unit: XCStringsCatalog.Unit) -> TextSpan {
          let range = unit.valueRange
          return TextSpan(
            path: path, file: catalog.file,
            content: (range.lowerBound + 1)..<max(range.lowerBound + 1, range.upperBound - 1),
            escaping: .json)
        }
        let plain = units.first { $0.variation.isEmpty }
        return .init(
          key: entry.key, keyLocation: catalog.file.range(entry.keyRange),
          keySpan: TextSpan(
            path: path, file: catalog.file,
            content: (entry.keyRange.lowerBound + 1)..<max(
              entry.keyRange.lowerBound + 1, entry.keyRange.upperBound - 1), escaping: .json),
          value: plain?.value,
          valueSpan: plain.map(span)
            ?? TextSpan(path: path, file: catalog.file, content: entry.keyRange, escaping: .json),
          variants: units.filter { !$0.variation.isEmpty }.map {
            .init(path: $0.variation, value: $0.value, span: span($0), state: $0.state)
          },
          comment: entry.comment, isIgnoredBySystem: false, state: plain?.state,
          shouldTranslate: entry.shouldTranslate)
      }
      return TranslationTable(
        locale: LocaleIdentifier(locale), format: .catalog, path: path, absolutePath: absolutePath,
        entries: entries)
    }
  }
}
