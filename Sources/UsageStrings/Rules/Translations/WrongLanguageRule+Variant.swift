/// A table of one variant of a language written in another (a `pt-PT` table in Brazilian
/// Portuguese), or in a sibling written nearly the same (Bokmål in a Danish table): the words
/// only the other writes (`Locales/`, `variant`). One such word is often a slip, and a table of
/// them is a choice: three texts holding them, or half the table, make one finding for the
/// table; fewer, two different ones in a text make that text's finding, and texts with one
/// each are counted over the table.
extension WrongLanguageRule {
  /// Distinct words of the other variant that make a warning; one fewer makes a note.
  static let variantWarningWords = 3
  /// Distinct words of the other variant that make one text's warning.
  static let variantTextWords = 2
  /// Texts holding the other variant's words that are the table's choice, not slips.
  static let variantTableTexts = 3

  /// `reported` holds the texts the dictionaries or letters already reported (locale and key):
  /// one finding per text.
  static func variantEvidence(
    _ target: ResolvedTarget, reported: Set<String>, _ context: RuleContext,
    _ emit: (Finding) -> Void
  ) {
    var tables: [ObjectIdentifier: [(string: CheckedString, words: [String])]] = [:]
    var order: [ObjectIdentifier] = []
    var variants: [ObjectIdentifier: VariantWords] = [:]
    var judged: [ObjectIdentifier: Int] = [:]
    var sourceWords: [String: Set<String>] = [:]
    for string in target.strings
    where string.isTranslation && string.isShown && !string.isSourceCopy
      && string.variation.isEmpty && !target.isName(string.key)
    {
      guard let origin = string.origin, let variant = context.policy(for: string.locale).variant,
        variant.locales.contains(string.locale.canonical)
      else { continue }
      let id = ObjectIdentifier(origin)
      judged[id, default: 0] += 1
      // The words other rules of the run already split (`mixed-address`), not split again.
      let found = context.words(of: string).map(\.lower).filter { variant.words[$0] != nil }
        .uniqued()
      guard !found.isEmpty else { continue }
      // A word of the source is its own (a name such as Finn), worked out once per key.
      let own =
        sourceWords[string.key]
        ?? Set(WordMarkers.words(of: target.sources[string.key]?.text ?? "").map(\.lower))
      sourceWords[string.key] = own
      let words = found.filter { !own.contains($0) }
      guard !words.isEmpty else { continue }
      if tables[id] == nil { order.append(id) }
      tables[id, default: []].append((string, words))
      variants[id] = variant
    }
    for id in order {
      let variant = variants[id]!
      let texts = tables[id]!
      // A text the dictionaries reported has its finding: one per text, so no other lands on
      // it, and a table whose every such text has one needs none.
      let unreported = texts.filter { !reported.contains(reportKey($0.string)) }
      guard !unreported.isEmpty else { continue }
      let several = unreported.filter { $0.words.count >= variantTextWords }
      // Three texts, or half the table, in the other variant are one choice: one finding for
      // the table. One text is its own.
      let isTableChoice =
        texts.count >= variantTableTexts || (texts.count >= 2 && texts.count * 2 >= judged[id]!)
      guard !several.isEmpty, !isTableChoice else {
        if let finding = variantFinding(texts, variant, placedAmong: unreported) { emit(finding) }
        continue
      }
      // The texts with one word each are named in the first text's finding, not a finding of
      // their own: one table, one translator's choice.
      let single = unreported.filter { $0.words.count < variantTextWords }
      for (index, text) in several.enumerated() {
        emit(variantTextFinding(text, variant, alsoIn: index == 0 ? single : []))
      }
    }
  }

  /// A text's place in the findings of this rule: its locale and key.
  static func reportKey(_ string: CheckedString) -> String {
    "\(string.locale.raw)\u{0}\(string.key)"
  }

  /// One text with two or more words of the other variant, and the other texts of its table
  /// that hold one.
  static func variantTextFinding(
    _ text: (string: CheckedString, words: [String]), _ variant: VariantWords,
    alsoIn others: [(string: CheckedString, words: [String])]
  ) -> Finding {
    let string = text.string
    let locale = string.reportedLocale ?? string.locale.raw
    let shown = text.words.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
    let own = text.words.prefix(5).compactMap { variant.words[$0] }.joined(separator: ", ")
    let otherWords = others.flatMap(\.words).uniqued().prefix(5).map { "'\($0)'" }
    let more =
      others.isEmpty
      ? "; have it adapted"
      : ", and \(others.count == 1 ? "1 other text" : "\(others.count) other texts") of the table hold\(others.count == 1 ? "s" : "") \(otherWords.joined(separator: ", ")); have them adapted"
    return Finding(
      "the \(locale) text of '\(string.key)' reads as \(variant.other): \(shown) (\(locale) writes \(own))\(more)",
      at: string.keyLocation, key: string.key, locale: string.reportedLocale)
  }

  /// One finding for a table, on its text with the most of the other variant's words among
  /// `candidates` (those no other finding is on).
  static func variantFinding(
    _ texts: [(string: CheckedString, words: [String])], _ variant: VariantWords,
    placedAmong candidates: [(string: CheckedString, words: [String])]
  ) -> Finding? {
    let words = texts.flatMap(\.words).uniqued()
    guard words.count >= variantWarningWords - 1,
      let most = candidates.max(by: { $0.words.count < $1.words.count })
    else { return nil }
    let string = most.string
    let locale = string.reportedLocale ?? string.locale.raw
    let shown = words.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
    let own = words.prefix(5).compactMap { variant.words[$0] }.joined(separator: ", ")
    return Finding(
      "the \(locale) table reads as \(variant.other): \(shown) in \(texts.count == 1 ? "1 text" : "\(texts.count) texts"), here in '\(string.key)' (\(locale) writes \(own)); have it adapted",
      at: string.keyLocation, key: string.key, locale: string.reportedLocale,
      severity: words.count >= variantWarningWords ? nil : .note)
  }
}
