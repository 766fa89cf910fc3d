/// A rule as the linter holds it: its description and its check.
public struct RegisteredRule: Sendable {
  public let description: RuleDescription
  /// The rule's type name, such as `BidiControlRule`.
  public let typeName: String
  let check: @Sendable (RuleContext, (Finding) -> Void) -> Void
  /// For a `StringRule`: its type, whose check of one string the linter calls directly (a
  /// stored closure's thunk copied every string and target on each call).
  let stringRule: (any StringRule.Type)?

  public init<R: Rule>(_ rule: R.Type) {
    description = R.description
    typeName = _typeName(rule, qualified: false)
    check = { R.check($0, $1) }
    stringRule = nil
  }

  package init<R: StringRule>(_ rule: R.Type) {
    description = R.description
    typeName = _typeName(rule, qualified: false)
    check = { R.check($0, $1) }
    stringRule = rule
  }
}

/// Every rule, sorted by ID: a plain value passed to the linter, not a singleton it reaches for.
public enum RuleRegistry {
  public static let all: [RegisteredRule] = unsorted.sorted {
    $0.description.id < $1.description.id
  }

  private static let unsorted: [RegisteredRule] = [
    RegisteredRule(AppleTermRule.self),
    RegisteredRule(BidiControlRule.self),
    RegisteredRule(ConflictingTablesRule.self),
    RegisteredRule(DeprecatedUsageKeyRule.self),
    RegisteredRule(DuplicateKeyRule.self),
    RegisteredRule(EmptyPurposeStringRule.self),
    RegisteredRule(ExtraKeyRule.self),
    RegisteredRule(FileNameCaseRule.self),
    RegisteredRule(ForeignNameRule.self),
    RegisteredRule(FormatSpecifierRule.self),
    RegisteredRule(GenericPurposeStringRule.self),
    RegisteredRule(HeadlineTooLongRule.self),
    RegisteredRule(InvalidEncodingRule.self),
    RegisteredRule(InvisibleCharacterRule.self),
    RegisteredRule(LeadingTrailingSpaceRule.self),
    RegisteredRule(LiteralEscapeRule.self),
    RegisteredRule(MissingCompanionKeyRule.self),
    RegisteredRule(MissingFileRule.self),
    RegisteredRule(MissingSourceTranslationRule.self),
    RegisteredRule(MissingTranslationRule.self),
    RegisteredRule(MixedAddressRule.self),
    RegisteredRule(MissingUsageKeyRule.self),
    RegisteredRule(NeedsReviewRule.self),
    RegisteredRule(NegationMismatchRule.self),
    RegisteredRule(NotNFCRule.self),
    RegisteredRule(OrphanPurposeStringRule.self),
    RegisteredRule(OtherPermissionTextRule.self),
    RegisteredRule(PlaceholderMismatchRule.self),
    RegisteredRule(PlatformPlaceholderRule.self),
    RegisteredRule(PluralCategoriesRule.self),
    RegisteredRule(PrivacyManifestContradictionRule.self),
    RegisteredRule(PseudoOverflowRule.self),
    RegisteredRule(PseudoShippedRule.self),
    RegisteredRule(PseudoStaleRule.self),
    RegisteredRule(PurposeStringTooLargeRule.self),
    RegisteredRule(RepeatedMarkRule.self),
    RegisteredRule(ReusedTranslationRule.self),
    RegisteredRule(SourceConflictRule.self),
    RegisteredRule(StaleTranslationRule.self),
    RegisteredRule(SyntaxErrorRule.self),
    RegisteredRule(TooLongRule.self),
    RegisteredRule(UnbuiltTableRule.self),
    RegisteredRule(UnexpandedBuildSettingRule.self),
    RegisteredRule(UnknownLocaleRule.self),
    RegisteredRule(UnknownUsageKeyRule.self),
    RegisteredRule(UnneededPermissionRule.self),
    RegisteredRule(UnrecognizedUsageKeyRule.self),
    RegisteredRule(UntranslatedRule.self),
    RegisteredRule(UnusedUsageKeyRule.self),
    RegisteredRule(WrongKeyTranslationRule.self),
    RegisteredRule(WrongLanguageRule.self),
    RegisteredRule(WrongScriptRule.self),
  ]

  /// The rule with an ID (or a former ID).
  public static func rule(_ id: String, in rules: [RegisteredRule] = all) -> RegisteredRule? {
    rules.first { $0.description.id == id || $0.description.deprecatedIDs.contains(id) }
  }

  /// Every ID and former ID.
  public static var knownIDs: Set<String> {
    Set(all.flatMap { [$0.description.id] + $0.description.deprecatedIDs })
  }
}
