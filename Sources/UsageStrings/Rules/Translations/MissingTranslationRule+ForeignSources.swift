/// Sources written in another language than the development one, for `missing-translation`.
extension MissingTranslationRule {
  /// A purpose string written in another language than the source's, that the source
  /// language's table does not translate: people using the app in the source language see
  /// that other language (CovPass's German camera text, in an app developed in en).
  static func reportForeignSources(
    _ keys: [String], of target: ResolvedTarget, writtenIn: (String) -> String?,
    context: RuleContext, _ emit: (Finding) -> Void
  ) {
    let source = target.target.sourceLanguage
    let sourceTables = target.tables.filter { $0.locale.language == source.language }
    // A source `.strings` table that lacks the key is `missing-source-translation`'s finding.
    if sourceTables.contains(where: { $0.format != .catalog }) { return }
    for key in keys {
      guard let value = target.sources[key], !value.isFromTable, let text = value.text,
        !sourceTables.contains(where: { $0.hasReadEntry(forKey: key) }),
        let language = writtenIn(key)
      else { continue }
      // With no other language shipped (no table, no catalog), everybody sees the one text:
      // the development language may be only Xcode's or Expo's default (a French-only app).
      let alone =
        target.facts.shippedLocales.isEmpty
        ? "; but the app ships no other language, so everybody sees this text: if \(language) is the app's language, make it the development language"
        : nil
      let needless =
        CodeEvidence.needlessTranslation(
          key, text: text, written: value.written, in: target, context: context) ?? alone
      emit(
        Finding(
          "'\(key)' is written in \(language), though \(source.raw) is the app's development language: people using the app in \(source.raw) see the \(language) text; add its \(source.raw) text to the \(source.raw) table, or make \(language) the development language\(needless ?? "")",
          at: value.location, key: key, locale: source.raw,
          severity: needless == nil ? nil : .note))
    }
  }
}
