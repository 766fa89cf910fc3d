/// A table of one variant of a language written in another (a `pt-PT` table in Brazilian
/// Portuguese): the words only the other variant writes (`Locales/`, `variant`), counted over
/// the whole table, since one such word is often a slip and a table of them is a choice.
extension WrongLanguageRule {
  /// Distinct words of the other variant that make a warning; one fewer makes a note.
  static let variantWarningWords = 3

  static func variantEvidence(
    _ target: ResolvedTarget, _ context: RuleContext, _ emit: (Finding) -> Void
  ) {
    var tables: [ObjectIdentifier: [(string: CheckedString, words: [String])]] = [:]
    var order: [ObjectIdentifier] = []
    var variants: [ObjectIdentifier: VariantWords] = [:]
    for string in target.strings
    where string.isTranslation && string.isShown && !string.isSourceCopy
      && string.variation.isEmpty && !UsageKeyRegistry.nameKeys.contains(string.key)
    {
      guard let origin = string.origin, let variant = context.policy(for: string.locale).variant,
        variant.locales.contains(string.locale.canonical)
      else { continue }
      // The words other rules of the run already split (`mixed-address`), not split again.
      let found = context.words(of: string).map(\.lower).filter { variant.words[$0] != nil }
        .uniqued()
      guard !found.isEmpty else { continue }
      let id = ObjectIdentifier(origin)
      if tables[id] == nil { order.append(id) }
      tables[id, default: []].append((string, found))
      variants[id] = variant
    }
    for id in order {
      if let finding = variantFinding(tables[id]!, variants[id]!) { emit(finding) }
    }
  }

  /// One finding for a table, on its text with the most of the other variant's words.
  static func variantFinding(
    _ texts: [(string: CheckedString, words: [String])], _ variant: VariantWords
  ) -> Finding? {
    let words = texts.flatMap(\.words).uniqued()
    guard words.count >= variantWarningWords - 1,
      let most = texts.max(by: { $0.words.count < $1.words.count })
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
