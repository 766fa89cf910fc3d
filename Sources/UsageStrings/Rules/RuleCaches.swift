/// What the rules work out once per run and share across its parts and threads: answers that
/// depend only on the run's options and targets, not on the part being checked. (Compiled
/// expressions are per thread, in each `TextAnalyzer`; the dearest are compiled here once and
/// cloned for each.)
public final class RuleCaches: Sendable {
  private let nearMisses = SharedMemo<String, KeyNearMiss?>()
  private let prepared = SharedMemo<String, any Sendable>()
  private let exemplars = SharedMemo<String, CodePointRanges>()
  private let genericExpressions = SharedMemo<[String], SharedExpression?>()

  /// The hunspell dictionaries `wrong-language` reads (the machine's, unless a test hides them).
  let dictionaries: SpellingDictionaries

  public convenience init() { self.init(dictionaries: .shared) }

  package init(dictionaries: SpellingDictionaries) { self.dictionaries = dictionaries }

  /// The near miss of a key, searched for once per run.
  func nearMiss(of key: String, search: () -> KeyNearMiss?) -> KeyNearMiss? {
    nearMisses.value(for: key, compute: search)
  }

  /// The letters of a locale's CLDR exemplar sets (ICU), looked up once per run.
  func exemplarLetters(of locale: String) -> CodePointRanges {
    exemplars.value(for: locale) { ICU.exemplarLetters(ofLocale: locale) }
  }

  /// A copy of the expression of a locale's generic phrasing (its files `sources`), compiled once
  /// per run: each thread that asks gets its own clone (nil when it does not compile).
  func genericExpression(sources: [String], pattern: () -> String) -> ICU.Regex? {
    let shared = genericExpressions.value(for: sources) {
      (try? ICU.Regex(pattern())).map(SharedExpression.init)
    }
    return try? shared?.original.clone()
  }

  /// What a rule prepared for a target, worked out by the first part of the run that asks.
  func prepared<Value: Sendable>(_ key: String, compute: () -> Value) -> Value {
    prepared.value(for: key, compute: compute) as! Value
  }
}

/// A compiled expression that is only ever cloned, never matched: ICU lets threads clone one
/// expression at once, and each clone is its thread's own.
final class SharedExpression: @unchecked Sendable {
  let original: ICU.Regex

  init(_ original: ICU.Regex) { self.original = original }
}
